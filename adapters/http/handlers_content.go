package httpapi

import (
	"context"
	"net/http"
)

// createWith decodes a create body with fs and answers 201 with what create
// stored.
func createWith[T, P any](s *server, w http.ResponseWriter, r *http.Request, fs fields[P], create func(context.Context, P) (*T, error)) {
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
func updateWith[T, P any](s *server, w http.ResponseWriter, r *http.Request, fs fields[P], update func(context.Context, int64, P) (*T, error)) {
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

func (s *server) handleCollaborationList(w http.ResponseWriter, r *http.Request) {
	s.serveList(w, r, s.catalogue.Collaborations)
}

func (s *server) handleCollaborationCreate(w http.ResponseWriter, r *http.Request) {
	createWith(s, w, r, collaborationFields, s.collaborations.Create)
}

func (s *server) handleCollaborationUpdate(w http.ResponseWriter, r *http.Request) {
	updateWith(s, w, r, collaborationFields, s.collaborations.Update)
}

func (s *server) handleCollaborationDelete(w http.ResponseWriter, r *http.Request) {
	s.deleteByID(w, r, "id", s.collaborations.Delete)
}

func (s *server) handleMediaList(w http.ResponseWriter, r *http.Request) {
	s.serveList(w, r, s.catalogue.Media)
}

func (s *server) handleMediaCreate(w http.ResponseWriter, r *http.Request) {
	createWith(s, w, r, mediaFields, s.media.Create)
}

func (s *server) handleMediaUpdate(w http.ResponseWriter, r *http.Request) {
	updateWith(s, w, r, mediaFields, s.media.Update)
}

func (s *server) handleMediaDelete(w http.ResponseWriter, r *http.Request) {
	s.deleteByID(w, r, "id", s.media.Delete)
}

func (s *server) handleInvestmentList(w http.ResponseWriter, r *http.Request) {
	s.serveList(w, r, s.catalogue.Investments)
}

func (s *server) handleInvestmentCreate(w http.ResponseWriter, r *http.Request) {
	createWith(s, w, r, investmentFields, s.investments.Create)
}

func (s *server) handleInvestmentUpdate(w http.ResponseWriter, r *http.Request) {
	updateWith(s, w, r, investmentFields, s.investments.Update)
}

func (s *server) handleInvestmentDelete(w http.ResponseWriter, r *http.Request) {
	s.deleteByID(w, r, "id", s.investments.Delete)
}

func (s *server) handleSectionLayoutList(w http.ResponseWriter, r *http.Request) {
	s.serveList(w, r, s.catalogue.SectionLayouts)
}
