package httpapi

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/gorilla/mux"

	"github.com/portfolio-site/portfolio/domain"
)

// The history (issue 23): admin-only reads of the states every change
// replaced, and restoring one.

// revisionDetail is one revision with the item's state then (data: the
// item as the API showed it).
type revisionDetail struct {
	domain.Revision
	Data json.RawMessage `json:"data"`
}

// msgRevisionNumber answers a revision number that is not a positive whole
// number.
const msgRevisionNumber = "Expected a revision number (1, 2, …)"

// revisionOf answers a revision with its fields as a list, never null.
func revisionOf(r domain.Revision) domain.Revision {
	if r.Fields == nil {
		r.Fields = []string{}
	}
	return r
}

// handleRevisionList answers ?kind=&id= : the item's revisions, newest
// first, without their states.
func (s *historyHandlers) handleRevisionList(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	v := domain.ValidationErrors{}
	if _, ok := domain.ParseRevisionKind(q.Get("kind")); !ok {
		v.Add("kind", domain.MsgRevisionKindUnknown)
	}
	id, err := strconv.ParseInt(q.Get("id"), 10, 64)
	if err != nil || id <= 0 {
		v.Add("id", msgPositiveNumber)
	}
	if err := v.Err(); err != nil {
		s.writeError(w, r, err)
		return
	}
	list, err := s.history.List(r.Context(), q.Get("kind"), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := make([]domain.Revision, len(list))
	for i, rev := range list {
		out[i] = revisionOf(rev)
	}
	writeJSON(w, http.StatusOK, out)
}

// revisionPath reads {kind}, {id} and {rev}; an unknown kind or a number
// that is not one is a 404, as a path that names nothing.
func (s *historyHandlers) revisionPath(w http.ResponseWriter, r *http.Request) (string, int64, int, bool) {
	vars := mux.Vars(r)
	kind, ok := domain.ParseRevisionKind(vars["kind"])
	if !ok {
		writeMessage(w, http.StatusNotFound, domain.MsgRevisionNotFound)
		return "", 0, 0, false
	}
	id, ok := s.pathID(w, r, "id")
	if !ok {
		return "", 0, 0, false
	}
	rev, err := strconv.Atoi(vars["rev"])
	if err != nil || rev <= 0 {
		writeMessage(w, http.StatusNotFound, msgRevisionNumber)
		return "", 0, 0, false
	}
	return kind, id, rev, true
}

// handleRevisionGet answers one revision with the item's state then.
func (s *historyHandlers) handleRevisionGet(w http.ResponseWriter, r *http.Request) {
	kind, id, rev, ok := s.revisionPath(w, r)
	if !ok {
		return
	}
	got, err := s.history.Get(r.Context(), kind, id, rev)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, revisionDetail{Revision: revisionOf(*got), Data: got.Data})
}

// handleRevisionRestore makes the item that revision's state again and
// answers the item as the API now shows it; with ?group= (a Site tab
// group of the site document) only that group's members.
func (s *historyHandlers) handleRevisionRestore(w http.ResponseWriter, r *http.Request) {
	kind, id, rev, ok := s.revisionPath(w, r)
	if !ok {
		return
	}
	var item any
	var err error
	if q := r.URL.Query(); q.Has("group") {
		item, err = s.history.RestoreGroup(r.Context(), kind, id, rev, q.Get("group"))
	} else {
		item, err = s.history.Restore(r.Context(), kind, id, rev)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if entry, ok := item.(domain.CacheEntry); ok {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusOK)
		_, _ = w.Write(entry.Body)
		return
	}
	writeJSON(w, http.StatusOK, item)
}
