package httpapi

import (
	"bytes"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/gorilla/mux"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// The press kit's files (issue 40): the one-sheet PDF, the ZIP of the
// whole kit, and the headshots and logos /press-kit links to. Each is
// counted in Insights as a download when it is served (never by a
// beacon), under the page views' rules.

// Paths of the press kit's files.
const (
	PressKitOneSheetPath = "/press-kit/one-sheet.pdf"
	PressKitZipPath      = "/press-kit.zip"
	pressKitHeadshots    = "/press-kit/headshots/"
	pressKitLogos        = "/press-kit/logos/"
)

// pressKitHandlers serve the press kit's files.
type pressKitHandlers struct {
	responder
	press    *app.PressKitService
	insights *insightsHandlers
}

// routes are the press kit's GETs, outside the API (plainRoutes).
func (s *pressKitHandlers) routes() []route {
	get := http.MethodGet
	return []route{
		{method: get, path: PressKitOneSheetPath, handler: s.handleOneSheet},
		{method: get, path: PressKitZipPath, handler: s.handleZip},
		{method: get, path: pressKitHeadshots + "{n:[0-9]{1,3}}", handler: s.handleHeadshot},
		{method: get, path: pressKitHeadshots + "{n:[0-9]{1,3}}/web", handler: s.handleHeadshot},
		{method: get, path: pressKitLogos + "{n:[0-9]{1,3}}", handler: s.handleLogo},
	}
}

// counted counts r as a download of its path: a GET (not HEAD) that is
// not a prefetch, answered with the file.
func (s *pressKitHandlers) counted(r *http.Request) {
	if r.Method != http.MethodGet || speculative(r.Header) || !s.insights.insights.Enabled() {
		return
	}
	s.insights.insights.Download(r.Context(), s.insights.pageVisit(r, r.URL.Path, ""))
}

// attachment sets the headers of a file saved as name.
func attachment(h http.Header, name string) {
	h.Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": name}))
}

// handleOneSheet serves the one-sheet with its entity tag; a request that
// has it is answered 304 and not counted.
func (s *pressKitHandlers) handleOneSheet(w http.ResponseWriter, r *http.Request) {
	f, err := s.press.OneSheet(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	h := w.Header()
	h.Set("ETag", f.ETag)
	h.Set("Cache-Control", "no-cache")
	if etagMatches(r.Header.Get("If-None-Match"), f.ETag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	h.Set("Content-Type", "application/pdf")
	h.Set("Content-Length", strconv.Itoa(len(f.Data)))
	h.Set("Content-Disposition", mime.FormatMediaType("inline", map[string]string{"filename": s.press.FileName(r.Context(), "one-sheet", ".pdf")}))
	s.counted(r)
	if r.Method == http.MethodHead {
		return
	}
	_, _ = w.Write(f.Data)
}

// etagMatches reports whether an If-None-Match header names tag (or is *).
func etagMatches(header, tag string) bool {
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimPrefix(strings.TrimSpace(t), "W/")
		if t == tag || t == "*" {
			return true
		}
	}
	return false
}

// handleZip streams the press kit's ZIP. It is made on the fly, one file
// at a time, so it has no length and no entity tag; an error once the
// archive has started can only be logged.
func (s *pressKitHandlers) handleZip(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Type", "application/zip")
	h.Set("Cache-Control", "no-store")
	attachment(h, s.press.FileName(r.Context(), "press-kit", ".zip"))
	if r.Method == http.MethodHead {
		return
	}
	s.counted(r)
	if err := s.press.WriteZip(r.Context(), w); err != nil {
		s.log.Warn("press kit zip cut short: " + err.Error())
	}
}

// handleHeadshot serves a headshot's original, or its web copy (…/web).
func (s *pressKitHandlers) handleHeadshot(w http.ResponseWriter, r *http.Request) {
	n, _ := strconv.Atoi(mux.Vars(r)["n"])
	web := strings.HasSuffix(r.URL.Path, "/web")
	f, err := s.press.HeadshotFile(r.Context(), n, web)
	if err == nil && web && strings.HasPrefix(f.Src, "/") && !strings.HasPrefix(f.Src, domain.UploadsPath) {
		// A file of the build: its web copy is made here (an SVG, which
		// the processor does not decode, is its own).
		data, werr := s.press.WebImage(r.Context(), f.Src)
		switch {
		case werr == nil:
			h := w.Header()
			h.Set("Content-Type", domain.ImageVariantType().ContentType)
			h.Set("Cache-Control", "no-cache")
			attachment(h, strings.TrimSuffix(f.Name, path.Ext(f.Name))+"-web"+domain.ImageVariantType().Ext)
			s.counted(r)
			http.ServeContent(w, r, f.Name, time.Time{}, bytes.NewReader(data))
			return
		case domain.ErrorCode(werr) != domain.EUNSUPPORTED:
			err = werr
		}
	}
	s.serveFile(w, r, f, err)
}

// handleLogo serves a logo's original.
func (s *pressKitHandlers) handleLogo(w http.ResponseWriter, r *http.Request) {
	n, _ := strconv.Atoi(mux.Vars(r)["n"])
	f, err := s.press.LogoFile(r.Context(), n)
	s.serveFile(w, r, f, err)
}

// serveFile counts and serves a press kit file: another site's by a
// redirect to it, an upload's resized copy by a redirect to /uploads/ (its
// route makes a missing copy), any other file of this site itself, saved
// under the owner's name.
func (s *pressKitHandlers) serveFile(w http.ResponseWriter, r *http.Request, f app.PressKitFile, err error) {
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		writeMessage(w, http.StatusNotFound, msgNotFound)
		return
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-cache")
	if !strings.HasPrefix(f.Src, "/") {
		s.counted(r)
		http.Redirect(w, r, f.Src, http.StatusFound)
		return
	}
	if name, ok := strings.CutPrefix(f.Src, domain.UploadsPath); ok {
		if _, _, variant := domain.ParseImageVariantName(name); variant {
			s.counted(r)
			http.Redirect(w, r, f.Src, http.StatusFound)
			return
		}
	}
	b, err := s.press.OpenFile(r.Context(), f.Src)
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		writeMessage(w, http.StatusNotFound, msgNotFound)
		return
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	defer b.Close()
	h := w.Header()
	if b.ContentType != "" {
		h.Set("Content-Type", b.ContentType)
	}
	attachment(h, f.Name)
	if r.Header.Get("Range") == "" {
		s.counted(r)
	}
	http.ServeContent(w, r, f.Name, b.ModTime, b)
}
