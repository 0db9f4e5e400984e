package httpapi

import (
	"errors"
	"net/http"

	"github.com/gorilla/mux"

	"github.com/portfolio-site/portfolio/app"
)

// The media library (issue 24): GET /api/uploads lists every uploaded
// original with where it is used; DELETE /api/uploads/{name} deletes one
// with its variants, refused with the places that use it.

func (s *backupHandlers) handleLibraryList(w http.ResponseWriter, r *http.Request) {
	files, err := s.library.List(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, files)
}

// inUseBody is the 409 of a refused delete: the message and the places.
type inUseBody struct {
	Message string        `json:"message"`
	UsedBy  []app.FileUse `json:"usedBy"`
}

func (s *backupHandlers) handleLibraryDelete(w http.ResponseWriter, r *http.Request) {
	err := s.library.Delete(r.Context(), mux.Vars(r)["name"])
	var inUse *app.FileInUse
	switch {
	case errors.As(err, &inUse):
		writeJSON(w, http.StatusConflict, inUseBody{Message: inUse.Error(), UsedBy: inUse.UsedBy})
	case err != nil:
		s.writeError(w, r, err)
	default:
		w.WriteHeader(http.StatusNoContent)
	}
}
