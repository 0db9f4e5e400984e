package httpapi

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// assertRefusedField checks a 400 whose fields name field with the text
// rule's message.
func assertRefusedField(t *testing.T, w *httptest.ResponseRecorder, field, msg string) {
	t.Helper()
	require.Equal(t, http.StatusBadRequest, w.Code, "%s: %s", msg, w.Body.String())
	fields, _ := decodeMap(t, w)["fields"].(map[string]any)
	assert.Equal(t, domain.MsgNotText, fields[field], "%s: %s", msg, w.Body.String())
}

// Issue 21: a NUL (or another C0 control, or bytes that are not UTF-8) in
// a text field, a query value or a credential is a 400 naming the field,
// never a 500 and never an ERROR line, whatever the entry point.
func TestNULIsA400NamingTheField(t *testing.T) {
	e := newEnv(t)
	admin := e.login()

	assertRefusedField(t, e.get("/api/portfolio/projects?category=a%00b", nil), "category", "query value")
	assertRefusedField(t, e.get("/api/portfolio/projects?subcategory=%ff", nil), "subcategory", "query value not UTF-8")
	assertRefusedField(t, e.get("/api/activity?kind=%00", admin), "kind", "activity filter")
	assertRefusedField(t, e.get("/api/activity?action=a%1bb", admin), "action", "activity filter")

	login := func(user, password string) *httptest.ResponseRecorder {
		return e.do(request{method: http.MethodPost, path: "/api/auth/login", body: map[string]string{"username": user, "password": password}, remote: "198.51.100.77:1"})
	}
	assertRefusedField(t, login(adminUser, "pro\u0000be"), "password", "sign-in password")
	assertRefusedField(t, login("own\u0000er", "whatever"), "username", "sign-in username")

	w := e.do(request{method: http.MethodPost, path: "/api/portfolio/projects", cookie: admin, body: map[string]any{"title": "Star\u0000fall", "category": "games"}})
	assertRefusedField(t, w, "title", "project title")
	w = e.do(request{method: http.MethodPost, path: "/api/portfolio/projects", cookie: admin, body: map[string]any{"title": "Starfall", "category": "games", "description": "one\ntwo\tthree\r\n"}})
	require.Equal(t, http.StatusCreated, w.Code, "a description is multi-line: %s", w.Body.String())

	tok := e.contactToken()
	e.clock.Advance(4 * time.Second)
	body := contactForm(tok)
	body["message"] = "Hello\u0000there"
	assertRefusedField(t, e.postContact(body, ""), "message", "contact message")

	pages := e.withContactPage()
	form := formValues(e.contactToken())
	e.clock.Advance(4 * time.Second)
	form.Set("subject", "Hi\x00")
	assertFormPage(t, e.postForm(form, "", nil), http.StatusBadRequest, "contact form without script")
	assert.Equal(t, domain.MsgNotText, pages.last(t).Errors["subject"])

	site := decodeMap(t, e.get("/api/site", admin))
	biography := site["biography"].(map[string]any)
	paragraphs := biography["paragraphs"].([]any)
	paragraphs[0] = "First line\nsecond line"
	w = e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: site})
	require.Less(t, w.Code, 300, "a biography paragraph is multi-line: %s", w.Body.String())
	site["tagline"] = "Tag\nline"
	w = e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: site})
	assertRefusedField(t, w, "tagline", "the tagline is one line")

	assert.NotContains(t, e.logs.String(), `"level":"error"`, "no refusal is logged as an error")
	assert.NotContains(t, strings.ToLower(e.logs.String()), "internal error")
}

// TestEveryQueryValueOfTheAPIKeepsTheRule: each C0 control in each text
// query value the API reads.
func TestEveryQueryValueOfTheAPIKeepsTheRule(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	for c := byte(0); c < 0x20; c++ {
		v := url.QueryEscape("a" + string(c) + "b")
		for _, q := range []struct{ path, field string }{
			{"/api/portfolio/projects?category=" + v, "category"},
			{"/api/portfolio/projects?subcategory=" + v, "subcategory"},
			{"/api/activity?kind=" + v, "kind"},
			{"/api/activity?action=" + v, "action"},
		} {
			assertRefusedField(t, e.get(q.path, admin), q.field, q.path)
		}
	}
}
