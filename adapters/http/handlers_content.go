package httpapi

import (
	"net/http"

	"github.com/portfolio-site/portfolio/domain"
)

func (s *server) handleCollaborationList(w http.ResponseWriter, r *http.Request) {
	s.serveList(w, r, s.catalogue.Collaborations)
}

func (s *server) handleCollaborationCreate(w http.ResponseWriter, r *http.Request) {
	createOrDraft(s, w, r, collaborationFields, s.collaborations.Create, s.collaborations.Editorial(), domain.NewCollaboration, asIs)
}

func (s *server) handleCollaborationUpdate(w http.ResponseWriter, r *http.Request) {
	updateOrDraft(s, w, r, collaborationFields, s.collaborations.Update, s.collaborations.Editorial(), asIs)
}

func (s *server) handleCollaborationDelete(w http.ResponseWriter, r *http.Request) {
	s.deleteByID(w, r, "id", s.collaborations.Delete)
}

func (s *server) handleMediaList(w http.ResponseWriter, r *http.Request) {
	s.serveList(w, r, s.catalogue.Media)
}

func (s *server) handleMediaCreate(w http.ResponseWriter, r *http.Request) {
	createOrDraft(s, w, r, mediaFields, s.media.Create, s.media.Editorial(), domain.NewMediaItem, asIs)
}

func (s *server) handleMediaUpdate(w http.ResponseWriter, r *http.Request) {
	updateOrDraft(s, w, r, mediaFields, s.media.Update, s.media.Editorial(), asIs)
}

func (s *server) handleMediaDelete(w http.ResponseWriter, r *http.Request) {
	s.deleteByID(w, r, "id", s.media.Delete)
}

func (s *server) handleInvestmentList(w http.ResponseWriter, r *http.Request) {
	s.serveList(w, r, s.catalogue.Investments)
}

func (s *server) handleInvestmentCreate(w http.ResponseWriter, r *http.Request) {
	createOrDraft(s, w, r, investmentFields, s.investments.Create, s.investments.Editorial(), domain.NewInvestment, asIs)
}

func (s *server) handleInvestmentUpdate(w http.ResponseWriter, r *http.Request) {
	updateOrDraft(s, w, r, investmentFields, s.investments.Update, s.investments.Editorial(), asIs)
}

func (s *server) handleInvestmentDelete(w http.ResponseWriter, r *http.Request) {
	s.deleteByID(w, r, "id", s.investments.Delete)
}

func (s *server) handleSectionLayoutList(w http.ResponseWriter, r *http.Request) {
	s.serveList(w, r, s.catalogue.SectionLayouts)
}

func (s *server) handleSectionLayoutCreate(w http.ResponseWriter, r *http.Request) {
	createOrDraft(s, w, r, sectionLayoutFields, s.layouts.Create, s.layouts.Editorial(), domain.NewSectionLayout, asIs)
}

func (s *server) handleSectionLayoutUpdate(w http.ResponseWriter, r *http.Request) {
	updateOrDraft(s, w, r, sectionLayoutFields, s.layouts.Update, s.layouts.Editorial(), asIs)
}

func (s *server) handleSectionLayoutDelete(w http.ResponseWriter, r *http.Request) {
	s.deleteByID(w, r, "id", s.layouts.Delete)
}
