package httpapi

import "net/http"

// handleRedirectList answers the redirects of moved project pages.
func (s *server) handleRedirectList(w http.ResponseWriter, r *http.Request) {
	list, err := s.content.Redirects(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, list)
}

// handleRedirectDelete removes one redirect.
func (s *server) handleRedirectDelete(w http.ResponseWriter, r *http.Request) {
	s.deleteByID(w, r, "id", s.content.DeleteRedirect)
}
