// Package storage keeps uploaded files on the local disk: LocalDisk is a
// directory served by the HTTP adapter under /uploads/, the embedded
// default (adapters/s3blob keeps them in a bucket several instances share).
package storage

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"

	"github.com/portfolio-site/portfolio/domain"
)

// LocalDisk stores blobs as files in one directory.
type LocalDisk struct {
	dir string
}

var _ domain.BlobStore = (*LocalDisk)(nil)

// NewLocalDisk returns a LocalDisk writing into dir, creating it if needed.
func NewLocalDisk(dir string) (*LocalDisk, error) {
	if dir == "" {
		return nil, errors.New("storage: an uploads directory is required")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("create uploads dir: %w", err)
	}
	return &LocalDisk{dir: dir}, nil
}

// Dir is the directory files are written to.
func (d *LocalDisk) Dir() string { return d.dir }

// Check says whether the directory is still there, for the readiness
// report (a volume that was unmounted, a directory removed).
func (d *LocalDisk) Check(context.Context) error {
	fi, err := os.Stat(d.dir)
	if err == nil && !fi.IsDir() {
		err = fmt.Errorf("%s is not a directory", d.dir)
	}
	if err != nil {
		return fmt.Errorf("uploads dir: %w: %w", domain.Errorf(domain.EUNAVAILABLE, domain.MsgBlobStoreUnavailable), err)
	}
	return nil
}

// Put writes data to a temporary file and renames it into place, so a reader
// never sees half a file.
func (d *LocalDisk) Put(_ context.Context, name, _ string, data []byte) (string, error) {
	if !domain.ValidBlobName(name) {
		return "", domain.Errorf(domain.EINVALID, domain.MsgInvalidFileName)
	}
	tmp, err := os.CreateTemp(d.dir, ".upload-*")
	if err != nil {
		return "", fmt.Errorf("create upload: %w", err)
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return "", fmt.Errorf("write upload: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return "", fmt.Errorf("close upload: %w", err)
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return "", fmt.Errorf("chmod upload: %w", err)
	}
	if err := os.Rename(tmp.Name(), filepath.Join(d.dir, name)); err != nil {
		return "", fmt.Errorf("store upload: %w", err)
	}
	return domain.UploadsPath + name, nil
}

// Open opens the file name inside the directory only (os.OpenInRoot: no
// path, link or ".." reaches outside it); directories and other
// non-regular files are not blobs. The content type follows the extension
// the UploadService gave the file.
func (d *LocalDisk) Open(_ context.Context, name string) (*domain.Blob, error) {
	if !domain.ValidBlobName(name) {
		return nil, notFound()
	}
	f, err := os.OpenInRoot(d.dir, name)
	if err != nil {
		// Missing, or a link that leads out of the directory: either way
		// there is no upload of that name to serve.
		return nil, notFound()
	}
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		f.Close()
		return nil, notFound()
	}
	ct := "application/octet-stream"
	if t, ok := domain.ImageTypeByName(name); ok {
		ct = t.ContentType
	}
	return &domain.Blob{ReadSeekCloser: f, Size: fi.Size(), ContentType: ct, ModTime: fi.ModTime()}, nil
}

// List returns the regular files of the directory, sorted. Names starting
// with a dot are not blobs: Put never stores one, and its temporary files
// (".upload-*") are only ever half written.
func (d *LocalDisk) List(_ context.Context) ([]string, error) {
	entries, err := os.ReadDir(d.dir)
	if err != nil {
		return nil, fmt.Errorf("list uploads: %w", err)
	}
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		if e.Type().IsRegular() && domain.ValidBlobName(e.Name()) {
			names = append(names, e.Name())
		}
	}
	slices.Sort(names)
	return names, nil
}

// Delete removes the file name of the directory; a missing one is fine.
func (d *LocalDisk) Delete(_ context.Context, name string) error {
	if !domain.ValidBlobName(name) {
		return domain.Errorf(domain.EINVALID, domain.MsgInvalidFileName)
	}
	if err := os.Remove(filepath.Join(d.dir, name)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("delete upload: %w", err)
	}
	return nil
}

func notFound() error { return domain.Errorf(domain.ENOTFOUND, domain.MsgFileNotFound) }
