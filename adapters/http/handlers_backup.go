package httpapi

import (
	"context"
	"net/http"
	"time"

	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/app/backup"
	"github.com/portfolio-site/portfolio/domain"
)

// backupHandlers are the whole content's routes: the backup archive's
// download, inspection and restore, and the media library of the uploads.
type backupHandlers struct {
	responder
	backup *backup.Service
	// backups are the scheduled backups; nil answers 404.
	backups *backup.Schedule
	library *app.MediaLibrary
	// contentReplaced records a restore in the activity log and empties
	// the caches (ContentService.ContentReplaced).
	contentReplaced func(ctx context.Context, res *backup.ImportResult) error
	// rebuilds make the restored uploads' copies in the background; nil
	// makes none.
	rebuilds *app.ImageRebuilds
}

// routes are the group's rows of the route table.
func (s *backupHandlers) routes() []route {
	const get, post, del = http.MethodGet, http.MethodPost, http.MethodDelete
	return []route{
		{get, "/api/backup", s.handleBackup, ownerRead, "Download the backup archive of the whole content", "", download("application/gzip")},
		{post, "/api/backup/inspect", s.handleBackupInspect, byMethod, "Read a backup archive (raw body, or the part file of a multipart body) and say what it holds, changing nothing", bodyArchive, ok[backup.Summary]().or(http.StatusRequestEntityTooLarge)},
		{post, "/api/backup/restore", s.handleBackupRestore, byMethod, "Replace the whole content and the uploads with a backup archive (the checks of portfolio import --replace; the administrator's account and sessions are kept)", bodyArchive, ok[restoreAnswer]().or(http.StatusRequestEntityTooLarge)},
		{get, "/api/backups", s.handleBackupsStatus, ownerRead, "The scheduled backups: how often, the next, where to (no secrets), whether encrypted, the last runs newest first and the last verification", "", ok[backup.Status]()},
		{post, "/api/backups/run", s.handleBackupsRun, byMethod, "Start a backup to the target now (202); GET /api/backups shows it once it ends", "", accepted[runStarted]()},
		{get, "/api/uploads", s.handleLibraryList, editorRead, "The media library: every uploaded original, newest first, with where it is used", "", ok[[]app.LibraryFile]()},
		{del, "/api/uploads/{name}", s.handleLibraryDelete, editorWrite, "Delete an uploaded file with its variants; refused (409, usedBy) while anything uses it", "", noContent.or(http.StatusConflict)},
	}
}

// handleBackup streams the backup archive of the whole content (the file
// `portfolio export` writes) as a download. It is made while it is sent:
// nothing reaches the client before the rows are read and the files
// hashed, so those failures still get a JSON error; a failure once the
// archive is under way aborts the connection, so that the browser reports
// a failed download rather than saving a truncated archive as if whole.
func (s *backupHandlers) handleBackup(w http.ResponseWriter, r *http.Request) {
	// The server's write timeout (http.write_timeout, 30 s by default) is
	// for API answers; an archive with the uploads can take longer to send.
	// Only a signed-in administrator gets here, so a long bound is safe. A
	// writer without deadlines (a test's recorder) just says so.
	_ = http.NewResponseController(w).SetWriteDeadline(time.Now().Add(backupWriteTimeout))
	name := "portfolio-backup-" + time.Now().UTC().Format("20060102-150405") + ".tar.gz"
	out := &startedWriter{w: w, start: func() {
		h := w.Header()
		h.Set("Content-Type", "application/gzip")
		h.Set("Content-Disposition", `attachment; filename="`+name+`"`)
		h.Set("Cache-Control", "no-store")
	}}
	if r.Method == http.MethodHead {
		// The headers alone: making an archive nobody reads costs a
		// full read of the database and the uploads.
		out.start()
		return
	}
	if _, err := s.backup.Export(r.Context(), out); err != nil {
		if !out.started {
			s.writeError(w, r, err)
			return
		}
		s.log.Error("backup download failed after it started", append(s.requestFields(w), zap.Error(err))...)
		panic(http.ErrAbortHandler)
	}
}

// backupWriteTimeout bounds the sending of one backup archive.
const backupWriteTimeout = time.Hour

// startedWriter sets the download's headers on the first write and
// remembers that it happened.
type startedWriter struct {
	w       http.ResponseWriter
	start   func()
	started bool
}

// Write sets the headers before the first bytes, then writes p.
func (s *startedWriter) Write(p []byte) (int, error) {
	if !s.started {
		s.started = true
		s.start()
	}
	return s.w.Write(p)
}

// handleBackupsStatus answers what the owner sees of the scheduled
// backups.
func (s *backupHandlers) handleBackupsStatus(w http.ResponseWriter, r *http.Request) {
	if s.backups == nil {
		s.writeError(w, r, domain.Errorf(domain.ENOTFOUND, "Scheduled backups are not available"))
		return
	}
	st, err := s.backups.Status(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, st)
}

// runStarted is the answer of POST /api/backups/run.
type runStarted struct {
	Status string `json:"status"`
}

// handleBackupsRun starts a backup in the background.
func (s *backupHandlers) handleBackupsRun(w http.ResponseWriter, r *http.Request) {
	if s.backups == nil {
		s.writeError(w, r, domain.Errorf(domain.ENOTFOUND, "Scheduled backups are not available"))
		return
	}
	s.backups.Trigger()
	writeJSON(w, http.StatusAccepted, runStarted{Status: "started"})
}
