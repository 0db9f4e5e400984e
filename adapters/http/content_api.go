package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"time"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// contentKind is the HTTP API of one simple kind of content, as the route
// table (routes.go), the request bodies (request_types.go) and the OpenAPI
// description (openapi.go) read it. Each kind declares it once, in its
// kind_*.go file.
type contentKind interface {
	// listRoute is the public GET of the collection.
	listRoute(s *server) route
	// writeRoutes are the create, update and delete routes.
	writeRoutes(s *server) []route
	// requestBody is the body create and update read.
	requestBody() RequestBody
	// schema names the entity in the description.
	schema() schemaName
	// operationIDs are the operation ids of its routes in the description,
	// by method and path ("GET /api/...").
	operationIDs() map[string]string
	// editorialKind is the kind's row of the drafts, publishing and
	// schedules (editorialKinds).
	editorialKind() editorialKind
	// bind returns the API on the server's services.
	bind(content *app.ContentService, catalogue *app.CatalogueService) contentKind
	// id is the kind the API serves.
	id() domain.Kind
}

// registeredKinds are the simple kinds' APIs by kind, each put here once
// by its kind_*.go file (registerContentKind, in its init) and never
// changed after.
var registeredKinds = map[domain.Kind]contentKind{}

// registerContentKind registers the API of a kind; twice is a bug.
func registerContentKind(k contentKind) {
	if _, dup := registeredKinds[k.id()]; dup {
		panic("httpapi: the API of kind " + string(k.id()) + " is registered twice")
	}
	registeredKinds[k.id()] = k
}

// contentKinds returns the simple kinds' APIs in the registry's order
// (domain.StandardKinds), the order of the route table, the request bodies
// and the editorial kinds. Unbound: NewServer binds them to its services,
// the description reads them as they are. A kind the registry does not
// hold is left out (TestEveryKindWithDraftsHasItsAPI).
func contentKinds() []contentKind {
	out := make([]contentKind, 0, len(registeredKinds))
	for _, spec := range domain.StandardKinds() {
		if k, ok := registeredKinds[spec.ID]; ok {
			out = append(out, k)
		}
	}
	return out
}

// contentLabels are the summaries of a kind's routes in the description.
type contentLabels struct {
	list, create, update, remove string
}

// contentAPI is the API of a simple kind of content with entity T (PT is
// *T) and partial update P: GET BASE lists it, POST BASE creates one (a
// draft with ?draft=true), PUT and DELETE BASE/{id} update and delete one.
type contentAPI[T any, PT interface {
	*T
	Validate() error
}, P applier[T]] struct {
	// base is the collection's path.
	base string
	// kind is the kind served, as GET /api/drafts names it; name names it
	// in the summaries of its editorial routes.
	kind domain.Kind
	name string
	// operation begins the operation ids of its routes in the description
	// (operationList, operationCreate, ...): the handlers are function
	// literals, whose names cannot give them.
	operation string
	labels    contentLabels
	// writeErrors are the statuses create and update answer besides those
	// every write can.
	writeErrors []int
	// request is the request body's name (RequestBodies); its doc names
	// the routes that take it (POST base, PUT base/{id}).
	request string
	// entity is the entity's schema in the description.
	entity  schemaName
	fields  fields[P]
	newItem func() T
	// adminOf finds the kind's admin among the services (bind); its
	// public list is the catalogue's list of the kind.
	adminOf func(*app.ContentService) *app.ContentAdmin[T, PT, P]
	// arrange, when set, orders the listed items at the time of the
	// answer (an order that changes with the clock, which the cached
	// list cannot hold: appearances, upcoming before past).
	arrange func(items []T, now time.Time)

	// admin and list are set by bind.
	admin *app.ContentAdmin[T, PT, P]
	list  func(context.Context, app.Viewer) (domain.CacheEntry, error)
}

func (c *contentAPI[T, PT, P]) bind(content *app.ContentService, catalogue *app.CatalogueService) contentKind {
	bound := *c
	bound.admin = c.adminOf(content)
	bound.list = func(ctx context.Context, v app.Viewer) (domain.CacheEntry, error) {
		e, err := catalogue.List(ctx, v, c.kind)
		if err != nil || c.arrange == nil {
			return e, err
		}
		var items []T
		if err := json.Unmarshal(e.Body, &items); err != nil {
			return domain.CacheEntry{}, fmt.Errorf("arrange the %s list: %w", c.kind, err)
		}
		if items == nil {
			items = []T{}
		}
		c.arrange(items, time.Now())
		return app.NewEntry(items)
	}
	return &bound
}

func (c *contentAPI[T, PT, P]) id() domain.Kind { return c.kind }

func (c *contentAPI[T, PT, P]) listRoute(s *server) route {
	list := func(w http.ResponseWriter, r *http.Request) { s.serveList(w, r, c.list) }
	return route{http.MethodGet, c.base, list, byMethod, c.labels.list, "", ok[[]T]()}
}

func (c *contentAPI[T, PT, P]) writeRoutes(s *server) []route {
	create := func(w http.ResponseWriter, r *http.Request) {
		createOrDraft(&s.responder, w, r, c.fields, c.admin.Create, c.admin.Editorial(), c.newItem, asIs)
	}
	update := func(w http.ResponseWriter, r *http.Request) {
		updateOrDraft(&s.responder, w, r, c.fields, c.admin.Update, c.admin.Editorial(), asIs)
	}
	remove := func(w http.ResponseWriter, r *http.Request) { s.deleteByID(w, r, "id", c.admin.Delete) }
	item := editorialItemPath(c.base)
	return []route{
		{http.MethodPost, c.base, create, editorWrite, c.labels.create, c.request, created[T]().or(c.writeErrors...)},
		{http.MethodPut, item, update, editorWrite, c.labels.update, c.request, ok[T]().or(c.writeErrors...)},
		{http.MethodDelete, item, remove, editorWrite, c.labels.remove, "", noContent},
	}
}

func (c *contentAPI[T, PT, P]) requestBody() RequestBody {
	return RequestBody{c.request, "POST " + c.base + ", PUT " + c.base + "/{id}.", c.fields.members()}
}

func (c *contentAPI[T, PT, P]) schema() schemaName { return c.entity }

func (c *contentAPI[T, PT, P]) operationIDs() map[string]string {
	item := editorialItemPath(c.base)
	return map[string]string{
		http.MethodGet + " " + c.base:  c.operation + "List",
		http.MethodPost + " " + c.base: c.operation + "Create",
		http.MethodPut + " " + item:    c.operation + "Update",
		http.MethodDelete + " " + item: c.operation + "Delete",
	}
}

func (c *contentAPI[T, PT, P]) editorialKind() editorialKind {
	return editorialKind{c.base, string(c.kind), c.name, func() editorial { return editorialOf(c.admin.Editorial(), nil) }}
}

// schemaOf is the schema row of the entity T.
func schemaOf[T any](name, doc string) schemaName {
	return schemaName{name, reflect.TypeFor[T](), doc}
}
