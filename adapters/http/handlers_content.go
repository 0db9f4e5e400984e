package httpapi

import (
	"net/http"
)

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

func (s *server) handleSectionLayoutCreate(w http.ResponseWriter, r *http.Request) {
	createWith(s, w, r, sectionLayoutFields, s.layouts.Create)
}

func (s *server) handleSectionLayoutUpdate(w http.ResponseWriter, r *http.Request) {
	updateWith(s, w, r, sectionLayoutFields, s.layouts.Update)
}

func (s *server) handleSectionLayoutDelete(w http.ResponseWriter, r *http.Request) {
	s.deleteByID(w, r, "id", s.layouts.Delete)
}
