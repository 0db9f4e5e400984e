package integration_test

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/backuparchive"
	"github.com/portfolio-site/portfolio/adapters/imaging"
	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/adapters/sqldb"
	"github.com/portfolio-site/portfolio/app/backup"
	"github.com/portfolio-site/portfolio/domain"
)

// backupWorld is an SQLite database and in-memory uploads with their
// backup service.
type backupWorld struct {
	db      *sqldb.DB
	store   domain.BackupStore
	blobs   *memory.BlobStore
	service *backup.Service
}

func newBackupWorld(t *testing.T, wrap func(domain.BackupStore) domain.BackupStore) *backupWorld {
	t.Helper()
	ctx := context.Background()
	db, cleanup, err := sqldb.Open(ctx, "file:"+filepath.Join(t.TempDir(), "b.db"))
	require.NoError(t, err)
	t.Cleanup(cleanup)
	require.NoError(t, db.Migrate(ctx))
	w := &backupWorld{db: db, store: sqldb.NewBackupStore(db), blobs: memory.NewBlobStore()}
	store := w.store
	if wrap != nil {
		store = wrap(store)
	}
	w.service, err = backup.NewService(store, w.blobs, backuparchive.New(), imaging.New(), backup.Limits{MaxFileBytes: backupTestMaxFile})
	require.NoError(t, err)
	return w
}

// backupTestMaxFile is the upload limit of the test worlds.
const backupTestMaxFile = 1 << 20

// fill adds a project with a link and two files.
func (w *backupWorld) fill(t *testing.T, title string) {
	t.Helper()
	ctx := context.Background()
	p := domain.NewProject()
	p.Title, p.Category = title, "games"
	require.NoError(t, sqldb.NewProjectRepository(w.db).Create(ctx, &p))
	require.NoError(t, sqldb.NewLinkRepository(w.db).Create(ctx, &domain.ProjectLink{ProjectID: p.ID, Label: "L", URL: "https://example.com"}))
	_, err := w.blobs.Put(ctx, "a.png", "image/png", encodePNG(t, 3, len(title)))
	require.NoError(t, err)
	_, err = w.blobs.Put(ctx, title+".webp", "image/webp", webpLossless1x1)
	require.NoError(t, err)
}

// state is everything a world holds, to tell that nothing changed.
func (w *backupWorld) state(t *testing.T) (map[string][]json.RawMessage, map[string]string) {
	t.Helper()
	ctx := context.Background()
	tables, err := w.store.Dump(ctx)
	require.NoError(t, err)
	rows := map[string][]json.RawMessage{}
	for _, tb := range tables {
		rows[tb.Name] = tb.Rows
	}
	names, err := w.blobs.List(ctx)
	require.NoError(t, err)
	files := map[string]string{}
	for _, n := range names {
		b, err := w.blobs.Open(ctx, n)
		require.NoError(t, err)
		data, err := io.ReadAll(b)
		require.NoError(t, err)
		files[n] = string(data)
	}
	return rows, files
}

func (w *backupWorld) export(t *testing.T) []byte {
	t.Helper()
	var buf bytes.Buffer
	_, err := w.service.Export(context.Background(), &buf)
	require.NoError(t, err)
	return buf.Bytes()
}

// entry is one member of an archive.
type entry struct {
	name string
	data []byte
}

func readEntries(t *testing.T, archive []byte) []entry {
	t.Helper()
	gz, err := gzip.NewReader(bytes.NewReader(archive))
	require.NoError(t, err)
	tr := tar.NewReader(gz)
	var out []entry
	for {
		hdr, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return out
		}
		require.NoError(t, err)
		data, err := io.ReadAll(tr)
		require.NoError(t, err)
		out = append(out, entry{hdr.Name, data})
	}
}

func writeEntries(t *testing.T, entries []entry) []byte {
	t.Helper()
	var buf bytes.Buffer
	gz := gzip.NewWriter(&buf)
	tw := tar.NewWriter(gz)
	for _, e := range entries {
		require.NoError(t, tw.WriteHeader(&tar.Header{Name: e.name, Mode: 0o644, Size: int64(len(e.data)), Typeflag: tar.TypeReg}))
		_, err := tw.Write(e.data)
		require.NoError(t, err)
	}
	require.NoError(t, tw.Close())
	require.NoError(t, gz.Close())
	return buf.Bytes()
}

