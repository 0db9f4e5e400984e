package httpapi

import (
	"net/http"
	"strconv"

	"github.com/gorilla/mux"

	"github.com/portfolio-site/portfolio/domain"
)

// The trash and the activity log: admin-only reads and writes of what was
// deleted and of who did what.

// trashKind reads the {kind} of a trash path; an unknown kind is a 404,
// as a path that names nothing.
func (s *server) trashKind(w http.ResponseWriter, r *http.Request) (domain.TrashKind, int64, bool) {
	kind, ok := domain.ParseTrashKind(mux.Vars(r)["kind"])
	if !ok {
		writeMessage(w, http.StatusNotFound, domain.MsgTrashItemNotFound)
		return "", 0, false
	}
	id, ok := s.pathID(w, r, "id")
	return kind, id, ok
}

// handleTrashList answers the trash, newest first.
func (s *server) handleTrashList(w http.ResponseWriter, r *http.Request) {
	items, err := s.content.Trash().List(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if items == nil {
		items = []domain.TrashItem{}
	}
	writeJSON(w, http.StatusOK, items)
}

// handleTrashRestore puts an item back and answers its trash entry.
func (s *server) handleTrashRestore(w http.ResponseWriter, r *http.Request) {
	kind, id, ok := s.trashKind(w, r)
	if !ok {
		return
	}
	item, err := s.content.Trash().Restore(r.Context(), kind, id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, item)
}

// handleTrashPurge deletes one item for good.
func (s *server) handleTrashPurge(w http.ResponseWriter, r *http.Request) {
	kind, id, ok := s.trashKind(w, r)
	if !ok {
		return
	}
	if err := s.content.Trash().Purge(r.Context(), kind, id); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// handleTrashEmpty deletes everything in the trash for good.
func (s *server) handleTrashEmpty(w http.ResponseWriter, r *http.Request) {
	if _, err := s.content.Trash().Empty(r.Context()); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// msgPositiveNumber answers a paging parameter that is not a positive
// whole number.
const msgPositiveNumber = "Expected a positive whole number"

// handleActivityList answers a page of the activity log, newest first:
// ?kind= and ?action= filter, ?before= (an entry id) pages, ?limit= sizes.
func (s *server) handleActivityList(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	f := domain.ActivityFilter{Kind: q.Get("kind"), Action: q.Get("action")}
	v := domain.ValidationErrors{}
	for name, dst := range map[string]*int64{"before": &f.Before, "limit": new(int64)} {
		raw := q.Get(name)
		if raw == "" {
			continue
		}
		n, err := strconv.ParseInt(raw, 10, 64)
		if err != nil || n <= 0 {
			v.Add(name, msgPositiveNumber)
			continue
		}
		*dst = n
		if name == "limit" {
			f.Limit = int(min(n, 1<<20))
		}
	}
	if err := v.Err(); err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := f.Validate(); err != nil {
		s.writeError(w, r, err)
		return
	}
	entries, err := s.content.Journal().List(r.Context(), f)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, entries)
}
