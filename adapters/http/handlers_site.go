package httpapi

import (
	"encoding/json"
	"net/http"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// siteHandlers are the site document's routes: its public read and the
// administrator's update.
type siteHandlers struct {
	reader
	site *app.SiteService
}

// readRoutes are the group's row among the public reads.
func (s *siteHandlers) readRoutes() []route {
	return []route{
		{http.MethodGet, "/api/site", s.handleSite, byMethod, "The site document", "", ok[domain.Site]()},
	}
}

// writeRoutes are the group's row among the writes.
func (s *siteHandlers) writeRoutes() []route {
	return []route{
		{http.MethodPut, "/api/site", s.handleSiteUpdate, editorWrite, "Update the site document (members left out are kept); answers the whole document", bodySite, ok[domain.Site]()},
	}
}

// handleSite answers GET /api/site, the site document: visitors from the
// cache with its ETag (304 on a match) and compressed forms, like every
// public list; a signed-in administrator from the database.
func (s *siteHandlers) handleSite(w http.ResponseWriter, r *http.Request) {
	s.serveList(w, r, s.site.Document)
}

// handleSiteUpdate answers PUT /api/site: a partial update of the site
// document (siteFields: every key, nested ones included, must be the
// document's, of its type), answered with the whole new document. The
// route table guards it (administrator, same site).
func (s *siteHandlers) handleSiteUpdate(w http.ResponseWriter, r *http.Request) {
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
		doc, err := s.site.Editorial().SaveDraft(r.Context(), domain.SiteRevisionID, patch.Apply)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		out := doc.WithLists()
		out.PublicURL = s.site.PublicURL()
		writeJSON(w, http.StatusOK, out)
		return
	}
	e, err := s.site.Update(r.Context(), patch)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, json.RawMessage(e.Body))
}