// rewrite changes an archive's entries; with fixManifest the manifest's
// checksums, sizes and counts are made to match again (every files/ entry
// listed), so that only a check deeper than the checksums can refuse it.
func rewrite(t *testing.T, archive []byte, fixManifest bool, change func([]entry) []entry) []byte {
	t.Helper()
	entries := change(readEntries(t, archive))
	if fixManifest {
		var m domain.BackupManifest
		require.NoError(t, json.Unmarshal(entries[0].data, &m))
		for i, tb := range m.Tables {
			for _, e := range entries {
				if e.name == "tables/"+tb.Name+".json" {
					sum := sha256.Sum256(e.data)
					m.Tables[i].SHA256 = hex.EncodeToString(sum[:])
					var rows []json.RawMessage
					require.NoError(t, json.Unmarshal(e.data, &rows))
					m.Tables[i].Rows = len(rows)
					m.Tables[i].Size = int64(len(e.data))
				}
			}
		}
		m.Files = nil
		for _, e := range entries {
			if name, ok := strings.CutPrefix(e.name, "files/"); ok {
				sum := sha256.Sum256(e.data)
				m.Files = append(m.Files, domain.BackupFileEntry{Name: name, Size: int64(len(e.data)), SHA256: hex.EncodeToString(sum[:])})
			}
		}
		var err error
		entries[0].data, err = json.Marshal(m)
		require.NoError(t, err)
	}
	return writeEntries(t, entries)
}

func editManifest(t *testing.T, entries []entry, edit func(m map[string]any)) []entry {
	t.Helper()
	require.Equal(t, "manifest.json", entries[0].name, "the manifest comes first")
	var m map[string]any
	require.NoError(t, json.Unmarshal(entries[0].data, &m))
	edit(m)
	data, err := json.Marshal(m)
	require.NoError(t, err)
	entries[0].data = data
	return entries
}

func TestBackupExportThenImportIntoAnEmptyStore(t *testing.T) {
	src, dst := newBackupWorld(t, nil), newBackupWorld(t, nil)
	src.fill(t, "Arcane")
	archive := src.export(t)
	res, err := dst.service.Import(context.Background(), bytes.NewReader(archive), false)
	require.NoError(t, err)
	assert.Equal(t, 2, res.Rows)
	assert.Equal(t, backuparchive.Format, res.Manifest.Format)
	assert.WithinDuration(t, time.Now(), res.Manifest.Created, time.Minute)
	wantRows, wantFiles := src.state(t)
	gotRows, gotFiles := dst.state(t)
	assert.Equal(t, wantRows, gotRows)
	assert.Equal(t, wantFiles, gotFiles)
}

