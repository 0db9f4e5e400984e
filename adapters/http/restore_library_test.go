package httpapi

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/backuparchive"
	"github.com/portfolio-site/portfolio/adapters/storage"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/app/backup"
	"github.com/portfolio-site/portfolio/domain"
)

var crossSite = map[string]string{"Sec-Fetch-Site": "cross-site", "Origin": "http://evil.example"}

// uploadedURL uploads a PNG and returns its URL.
func (e *env) uploadedURL(admin *http.Cookie) string {
	e.t.Helper()
	w := e.upload(admin, "file", "a.png", "image/png", pngBytes())
	require.Equal(e.t, http.StatusCreated, w.Code, w.Body.String())
	return decodeMap(e.t, w)["url"].(string)
}

func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var out []string
	for _, e := range entries {
		if !e.IsDir() && e.Name()[0] != '.' {
			out = append(out, e.Name())
		}
	}
	sort.Strings(out)
	return out
}

func TestBackupRestoreAccess(t *testing.T) {
	e := newEnvWith(t, &fakeBackupStore{})
	for _, path := range []string{"/api/backup/inspect", "/api/backup/restore"} {
		w := e.do(request{method: http.MethodPost, path: path, body: []byte("x"), contentType: "application/gzip"})
		assert.Equal(t, http.StatusUnauthorized, w.Code, "%s: anonymous", path)
		w = e.do(request{method: http.MethodPost, path: path, body: []byte("x"), contentType: "application/gzip", cookie: e.login(), header: crossSite})
		assert.Equal(t, http.StatusForbidden, w.Code, "%s: cross-site", path)
	}
}

func TestBackupRestoreRefusesWhatIsNotABackup(t *testing.T) {
	store := &fakeBackupStore{rows: []json.RawMessage{json.RawMessage(`{"id":7}`)}}
	e := newEnvWith(t, store)
	admin := e.login()
	for name, body := range map[string][]byte{
		"text":      []byte("hello, this is not an archive"),
		"image":     pngBytes(),
		"empty":     {},
		"truncated": nil, // filled below
	} {
		if name == "truncated" {
			full := e.get("/api/backup", admin).Body.Bytes()
			body = full[:len(full)/2]
		}
		for _, path := range []string{"/api/backup/inspect", "/api/backup/restore"} {
			w := e.do(request{method: http.MethodPost, path: path, body: body, contentType: "application/gzip", cookie: admin})
			assert.Equal(t, http.StatusBadRequest, w.Code, "%s %s: %s", name, path, w.Body.String())
			assert.Contains(t, decodeMap(t, w)["message"], domain.MsgBackupDamaged, "%s %s", name, path)
		}
	}
	assert.JSONEq(t, `[{"id":7}]`, (mustJSON(t, store.rows)), "nothing was changed")
}

func TestBackupRestoreTooLarge(t *testing.T) {
	e := newEnv(t, func(d *envDeps) { d.Config.MaxRestoreBytes = 1000 })
	admin := e.login()
	w := e.do(request{method: http.MethodPost, path: "/api/backup/inspect", body: make([]byte, 2000), contentType: "application/gzip", cookie: admin})
	assert.Equal(t, http.StatusRequestEntityTooLarge, w.Code)
	assert.Contains(t, decodeMap(t, w)["message"], "too large")
}

// newEnvWithDir is newEnvWith whose uploads are stored in dir.
func newEnvWithDir(t *testing.T, store domain.BackupStore, dir string) *env {
	return newEnv(t, func(d *envDeps) {
		blobs, err := storage.NewLocalDisk(dir)
		require.NoError(t, err)
		d.Uploads, err = app.NewUploadService(blobs, d.Images, d.Journal, uploadLimit)
		require.NoError(t, err)
		d.Backup, err = backup.NewService(store, blobs, backuparchive.New(), d.Images, backup.Limits{MaxFileBytes: uploadLimit})
		require.NoError(t, err)
	})
}

