package domain

import (
	"context"
	"io"
	"strings"
	"time"
)

// Blob is a stored file opened for reading; the caller closes it.
type Blob struct {
	io.ReadSeekCloser
	Size int64
	// ContentType is the type given to Put. A store that keeps none
	// derives it from the name's extension, which the UploadService picks
	// by the type, so the two agree.
	ContentType string
	ModTime     time.Time
	// Version identifies the stored bytes where Size and ModTime may not
	// (an object store's modification time has whole seconds): it differs
	// whenever the bytes do. Empty for a store whose ModTime is exact.
	Version string
}

// BlobStore keeps uploaded files. Every store accepts the same names
// (ValidBlobName), so a backup restores into any of them.
type BlobStore interface {
	// Put stores data under exactly name (replacing a blob of that name)
	// with its content type and returns the public URL path it is served
	// at; a reader sees the old blob or the new one, never part of it.
	// EINVALID for a name that is not ValidBlobName; EUNAVAILABLE when
	// the store cannot be reached.
	Put(ctx context.Context, name, contentType string, data []byte) (string, error)
	// Open returns the blob stored under name. ENOTFOUND when there is
	// none (or name could not be one of the store's); EUNAVAILABLE when
	// the store cannot be reached. A blob replaced after it was opened
	// reads as it was or fails with an error, never as a mix of the two.
	Open(ctx context.Context, name string) (*Blob, error)
	// List returns the names of every stored blob, sorted: what a backup
	// copies and what makes a store non-empty.
	List(ctx context.Context) ([]string, error)
	// Delete removes the blob stored under name; deleting a blob that is
	// not there is not an error. Only an import with --replace deletes.
	Delete(ctx context.Context, name string) error
}

// ValidBlobName tells whether name can be a stored blob's: one path
// element (no separator of any system) and not hidden, so that a store
// keeps its own files (the disk's temporary ".upload-*", an object store's
// key prefixes) apart from blobs, and no name reaches outside the store.
func ValidBlobName(name string) bool {
	return name != "" && !strings.ContainsAny(name, `/\`) && !strings.HasPrefix(name, ".")
}

// MsgBlobStoreUnavailable is what a visitor or the administrator reads
// when the store of uploaded files cannot be reached.
const MsgBlobStoreUnavailable = "Uploaded files are unavailable. Try again shortly."

// UploadsPath is the public path blobs are served under, the start of the
// URL path every store's Put returns.
const UploadsPath = "/uploads/"

// Messages of the blob stores' errors, the same from every store.
const (
	// MsgFileNotFound is the answer for a blob that does not exist.
	MsgFileNotFound = "File not found"
	// MsgInvalidFileName is the answer for a name that is not
	// ValidBlobName.
	MsgInvalidFileName = "Invalid file name"
)
