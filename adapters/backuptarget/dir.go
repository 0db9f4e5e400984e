// Package backuptarget keeps scheduled backups in a folder
// (backup.target dir:///path, or the embedded default beside the
// database): each archive is written under a hidden temporary name,
// synced and renamed when complete, so a failed or abandoned run leaves
// nothing that looks like an archive.
package backuptarget

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/portfolio-site/portfolio/domain"
)

// partialPrefix starts the temporary name of an archive being written:
// List never shows one.
const partialPrefix = ".partial-"

// Dir is a folder of archives.
type Dir struct{ path string }

var _ domain.BackupTarget = (*Dir)(nil)

// NewDir returns the target of the folder path, created when it is used.
func NewDir(path string) (*Dir, error) {
	if path == "" {
		return nil, errors.New("backup target: empty folder")
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("backup target %s: %w", path, err)
	}
	return &Dir{path: abs}, nil
}

// String is the folder as a dir:// URL.
func (d *Dir) String() string { return "dir://" + filepath.ToSlash(d.path) }

func validName(name string) bool {
	return name != "" && !strings.ContainsAny(name, `/\`) && !strings.HasPrefix(name, ".") && name == filepath.Base(name)
}

// Create opens a temporary file in the folder (made when missing).
func (d *Dir) Create(ctx context.Context, name string) (domain.BackupWriter, error) {
	if !validName(name) {
		return nil, domain.Errorf(domain.EINVALID, "invalid backup name %q", name)
	}
	if err := os.MkdirAll(d.path, 0o700); err != nil {
		return nil, fmt.Errorf("backup target: %w", err)
	}
	f, err := os.CreateTemp(d.path, partialPrefix+name+".*")
	if err != nil {
		return nil, fmt.Errorf("backup target: %w", err)
	}
	return &dirWriter{f: f, final: filepath.Join(d.path, name)}, nil
}

type dirWriter struct {
	f     *os.File
	final string
	done  bool
}

func (w *dirWriter) Write(p []byte) (int, error) { return w.f.Write(p) }

// Commit syncs, closes and renames the file, then syncs the folder so
// that the rename survives a crash.
func (w *dirWriter) Commit() error {
	if w.done {
		return errors.New("backup target: archive already finished")
	}
	w.done = true
	err := w.f.Sync()
	if cerr := w.f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(w.f.Name(), w.final)
	}
	if err != nil {
		_ = os.Remove(w.f.Name())
		return fmt.Errorf("backup target: %w", err)
	}
	if dir, err := os.Open(filepath.Dir(w.final)); err == nil {
		_ = dir.Sync()
		_ = dir.Close()
	}
	return nil
}

func (w *dirWriter) Abort() {
	if w.done {
		return
	}
	w.done = true
	_ = w.f.Close()
	_ = os.Remove(w.f.Name())
}

// List returns the complete archives of the folder; a folder not made yet
// has none.
func (d *Dir) List(ctx context.Context) ([]domain.BackupObject, error) {
	entries, err := os.ReadDir(d.path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	} else if err != nil {
		return nil, fmt.Errorf("backup target: %w", err)
	}
	var out []domain.BackupObject
	for _, e := range entries {
		if !e.Type().IsRegular() || !validName(e.Name()) {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue
		}
		out = append(out, domain.BackupObject{Name: e.Name(), Size: info.Size(), ModTime: info.ModTime()})
	}
	return out, nil
}

// Open reads an archive.
func (d *Dir) Open(ctx context.Context, name string) (io.ReadCloser, error) {
	if !validName(name) {
		return nil, domain.Errorf(domain.ENOTFOUND, "no backup %q", name)
	}
	f, err := os.Open(filepath.Join(d.path, name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, domain.Errorf(domain.ENOTFOUND, "no backup %q", name)
	} else if err != nil {
		return nil, fmt.Errorf("backup target: %w", err)
	}
	return f, nil
}

// Delete removes an archive.
func (d *Dir) Delete(ctx context.Context, name string) error {
	if !validName(name) {
		return domain.Errorf(domain.EINVALID, "invalid backup name %q", name)
	}
	if err := os.Remove(filepath.Join(d.path, name)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("backup target: %w", err)
	}
	return nil
}
