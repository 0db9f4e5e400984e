package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// Drafts, publishing and schedules (issue 23). Every kind of item has the
// same five routes under its own path ({base}/{id}/draft, …/publish,
// …/unpublish, …/schedule), and its PUT (and, where the item can wait
// hidden, its POST) takes ?draft=true.

// editorial is what the routes of one kind need of its app.Editorial, the
// items answered as the API shows them.
type editorial interface {
	draft(ctx context.Context, id int64) (any, error)
	discard(ctx context.Context, id int64) error
	publish(ctx context.Context, id int64, at *time.Time) (any, error)
	unpublish(ctx context.Context, id int64, at *time.Time) (any, error)
	cancel(ctx context.Context, id int64) error
}

// editorialOf adapts an app.Editorial; present shapes an item for the
// API (nil for as it is).
func editorialOf[T any, PT interface {
	*T
	Validate() error
}](ed *app.Editorial[T, PT], present func(*T) any) editorial {
	if present == nil {
		present = func(item *T) any { return item }
	}
	return editorialAdapter[T, PT]{ed: ed, present: present}
}

type editorialAdapter[T any, PT interface {
	*T
	Validate() error
}] struct {
	ed      *app.Editorial[T, PT]
	present func(*T) any
}

func (a editorialAdapter[T, PT]) draft(ctx context.Context, id int64) (any, error) {
	item, _, err := a.ed.Draft(ctx, id)
	if err != nil {
		return nil, err
	}
	return a.present(item), nil
}

func (a editorialAdapter[T, PT]) discard(ctx context.Context, id int64) error {
	return a.ed.DiscardDraft(ctx, id)
}

func (a editorialAdapter[T, PT]) publish(ctx context.Context, id int64, at *time.Time) (any, error) {
	if at != nil {
		return a.ed.Schedule(ctx, id, domain.SchedulePublish, *at)
	}
	item, err := a.ed.Publish(ctx, id, nil)
	if err != nil || item == nil {
		return nil, err
	}
	return a.present(item), nil
}

func (a editorialAdapter[T, PT]) unpublish(ctx context.Context, id int64, at *time.Time) (any, error) {
	if at != nil {
		return a.ed.Schedule(ctx, id, domain.ScheduleUnpublish, *at)
	}
	item, err := a.ed.Unpublish(ctx, id, nil)
	if err != nil || item == nil {
		return nil, err
	}
	return a.present(item), nil
}

func (a editorialAdapter[T, PT]) cancel(ctx context.Context, id int64) error {
	return a.ed.CancelSchedule(ctx, id)
}

// isDraft reads ?draft=: true saves a draft, false or absent saves. Any
// other value is a 400.
func isDraft(r *http.Request) (bool, error) {
	switch r.URL.Query().Get("draft") {
	case "", "false", "0":
		return false, nil
	case "true", "1":
		return true, nil
	}
	return false, &domain.Error{Code: domain.EINVALID, Message: "draft: Must be true or false", Fields: map[string]string{"draft": "Must be true or false"}}
}

// applier is a partial update of a T.
type applier[T any] interface{ Apply(*T) }

