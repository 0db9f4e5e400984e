package httpapi

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/imaging/pdftest"
)

const pressShortBio = "Jordan Avery builds worlds people want to live in: games, film, music and the founders who make them."

// pressKit stores a press kit with one uploaded headshot and one logo and
// returns the upload's URL.
func (e *env) pressKit(admin *http.Cookie) string {
	e.t.Helper()
	src := e.uploadedURL(admin)
	w := e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: map[string]any{"pressKit": map[string]any{
		"bios":      map[string]any{"short": pressShortBio, "medium": "A medium bio.", "long": "A long bio.\n\nIn two paragraphs."},
		"headshots": []any{map[string]any{"src": src, "alt": "Portrait", "credit": "Photo: A. B.", "license": "Editorial use"}},
		"logos":     []any{map[string]any{"src": "/images/og-image.png", "alt": "", "name": "Wordmark"}},
		"facts":     []any{map[string]any{"label": "Based in", "value": "Los Angeles"}},
	}}})
	require.Equal(e.t, http.StatusOK, w.Code, w.Body.String())
	return src
}

func TestPressKitIsValidatedNamingTheField(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	before := e.get("/api/site", nil).Body.String()
	w := e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: `{"name": "Changed", "pressKit": {
		"bios": {"short": "fine"},
		"headshots": [{"src": "javascript:alert(1)", "alt": ""}],
		"facts": [{"label": "", "value": "x"}]
	}}`})
	require.Equal(t, http.StatusBadRequest, w.Code, w.Body.String())
	assert.Equal(t, map[string]any{
		"pressKit.headshots[0].src": "Must be a file of the media library or an https URL",
		"pressKit.headshots[0].alt": "Required",
		"pressKit.facts[0].label":   "Required",
	}, decodeMap(t, w)["fields"])
	assert.Equal(t, before, e.get("/api/site", nil).Body.String(), "nothing half-saved")

	w = e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: `{"pressKit": {"bios": {"short": "x", "tiny": "y"}}}`})
	require.Equal(t, http.StatusBadRequest, w.Code, "a key the press kit does not have")

	// The bios merge member by member: a request with one keeps the others.
	e.pressKit(admin)
	w = e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: `{"pressKit": {"bios": {"long": "Another long bio."}}}`})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	bios := decodeMap(t, e.get("/api/site", nil))["pressKit"].(map[string]any)["bios"]
	assert.Equal(t, map[string]any{"short": pressShortBio, "medium": "A medium bio.", "long": "Another long bio."}, bios)
}

func TestOneSheetIsAOnePagePDFWithAnETag(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	e.pressKit(admin)

	w := e.get("/press-kit/one-sheet.pdf", nil)
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, "application/pdf", w.Header().Get("Content-Type"))
	pdf := w.Body.Bytes()
	assert.True(t, bytes.HasPrefix(pdf, []byte("%PDF-")))
	assert.Equal(t, 1, pdftest.Pages(pdf))
	text := pdftest.Text(pdf)
	assert.Contains(t, text, "Jordan Avery")
	assert.Contains(t, strings.Join(strings.Fields(text), " "), pressShortBio, "the short bio, whole")
	assert.Contains(t, string(pdf), "/Subtype /Image", "the uploaded headshot is the portrait")
	etag := w.Header().Get("ETag")
	require.NotEmpty(t, etag)

	w = e.do(request{method: http.MethodGet, path: "/press-kit/one-sheet.pdf", header: map[string]string{"If-None-Match": etag}})
	assert.Equal(t, http.StatusNotModified, w.Code)
	assert.Empty(t, w.Body.Bytes())
	again := e.get("/press-kit/one-sheet.pdf", nil)
	assert.Equal(t, etag, again.Header().Get("ETag"), "nothing changed: the same file")
	assert.Equal(t, pdf, again.Body.Bytes(), "served from the cache, not drawn again")

	// A change of what it shows makes a new one.
	w = e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: `{"pressKit": {"bios": {"short": "A new short bio for the one-sheet."}}}`})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	w = e.do(request{method: http.MethodGet, path: "/press-kit/one-sheet.pdf", header: map[string]string{"If-None-Match": etag}})
	require.Equal(t, http.StatusOK, w.Code)
	assert.NotEqual(t, etag, w.Header().Get("ETag"))
	assert.Contains(t, pdftest.Text(w.Body.Bytes()), "A new short bio for the one-sheet.")

	// A project saved changes the selected projects.
	e.create(admin, "/api/portfolio/projects", map[string]any{"title": "Skyforge Chronicles", "category": "games", "subcategory": "riot-games", "priority": 0})
	w = e.get("/press-kit/one-sheet.pdf", nil)
	assert.Contains(t, pdftest.Text(w.Body.Bytes()), "Skyforge Chronicles")

	// An upcoming appearance is listed with its date as the event's zone reads it and its place; a past one is not.
	e.create(admin, "/api/appearances", map[string]any{"title": "Worlds Worth Playing", "eventName": "Nordic Game", "role": "keynote",
		"startsAt": "2099-05-19T23:30:00+02:00", "timeZone": "Europe/Stockholm", "venue": "Slagthuset", "city": "Malmö"})
	e.create(admin, "/api/appearances", map[string]any{"title": "A Talk Long Past", "eventName": "GDC", "role": "talk",
		"startsAt": "2001-03-01T10:00:00-08:00", "timeZone": "America/Los_Angeles", "city": "San Francisco"})
	w = e.get("/press-kit/one-sheet.pdf", nil)
	// (The detail line is drawn in the fallback face, whose text the extractor reads as UTF-16: the zero bytes go.)
	text = strings.Join(strings.Fields(strings.ReplaceAll(pdftest.Text(w.Body.Bytes()), "\x00", "")), " ")
	assert.Contains(t, text, "Worlds Worth Playing")
	assert.Contains(t, text, "19 May 2099", "the date in Stockholm (17:30 the day before in Los Angeles would not do)")
	assert.Contains(t, text, "Slagthuset, Malmö")
	assert.NotContains(t, text, "A Talk Long Past")
}

