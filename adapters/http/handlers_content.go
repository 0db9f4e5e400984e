package httpapi

import (
	"context"
	"net/http"
)

// contentAdmin is what app.ContentAdmin offers for one content type; the
// handlers below serve collaborations, media and press, and investments
// with it.
type contentAdmin[T, P any] interface {
	Create(ctx context.Context, in P) (*T, error)
	Update(ctx context.Context, id int64, in P) (*T, error)
	Delete(ctx context.Context, id int64) error
}

func createContent[T, P any](s *server, w http.ResponseWriter, r *http.Request, a contentAdmin[T, P], fs fields[P]) {
	patch, err := decodeBody(s, w, r, fs)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	item, err := a.Create(r.Context(), patch)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, item)
}

func updateContent[T, P any](s *server, w http.ResponseWriter, r *http.Request, a contentAdmin[T, P], fs fields[P]) {
	id, ok := s.pathID(w, r, "id")
	if !ok {
		return
	}
	patch, err := decodeBody(s, w, r, fs)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	item, err := a.Update(r.Context(), id, patch)
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
	createContent(s, w, r, s.collaborations, collaborationFields)
}

func (s *server) handleCollaborationUpdate(w http.ResponseWriter, r *http.Request) {
	updateContent(s, w, r, s.collaborations, collaborationFields)
}

func (s *server) handleCollaborationDelete(w http.ResponseWriter, r *http.Request) {
	s.deleteByID(w, r, "id", s.collaborations.Delete)
}

func (s *server) handleMediaList(w http.ResponseWriter, r *http.Request) {
	s.serveList(w, r, s.catalogue.Media)
}

func (s *server) handleMediaCreate(w http.ResponseWriter, r *http.Request) {
	createContent(s, w, r, s.media, mediaFields)
}

func (s *server) handleMediaUpdate(w http.ResponseWriter, r *http.Request) {
	updateContent(s, w, r, s.media, mediaFields)
}

func (s *server) handleMediaDelete(w http.ResponseWriter, r *http.Request) {
	s.deleteByID(w, r, "id", s.media.Delete)
}

func (s *server) handleInvestmentList(w http.ResponseWriter, r *http.Request) {
	s.serveList(w, r, s.catalogue.Investments)
}

func (s *server) handleInvestmentCreate(w http.ResponseWriter, r *http.Request) {
	createContent(s, w, r, s.investments, investmentFields)
}

func (s *server) handleInvestmentUpdate(w http.ResponseWriter, r *http.Request) {
	updateContent(s, w, r, s.investments, investmentFields)
}

func (s *server) handleInvestmentDelete(w http.ResponseWriter, r *http.Request) {
	s.deleteByID(w, r, "id", s.investments.Delete)
}

func (s *server) handleSectionLayoutList(w http.ResponseWriter, r *http.Request) {
	s.serveList(w, r, s.catalogue.SectionLayouts)
}
