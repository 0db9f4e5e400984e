package httpapi

import (
	"net/http"

	"github.com/gorilla/mux"

	"github.com/portfolio-site/portfolio/domain"
)

// Path parameters keep the text rule (issue 37): a token, a slug, a kind
// or a file name taken from the path reaches a store as bodies' strings
// do, and a NUL makes both SQL drivers refuse the statement (a 500 before
// this rule, on /preview/%00/). So every route of the table checks its
// mux variables before its handler runs — one place, not a check per
// handler — and the pages' catch-all checks the whole path: the API
// answers 400 naming the parameter, a page the not-found page.

// maxPathParam bounds one path parameter. The longest any route needs is a
// preview page's rest (a page path with a slug of domain.MaxSlugLength);
// a parameter far beyond that can only be an attack or a mistake.
const maxPathParam = 512

// maxPagePath bounds a page's whole path for the same reason.
const maxPagePath = 2048

// msgPathParamTooLong answers a path parameter beyond maxPathParam.
const msgPathParamTooLong = "Too long"

// badPathParam names the first mux variable of r that breaks the text rule
// or is too long, with its message; "" when every one is well formed.
func badPathParam(r *http.Request) (name, msg string) {
	for k, v := range mux.Vars(r) {
		switch {
		case !domain.IsText(v, false):
			return k, domain.MsgNotText
		case len(v) > maxPathParam:
			return k, msgPathParamTooLong
		}
	}
	return "", ""
}

// checkingPathParams runs h only when every path parameter of the request
// is well formed: otherwise an API route answers 400 with the parameter
// named in fields, and a page route the not-found page.
func (s *server) checkingPathParams(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		name, msg := badPathParam(r)
		if name == "" {
			h(w, r)
			return
		}
		if !isAPIPath(r.URL.Path) {
			s.servePageNotFound(w, r)
			return
		}
		s.writeError(w, r, &domain.Error{Code: domain.EINVALID, Message: name + ": " + msg, Fields: map[string]string{name: msg}})
	}
}

// checkingPagePath runs the pages' handler h only for a path that keeps the
// text rule and a sane length; any other answers the not-found page, for
// the pages look slugs up in the stores.
func (s *server) checkingPagePath(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if p := r.URL.Path; len(p) > maxPagePath || !domain.IsText(p, false) {
			s.servePageNotFound(w, r)
			return
		}
		h(w, r)
	}
}

// notFoundPagePath is a path no page has, served to answer the not-found
// page.
const notFoundPagePath = "/__not_found__"

// servePageNotFound answers the pages' not-found page (404), never cached.
func (s *server) servePageNotFound(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "private, no-store")
	gone := r.Clone(r.Context())
	gone.URL.Path = notFoundPagePath
	gone.URL.RawPath = ""
	gone.URL.RawQuery = ""
	s.pages.ServeHTTP(w, gone)
}
