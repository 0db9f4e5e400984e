package httpapi

import (
	"net/http"
	"strings"
	"time"

	"github.com/gorilla/mux"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// Preview links (issue 23): the admin makes, lists and revokes them; anyone
// with one sees the site with every draft applied under /preview/TOKEN/.

// editorialHandlers are the routes of the drafts as a whole: the preview
// links and their pages, and the admin's lists of drafts and schedules.
// Each kind's own drafts, publishing and schedules are its draftRoutes
// (handlers_drafts.go).
type editorialHandlers struct {
	responder
	previews  *app.PreviewService
	scheduler *app.Scheduler
	// previewPages serve a preview's pages; notFoundPage is the site's
	// not-found page, answered for an unknown or expired token.
	previewPages PreviewServer
	notFoundPage http.HandlerFunc
}

// routes are the group's rows of the route table.
func (s *editorialHandlers) routes() []route {
	const get, post, del = http.MethodGet, http.MethodPost, http.MethodDelete
	return []route{
		{post, "/api/previews", s.handlePreviewCreate, editorWrite, "Make a preview link: the whole site with every draft applied, for 7 days or until expiresAt (RFC 3339)", "PreviewRequest", created[previewAnswer]()},
		{get, "/api/previews", s.handlePreviewList, editorRead, "The live preview links, newest first", "", ok[[]previewAnswer]()},
		{del, "/api/previews/{id:[0-9]+}", s.handlePreviewDelete, editorWrite, "Revoke a preview link (it answers 404 from then on)", "", noContent},
		{get, "/api/drafts", s.handleDraftList, editorRead, "Every draft (kind, id, title, updatedAt, actor), oldest change first", "", ok[[]domain.Draft]()},
		{get, "/api/schedules", s.handleScheduleList, editorRead, "Every scheduled publish and unpublish, soonest first", "", ok[[]domain.Schedule]()},
	}
}

// previewAnswer is a preview with its link; the link is "" for a preview
// whose token is not at hand (made before tokens were sealed, issue 37):
// it still works, but was shown only when it was made.
type previewAnswer struct {
	domain.Preview
	URL string `json:"url"`
}

// previewPrefix is where a preview's pages are.
const previewPrefix = "/preview/"

func (s *editorialHandlers) previewAnswer(p domain.Preview) previewAnswer {
	if p.Token == "" {
		return previewAnswer{Preview: p}
	}
	return previewAnswer{Preview: p, URL: strings.TrimRight(s.cfg.PublicURL, "/") + previewPrefix + p.Token + "/"}
}

// previewRequest is the optional body of POST /api/previews.
type previewRequest struct {
	ExpiresAt *string
}

var previewFields = fields[previewRequest]{
	text("expiresAt", func(p *previewRequest) **string { return &p.ExpiresAt }),
}

// handlePreviewCreate makes a preview link: 7 days, or until expiresAt.
func (s *editorialHandlers) handlePreviewCreate(w http.ResponseWriter, r *http.Request) {
	var until time.Time
	if r.ContentLength != 0 {
		req, err := decodeBody(&s.responder, w, r, previewFields)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		if req.ExpiresAt != nil {
			if until, err = time.Parse(time.RFC3339, *req.ExpiresAt); err != nil {
				const msg = "Must be a date and time like 2026-12-01T09:00:00Z (RFC 3339)"
				s.writeError(w, r, &domain.Error{Code: domain.EINVALID, Message: "expiresAt: " + msg, Fields: map[string]string{"expiresAt": msg}})
				return
			}
		}
	}
	p, err := s.previews.Create(r.Context(), until)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, s.previewAnswer(*p))
}

// handlePreviewList answers the live preview links, newest first.
func (s *editorialHandlers) handlePreviewList(w http.ResponseWriter, r *http.Request) {
	list, err := s.previews.List(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := make([]previewAnswer, len(list))
	for i, p := range list {
		out[i] = s.previewAnswer(p)
	}
	writeJSON(w, http.StatusOK, out)
}

// handlePreviewDelete revokes a preview link: it answers 404 from then on.
func (s *editorialHandlers) handlePreviewDelete(w http.ResponseWriter, r *http.Request) {
	s.deleteByID(w, r, "id", s.previews.Revoke)
}

// handlePreviewPage serves a page of a preview: /preview/TOKEN/ is the
// home page, /preview/TOKEN/about the About page, and so on. An unknown,
// revoked or expired token answers the not-found page.
func (s *editorialHandlers) handlePreviewPage(w http.ResponseWriter, r *http.Request) {
	vars := mux.Vars(r)
	token := vars["token"]
	w.Header().Set("X-Robots-Tag", "noindex, nofollow")
	if _, err := s.previews.Open(r.Context(), token); err != nil {
		if domain.ErrorCode(err) != domain.ENOTFOUND {
			s.writeError(w, r, err)
			return
		}
		s.notFoundPage(w, r)
		return
	}
	path := "/" + vars["rest"]
	if path != "/" {
		path = strings.TrimRight(path, "/")
	}
	s.previewPages.ServePreview(w, r, previewPrefix+token, path)
}
