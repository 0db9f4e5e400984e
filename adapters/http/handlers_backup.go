package httpapi

import (
	"net/http"
	"time"

	"go.uber.org/zap"
)

// handleBackup streams the backup archive of the whole content (the file
// `portfolio export` writes) as a download. It is made while it is sent:
// nothing reaches the client before the rows are read and the files
// hashed, so those failures still get a JSON error; a failure once the
// archive is under way aborts the connection, so that the browser reports
// a failed download rather than saving a truncated archive as if whole.
func (s *server) handleBackup(w http.ResponseWriter, r *http.Request) {
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