// A backup downloaded from one site is inspected and restored on a fresh
// one: every row and every file arrives, the old files are gone, and the
// restore is in the activity log.
func TestBackupRoundTripThroughTheAdmin(t *testing.T) {
	rows := []json.RawMessage{json.RawMessage(`{"id":1,"title":"Café ☕"}`), json.RawMessage(`{"id":2,"title":"Two"}`)}
	srcDir := t.TempDir()
	src := newEnvWithDir(t, &fakeBackupStore{rows: rows}, srcDir)
	srcAdmin := src.login()
	src.uploadedURL(srcAdmin)
	src.uploadedURL(srcAdmin)
	archive := src.get("/api/backup", srcAdmin)
	require.Equal(t, http.StatusOK, archive.Code)

	dstStore := &fakeBackupStore{}
	dstDir := t.TempDir()
	dst := newEnvWithDir(t, dstStore, dstDir)
	admin := dst.login()
	dst.uploadedURL(admin) // something the restore replaces

	// Inspect: what it holds, nothing changed.
	ct, body := multipartFile(t, "file", "portfolio-backup.tar.gz", "application/gzip", archive.Body.Bytes())
	w := dst.do(request{method: http.MethodPost, path: "/api/backup/inspect", body: body, contentType: ct, cookie: admin})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	sum := decodeMap(t, w)
	assert.EqualValues(t, domain.BackupFormat, sum["format"])
	assert.EqualValues(t, 2, sum["rows"])
	assert.EqualValues(t, 2, sum["files"], "two uploads, without their copies")
	assert.Greater(t, sum["fileBytes"].(float64), 0.0)
	assert.NotEmpty(t, sum["created"])
	assert.Equal(t, []any{map[string]any{"name": "things", "rows": 2.0}}, sum["tables"])
	assert.Empty(t, dstStore.rows, "inspect writes nothing")
	assert.Len(t, dirNames(t, dstDir), 1+len(domain.ImageVariantWidths())*len(domain.ImageVariantTypes()), "inspect writes no file")

	// Restore, as the raw body.
	w = dst.do(request{method: http.MethodPost, path: "/api/backup/restore", body: archive.Body.Bytes(), contentType: "application/gzip", cookie: admin})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.EqualValues(t, 2, decodeMap(t, w)["rows"])
	assert.JSONEq(t, (mustJSON(t, rows)), (mustJSON(t, dstStore.rows)), "every row")
	var originals []string
	for _, name := range dirNames(t, srcDir) {
		if !domain.IsDerivedImageName(name) {
			originals = append(originals, name)
		}
	}
	assert.Equal(t, originals, dirNames(t, dstDir), "every original, and only the backup's")
	for _, name := range originals {
		a, err := os.ReadFile(filepath.Join(srcDir, name))
		require.NoError(t, err)
		b, err := os.ReadFile(filepath.Join(dstDir, name))
		require.NoError(t, err)
		assert.Equal(t, a, b, name)
	}

	// The owner is still signed in, and the restore is in the log.
	assert.Equal(t, http.StatusOK, dst.get("/api/messages", admin).Code, "the session survives")
	log := decodeList(t, dst.get("/api/activity?action=import", admin))
	require.Len(t, log, 1)
	assert.Equal(t, "site", log[0]["kind"])
	assert.Contains(t, log[0]["title"], "2 rows, 2 files")
}

func TestLibraryAccess(t *testing.T) {
	e := newEnv(t)
	assert.Equal(t, http.StatusUnauthorized, e.get("/api/uploads", nil).Code)
	assert.Equal(t, http.StatusUnauthorized, e.do(request{method: http.MethodDelete, path: "/api/uploads/a.png"}).Code)
	admin := e.login()
	w := e.do(request{method: http.MethodDelete, path: "/api/uploads/a.png", cookie: admin, header: crossSite})
	assert.Equal(t, http.StatusForbidden, w.Code, "cross-site")
	w = e.do(request{method: http.MethodDelete, path: "/api/uploads/nothing.png", cookie: admin})
	assert.Equal(t, http.StatusNotFound, w.Code)
	assert.JSONEq(t, `[]`, e.get("/api/uploads", admin).Body.String())
}

