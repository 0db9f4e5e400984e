package httpapi

import (
	"encoding/json"
	"net/http"

	"github.com/portfolio-site/portfolio/domain"
)

// handleSite answers GET /api/site, the site document: visitors from the
// cache with its ETag (304 on a match) and compressed forms, like every
// public list; a signed-in administrator from the database.
func (s *server) handleSite(w http.ResponseWriter, r *http.Request) {
	s.serveList(w, r, s.siteContent.Document)
}

// handleSiteUpdate answers PUT /api/site: a partial update of the site
// document (siteFields: every key, nested ones included, must be the
// document's, of its type), answered with the whole new document. The
// route table guards it (administrator, same site).
func (s *server) handleSiteUpdate(w http.ResponseWriter, r *http.Request) {
	obj, err := s.readObject(w, r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	patch, err := siteFields.decode(obj, "")
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	draft, err := isDraft(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if draft {
		doc, err := s.siteContent.Editorial().SaveDraft(r.Context(), domain.SiteRevisionID, patch.Apply)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		out := doc.WithLists()
		out.PublicURL = s.siteContent.PublicURL()
		writeJSON(w, http.StatusOK, out)
		return
	}
	e, err := s.siteContent.Update(r.Context(), patch)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, json.RawMessage(e.Body))
}
