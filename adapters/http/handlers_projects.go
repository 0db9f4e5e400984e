package httpapi

import (
	"context"
	"net/http"

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
