package httpapi

import (
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// Answers to an upload whose body came too slowly; %s is the bound that
// was missed. They blame the connection, not the file.
const (
	msgUploadStalled = "The upload stalled: no data arrived for %s"
	msgUploadTooSlow = "The upload was too slow: it must arrive within %s"
)

// progressBody is an upload's request body judged by its progress rather
// than by the server's whole-request ReadTimeout, which refused a 10 MiB
// photo from any uplink under 5.6 Mbit/s (an 8 MB photo at 400 KB/s, a
// hotel's, was cut at 15 s). Each read that brings data moves the
// connection's read deadline idle ahead, so a slow but steady client gets
// through while one that sends nothing for idle is cut off; end bounds
// the whole body all the same, at the configured minimum average rate.
//
// The read that reaches the end of the body does not move the deadline:
// the server then starts a background read of its own (to notice a client
// that goes away), and a deadline set after it would cut that read and
// cancel the request's context while the upload is being stored.
type progressBody struct {
	body io.ReadCloser
	// rc sets the connection's deadlines; nil when the writer has no
	// connection (a test's recorder), and the body is then read as is.
	rc    *http.ResponseController
	idle  time.Duration
	total time.Duration // from the start to end
	end   time.Time
	write time.Duration // the answer's time once the body is read
	// capped says the deadline last set is end: a timeout then means the
	// body as a whole was too slow rather than stalled.
	capped bool
	// err is the answer once the body has timed out.
	err error
}

// newProgressBody takes over the read deadline of r, whose body holds
// size bytes, and its write deadline, so that the answer can still be
// written after a long upload. The body is given at least the server's
// ReadTimeout, as every other request, and at most its size at the
// minimum rate beyond that.
func (s *responder) newProgressBody(w http.ResponseWriter, r *http.Request, size int64) *progressBody {
	now := time.Now()
	total := max(s.cfg.ReadTimeout, transferTime(size, s.cfg.UploadMinRate))
	b := &progressBody{body: r.Body, rc: http.NewResponseController(w), idle: s.cfg.UploadIdleTimeout,
		total: total, end: now.Add(total), write: s.cfg.WriteTimeout}
	if b.rc.SetReadDeadline(b.next(now)) != nil {
		b.rc = nil
		return b
	}
	// Until the body's bound has passed, a 408 must still be writable;
	// done brings the bound back to WriteTimeout.
	_ = b.rc.SetWriteDeadline(b.end.Add(b.write))
	return b
}

// transferTime is how long size bytes take at rate bytes a second.
func transferTime(size, rate int64) time.Duration {
	return time.Duration(size/rate)*time.Second + time.Duration(size%rate)*time.Second/time.Duration(rate)
}

// next is the deadline of the next read: idle from now, or end if sooner.
func (b *progressBody) next(now time.Time) time.Time {
	d := now.Add(b.idle)
	b.capped = !d.Before(b.end)
	if b.capped {
		return b.end
	}
	return d
}

// Read reads the body, moving the read deadline on when data came, and
// answers a timeout with the ETIMEOUT error that says which bound was
// missed.
func (b *progressBody) Read(p []byte) (int, error) {
	if b.err != nil {
		return 0, b.err
	}
	n, err := b.body.Read(p)
	if b.rc == nil {
		return n, err
	}
	switch {
	case err == nil && n > 0:
		// Should this fail, the deadline stays where it was: the
		// upload is only given less time.
		_ = b.rc.SetReadDeadline(b.next(time.Now()))
	case err != nil && isTimeout(err):
		if b.capped {
			b.err = domain.Errorf(domain.ETIMEOUT, msgUploadTooSlow, roundDuration(b.total))
		} else {
			b.err = domain.Errorf(domain.ETIMEOUT, msgUploadStalled, roundDuration(b.idle))
		}
		return n, b.err
	}
	return n, err
}

// Close closes the body.
func (b *progressBody) Close() error { return b.body.Close() }

// done gives the answer WriteTimeout from now, as any request has from
// when it was read, once the handler has read what it needs of the body.
func (b *progressBody) done() {
	if b.rc != nil {
		_ = b.rc.SetWriteDeadline(time.Now().Add(b.write))
	}
}

// isTimeout says err is a read that passed its deadline.
func isTimeout(err error) bool {
	var ne net.Error
	return errors.Is(err, os.ErrDeadlineExceeded) || (errors.As(err, &ne) && ne.Timeout())
}

// roundDuration shows d to the second (to the millisecond under one).
func roundDuration(d time.Duration) time.Duration {
	if d < time.Second {
		return d.Round(time.Millisecond)
	}
	return d.Round(time.Second)
}
