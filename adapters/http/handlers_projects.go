package httpapi

import (
	"context"
	"net/http"
	"strconv"

	"github.com/gorilla/mux"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// msgReorderPair is the answer to a reorder that does not name two projects.
const msgReorderPair = "Array must contain exactly 2 element(s)"

// handleProjectList is the hot path: a visitor's request is a cache hit
// written as stored, without re-encoding.
func (s *server) handleProjectList(w http.ResponseWriter, r *http.Request) {
	var category, subcategory string
	if r.URL.RawQuery != "" {
		q := r.URL.Query()
		category, subcategory = q.Get("category"), q.Get("subcategory")
	}
	v := s.viewer(r)
	e, err := s.catalogue.Projects(r.Context(), v, category, subcategory)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.writeEntry(w, r, e, v)
}

func (s *server) handleProjectGet(w http.ResponseWriter, r *http.Request) {
	s.serveByID(w, r, "id", s.catalogue.Project)
}

func (s *server) handleProjectCreate(w http.ResponseWriter, r *http.Request) {
	createWith(s, w, r, projectFields, func(ctx context.Context, in domain.ProjectPatch) (*domain.Project, error) {
		return presentProject(s.content.CreateProject(ctx, in))
	})
}

func (s *server) handleProjectUpdate(w http.ResponseWriter, r *http.Request) {
	updateWith(s, w, r, projectFields, func(ctx context.Context, id int64, in domain.ProjectPatch) (*domain.Project, error) {
		return presentProject(s.content.UpdateProject(ctx, id, in))
	})
}

func (s *server) handleProjectDelete(w http.ResponseWriter, r *http.Request) {
	s.deleteByID(w, r, "id", s.content.DeleteProject)
}

// handleProjectReorder swaps the priorities of two projects in one
// transaction and answers both.
func (s *server) handleProjectReorder(w http.ResponseWriter, r *http.Request) {
	req, err := decodeBody(s, w, r, reorderFields)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	v := domain.ValidationErrors{}
	if req.IDs == nil {
		v.Add("ids", domain.MsgRequired)
	} else if len(*req.IDs) != 2 {
		v.Add("ids", msgReorderPair)
	}
	if err := v.Err(); err != nil {
		s.writeError(w, r, err)
		return
	}
	ids := *req.IDs
	a, b, err := s.content.SwapProjectPriorities(r.Context(), ids[0], ids[1])
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	for _, p := range []*domain.Project{a, b} {
		_, _ = presentProject(p, nil)
	}
	writeJSON(w, http.StatusOK, []*domain.Project{a, b})
}

// presentProject makes the embedded lists of a saved project encode as []
// rather than null; it passes an error through.
func presentProject(p *domain.Project, err error) (*domain.Project, error) {
	if err != nil {
		return nil, err
	}
	if p.Links == nil {
		p.Links = []domain.ProjectLink{}
	}
	if p.GalleryImages == nil {
		p.GalleryImages = []domain.GalleryImage{}
	}
	return p, nil
}

// decodeBody reads a JSON object and builds the patch of its field table.
func decodeBody[P any](s *server, w http.ResponseWriter, r *http.Request, fs fields[P]) (P, error) {
	obj, err := s.readObject(w, r)
	if err != nil {
		var zero P
		return zero, err
	}
	return fs.decode(obj, "")
}

// pathID reads a numeric id from the path; the route's pattern admits only
// digits, so the only failure left is overflow, answered as not found.
func (s *server) pathID(w http.ResponseWriter, r *http.Request, name string) (int64, bool) {
	id, err := strconv.ParseInt(mux.Vars(r)[name], 10, 64)
	if err != nil || id <= 0 {
		writeMessage(w, http.StatusNotFound, msgNotFound)
		return 0, false
	}
	return id, true
}

// serveByID answers a catalogue read keyed by the path id.
func (s *server) serveByID(w http.ResponseWriter, r *http.Request, name string, load func(context.Context, app.Viewer, int64) (domain.CacheEntry, error)) {
	id, ok := s.pathID(w, r, name)
	if !ok {
		return
	}
	v := s.viewer(r)
	e, err := load(r.Context(), v, id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.writeEntry(w, r, e, v)
}

// serveList answers a catalogue read without parameters.
func (s *server) serveList(w http.ResponseWriter, r *http.Request, load func(context.Context, app.Viewer) (domain.CacheEntry, error)) {
	v := s.viewer(r)
	e, err := load(r.Context(), v)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.writeEntry(w, r, e, v)
}

// deleteByID deletes the entity named by the path id and answers 204.
func (s *server) deleteByID(w http.ResponseWriter, r *http.Request, name string, del func(context.Context, int64) error) {
	id, ok := s.pathID(w, r, name)
	if !ok {
		return
	}
	if err := del(r.Context(), id); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