func TestPressKitZipListsTheBiosHeadshotsAndOneSheet(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	e.pressKit(admin)
	w := e.get("/press-kit.zip", nil)
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, "application/zip", w.Header().Get("Content-Type"))
	assert.Contains(t, w.Header().Get("Content-Disposition"), `filename=jordan-avery-press-kit.zip`)
	zr, err := zip.NewReader(bytes.NewReader(w.Body.Bytes()), int64(w.Body.Len()))
	require.NoError(t, err)
	files := map[string][]byte{}
	var names []string
	for _, f := range zr.File {
		rc, err := f.Open()
		require.NoError(t, err)
		data, err := io.ReadAll(rc)
		require.NoError(t, err)
		files[f.Name] = data
		names = append(names, f.Name)
	}
	sort.Strings(names)
	assert.Equal(t, []string{"bio-long.txt", "bio-medium.txt", "bio-short.txt", "credits.txt",
		"headshots/jordan-avery-headshot-1.png", "jordan-avery-one-sheet.pdf", "logos/jordan-avery-logo-1.png"}, names)
	assert.Equal(t, pressShortBio+"\n", string(files["bio-short.txt"]))
	assert.Equal(t, pngBytes(), files["logos/jordan-avery-logo-1.png"], "the build's file, byte for byte")
	assert.True(t, bytes.HasPrefix(files["headshots/jordan-avery-headshot-1.png"], []byte("\x89PNG")), "the original upload")
	assert.Equal(t, 1, pdftest.Pages(files["jordan-avery-one-sheet.pdf"]))
	assert.Contains(t, string(files["credits.txt"]), "Credit: Photo: A. B.")
	assert.Contains(t, string(files["credits.txt"]), "Licence: Editorial use")
}

