package httpapi

import (
	"net/http"
	"strings"
	"time"

	"github.com/gorilla/mux"

	"github.com/portfolio-site/portfolio/domain"
)

// Preview links (issue 23): the admin makes, lists and revokes them; anyone
// with one sees the site with every draft applied under /preview/TOKEN/.

// previewAnswer is a preview with its link; the link is "" for a preview
// whose token is not at hand (made before tokens were sealed, issue 37):
// it still works, but was shown only when it was made.
type previewAnswer struct {
	domain.Preview
	URL string `json:"url"`
}

// previewPrefix is where a preview's pages are.
const previewPrefix = "/preview/"

func (s *server) previewAnswer(p domain.Preview) previewAnswer {
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
func (s *server) handlePreviewCreate(w http.ResponseWriter, r *http.Request) {
	var until time.Time
	if r.ContentLength != 0 {
		req, err := decodeBody(s, w, r, previewFields)
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
func (s *server) handlePreviewList(w http.ResponseWriter, r *http.Request) {
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
func (s *server) handlePreviewDelete(w http.ResponseWriter, r *http.Request) {
	s.deleteByID(w, r, "id", s.previews.Revoke)
}

// handlePreviewPage serves a page of a preview: /preview/TOKEN/ is the
// home page, /preview/TOKEN/about the About page, and so on. An unknown,
// revoked or expired token answers the not-found page.
func (s *server) handlePreviewPage(w http.ResponseWriter, r *http.Request) {
	vars := mux.Vars(r)
	token := vars["token"]
	w.Header().Set("X-Robots-Tag", "noindex, nofollow")
	if _, err := s.previews.Open(r.Context(), token); err != nil {
		if domain.ErrorCode(err) != domain.ENOTFOUND {
			s.writeError(w, r, err)
			return
		}
		s.servePageNotFound(w, r)
		return
	}
	path := "/" + vars["rest"]
	if path != "/" {
		path = strings.TrimRight(path, "/")
	}
	s.preview.ServePreview(w, r, previewPrefix+token, path)
}
