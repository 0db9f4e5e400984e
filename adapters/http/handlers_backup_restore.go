package httpapi

import (
	"context"
	"errors"
	"io"
	"mime"
	"net/http"
	"time"

	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/app/backup"
	"github.com/portfolio-site/portfolio/domain"
)

// Restore from the admin (issue 24): POST /api/backup/inspect reads an
// archive and says what it holds without changing anything; POST
// /api/backup/restore replaces the content and the uploads with it, with
// the checks of `portfolio import --replace` (the same BackupService.Import:
// everything read and checked first, the rows in one transaction, the
// files taken back if it fails). The archive is the raw body, or the part
// "file" of a multipart/form-data body, within Config.MaxRestoreBytes.
//
// The administrator's account, sessions and two-factor settings are not
// content and are not in a backup: a restore keeps the signed-in owner,
// password and sessions as they are, and signs nobody out.

// msgNotABackup is the answer for a body that holds no archive at all.
const msgNotABackup = "Choose a backup archive (.tar.gz) made by Download backup"

// restoreAnswer is what a restore did.
type restoreAnswer struct {
	backup.Summary
	// Stale are old uploads that could not be removed (left over, unused).
	Stale []string `json:"stale"`
	// ImagesRebuilding says the uploads' copies the archive leaves out
	// (WebP, AVIF, share) are being made in the background, one upload at
	// a time; until an upload's are, its AVIF address answers its WebP
	// copy.
	ImagesRebuilding bool `json:"imagesRebuilding"`
}

func (s *backupHandlers) handleBackupInspect(w http.ResponseWriter, r *http.Request) {
	s.withArchive(w, r, func(ctx context.Context, archive io.Reader) (any, error) {
		return s.backup.Inspect(ctx, archive)
	})
}

func (s *backupHandlers) handleBackupRestore(w http.ResponseWriter, r *http.Request) {
	s.withArchive(w, r, func(ctx context.Context, archive io.Reader) (any, error) {
		res, err := s.backup.Import(ctx, archive, true)
		if err != nil {
			return nil, err
		}
		if err := s.contentReplaced(ctx, res); err != nil {
			// The restore is done; only its line in the log is missing.
			s.log.Error("backup restored but not recorded in the activity log", append(s.requestFields(w), zap.Error(err))...)
		}
		for _, name := range res.Stale {
			s.log.Warn("could not remove an old upload the backup does not hold", zap.String("file", name))
		}
		ans := restoreAnswer{Summary: backup.SummaryOf(res.Manifest), Stale: res.Stale}
		if s.rebuilds != nil {
			// Not in the request: making the copies takes seconds an
			// upload (AVIF); one rebuild at a time, a second restore's
			// runs after the one under way.
			s.rebuilds.Request()
			ans.ImagesRebuilding = true
		}
		if ans.Stale == nil {
			ans.Stale = []string{}
		}
		return ans, nil
	})
}

// withArchive finds the archive in the body, bounded by the restore limit
// and read under the upload's deadlines, and answers run's result.
func (s *backupHandlers) withArchive(w http.ResponseWriter, r *http.Request, run func(ctx context.Context, archive io.Reader) (any, error)) {
	limit := s.cfg.MaxRestoreBytes
	if r.ContentLength > limit {
		s.writeError(w, r, tooLargeBackup(limit))
		return
	}
	size := r.ContentLength
	if size < 0 {
		size = limit
	}
	body := s.newProgressBody(w, r, size)
	r.Body = http.MaxBytesReader(w, body, limit)
	var archive io.Reader = r.Body
	if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err == nil && mt == "multipart/form-data" {
		part, err := s.archivePart(r)
		if err != nil {
			s.writeError(w, r, restoreBodyError(err, limit))
			return
		}
		archive = part
	}
	if r.ContentLength == 0 {
		s.writeError(w, r, domain.Errorf(domain.EINVALID, "%s: %s", domain.MsgBackupDamaged, msgNotABackup))
		return
	}
	out, err := run(r.Context(), archive)
	body.done()
	// The work after the body (writing the files and rows) may have taken
	// a while: the answer gets the server's whole write timeout from now.
	_ = http.NewResponseController(w).SetWriteDeadline(time.Now().Add(s.cfg.WriteTimeout))
	if err != nil {
		s.writeError(w, r, restoreBodyError(err, limit))
		return
	}
	writeJSON(w, http.StatusOK, out)
}

// archivePart returns the reader of the part named "file".
func (s *backupHandlers) archivePart(r *http.Request) (io.Reader, error) {
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, domain.Errorf(domain.EBADREQUEST, msgInvalidMultipart)
	}
	for parts := 1; parts <= maxUploadParts; parts++ {
		part, err := mr.NextPart()
		if err == io.EOF {
			break
		} else if err != nil {
			return nil, err
		}
		if part.FormName() == "file" {
			return part, nil
		}
		if _, err := io.Copy(io.Discard, io.LimitReader(part, maxFieldBytes+1)); err != nil {
			return nil, err
		}
	}
	v := domain.ValidationErrors{}
	v.Add("file", domain.MsgRequired)
	return nil, v.Err()
}

// restoreBodyError says a body over the limit in the restore's words; a
// body that came too slowly keeps its own error, and the archive's
// refusals (EINVALID: damaged, not a backup, newer, refused content) pass
// as they are.
func restoreBodyError(err error, limit int64) error {
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		return tooLargeBackup(limit)
	}
	return err
}

func tooLargeBackup(limit int64) error {
	return domain.Errorf(domain.ETOOLARGE, "The backup is too large to restore here (limit %d MB, http.max_restore_bytes); restore it with portfolio import", limit>>20)
}
