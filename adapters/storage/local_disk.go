// Package storage keeps uploaded files. LocalDisk is the first adapter: a
// directory served by the HTTP adapter under /uploads/.
package storage

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/portfolio-site/portfolio/domain"
)

// URLPrefix is the public path uploads are served under.
const URLPrefix = "/uploads/"

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

// Put writes data to a temporary file and renames it into place, so a reader
// never sees half a file.
func (d *LocalDisk) Put(_ context.Context, name, _ string, data []byte) (string, error) {
	if name == "" || strings.ContainsAny(name, `/\`) || strings.HasPrefix(name, ".") {
		return "", domain.Errorf(domain.EINVALID, "Invalid file name")
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
	return URLPrefix + name, nil
}
