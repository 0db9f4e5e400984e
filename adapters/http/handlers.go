package httpapi

// The shared pieces of every handler: decoding a body, reading the path id,
// answering a catalogue read, a create, an update or a delete.

import (
	"context"
	"net/http"
	"strconv"

	"github.com/gorilla/mux"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// decodeBody reads a JSON object and builds the patch of its field table.
func decodeBody[P any](s *responder, w http.ResponseWriter, r *http.Request, fs fields[P]) (P, error) {
	obj, err := s.readObject(w, r)
	if err != nil {
		var zero P
		return zero, err
	}
	return fs.decode(obj, "")
}

// pathID reads a numeric id from the path; the route's pattern admits only
// digits, so the only failure left is overflow, answered as not found.
func (s *responder) pathID(w http.ResponseWriter, r *http.Request, name string) (int64, bool) {
	id, err := strconv.ParseInt(mux.Vars(r)[name], 10, 64)
	if err != nil || id <= 0 {
		writeMessage(w, http.StatusNotFound, msgNotFound)
		return 0, false
	}
	return id, true
}

// serveByID answers a catalogue read keyed by the path id.
func (s *reader) serveByID(w http.ResponseWriter, r *http.Request, name string, load func(context.Context, app.Viewer, int64) (domain.CacheEntry, error)) {
	id, ok := s.pathID(w, r, name)
	if !ok {
		return
	}
	v := s.viewerOf(r)
	e, err := load(r.Context(), v, id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.writeEntry(w, r, e, v)
}

// serveList answers a catalogue read without parameters.
func (s *reader) serveList(w http.ResponseWriter, r *http.Request, load func(context.Context, app.Viewer) (domain.CacheEntry, error)) {
	v := s.viewerOf(r)
	e, err := load(r.Context(), v)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.writeEntry(w, r, e, v)
}

// deleteByID deletes the entity named by the path id and answers 204.
func (s *responder) deleteByID(w http.ResponseWriter, r *http.Request, name string, del func(context.Context, int64) error) {
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

// createWith decodes a create body with fs and answers 201 with what create
// stored.
func createWith[T, P any](s *responder, w http.ResponseWriter, r *http.Request, fs fields[P], create func(context.Context, P) (*T, error)) {
	patch, err := decodeBody(s, w, r, fs)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	item, err := create(r.Context(), patch)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, item)
}

// updateWith decodes a partial update of the item named by the path id and
// answers 200 with the updated item.
func updateWith[T, P any](s *responder, w http.ResponseWriter, r *http.Request, fs fields[P], update func(context.Context, int64, P) (*T, error)) {
	id, ok := s.pathID(w, r, "id")
	if !ok {
		return
	}
	patch, err := decodeBody(s, w, r, fs)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	item, err := update(r.Context(), id, patch)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, item)
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
