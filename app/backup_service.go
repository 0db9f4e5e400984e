package app

import (
	"archive/tar"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// BackupService writes the whole content (every table of the backup store
// and every uploaded file) into one archive and restores it: the export
// and import commands and the admin's Download backup share it.
type BackupService struct {
	store  domain.BackupStore
	blobs  domain.BlobStore
	images domain.ImageProcessor
	limits BackupLimits
	now    func() time.Time
}

// BackupLimits are the bounds of an import that come from configuration.
type BackupLimits struct {
	// MaxFileBytes is the largest file an archive may restore: the upload
	// limit (uploads.max_bytes), as every file is one the upload route
	// would have taken.
	MaxFileBytes int64
}

// NewBackupService returns the backup service of a store and its uploads;
// images checks each file an archive restores.
func NewBackupService(store domain.BackupStore, blobs domain.BlobStore, images domain.ImageProcessor, limits BackupLimits) (*BackupService, error) {
	if store == nil || blobs == nil || images == nil {
		return nil, errors.New("app: a backup store, a blob store and an image processor are required")
	}
	if limits.MaxFileBytes <= 0 {
		return nil, errors.New("app: the backup's file limit must be positive")
	}
	return &BackupService{store: store, blobs: blobs, images: images, limits: limits, now: time.Now}, nil
}

// contentError is the error of the store's check of the archive's rows:
// a row a save would refuse is said so (domain.MsgBackupRefused), any
// other failure (an unknown table or column, a wrong type) is damage.
func contentError(err error) error {
	msg := domain.ErrorMessage(err)
	if strings.HasPrefix(msg, domain.MsgBackupRefused) {
		return domain.Errorf(domain.EINVALID, "%s", msg)
	}
	return damaged("%s", msg)
}

// Export writes the archive to w and returns its manifest. The files are
// read twice, to put their checksums in the manifest ahead of them; an
// upload's content never changes once stored (its name is new each time),
// and one that did meanwhile fails the export rather than give an archive
// whose checksum is wrong.
func (s *BackupService) Export(ctx context.Context, w io.Writer) (*BackupManifest, error) {
	tables, err := s.store.Dump(ctx)
	if err != nil {
		return nil, fmt.Errorf("export: %w", err)
	}
	names, err := s.blobs.List(ctx)
	if err != nil {
		return nil, fmt.Errorf("export: list uploads: %w", err)
	}
	m := &BackupManifest{Format: BackupFormat, App: backupApp, Created: s.now().UTC().Truncate(time.Second)}
	docs := make([][]byte, len(tables))
	for i, t := range tables {
		docs[i] = tableDocument(t.Rows)
		m.Tables = append(m.Tables, BackupTableEntry{Name: t.Name, Rows: len(t.Rows), Size: int64(len(docs[i])), SHA256: sha256Hex(docs[i])})
	}
	for _, name := range names {
		f, err := s.hashBlob(ctx, name, io.Discard)
		if err != nil {
			return nil, err
		}
		m.Files = append(m.Files, f)
	}
	manifest, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("export: encode manifest: %w", err)
	}
	gz := gzip.NewWriter(w)
	tw := tar.NewWriter(gz)
	put := func(name string, size int64) error {
		return tw.WriteHeader(&tar.Header{Name: name, Mode: 0o644, Size: size, ModTime: m.Created, Typeflag: tar.TypeReg})
	}
	if err := put(manifestName, int64(len(manifest))); err != nil {
		return nil, fmt.Errorf("export: %w", err)
	}
	if _, err := tw.Write(manifest); err != nil {
		return nil, fmt.Errorf("export: %w", err)
	}
	for i, t := range tables {
		if err := put(tablesDir+t.Name+".json", int64(len(docs[i]))); err != nil {
			return nil, fmt.Errorf("export: %w", err)
		}
		if _, err := tw.Write(docs[i]); err != nil {
			return nil, fmt.Errorf("export: %w", err)
		}
	}
	for _, want := range m.Files {
		if err := put(filesDir+want.Name, want.Size); err != nil {
			return nil, fmt.Errorf("export: %w", err)
		}
		got, err := s.hashBlob(ctx, want.Name, tw)
		if err != nil {
			return nil, err
		}
		if got != want {
			return nil, fmt.Errorf("export: upload %s changed during the export", want.Name)
		}
	}
	if err := tw.Close(); err != nil {
		return nil, fmt.Errorf("export: %w", err)
	}
	if err := gz.Close(); err != nil {
		return nil, fmt.Errorf("export: %w", err)
	}
	return m, nil
}