// TestBackupImportRefusals: every refusal leaves the target as it was,
// empty or not.
func TestBackupImportRefusals(t *testing.T) {
	src := newBackupWorld(t, nil)
	src.fill(t, "Arcane")
	good := src.export(t)
	dropEntry := func(name string) func([]entry) []entry {
		return func(es []entry) []entry {
			var out []entry
			for _, e := range es {
				if e.name != name {
					out = append(out, e)
				}
			}
			return out
		}
	}
	changeEntry := func(name string, data []byte) func([]entry) []entry {
		return func(es []entry) []entry {
			for i := range es {
				if es[i].name == name {
					es[i].data = data
				}
			}
			return es
		}
	}
	// corrupt changes the last byte of an entry: the same size, another
	// checksum.
	corrupt := func(name string) func([]entry) []entry {
		return func(es []entry) []entry {
			for i := range es {
				if es[i].name == name {
					es[i].data = bytes.Clone(es[i].data)
					es[i].data[len(es[i].data)-1] ^= ' '
				}
			}
			return es
		}
	}
	for _, tc := range []struct {
		name    string
		archive []byte
		want    string
	}{
		{"NotGzip", []byte("PK\x03\x04 this is a zip"), "not a gzip file"},
		{"Truncated", good[:len(good)/2], "damaged"},
		{"TableChecksum", rewrite(t, good, false, corrupt("tables/portfolio_projects.json")), "table portfolio_projects does not match its checksum"},
		{"TableSize", rewrite(t, good, false, changeEntry("tables/portfolio_projects.json", []byte("[]\n"))), "table portfolio_projects is 3 bytes, its manifest says"},
		{"FileChecksum", rewrite(t, good, false, corrupt("files/a.png")), "file a.png does not match its checksum"},
		{"FileSize", rewrite(t, good, false, changeEntry("files/a.png", []byte("other"))), "file a.png is 5 bytes, its manifest says"},
		{"MissingTable", rewrite(t, good, false, dropEntry("tables/portfolio_links.json")), "table portfolio_links is missing"},
		{"MissingFile", rewrite(t, good, false, dropEntry("files/Arcane.webp")), "file Arcane.webp is missing"},
		{"MissingManifest", rewrite(t, good, false, dropEntry("manifest.json")), "manifest.json must come first, not tables/site_content.json"},
		{"EmptyArchive", writeEntries(t, nil), "no manifest.json"},
		{"UnlistedFile", rewrite(t, good, false, func(es []entry) []entry { return append(es, entry{"files/x.png", []byte("x")}) }), "file x.png is not in the manifest"},
		{"UnexpectedEntry", rewrite(t, good, false, func(es []entry) []entry { return append(es, entry{"../etc/passwd", []byte("x")}) }), "unexpected entry"},
		{"UnsafeFileName", rewrite(t, good, false, func(es []entry) []entry { return append(es, entry{"files/../x.png", []byte("x")}) }), "invalid file name"},
		{"NewerFormat", rewrite(t, good, false, func(es []entry) []entry {
			return editManifest(t, es, func(m map[string]any) { m["format"] = domain.BackupFormat + 1 })
		}), fmt.Sprintf("This backup was made by a newer version (format %d); this server reads up to %d", domain.BackupFormat+1, domain.BackupFormat)},
		{"NewerFormatOtherLayout", rewrite(t, good, false, func(es []entry) []entry {
			return editManifest(t, es, func(m map[string]any) { m["format"], m["tables"] = domain.BackupFormat+1, "elsewhere" })
		}), fmt.Sprintf("This backup was made by a newer version (format %d); this server reads up to %d", domain.BackupFormat+1, domain.BackupFormat)},
		{"OtherApp", rewrite(t, good, false, func(es []entry) []entry {
			return editManifest(t, es, func(m map[string]any) { m["app"] = "wordpress" })
		}), "not a portfolio backup"},
		{"RowCount", rewrite(t, good, false, func(es []entry) []entry {
			return editManifest(t, es, func(m map[string]any) { m["tables"].([]any)[1].(map[string]any)["rows"] = 7 })
		}), "manifest says 7"},
		{"UnknownColumn", rewrite(t, good, true, changeEntry("tables/portfolio_projects.json",
			[]byte(`[{"id":1,"title":"x","category":"games","secret_column":"lost"}]`))), "unknown column secret_column"},
		{"WrongType", rewrite(t, good, true, changeEntry("tables/portfolio_projects.json",
			[]byte(`[{"id":"one","title":"x"}]`))), "column id"},
		{"NoPrimaryKey", rewrite(t, good, true, changeEntry("tables/portfolio_projects.json", []byte(`[{"title":"x"}]`))), "no id"},
		{"DanglingLink", rewrite(t, good, true, changeEntry("tables/portfolio_links.json",
			[]byte(`[{"id":1,"project_id":999,"label":"L","url":"https://example.com","type":"","priority":0}]`))),
			"A row of table portfolio_links refers to a row the backup does not hold"},
		{"UnknownTable", rewrite(t, good, true, func(es []entry) []entry {
			es = append(es, entry{"tables/spaceships.json", []byte("[]")})
			return editManifest(t, es, func(m map[string]any) {
				m["tables"] = append(m["tables"].([]any), map[string]any{"name": "spaceships", "rows": 0, "sha256": ""})
			})
		}), "table spaceships, which this server does not know"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assertImportRefused(t, tc.archive, tc.want)
		})
	}
}