// updateOrDraft answers a PUT: with ?draft=true the patch goes to the
// item's draft (nothing public changes), else it is saved.
func updateOrDraft[T any, PT interface {
	*T
	Validate() error
}, P applier[T]](s *responder, w http.ResponseWriter, r *http.Request, fs fields[P], update func(context.Context, int64, P) (*T, error),
	ed *app.Editorial[T, PT], present func(*T, error) (*T, error)) {
	draft, err := isDraft(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if !draft {
		updateWith(s, w, r, fs, update)
		return
	}
	updateWith(s, w, r, fs, func(ctx context.Context, id int64, in P) (*T, error) {
		return present(ed.SaveDraft(ctx, id, in.Apply))
	})
}

// createOrDraft answers a POST: with ?draft=true the item is stored
// hidden with what was asked as its draft, public once published.
func createOrDraft[T any, PT interface {
	*T
	Validate() error
}, P applier[T]](s *responder, w http.ResponseWriter, r *http.Request, fs fields[P], create func(context.Context, P) (*T, error),
	ed *app.Editorial[T, PT], newItem func() T, present func(*T, error) (*T, error)) {
	draft, err := isDraft(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if !draft {
		createWith(s, w, r, fs, create)
		return
	}
	createWith(s, w, r, fs, func(ctx context.Context, in P) (*T, error) {
		item := newItem()
		in.Apply(&item)
		return present(ed.CreateDraft(ctx, &item))
	})
}

// asIs presents an item unchanged.
func asIs[T any](item *T, err error) (*T, error) { return item, err }

// scheduleRequest is the body of …/publish and …/unpublish: at, when
// given, schedules the change instead of making it now.
type scheduleRequest struct {
	At *string
}

var scheduleFields = fields[scheduleRequest]{
	text("at", func(p *scheduleRequest) **string { return &p.At }),
}

// scheduleAt reads the optional body of a publish or unpublish: none, or
// {"at": RFC 3339}.
func (s *responder) scheduleAt(w http.ResponseWriter, r *http.Request) (*time.Time, error) {
	if r.ContentLength == 0 {
		return nil, nil
	}
	req, err := decodeBody(s, w, r, scheduleFields)
	if err != nil || req.At == nil {
		return nil, err
	}
	at, err := time.Parse(time.RFC3339, *req.At)
	if err != nil {
		const msg = "Must be a date and time like 2026-12-01T09:00:00Z (RFC 3339)"
		return nil, &domain.Error{Code: domain.EINVALID, Message: "at: " + msg, Fields: map[string]string{"at": msg}}
	}
	return &at, nil
}

// editorialItemPath is the path of one item of the editorial kind whose
// collection is base: base/{id}, or the site document's own, without.
func editorialItemPath(base string) string {
	if base == "/api/site" {
		return base
	}
	return base + "/{id:[0-9]+}"
}

// draftRoutes are the five editorial routes of one kind under base (a
// path with {id}, or the site document's without).
func (s *responder) draftRoutes(base, name string, ed func() editorial) []route {
	const get, post, del = http.MethodGet, http.MethodPost, http.MethodDelete
	idOf := func(w http.ResponseWriter, r *http.Request) (int64, bool) {
		if base == "/api/site" {
			return domain.SiteRevisionID, true
		}
		return s.pathID(w, r, "id")
	}
	item := editorialItemPath(base)
	run := func(fn func(w http.ResponseWriter, r *http.Request, id int64) (any, int, error)) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			id, ok := idOf(w, r)
			if !ok {
				return
			}
			out, status, err := fn(w, r, id)
			if err != nil {
				s.writeError(w, r, err)
				return
			}
			if out == nil {
				w.WriteHeader(status)
				return
			}
			writeJSON(w, status, out)
		}
	}
	change := func(act func(ctx context.Context, id int64, at *time.Time) (any, error)) http.HandlerFunc {
		return run(func(w http.ResponseWriter, r *http.Request, id int64) (any, int, error) {
			at, err := s.scheduleAt(w, r)
			if err != nil {
				return nil, 0, err
			}
			out, err := act(r.Context(), id, at)
			if err != nil {
				return nil, 0, err
			}
			if at != nil {
				return out, http.StatusAccepted, nil
			}
			return out, http.StatusOK, nil
		})
	}
	routes := []route{
		{get, item + "/draft", run(func(_ http.ResponseWriter, r *http.Request, id int64) (any, int, error) {
			out, err := ed().draft(r.Context(), id)
			return out, http.StatusOK, err
		}), editorRead, "The " + name + "'s draft, as it will be published", "", ok[any]()},
		{del, item + "/draft", run(func(_ http.ResponseWriter, r *http.Request, id int64) (any, int, error) {
			return nil, http.StatusNoContent, ed().discard(r.Context(), id)
		}), editorWrite, "Discard the " + name + "'s draft (and a publish scheduled for it)", "", noContent},
		{post, item + "/publish", change(func(ctx context.Context, id int64, at *time.Time) (any, error) {
			return ed().publish(ctx, id, at)
		}), editorWrite, "Publish the " + name + "'s draft now (answers the item), or schedule it with {\"at\": RFC 3339} (202, answers the schedule)", "ScheduleRequest", ok[any]().or(http.StatusAccepted, http.StatusConflict)},
	}
	if base != "/api/site" {
		routes = append(routes, route{post, item + "/unpublish", change(func(ctx context.Context, id int64, at *time.Time) (any, error) {
			return ed().unpublish(ctx, id, at)
		}), editorWrite, "Hide the " + name + " now (answers it), or at {\"at\": RFC 3339} (202, answers the schedule)", "ScheduleRequest", ok[any]().or(http.StatusAccepted)})
	}
	return append(routes, route{del, item + "/schedule", run(func(_ http.ResponseWriter, r *http.Request, id int64) (any, int, error) {
		return nil, http.StatusNoContent, ed().cancel(r.Context(), id)
	}), editorWrite, "Cancel what is scheduled for the " + name, "", noContent})
}

// handleDraftList answers every draft, without their data.
func (s *editorialHandlers) handleDraftList(w http.ResponseWriter, r *http.Request) {
	list, err := s.scheduler.Drafts(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if list == nil {
		list = []domain.Draft{}
	}
	writeJSON(w, http.StatusOK, list)
}

// handleScheduleList answers every scheduled change, soonest first.
func (s *editorialHandlers) handleScheduleList(w http.ResponseWriter, r *http.Request) {
	list, err := s.scheduler.Schedules(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if list == nil {
		list = []domain.Schedule{}
	}
	writeJSON(w, http.StatusOK, list)
}
