package backup

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// Service writes the whole content (every table of the backup store
// and every uploaded file) into one archive and restores it: the export
// and import commands and the admin's Download backup share it.
type Service struct {
	store   domain.BackupStore
	blobs   domain.BlobStore
	archive domain.BackupArchive
	images  domain.ImageProcessor
	limits  Limits
	now     func() time.Time
}

// Limits are the bounds of an import that come from configuration.
type Limits struct {
	// MaxFileBytes is the largest file an archive may restore: the upload
	// limit (uploads.max_bytes), as every file is one the upload route
	// would have taken.
	MaxFileBytes int64
}

// Manifest describes an archive (domain.BackupManifest).
type Manifest = domain.BackupManifest

// NewService returns the backup service of a store and its uploads,
// in the format of archive; images checks each file an archive restores.
// Every dependency is required.
func NewService(store domain.BackupStore, blobs domain.BlobStore, archive domain.BackupArchive, images domain.ImageProcessor, limits Limits) (*Service, error) {
	if store == nil || blobs == nil || archive == nil || images == nil {
		return nil, errors.New("backup: a backup store, a blob store, an archive format and an image processor are required")
	}
	if limits.MaxFileBytes <= 0 {
		return nil, errors.New("backup: the backup's file limit must be positive")
	}
	return &Service{store: store, blobs: blobs, archive: archive, images: images, limits: limits, now: time.Now}, nil
}

// contentError is the error of the store's check of the archive's rows:
// a row a save would refuse is said so (domain.MsgBackupRefused), any
// other failure (an unknown table or column, a wrong type) is damage.
func contentError(err error) error {
	msg := domain.ErrorMessage(err)
	if strings.HasPrefix(msg, domain.MsgBackupRefused) {
		return domain.Errorf(domain.EINVALID, "%s", msg)
	}
	return domain.Errorf(domain.EINVALID, "%s: %s", domain.MsgBackupDamaged, msg)
}

// Export writes the archive of every table and every upload to w and
// returns its manifest. An archive carries what cannot be made again and
// nothing else: the uploaded originals, not their resized variants (WebP,
// AVIF) nor their share copies (domain.IsDerivedImageName), which the
// import command makes again (UploadService.Rebuild) and the server makes
// on first use (WebP, share) or serves the WebP copy for (AVIF) meanwhile.
func (s *Service) Export(ctx context.Context, w io.Writer) (*Manifest, error) {
	tables, err := s.store.Dump(ctx)
	if err != nil {
		return nil, fmt.Errorf("export: %w", err)
	}
	all, err := s.blobs.List(ctx)
	if err != nil {
		return nil, fmt.Errorf("export: list uploads: %w", err)
	}
	names := make([]string, 0, len(all))
	for _, n := range all {
		if !domain.IsDerivedImageName(n) {
			names = append(names, n)
		}
	}
	return s.archive.Write(ctx, w, domain.BackupSource{
		Created: s.now().UTC().Truncate(time.Second),
		Tables:  tables,
		Files:   names,
		Open: func(ctx context.Context, name string) (io.ReadCloser, error) {
			return s.blobs.Open(ctx, name)
		},
	})
}

// ImportResult tells what an import restored.
type ImportResult struct {
	Manifest domain.BackupManifest
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
func (s *Service) Import(ctx context.Context, r io.Reader, replace bool) (*ImportResult, error) {
	dir, err := os.MkdirTemp("", "portfolio-import-*")
	if err != nil {
		return nil, fmt.Errorf("import: %w", err)
	}
	defer os.RemoveAll(dir)
	files := filepath.Join(dir, "files")
	if err := os.Mkdir(files, 0o700); err != nil {
		return nil, fmt.Errorf("import: %w", err)
	}
	archive, err := s.load(ctx, r, files)
	if err != nil {
		return nil, err
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
	if err := s.store.Restore(ctx, archive.Tables, replace); err != nil {
		if domain.ErrorCode(err) == domain.EINVALID {
			err = fmt.Errorf("%w: %w", contentError(err), err)
		}
		return nil, errors.Join(fmt.Errorf("import: %w", err), undo.rollback(ctx))
	}
	res := &ImportResult{Manifest: archive.Manifest}
	for _, t := range archive.Tables {
		res.Rows += len(t.Rows)
	}
	if replace {
		// The copies of an original the archive restores are kept: an
		// upload's name is random, so the same name is the same image,
		// and its AVIF copies take seconds each to make again.
		keep, keepBase := map[string]bool{}, map[string]bool{}
		for _, f := range archive.Manifest.Files {
			keep[f.Name] = true
			if !domain.IsDerivedImageName(f.Name) {
				keepBase[strings.TrimSuffix(f.Name, filepath.Ext(f.Name))] = true
			}
		}
		for _, name := range old {
			if keep[name] || domain.IsDerivedImageName(name) && keepBase[derivedBase(name)] {
				continue
			}
			if err := s.blobs.Delete(ctx, name); err != nil {
				res.Stale = append(res.Stale, name)
			}
		}
	}
	return res, nil
}

// load reads the archive of r, spooling its files into dir, and checks
// it whole: against its manifest, every file as an upload, every row
// against its table; the rows of an older format are then upgraded to
// this version's. Import and Inspect share it, so that what the admin
// is shown is what an import would take.
func (s *Service) load(ctx context.Context, r io.Reader, dir string) (*domain.BackupContents, error) {
	archive, err := s.archive.Read(ctx, r, dir, s.limits.MaxFileBytes, s.checkImportedFile)
	if err != nil {
		return nil, err
	}
	if err := s.store.Check(archive.Tables); err != nil {
		if domain.ErrorCode(err) == domain.EINVALID {
			return nil, contentError(err)
		}
		return nil, fmt.Errorf("import: %w", err)
	}
	if err := s.store.Upgrade(archive.Tables, archive.Manifest.Format); err != nil {
		if domain.ErrorCode(err) == domain.EINVALID {
			return nil, contentError(err)
		}
		return nil, fmt.Errorf("import: upgrade format %d: %w", archive.Manifest.Format, err)
	}
	return archive, nil
}

func setOf(names []string) map[string]bool {
	set := make(map[string]bool, len(names))
	for _, n := range names {
		set[n] = true
	}
	return set
}

// derivedBase is the base name of the original a copy was made of.
func derivedBase(name string) string {
	if base, _, ok := domain.ParseImageVariantName(name); ok {
		return base
	}
	base, _ := domain.ParseShareImageName(name)
	return base
}
