package s3blob

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/minio/minio-go/v7"
)

// errChanged is why a read fails when the object is no longer the one
// opened.
var errChanged = errors.New("the object changed since it was opened")

// errNoAnswer is why a read fails when the store does not answer in time.
var errNoAnswer = fmt.Errorf("no answer within %s", answerTimeout)

// object reads an opened blob: from where it was last read, on one GET
// response, and after a Seek elsewhere from a new ranged GET. Every GET
// asks for the ETag seen at Open (If-Match) and must bring exactly the
// bytes left of the size seen at Open: a blob replaced in between fails
// to read rather than mixing versions, even on a server whose HEAD can
// pair one version's size with another's ETag (Versity Gateway 1.8 under
// concurrent replaces does; the contract suite caught it).
type object struct {
	// ctx is the Open's: a blob lives within the request that opened it.
	ctx   context.Context
	store *Store
	name  string
	size  int64
	etag  string
	// off is the offset of the next Read; body, when not nil, is a
	// response positioned at bodyOff, and cancel ends its request.
	off, bodyOff int64
	body         io.ReadCloser
	cancel       context.CancelFunc
}

// Read reads from the current offset, fetching from there when the open
// response is elsewhere.
func (o *object) Read(p []byte) (int, error) {
	if o.off >= o.size {
		return 0, io.EOF
	}
	if o.body == nil || o.bodyOff != o.off {
		if err := o.fetch(); err != nil {
			return 0, err
		}
	}
	n, err := o.body.Read(p)
	o.off += int64(n)
	o.bodyOff = o.off
	switch {
	case err == io.EOF && o.off < o.size:
		o.closeBody()
		return n, o.store.fail("read", o.name, fmt.Errorf("%w: %d of %d bytes", errChanged, o.off, o.size))
	case err == io.EOF:
		o.closeBody()
		return n, io.EOF
	case err != nil:
		o.closeBody()
		return n, o.store.fail("read", o.name, err)
	}
	return n, nil
}

// fetch opens a GET from off to the end, conditional on the ETag, and
// checks that it carries the bytes left.
func (o *object) fetch() error {
	o.closeBody()
	opts := minio.GetObjectOptions{}
	if err := opts.SetMatchETag(o.etag); err != nil {
		return o.store.fail("read", o.name, err)
	}
	if o.off > 0 {
		if err := opts.SetRange(o.off, 0); err != nil {
			return o.store.fail("read", o.name, err)
		}
	}
	// The answer must come within answerTimeout; the body it starts may
	// then take as long as the reader does.
	ctx, cancel := context.WithCancel(o.ctx)
	timer := time.AfterFunc(answerTimeout, cancel)
	body, info, _, err := o.store.core.GetObject(ctx, o.store.bucket, o.store.prefix+o.name, opts)
	if !timer.Stop() {
		// Cancelled by the timer, not the caller: an outage, which must
		// not read as a client that went away.
		if err == nil {
			body.Close()
		}
		cancel()
		return o.store.fail("read", o.name, errNoAnswer)
	}
	if err != nil {
		cancel()
		return o.store.fail("read", o.name, err)
	}
	if info.ETag != o.etag || info.Size != o.size-o.off {
		body.Close()
		cancel()
		return o.store.fail("read", o.name, fmt.Errorf("%w: ETag %s, %d bytes from %d", errChanged, info.ETag, info.Size, o.off))
	}
	o.body, o.bodyOff, o.cancel = body, o.off, cancel
	return nil
}

// Seek moves the offset; the next Read fetches from there. It needs no
// request: Open knows the size.
func (o *object) Seek(offset int64, whence int) (int64, error) {
	switch whence {
	case io.SeekStart:
	case io.SeekCurrent:
		offset += o.off
	case io.SeekEnd:
		offset += o.size
	default:
		return o.off, fmt.Errorf("s3blob: seek: invalid whence %d", whence)
	}
	if offset < 0 {
		return o.off, fmt.Errorf("s3blob: seek: negative position %d", offset)
	}
	o.off = offset
	return offset, nil
}

// Close ends the open response, if any.
func (o *object) Close() error {
	o.closeBody()
	return nil
}

func (o *object) closeBody() {
	if o.body != nil {
		o.body.Close()
		o.cancel()
		o.body, o.cancel = nil, nil
	}
}
