package httpapi

import (
	"context"
	"net/http"

	"github.com/portfolio-site/portfolio/domain"
)

// msgReorderPair is the answer to a reorder that does not name two items.
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
	createOrDraft(s, w, r, projectFields, func(ctx context.Context, in domain.ProjectPatch) (*domain.Project, error) {
		return presentProject(s.content.CreateProject(ctx, in))
	}, s.content.ProjectEditorial(), domain.NewProject, presentProject)
}

func (s *server) handleProjectUpdate(w http.ResponseWriter, r *http.Request) {
	updateOrDraft(s, w, r, projectFields, func(ctx context.Context, id int64, in domain.ProjectPatch) (*domain.Project, error) {
		return presentProject(s.content.UpdateProject(ctx, id, in))
	}, s.content.ProjectEditorial(), presentProject)
}

func (s *server) handleProjectDelete(w http.ResponseWriter, r *http.Request) {
	s.deleteByID(w, r, "id", s.content.DeleteProject)
}

// handleProjectReorder swaps the priorities of two projects in one
// transaction and answers both.
func (s *server) handleProjectReorder(w http.ResponseWriter, r *http.Request) {
	a, b, ok := decodeReorderPair(s, w, r)
	if !ok {
		return
	}
	pa, pb, err := s.content.SwapProjectPriorities(r.Context(), a, b)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	for _, p := range []*domain.Project{pa, pb} {
		_, _ = presentProject(p, nil)
	}
	writeJSON(w, http.StatusOK, []*domain.Project{pa, pb})
}

// decodeReorderPair reads the two ids of a reorder body; on a bad body it
// writes the error and reports false.
func decodeReorderPair(s *server, w http.ResponseWriter, r *http.Request) (int64, int64, bool) {
	req, err := decodeBody(s, w, r, reorderFields)
	if err != nil {
		s.writeError(w, r, err)
		return 0, 0, false
	}
	v := domain.ValidationErrors{}
	if req.IDs == nil {
		v.Add("ids", domain.MsgRequired)
	} else if len(*req.IDs) != 2 {
		v.Add("ids", msgReorderPair)
	}
	if err := v.Err(); err != nil {
		s.writeError(w, r, err)
		return 0, 0, false
	}
	return (*req.IDs)[0], (*req.IDs)[1], true
}