func TestBackupImportRefusesANonEmptyTargetWithoutReplace(t *testing.T) {
	src := newBackupWorld(t, nil)
	src.fill(t, "Arcane")
	archive := src.export(t)
	for _, fill := range []func(*backupWorld){
		func(w *backupWorld) { w.fill(t, "Existing") },
		func(w *backupWorld) { // files only
			_, err := w.blobs.Put(context.Background(), "old.png", "image/png", []byte("old"))
			require.NoError(t, err)
		},
	} {
		dst := newBackupWorld(t, nil)
		fill(dst)
		rows, files := dst.state(t)
		_, err := dst.service.Import(context.Background(), bytes.NewReader(archive), false)
		assert.Equal(t, domain.ECONFLICT, domain.ErrorCode(err))
		assert.Equal(t, domain.MsgBackupNotEmpty, domain.ErrorMessage(err))
		gotRows, gotFiles := dst.state(t)
		assert.Equal(t, rows, gotRows)
		assert.Equal(t, files, gotFiles)
	}
}

func TestBackupImportWithReplace(t *testing.T) {
	src, dst := newBackupWorld(t, nil), newBackupWorld(t, nil)
	src.fill(t, "Arcane")
	dst.fill(t, "Existing")
	_, err := dst.service.Import(context.Background(), bytes.NewReader(src.export(t)), true)
	require.NoError(t, err)
	wantRows, wantFiles := src.state(t)
	gotRows, gotFiles := dst.state(t)
	// The import is a change like any other: the project it gave another
	// state keeps the one it had ("Existing") as a revision.
	kept := gotRows["revisions"]
	require.Len(t, kept, 1)
	assert.Contains(t, string(kept[0]), `\"title\":\"Existing\"`)
	assert.Contains(t, string(kept[0]), `"actor":"system"`)
	delete(gotRows, "revisions")
	assert.Empty(t, wantRows["revisions"])
	delete(wantRows, "revisions")
	assert.Equal(t, wantRows, gotRows)
	assert.Equal(t, wantFiles, gotFiles, "old files gone, a.png replaced")
}

// failingRestore is a backup store whose transaction fails, after the
// files have been written.
type failingRestore struct{ domain.BackupStore }

func (failingRestore) Restore(context.Context, []domain.BackupTable, bool) error {
	return errors.New("insert portfolio_projects: disk I/O error")
}

func TestBackupImportTakesTheFilesBackWhenTheRowsFail(t *testing.T) {
	src := newBackupWorld(t, nil)
	src.fill(t, "Arcane")
	archive := src.export(t)
	for _, replace := range []bool{false, true} {
		dst := newBackupWorld(t, func(s domain.BackupStore) domain.BackupStore { return failingRestore{s} })
		if replace {
			dst.fill(t, "Existing") // a.png with other bytes than the archive's
			_, err := dst.blobs.Put(context.Background(), "a.png", "image/png", []byte("the old a.png"))
			require.NoError(t, err)
		}
		rows, files := dst.state(t)
		_, err := dst.service.Import(context.Background(), bytes.NewReader(archive), replace)
		require.ErrorContains(t, err, "disk I/O error")
		gotRows, gotFiles := dst.state(t)
		assert.Equal(t, rows, gotRows)
		assert.Equal(t, files, gotFiles, "new files removed, replaced ones put back")
	}
}

// assertImportRefused imports archive into an empty world and into one
// with content (--replace): EINVALID with want in its message, and nothing
// written either time.
func assertImportRefused(t *testing.T, archive []byte, want string) {
	t.Helper()
	for _, replace := range []bool{false, true} {
		dst := newBackupWorld(t, nil)
		if replace {
			dst.fill(t, "Existing")
		}
		rows, files := dst.state(t)
		_, err := dst.service.Import(context.Background(), bytes.NewReader(archive), replace)
		require.Error(t, err)
		assert.Equal(t, domain.EINVALID, domain.ErrorCode(err), "%v", err)
		assert.Contains(t, domain.ErrorMessage(err), want)
		gotRows, gotFiles := dst.state(t)
		assert.Equal(t, rows, gotRows, "no row written")
		assert.Equal(t, files, gotFiles, "no file written")
	}
}

