package backup_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/app/backup"
	"github.com/portfolio-site/portfolio/app/internal/fakes"
	"github.com/portfolio-site/portfolio/domain"
)

// The backup use case on fakes: the archive format, the store and the
// image processor are stand-ins, so these tests are about what the service
// decides (what it hands the format, what it checks, what it writes and
// takes back), not about the format (backup_service_test.go and
// adapters/backuparchive) or the images (adapters/imaging).

// fakeArchive is a domain.BackupArchive that keeps what it was given:
// Write records its source and the files' content, Read spools files
// (asking check about each, in order) and answers tables.
type fakeArchive struct {
	written map[string][]byte
	src     domain.BackupSource
	tables  []domain.BackupTable
	files   map[string][]byte
	order   []string
	refuse  error
}

var _ domain.BackupArchive = (*fakeArchive)(nil)

func (a *fakeArchive) Write(ctx context.Context, w io.Writer, src domain.BackupSource) (*domain.BackupManifest, error) {
	a.src, a.written = src, map[string][]byte{}
	m := &domain.BackupManifest{Format: domain.BackupFormat, App: "portfolio", Created: src.Created}
	for _, name := range src.Files {
		r, err := src.Open(ctx, name)
		if err != nil {
			return nil, err
		}
		data, err := io.ReadAll(r)
		r.Close()
		if err != nil {
			return nil, err
		}
		a.written[name] = data
		m.Files = append(m.Files, domain.BackupFileEntry{Name: name, Size: int64(len(data))})
	}
	_, err := w.Write([]byte("archive"))
	return m, err
}

func (a *fakeArchive) Read(ctx context.Context, _ io.Reader, dir string, _ int64, check domain.BackupFileCheck) (*domain.BackupContents, error) {
	if a.refuse != nil {
		return nil, a.refuse
	}
	c := &domain.BackupContents{Manifest: domain.BackupManifest{Format: 1}, Tables: a.tables, Dir: dir}
	for _, name := range a.order {
		data := a.files[name]
		if err := check(ctx, name, data); err != nil {
			return nil, err
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o600); err != nil {
			return nil, err
		}
		c.Manifest.Files = append(c.Manifest.Files, domain.BackupFileEntry{Name: name, Size: int64(len(data))})
	}
	return c, nil
}

// fakeBackupStore is a domain.BackupStore of one table held in memory;
// restoreErr, when set, is what Restore fails with.
type fakeBackupStore struct {
	rows       []json.RawMessage
	restoreErr error
	// upgradedFrom is the format Upgrade was last asked to upgrade.
	upgradedFrom int
}

func (s *fakeBackupStore) Tables() []string { return []string{"t"} }

func (s *fakeBackupStore) Dump(context.Context) ([]domain.BackupTable, error) {
	return []domain.BackupTable{{Name: "t", Rows: s.rows}}, nil
}

func (s *fakeBackupStore) Count(context.Context) (int, error) { return len(s.rows), nil }

func (s *fakeBackupStore) Check([]domain.BackupTable) error { return nil }

func (s *fakeBackupStore) Upgrade(_ []domain.BackupTable, format int) error {
	s.upgradedFrom = format
	return nil
}

func (s *fakeBackupStore) Restore(_ context.Context, tables []domain.BackupTable, _ bool) error {
	if s.restoreErr != nil {
		return s.restoreErr
	}
	s.rows = tables[0].Rows
	return nil
}

// backupFakes is a backup service on fakes.
type backupFakes struct {
	service *backup.Service
	store   *fakeBackupStore
	blobs   *fakes.Disk
	archive *fakeArchive
}

func newBackupFakes(t *testing.T, maxFile int64) *backupFakes {
	t.Helper()
	f := &backupFakes{store: &fakeBackupStore{}, blobs: fakes.NewDisk(), archive: &fakeArchive{}}
	var err error
	f.service, err = backup.NewService(f.store, f.blobs, f.archive, &fakes.Images{}, backup.Limits{MaxFileBytes: maxFile})
	require.NoError(t, err)
	return f
}

func TestNewBackupServiceRequiresItsDependencies(t *testing.T) {
	store, blobs, archive, images := &fakeBackupStore{}, fakes.NewDisk(), &fakeArchive{}, &fakes.Images{}
	limits := backup.Limits{MaxFileBytes: 1}
	for name, build := range map[string]func() (*backup.Service, error){
		"no store":           func() (*backup.Service, error) { return backup.NewService(nil, blobs, archive, images, limits) },
		"no blob store":      func() (*backup.Service, error) { return backup.NewService(store, nil, archive, images, limits) },
		"no archive format":  func() (*backup.Service, error) { return backup.NewService(store, blobs, nil, images, limits) },
		"no image processor": func() (*backup.Service, error) { return backup.NewService(store, blobs, archive, nil, limits) },
		"no file limit": func() (*backup.Service, error) {
			return backup.NewService(store, blobs, archive, images, backup.Limits{})
		},
	} {
		s, err := build()
		assert.Error(t, err, name)
		assert.Nil(t, s, name)
	}
}

