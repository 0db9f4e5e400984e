package backup

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/portfolio-site/portfolio/domain"
)

// blobUndo writes an archive's files into the blob store and remembers how
// to take each write back: a file that was not there is removed, one that
// was (an import with --replace) gets its earlier content, saved in dir
// before it was overwritten.
type blobUndo struct {
	blobs    domain.BlobStore
	dir      string
	existing map[string]bool
	created  []string
	replaced []string
}

// putAll writes every file of the archive, one in memory at a time (the
// store's Put takes the whole file).
func (u *blobUndo) putAll(ctx context.Context, a *domain.BackupContents) error {
	if err := os.Mkdir(u.dir, 0o700); err != nil {
		return err
	}
	for _, f := range a.Manifest.Files {
		data, err := os.ReadFile(filepath.Join(a.Dir, f.Name))
		if err != nil {
			return fmt.Errorf("read spooled %s: %w", f.Name, err)
		}
		if u.existing[f.Name] {
			if err := u.save(ctx, f.Name); err != nil {
				return err
			}
		}
		if _, err := u.blobs.Put(ctx, f.Name, contentTypeOf(f.Name), data); err != nil {
			return fmt.Errorf("write upload %s: %w", f.Name, err)
		}
		if u.existing[f.Name] {
			u.replaced = append(u.replaced, f.Name)
		} else {
			u.created = append(u.created, f.Name)
		}
	}
	return nil
}

// save copies the current content of name into dir.
func (u *blobUndo) save(ctx context.Context, name string) error {
	b, err := u.blobs.Open(ctx, name)
	if err != nil {
		return fmt.Errorf("save upload %s: %w", name, err)
	}
	defer b.Close()
	out, err := os.Create(filepath.Join(u.dir, name))
	if err != nil {
		return fmt.Errorf("save upload %s: %w", name, err)
	}
	defer out.Close()
	if _, err := io.Copy(out, b); err != nil {
		return fmt.Errorf("save upload %s: %w", name, err)
	}
	return out.Close()
}

// rollback takes back every write; what it cannot take back is in its
// error.
func (u *blobUndo) rollback(ctx context.Context) error {
	// A cancelled import must still clean up after itself.
	ctx = context.WithoutCancel(ctx)
	var errs []error
	for _, name := range u.created {
		if err := u.blobs.Delete(ctx, name); err != nil {
			errs = append(errs, fmt.Errorf("undo: remove %s: %w", name, err))
		}
	}
	for _, name := range u.replaced {
		data, err := os.ReadFile(filepath.Join(u.dir, name))
		if err == nil {
			_, err = u.blobs.Put(ctx, name, contentTypeOf(name), data)
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("undo: put back %s: %w", name, err))
		}
	}
	return errors.Join(errs...)
}

// contentTypeOf is the type a blob store is told for a restored file.
func contentTypeOf(name string) string {
	if t, ok := domain.ImageTypeByName(name); ok {
		return t.ContentType
	}
	return "application/octet-stream"
}
