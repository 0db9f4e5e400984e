package httpapi

import (
	"context"
	"net/http"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// msgReorderPair is the answer to a reorder that does not name two items.
const msgReorderPair = "Array must contain exactly 2 element(s)"

// projectHandlers are the projects' routes with their links and gallery
// images: the public reads from the catalogue, the writes through the
// content service.
type projectHandlers struct {
	reader
	content   *app.ContentService
	catalogue *app.CatalogueService
}

// hotRoutes are the group's hot public reads, first in the table.
func (s *projectHandlers) hotRoutes() []route {
	const get = http.MethodGet
	return []route{
		{get, "/api/portfolio/projects", s.handleProjectList, byMethod, "The projects, in page order, of a category and subcategory if given", "?category&subcategory", ok[[]domain.Project]()},
		{get, "/api/portfolio/gallery-images", s.handleGalleryImageList, byMethod, "Every project's gallery images", "", ok[[]domain.GalleryImage]()},
	}
}

// readRoutes are the group's other public reads.
func (s *projectHandlers) readRoutes() []route {
	const get = http.MethodGet
	return []route{
		{get, "/api/portfolio/projects/{id:[0-9]+}", s.handleProjectGet, byMethod, "One project with its links and gallery", "", ok[domain.Project]()},
		{get, "/api/portfolio/projects/{projectId:[0-9]+}/links", s.handleLinkList, byMethod, "A project's links", "", ok[[]domain.ProjectLink]()},
		{get, "/api/portfolio/projects/{projectId:[0-9]+}/gallery", s.handleGalleryList, byMethod, "A project's gallery images", "", ok[[]domain.GalleryImage]()},
	}
}

// writeRoutes are the group's creates, updates, reorders and deletes.
func (s *projectHandlers) writeRoutes() []route {
	const get, post, put, del = http.MethodGet, http.MethodPost, http.MethodPut, http.MethodDelete
	return []route{
		{post, "/api/portfolio/projects", s.handleProjectCreate, editorWrite, "Create a project", "ProjectRequest", created[domain.Project]()},
		{post, "/api/portfolio/projects/reorder", s.handleProjectReorder, editorWrite, "Exchange the places of two projects of one group; answers the pair, then any other project whose position changed", "ReorderRequest", ok[[]domain.Project]()},
		{put, "/api/portfolio/projects/{id:[0-9]+}", s.handleProjectUpdate, editorWrite, "Update a project (members left out are kept)", "ProjectRequest", ok[domain.Project]()},
		{del, "/api/portfolio/projects/{id:[0-9]+}", s.handleProjectDelete, editorWrite, "Move a project to the trash", "", noContent},

		{post, "/api/portfolio/projects/{projectId:[0-9]+}/links", s.handleLinkCreate, editorWrite, "Add a link to a project", "LinkRequest", created[domain.ProjectLink]()},
		{put, "/api/portfolio/links/{id:[0-9]+}", s.handleLinkUpdate, editorWrite, "Update a link", "LinkRequest", ok[domain.ProjectLink]()},
		{del, "/api/portfolio/links/{id:[0-9]+}", s.handleLinkDelete, editorWrite, "Move a link to the trash", "", noContent},

		{post, "/api/portfolio/projects/{projectId:[0-9]+}/gallery", s.handleGalleryCreate, editorWrite, "Add one gallery image, or a list of them (all or nothing)", "GalleryImageRequest|GalleryImageRequest[]", createdOneOf[domain.GalleryImage, []domain.GalleryImage]()},
		{post, "/api/portfolio/gallery/reorder", s.handleGalleryReorder, editorWrite, "Swap the places of two images of one gallery", "ReorderRequest", ok[[]domain.GalleryImage]()},
		{put, "/api/portfolio/gallery/{id:[0-9]+}", s.handleGalleryUpdate, editorWrite, "Update a gallery image", "GalleryImageRequest", ok[domain.GalleryImage]()},
		{del, "/api/portfolio/gallery/{id:[0-9]+}", s.handleGalleryDelete, editorWrite, "Move a gallery image to the trash", "", noContent},
	}
}

// handleProjectList is the hot path: a visitor's request is a cache hit
// written as stored, without re-encoding.
func (s *projectHandlers) handleProjectList(w http.ResponseWriter, r *http.Request) {
	var category, subcategory string
	if r.URL.RawQuery != "" {
		q := r.URL.Query()
		category, subcategory = q.Get("category"), q.Get("subcategory")
	}
	v := s.viewerOf(r)
	e, err := s.catalogue.Projects(r.Context(), v, category, subcategory)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.writeEntry(w, r, e, v)
}

func (s *projectHandlers) handleProjectGet(w http.ResponseWriter, r *http.Request) {
	s.serveByID(w, r, "id", s.catalogue.Project)
}

func (s *projectHandlers) handleProjectCreate(w http.ResponseWriter, r *http.Request) {
	createOrDraft(&s.responder, w, r, projectFields, func(ctx context.Context, in domain.ProjectPatch) (*domain.Project, error) {
		return presentProject(s.content.CreateProject(ctx, in))
	}, s.content.ProjectEditorial(), domain.NewProject, presentProject)
}

func (s *projectHandlers) handleProjectUpdate(w http.ResponseWriter, r *http.Request) {
	updateOrDraft(&s.responder, w, r, projectFields, func(ctx context.Context, id int64, in domain.ProjectPatch) (*domain.Project, error) {
		return presentProject(s.content.UpdateProject(ctx, id, in))
	}, s.content.ProjectEditorial(), presentProject)
}

func (s *projectHandlers) handleProjectDelete(w http.ResponseWriter, r *http.Request) {
	s.deleteByID(w, r, "id", s.content.DeleteProject)
}

// handleProjectReorder exchanges the places of two projects in one
// transaction and answers every project moved: the pair first, then the
// rest of their group when it was renumbered (its positions end unique).
func (s *projectHandlers) handleProjectReorder(w http.ResponseWriter, r *http.Request) {
	a, b, ok := decodeReorderPair(&s.responder, w, r)
	if !ok {
		return
	}
	moved, err := s.content.SwapProjectPriorities(r.Context(), a, b)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	for i := range moved {
		_, _ = presentProject(&moved[i], nil)
	}
	writeJSON(w, http.StatusOK, moved)
}

// decodeReorderPair reads the two ids of a reorder body; on a bad body it
// writes the error and reports false.
func decodeReorderPair(s *responder, w http.ResponseWriter, r *http.Request) (int64, int64, bool) {
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