func TestBackupExportHandsTheFormatEveryTableAndUpload(t *testing.T) {
	f := newBackupFakes(t, 1<<20)
	f.store.rows = []json.RawMessage{json.RawMessage(`{"id":1}`)}
	_, err := f.blobs.Put(context.Background(), "a.png", "image/png", []byte(fakes.Image+" a"))
	require.NoError(t, err)
	var out bytes.Buffer
	m, err := f.service.Export(context.Background(), &out)
	require.NoError(t, err)
	assert.Equal(t, "archive", out.String())
	assert.Equal(t, []domain.BackupTable{{Name: "t", Rows: f.store.rows}}, f.archive.src.Tables)
	assert.Equal(t, map[string][]byte{"a.png": []byte(fakes.Image + " a")}, f.archive.written)
	assert.False(t, m.Created.IsZero())
	assert.Equal(t, m.Created.UTC().Truncate(1e9), m.Created, "to the second, in UTC")
}

func TestBackupImportWritesTheFilesThenTheRows(t *testing.T) {
	f := newBackupFakes(t, 1<<20)
	rows := []json.RawMessage{json.RawMessage(`{"id":7}`)}
	f.archive.tables = []domain.BackupTable{{Name: "t", Rows: rows}}
	f.archive.files = map[string][]byte{"a.png": []byte(fakes.Image + " a")}
	f.archive.order = []string{"a.png"}
	res, err := f.service.Import(context.Background(), bytes.NewReader(nil), false)
	require.NoError(t, err)
	assert.Equal(t, 1, res.Rows)
	assert.Equal(t, rows, f.store.rows)
	assert.Equal(t, 1, f.store.upgradedFrom, "the rows are upgraded from the archive's format")
	data, _ := f.blobs.File("a.png")
	assert.Equal(t, fakes.Image+" a", string(data))
}

func TestBackupImportAsksTheImagePortAboutEveryFile(t *testing.T) {
	for name, c := range map[string]struct {
		file string
		data []byte
		want string
	}{
		"not an image's name": {"evil.html", []byte(fakes.Image), "file evil.html: " + domain.MsgUnsupportedImage},
		"not an image":        {"a.png", []byte("<html>"), "file a.png: " + domain.MsgUnsupportedImage},
		"over the limit":      {"a.png", []byte(fakes.Image + "0123456789"), "file a.png: over the upload limit of 8 bytes"},
	} {
		t.Run(name, func(t *testing.T) {
			f := newBackupFakes(t, 8)
			f.archive.files = map[string][]byte{c.file: c.data}
			f.archive.order = []string{c.file}
			_, err := f.service.Import(context.Background(), bytes.NewReader(nil), false)
			assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
			assert.Equal(t, domain.MsgBackupRefused+": "+c.want, domain.ErrorMessage(err))
			assert.Empty(t, f.blobs.Files, "nothing written")
		})
	}
}

func TestBackupImportPassesOnTheFormatsRefusal(t *testing.T) {
	f := newBackupFakes(t, 1<<20)
	f.archive.refuse = domain.Errorf(domain.EINVALID, "%s: no manifest.json", domain.MsgBackupDamaged)
	_, err := f.service.Import(context.Background(), bytes.NewReader(nil), true)
	assert.Equal(t, domain.MsgBackupDamaged+": no manifest.json", domain.ErrorMessage(err))
	assert.Empty(t, f.blobs.Files)
}

func TestBackupImportTakesTheFilesBackWhenTheTransactionFails(t *testing.T) {
	f := newBackupFakes(t, 1<<20)
	ctx := context.Background()
	_, err := f.blobs.Put(ctx, "a.png", "image/png", []byte(fakes.Image+" old"))
	require.NoError(t, err)
	f.store.restoreErr = errors.New("disk I/O error")
	f.archive.files = map[string][]byte{"a.png": []byte(fakes.Image + " new"), "b.png": []byte(fakes.Image + " b")}
	f.archive.order = []string{"a.png", "b.png"}
	_, err = f.service.Import(ctx, bytes.NewReader(nil), true)
	require.ErrorContains(t, err, "disk I/O error")
	data, _ := f.blobs.File("a.png")
	assert.Equal(t, fakes.Image+" old", string(data), "the replaced file is put back")
	assert.Equal(t, []string{"a.png"}, f.blobs.Names(), "the new file is removed")
}