// hashBlob copies the blob name to w and returns its size and checksum.
func (s *BackupService) hashBlob(ctx context.Context, name string, w io.Writer) (BackupFileEntry, error) {
	b, err := s.blobs.Open(ctx, name)
	if err != nil {
		return BackupFileEntry{}, fmt.Errorf("export: open upload %s: %w", name, err)
	}
	defer b.Close()
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(w, h), b)
	if err != nil {
		return BackupFileEntry{}, fmt.Errorf("export: copy upload %s: %w", name, err)
	}
	return BackupFileEntry{Name: name, Size: n, SHA256: hex.EncodeToString(h.Sum(nil))}, nil
}

// ImportResult tells what an import restored.
type ImportResult struct {
	Manifest BackupManifest
	// Rows is the number of rows restored, all tables together.
	Rows int
	// Stale lists the old uploads a --replace import could not remove: the
	// content is restored, and these files are left over, unused.
	Stale []string
}

// Import restores the archive of r. Everything is read and checked
// first, the archive against its manifest and every row against its
// table, so that a damaged or newer archive is refused with nothing
// written. Without replace, a store or uploads with any content are
// refused (ECONFLICT). Then the files are written, then the rows in one
// transaction; should the transaction fail, the files written are taken
// back (removed, or their earlier content put back), so the import is
// all or nothing. With replace, the old uploads the archive does not hold
// are removed last, once the rows are in.
func (s *BackupService) Import(ctx context.Context, r io.Reader, replace bool) (*ImportResult, error) {
	dir, err := os.MkdirTemp("", "portfolio-import-*")
	if err != nil {
		return nil, fmt.Errorf("import: %w", err)
	}
	defer os.RemoveAll(dir)
	files := filepath.Join(dir, "files")
	if err := os.Mkdir(files, 0o700); err != nil {
		return nil, fmt.Errorf("import: %w", err)
	}
	archive, err := readBackup(ctx, r, files, s.limits.MaxFileBytes, s.checkImportedFile)
	if err != nil {
		return nil, err
	}
	if err := s.store.Check(archive.tables); err != nil {
		if domain.ErrorCode(err) == domain.EINVALID {
			return nil, contentError(err)
		}
		return nil, fmt.Errorf("import: %w", err)
	}
	old, err := s.blobs.List(ctx)
	if err != nil {
		return nil, fmt.Errorf("import: list uploads: %w", err)
	}
	if !replace {
		n, err := s.store.Count(ctx)
		if err != nil {
			return nil, fmt.Errorf("import: %w", err)
		}
		if n > 0 || len(old) > 0 {
			return nil, &domain.Error{Code: domain.ECONFLICT, Message: domain.MsgBackupNotEmpty}
		}
	}
	undo := &blobUndo{blobs: s.blobs, dir: filepath.Join(dir, "undo"), existing: setOf(old)}
	if err := undo.putAll(ctx, archive); err != nil {
		return nil, errors.Join(fmt.Errorf("import: %w", err), undo.rollback(ctx))
	}
	if err := s.store.Restore(ctx, archive.tables, replace); err != nil {
		if domain.ErrorCode(err) == domain.EINVALID {
			err = fmt.Errorf("%w: %w", contentError(err), err)
		}
		return nil, errors.Join(fmt.Errorf("import: %w", err), undo.rollback(ctx))
	}
	res := &ImportResult{Manifest: archive.manifest}
	for _, t := range archive.tables {
		res.Rows += len(t.Rows)
	}
	if replace {
		keep := map[string]bool{}
		for _, f := range archive.manifest.Files {
			keep[f.Name] = true
		}
		for _, name := range old {
			if keep[name] {
				continue
			}
			if err := s.blobs.Delete(ctx, name); err != nil {
				res.Stale = append(res.Stale, name)
			}
		}
	}
	return res, nil
}

func setOf(names []string) map[string]bool {
	set := make(map[string]bool, len(names))
	for _, n := range names {
		set[n] = true
	}
	return set
}
