package httpapi

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/gorilla/mux"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// The trash and the activity log: admin-only reads and writes of what was
// deleted and of who did what.

// historyHandlers are the routes of what happened to the content: the
// trash, the activity log and the revisions.
type historyHandlers struct {
	responder
	trash   *app.TrashService
	journal *journal.Journal
	history *app.History
}

// routes are the group's rows of the route table.
func (s *historyHandlers) routes() []route {
	const get, post, del = http.MethodGet, http.MethodPost, http.MethodDelete
	const conflict = http.StatusConflict
	return []route{
		{get, "/api/trash", s.handleTrashList, editorRead, "The trash, newest deletion first", "", ok[[]domain.TrashItem]()},
		{del, "/api/trash", s.handleTrashEmpty, byMethod, "Empty the trash for good", "", noContent},
		{post, "/api/trash/{kind}/{id:[0-9]+}/restore", s.handleTrashRestore, editorWrite, "Put an item back as it was", "", ok[domain.TrashItem]().or(conflict)},
		{del, "/api/trash/{kind}/{id:[0-9]+}", s.handleTrashPurge, byMethod, "Delete an item of the trash for good", "", noContent},
		{get, "/api/activity", s.handleActivityList, editorRead, "A page of the activity log, newest first: kind, action and actor (a username) filter, before (an entry id) pages, limit sizes; an editor gets no entries about accounts (sign-ins, security changes)", "?kind&action&actor&before:integer&limit:integer", ok[[]domain.ActivityEntry]().or(http.StatusBadRequest)},
		{get, "/api/revisions", s.handleRevisionList, editorRead, "An item's history, newest first: the states its changes replaced (kind: a trash kind, layout or site; the site document's id is 1)", "?kind&id:integer", ok[[]domain.Revision]().or(http.StatusBadRequest)},
		{get, "/api/revisions/{kind}/{id:[0-9]+}/{rev:[0-9]+}", s.handleRevisionGet, editorRead, "One revision with the item's state then (data, as the API showed it)", "", ok[revisionDetail]()},
		{post, "/api/revisions/{kind}/{id:[0-9]+}/{rev:[0-9]+}/restore", s.handleRevisionRestore, editorWrite, "Make the item that revision's state again (a change like any other: it keeps the state it replaces as a new revision); answers the item. " +
			"With group (the site document only: a Site tab group, " + strings.Join(domain.ContentKinds().GroupIDs(domain.KindSite), ", ") + ") only that group's fields take the revision's values, the others keep theirs; an unknown group is a 400 naming the groups", "?group:SiteGroupId", ok[any]().or(conflict, http.StatusBadRequest)},
	}
}

// trashKind reads the {kind} of a trash path; an unknown kind is a 404,
// as a path that names nothing.
func (s *historyHandlers) trashKind(w http.ResponseWriter, r *http.Request) (domain.TrashKind, int64, bool) {
	kind, ok := domain.ParseTrashKind(mux.Vars(r)["kind"])
	if !ok {
		writeMessage(w, http.StatusNotFound, domain.MsgTrashItemNotFound)
		return "", 0, false
	}
	id, ok := s.pathID(w, r, "id")
	return kind, id, ok
}

// handleTrashList answers the trash, newest first.
func (s *historyHandlers) handleTrashList(w http.ResponseWriter, r *http.Request) {
	items, err := s.trash.List(r.Context())
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
func (s *historyHandlers) handleTrashRestore(w http.ResponseWriter, r *http.Request) {
	kind, id, ok := s.trashKind(w, r)
	if !ok {
		return
	}
	item, err := s.trash.Restore(r.Context(), kind, id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, item)
}

// handleTrashPurge deletes one item for good.
func (s *historyHandlers) handleTrashPurge(w http.ResponseWriter, r *http.Request) {
	kind, id, ok := s.trashKind(w, r)
	if !ok {
		return
	}
	if err := s.trash.Purge(r.Context(), kind, id); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// handleTrashEmpty deletes everything in the trash for good.
func (s *historyHandlers) handleTrashEmpty(w http.ResponseWriter, r *http.Request) {
	if _, err := s.trash.Empty(r.Context()); err != nil {
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
func (s *historyHandlers) handleActivityList(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	// An editor never reads the entries about accounts (sign-ins, security
	// changes): the owner's alone (issue 43).
	f := domain.ActivityFilter{Kind: q.Get("kind"), Action: q.Get("action"), Actor: q.Get("actor"), HideAccounts: !userOf(r).Role.May(domain.RoleOwner)}
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
	entries, err := s.journal.List(r.Context(), f)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, entries)
}