func TestPressKitFilesAndDownloadsCounted(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	src := e.pressKit(admin)

	// A person's browser (a request without a user agent is a crawler's).
	get := func(path string) *httptest.ResponseRecorder {
		return e.do(request{method: http.MethodGet, path: path, header: map[string]string{"User-Agent": phoneUA}})
	}
	w := get("/press-kit/headshots/1")
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Contains(t, w.Header().Get("Content-Disposition"), "attachment")
	assert.True(t, bytes.HasPrefix(w.Body.Bytes(), []byte("\x89PNG")))
	w = get("/press-kit/headshots/1/web")
	require.Equal(t, http.StatusFound, w.Code)
	assert.Equal(t, strings.TrimSuffix(src, ".png")+"-w1600.webp", w.Header().Get("Location"), "an upload's resized copy")
	assert.Equal(t, http.StatusNotFound, e.get("/press-kit/headshots/2", nil).Code)
	w = get("/press-kit/logos/1")
	require.Equal(t, http.StatusOK, w.Code)
	assert.Equal(t, pngBytes(), w.Body.Bytes())
	require.Equal(t, http.StatusOK, get("/press-kit/one-sheet.pdf").Code)
	require.Equal(t, http.StatusOK, get("/press-kit/one-sheet.pdf").Code)
	require.Equal(t, http.StatusOK, get("/press-kit.zip").Code)
	// Not downloads: a prefetch, a HEAD, a crawler.
	e.do(request{method: http.MethodGet, path: "/press-kit.zip", header: map[string]string{"Sec-Purpose": "prefetch", "User-Agent": phoneUA}})
	e.do(request{method: http.MethodHead, path: "/press-kit/one-sheet.pdf", header: map[string]string{"User-Agent": phoneUA}})
	e.do(request{method: http.MethodGet, path: "/press-kit/one-sheet.pdf", header: map[string]string{"User-Agent": googlebotUA}})

	rep := e.insightsReport(admin, "")
	got := map[string]int64{}
	for _, d := range rep.Downloads {
		got[d.Path] = d.Count
	}
	assert.Equal(t, map[string]int64{"/press-kit/headshots/1": 1, "/press-kit/headshots/1/web": 1, "/press-kit/logos/1": 1,
		"/press-kit/one-sheet.pdf": 2, "/press-kit.zip": 1}, got)
	assert.Equal(t, "/press-kit/one-sheet.pdf", rep.Downloads[0].Path, "most first")

	w = e.get("/api/insights", admin)
	assert.Contains(t, w.Body.String(), `"downloads":[{"path":"/press-kit/one-sheet.pdf","count":2}`)
}

// /about describes the owner as a ProfilePage whose main entity is the
// Person: name, role, portrait (the press kit's first headshot), address
// and the social profiles as sameAs.
func TestAboutIsAProfilePageOfThePerson(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	src := e.pressKit(admin)
	w := e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: map[string]any{"socials": []any{
		map[string]any{"platform": "linkedin", "label": "LinkedIn", "url": "https://www.linkedin.com/in/jordan"},
		map[string]any{"platform": "x", "label": "X", "url": "#"},
	}}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())

	m := ldJSON.FindStringSubmatch(e.get("/about", nil).Body.String())
	require.Len(t, m, 2)
	var ld struct {
		Graph []map[string]any `json:"@graph"`
	}
	require.NoError(t, json.Unmarshal([]byte(m[1]), &ld))
	require.NotEmpty(t, ld.Graph)
	page := ld.Graph[0]
	assert.Equal(t, "ProfilePage", page["@type"])
	assert.Equal(t, "https://portfolio.example/about", page["url"])
	person := page["mainEntity"].(map[string]any)
	assert.Equal(t, "Person", person["@type"])
	assert.Equal(t, "Jordan Avery", person["name"])
	assert.NotEmpty(t, person["jobTitle"])
	assert.Equal(t, "https://portfolio.example"+src, person["image"])
	assert.Equal(t, "https://portfolio.example/", person["url"])
	assert.Equal(t, []any{"https://www.linkedin.com/in/jordan"}, person["sameAs"], "'#' is no profile")

	// The other pages keep the owner as the graph's Person.
	m = ldJSON.FindStringSubmatch(e.get("/", nil).Body.String())
	require.NoError(t, json.Unmarshal([]byte(m[1]), &ld))
	assert.Equal(t, "Person", ld.Graph[0]["@type"])
}

// The media library counts a press kit headshot among the uses of its
// file, under its field, so the file cannot be deleted as unused.
func TestMediaLibraryCountsPressKitImages(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	src := e.pressKit(admin)
	w := e.get("/api/uploads", admin)
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	var files []struct {
		URL    string `json:"url"`
		UsedBy []struct {
			Kind  string `json:"kind"`
			Field string `json:"field"`
		} `json:"usedBy"`
	}
	require.NoError(t, json.Unmarshal(w.Body.Bytes(), &files))
	require.Len(t, files, 1)
	assert.Equal(t, src, files[0].URL)
	require.Len(t, files[0].UsedBy, 1)
	assert.Equal(t, "site", files[0].UsedBy[0].Kind)
	assert.Equal(t, "pressKit.headshots[0].src", files[0].UsedBy[0].Field)
	name := strings.TrimPrefix(src, "/uploads/")
	assert.Equal(t, http.StatusConflict, e.do(request{method: http.MethodDelete, path: "/api/uploads/" + name, cookie: admin}).Code, "a file in use stays")
}