// A backup of format 1 stored gallery priorities highest first: import
// rewrites them into the same order lowest first (issue 24), the trash's
// too, while a current backup restores as it is.
func TestBackupImportOfTheGalleryHighestFirstFormat(t *testing.T) {
	ctx := context.Background()
	src := newBackupWorld(t, nil)
	p := domain.NewProject()
	p.Title, p.Category = "Arcane", "games"
	require.NoError(t, sqldb.NewProjectRepository(src.db).Create(ctx, &p))
	// As a format 1 server stored them: shown a, c (tied, by id), b.
	images := []*domain.GalleryImage{
		{ProjectID: p.ID, Src: "/a.png", Priority: 3}, {ProjectID: p.ID, Src: "/b.png", Priority: 1}, {ProjectID: p.ID, Src: "/c.png", Priority: 3},
	}
	require.NoError(t, sqldb.NewGalleryRepository(src.db).Create(ctx, images))
	require.NoError(t, sqldb.NewTrashRepository(src.db).Put(ctx, domain.TrashItem{Kind: domain.TrashGallery, ItemID: 90, ParentID: p.ID, Title: "t",
		Payload: []byte(`{"id":90,"projectId":` + strconv.FormatInt(p.ID, 10) + `,"src":"/t.png","priority":0}`)}))
	draftOf := func(prio int) []byte {
		return []byte(`{"id":` + strconv.FormatInt(images[1].ID, 10) + `,"projectId":` + strconv.FormatInt(p.ID, 10) + `,"src":"/b.png","priority":` + strconv.Itoa(prio) + `}`)
	}
	require.NoError(t, sqldb.NewDraftStore(src.db).PutDraft(ctx, domain.Draft{Kind: "gallery", ItemID: images[1].ID, Title: "b", UpdatedAt: time.Now(), Actor: "owner", Data: draftOf(2)}))
	current := src.export(t)
	old := rewrite(t, current, true, func(es []entry) []entry {
		return editManifest(t, es, func(m map[string]any) { m["format"] = 1 })
	})

	shown := func(w *backupWorld) []string {
		list, err := sqldb.NewGalleryRepository(w.db).ListByProject(ctx, p.ID)
		require.NoError(t, err)
		var out []string
		for _, g := range list {
			out = append(out, g.Src+"="+strconv.Itoa(g.Priority))
		}
		return out
	}
	dst := newBackupWorld(t, nil)
	res, err := dst.service.Import(ctx, bytes.NewReader(old), false)
	require.NoError(t, err)
	assert.Equal(t, 1, res.Manifest.Format)
	assert.Equal(t, []string{"/a.png=0", "/c.png=0", "/b.png=2"}, shown(dst), "the order the old backup showed, lowest first: new = 3 - old")
	trash, err := sqldb.NewTrashRepository(dst.db).List(ctx)
	require.NoError(t, err)
	require.Len(t, trash, 1)
	assert.JSONEq(t, `{"id":90,"projectId":`+strconv.FormatInt(p.ID, 10)+`,"src":"/t.png","priority":3}`, string(trash[0].Payload),
		"the trashed image comes back to the last place it had")
	draft, err := sqldb.NewDraftStore(dst.db).Draft(ctx, "gallery", images[1].ID)
	require.NoError(t, err)
	assert.JSONEq(t, string(draftOf(1)), string(draft.Data), "a draft's priority too: 3 - 2")

	again := newBackupWorld(t, nil)
	_, err = again.service.Import(ctx, bytes.NewReader(current), false)
	require.NoError(t, err)
	assert.Equal(t, []string{"/b.png=1", "/a.png=3", "/c.png=3"}, shown(again), "a current backup is restored as it is")
}