// The library lists every original with where it is used; a used file's
// delete is refused with its places, an unused one goes with its variants.
func TestLibraryUsesAndDelete(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	used := e.uploadedURL(admin)
	inSite := e.uploadedURL(admin)
	unused := e.uploadedURL(admin)
	p := e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Moonrise", "category": "games", "description": "A game", "imageUrl": used})
	g := e.create(admin, "/api/portfolio/projects/"+jsonNumber2String(p["id"])+"/gallery", map[string]any{"src": used, "alt": "A still"})
	c := e.create(admin, "/api/notable-collaborations", map[string]any{"title": "Studio North", "description": "Partner", "imageUrl": "https://example.com" + used})
	w := e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: map[string]any{"hero": map[string]any{"image": inSite}}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())

	w = e.get("/api/uploads", admin)
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	files := decodeList(t, w)
	require.Len(t, files, 3, "originals only: %s", w.Body.String())
	byURL := map[string]map[string]any{}
	for _, f := range files {
		byURL[f["url"].(string)] = f
		assert.Equal(t, "image/png", f["contentType"])
		assert.Greater(t, f["size"].(float64), 0.0)
		assert.NotEmpty(t, f["createdAt"])
		assert.Contains(t, f["thumbnailUrl"], "-w480.webp")
		assert.EqualValues(t, len(domain.ImageVariantWidths())*len(domain.ImageVariantTypes()), f["copies"], "WebP and AVIF copies")
		assert.Len(t, f["variants"], len(domain.ImageVariantWidths())*len(domain.ImageVariantTypes()))
		assert.Equal(t, f["url"], "/uploads/"+f["name"].(string))
	}
	uses := func(url string) []string {
		var out []string
		for _, u := range byURL[url]["usedBy"].([]any) {
			m := u.(map[string]any)
			out = append(out, m["kind"].(string)+" "+jsonNumber2String(m["id"])+" "+m["title"].(string)+" "+m["field"].(string))
		}
		sort.Strings(out)
		return out
	}
	assert.Equal(t, []string{
		"collaboration " + jsonNumber2String(c["id"]) + " Studio North imageUrl",
		"gallery " + jsonNumber2String(g["id"]) + " Moonrise: gallery image " + jsonNumber2String(g["id"]) + " src",
		"project " + jsonNumber2String(p["id"]) + " Moonrise imageUrl",
	}, uses(used))
	assert.Equal(t, []string{"site 1 Site hero.image"}, uses(inSite))
	assert.Empty(t, uses(unused))

	// A used file is refused with its places; nothing is deleted.
	before := dirNames(t, e.uploadsDir)
	name := byURL[used]["name"].(string)
	w = e.do(request{method: http.MethodDelete, path: "/api/uploads/" + name, cookie: admin})
	require.Equal(t, http.StatusConflict, w.Code, w.Body.String())
	refused := decodeMap(t, w)
	assert.Contains(t, refused["message"], "Moonrise")
	assert.Contains(t, refused["message"], "Studio North")
	assert.Len(t, refused["usedBy"], 3)
	assert.Equal(t, before, dirNames(t, e.uploadsDir))

	// A variant is not an entry of its own.
	variant := domain.ImageVariantName(name, 480)
	assert.Equal(t, http.StatusNotFound, e.do(request{method: http.MethodDelete, path: "/api/uploads/" + variant, cookie: admin}).Code)

	// Once the project is in the trash, it still uses the file there.
	require.Equal(t, http.StatusNoContent, e.do(request{method: http.MethodDelete, path: "/api/notable-collaborations/" + jsonNumber2String(c["id"]), cookie: admin}).Code)
	w = e.do(request{method: http.MethodDelete, path: "/api/uploads/" + name, cookie: admin})
	require.Equal(t, http.StatusConflict, w.Code)
	assert.Contains(t, w.Body.String(), `"kind":"trash:collaboration"`)

	// The unused file goes, with its variants, and the delete is logged.
	unusedName := byURL[unused]["name"].(string)
	w = e.do(request{method: http.MethodDelete, path: "/api/uploads/" + unusedName, cookie: admin})
	require.Equal(t, http.StatusNoContent, w.Code, w.Body.String())
	assert.Len(t, dirNames(t, e.uploadsDir), len(before)-1-len(domain.ImageVariantWidths())*len(domain.ImageVariantTypes()), "the original and its WebP and AVIF variants")
	for _, n := range dirNames(t, e.uploadsDir) {
		assert.NotEqual(t, keyOfName(unusedName), keyOfName(n), n)
	}
	assert.Len(t, decodeList(t, e.get("/api/uploads", admin)), 2)
	log := decodeList(t, e.get("/api/activity?kind=file&action=purge", admin))
	require.Len(t, log, 1)
	assert.Equal(t, unusedName, log[0]["title"])
}

func keyOfName(n string) string { return n[:32] }

// A restore from the admin makes the copies the archive leaves out (the
// WebP and AVIF variants, the share copy) in the background, after its
// answer; a second restore at once runs its rebuild after the first's.
func TestBackupRestoreMakesTheMissingCopies(t *testing.T) {
	srcDir := t.TempDir()
	src := newEnvWithDir(t, &fakeBackupStore{}, srcDir)
	srcAdmin := src.login()
	src.uploadedURL(srcAdmin)
	archive := src.get("/api/backup", srcAdmin)
	require.Equal(t, http.StatusOK, archive.Code)
	var want []string
	for _, name := range dirNames(t, srcDir) {
		want = append(want, name)
		if !domain.IsDerivedImageName(name) {
			want = append(want, domain.ShareImageName(strings.TrimSuffix(name, filepath.Ext(name))))
		}
	}
	sort.Strings(want)
	require.Greater(t, len(want), 2, "an original, its variants and its share copy: %v", want)

	dstDir := t.TempDir()
	dst := newEnv(t, func(d *envDeps) {
		blobs, err := storage.NewLocalDisk(dstDir)
		require.NoError(t, err)
		d.Uploads, err = app.NewUploadService(blobs, d.Images, d.Journal, uploadLimit)
		require.NoError(t, err)
		d.Backup, err = backup.NewService(&fakeBackupStore{}, blobs, backuparchive.New(), d.Images, backup.Limits{MaxFileBytes: uploadLimit})
		require.NoError(t, err)
		d.Rebuilds, err = app.NewImageRebuilds(d.Uploads, slog.New(slog.DiscardHandler))
		require.NoError(t, err)
		t.Cleanup(d.Rebuilds.Start(context.Background()))
	})
	admin := dst.login()
	for range 2 {
		w := dst.do(request{method: http.MethodPost, path: "/api/backup/restore", body: archive.Body.Bytes(), contentType: "application/gzip", cookie: admin})
		require.Equal(t, http.StatusOK, w.Code, w.Body.String())
		assert.Equal(t, true, decodeMap(t, w)["imagesRebuilding"])
	}
	deadline := time.Now().Add(time.Minute)
	for !slices.Equal(dirNames(t, dstDir), want) {
		require.True(t, time.Now().Before(deadline), "the copies were not made: have %v, want %v", dirNames(t, dstDir), want)
		time.Sleep(20 * time.Millisecond)
	}
}
