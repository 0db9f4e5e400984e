package httpapi

import (
	"bytes"
	"context"
	"errors"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/pages"
	"github.com/portfolio-site/portfolio/domain"
)

// fakeContactPage records the states it renders and answers a fixed page.
type fakeContactPage struct {
	mu     sync.Mutex
	states []pages.ContactForm
	fail   error
}

const fakeContactPageBody = "<!doctype html><title>Contact</title><form data-contact-form></form>"

func (f *fakeContactPage) ContactPage(_ context.Context, state pages.ContactForm) ([]byte, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.states = append(f.states, state)
	if f.fail != nil {
		return nil, f.fail
	}
	return []byte(fakeContactPageBody), nil
}

// last is the state of the last page rendered.
func (f *fakeContactPage) last(t *testing.T) pages.ContactForm {
	t.Helper()
	f.mu.Lock()
	defer f.mu.Unlock()
	require.NotEmpty(t, f.states, "no page rendered")
	return f.states[len(f.states)-1]
}

func (f *fakeContactPage) count() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.states)
}

// withContactPage gives the env's server a fake contact page renderer.
func (e *env) withContactPage() *fakeContactPage {
	f := &fakeContactPage{}
	e.handler.(*server).contactAPI.contactPage = f
	return f
}

// sameOrigin is what a browser sends with a form posted by the site's own
// page (httptest's host is example.com).
var sameOrigin = map[string]string{"Origin": "http://example.com", "Sec-Fetch-Site": "same-origin"}

// formValues is a valid form as the page posts it, with tok.
func formValues(tok string) url.Values {
	return url.Values{
		"name": {"  Ann Lee "}, "email": {"ann@example.com"}, "subject": {"Hello"},
		"message": {"Would you join our panel?"}, "token": {tok}, "website": {""},
	}
}

// postForm posts form to /contact url-encoded from remote ("" for
// httptest's 192.0.2.1), as a same-origin browser does unless header says
// otherwise.
func (e *env) postForm(form url.Values, remote string, header map[string]string) *httptest.ResponseRecorder {
	e.t.Helper()
	if header == nil {
		header = sameOrigin
	}
	return e.do(request{method: http.MethodPost, path: "/contact", body: form.Encode(),
		contentType: "application/x-www-form-urlencoded", remote: remote, header: header})
}

// assertSentPage checks the answer of a form taken, stored or dropped.
func assertSentPage(t *testing.T, w *httptest.ResponseRecorder, msg string) {
	t.Helper()
	require.Equal(t, http.StatusSeeOther, w.Code, "%s: %s", msg, w.Body.String())
	assert.Equal(t, "/contact/sent", w.Header().Get("Location"), msg)
	assert.Equal(t, "no-store", w.Header().Get("Cache-Control"), msg)
}

// assertFormPage checks an answer that is the form page again.
func assertFormPage(t *testing.T, w *httptest.ResponseRecorder, status int, msg string) {
	t.Helper()
	require.Equal(t, status, w.Code, "%s: %s", msg, w.Body.String())
	assert.Equal(t, "text/html; charset=utf-8", w.Header().Get("Content-Type"), msg)
	assert.Equal(t, "no-store", w.Header().Get("Cache-Control"), "%s: the page holds the visitor's text and a token", msg)
	assert.Equal(t, fakeContactPageBody, w.Body.String(), msg)
	assert.Empty(t, w.Header().Get("Location"), msg)
}

func TestContactFormWithoutScriptIsStored(t *testing.T) {
	e := newEnv(t)
	pages := e.withContactPage()
	tok := e.contactToken()
	e.clock.Advance(4 * time.Second)
	assertSentPage(t, e.postForm(formValues(tok), "203.0.113.7:5555", nil), "a person's message")

	got := e.stored()
	require.Len(t, got, 1)
	assert.Equal(t, "Ann Lee", got[0].Name, "trimmed as the API trims")
	assert.Equal(t, "ann@example.com", got[0].Email)
	assert.Equal(t, "Hello", got[0].Subject)
	assert.Equal(t, "Would you join our panel?", got[0].Message)
	assert.Equal(t, "203.0.113.7", got[0].Address)
	assert.Zero(t, pages.count(), "a taken message renders no form page")
}

func TestContactFormMultipartIsStored(t *testing.T) {
	e := newEnv(t)
	e.withContactPage()
	tok := e.contactToken()
	e.clock.Advance(4 * time.Second)
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	for k, vs := range formValues(tok) {
		require.NoError(t, mw.WriteField(k, vs[0]))
	}
	require.NoError(t, mw.Close())
	w := e.do(request{method: http.MethodPost, path: "/contact", body: body.Bytes(), contentType: mw.FormDataContentType(), header: sameOrigin})
	assertSentPage(t, w, "multipart/form-data")
	require.Len(t, e.stored(), 1)
	assert.Equal(t, "Would you join our panel?", e.stored()[0].Message)
}

func TestContactFormInvalidFieldsAnswerTheFormWithTheValues(t *testing.T) {
	e := newEnv(t)
	pages := e.withContactPage()
	tok := e.contactToken()
	e.clock.Advance(4 * time.Second)
	form := url.Values{"name": {"  Ann <b>Lee</b> "}, "email": {""}, "subject": {" "}, "token": {tok}, "website": {""}}
	// The query's fields never count: only the posted body's.
	w := e.do(request{method: http.MethodPost, path: "/contact?message=hi&email=ann@example.com", body: form.Encode(),
		contentType: "application/x-www-form-urlencoded", header: sameOrigin})
	assertFormPage(t, w, http.StatusBadRequest, "empty fields")

	st := pages.last(t)
	assert.Equal(t, map[string]string{"name": "  Ann <b>Lee</b> ", "email": "", "subject": " ", "message": ""}, st.Values,
		"the visitor's values as sent, raw: the renderer escapes")
	assert.Equal(t, map[string]string{"email": domain.MsgRequired, "subject": domain.MsgRequired, "message": domain.MsgRequired}, st.Errors)
	assert.Empty(t, st.Error, "the fields carry the messages")
	assert.Equal(t, 3, st.MinSeconds)
	require.NotEmpty(t, st.Token)
	assert.Empty(t, e.stored())

	// The page's fresh token is good for the corrected form.
	e.clock.Advance(4 * time.Second)
	assertSentPage(t, e.postForm(formValues(st.Token), "", nil), "corrected")
	assert.Len(t, e.stored(), 1)
}

func TestContactFormValidationComesBeforeTheSpamGate(t *testing.T) {
	e := newEnv(t)
	pages := e.withContactPage()
	tok := e.contactToken()
	form := formValues(tok)
	form.Set("email", "ann@localhost")
	assertFormPage(t, e.postForm(form, "", nil), http.StatusBadRequest, "invalid e-mail, token a moment old")
	assert.Equal(t, map[string]string{"email": domain.MsgInvalidEmail}, pages.last(t).Errors)

	form.Set("website", "http://spam.example")
	form.Del("token")
	assertFormPage(t, e.postForm(form, "", nil), http.StatusBadRequest, "invalid e-mail, honeypot filled, no token")
	assert.Equal(t, "ann@localhost", pages.last(t).Values["email"])
	assert.Empty(t, e.stored())
}

// Issue 39, without script: a form sent 1 s after it was shown is not
// stored, and the form page comes back saying so, with the text kept and a
// token good at once: sending it again confirms it. Only the honeypot is
// answered like a success.
func TestContactFormSentTooSoonIsToldAndConfirmedBySendingAgain(t *testing.T) {
	e := newEnv(t)
	pages := e.withContactPage()
	tok := e.contactToken()
	e.clock.Advance(time.Second)
	assertFormPage(t, e.postForm(formValues(tok), "", nil), http.StatusBadRequest, "a form sent 1 s after it was shown")
	st := pages.last(t)
	assert.Equal(t, domain.MsgContactConfirm, st.Error)
	assert.Equal(t, "Would you join our panel?", st.Values["message"], "the visitor's text is kept")
	assert.Zero(t, st.MinSeconds, "the token is good at once")
	assert.Empty(t, e.stored())

	assertSentPage(t, e.postForm(formValues(st.Token), "", nil), "sent again at once: confirmed")
	assert.Len(t, e.stored(), 1)

	honeypot := formValues(e.contactToken())
	e.clock.Advance(4 * time.Second)
	honeypot.Set("website", "http://spam.example")
	assertSentPage(t, e.postForm(honeypot, "", nil), "honeypot filled")

	missing := formValues(tok)
	missing.Del("token")
	assertFormPage(t, e.postForm(missing, "", nil), http.StatusBadRequest, "no token")
	st = pages.last(t)
	assert.Equal(t, domain.MsgContactFormExpired, st.Error)
	assert.Equal(t, 3, st.MinSeconds, "a form never shown gets an ordinary token")
	assert.Len(t, e.stored(), 1, "no refusal is stored")
}

func TestContactFormThrottledAnswersTheFormAgain(t *testing.T) {
	e := newEnv(t)
	pages := e.withContactPage()
	toks := e.contactTokens(7)
	e.clock.Advance(time.Minute)
	for i := 0; i < 5; i++ {
		assertSentPage(t, e.postForm(formValues(toks[i]), "198.51.100.4:1000", nil), "message "+strconv.Itoa(i+1))
		e.clock.Advance(time.Minute)
	}
	w := e.postForm(formValues(toks[5]), "198.51.100.4:2000", nil)
	assertFormPage(t, w, http.StatusTooManyRequests, "the sixth in an hour")
	secs, err := strconv.Atoi(w.Header().Get("Retry-After"))
	require.NoError(t, err, "Retry-After in seconds")
	assert.InDelta(t, 55*60, secs, 5)
	st := pages.last(t)
	assert.Equal(t, domain.MsgTooManyMessages, st.Error)
	assert.Equal(t, "  Ann Lee ", st.Values["name"], "the visitor's values are kept")
	assert.Empty(t, st.Errors)
	assert.NotEmpty(t, st.Token)
	assert.Len(t, e.stored(), 5)

	// The JSON API counts the same messages.
	w = e.postContact(contactForm(toks[6]), "198.51.100.4:3000")
	assert.Equal(t, http.StatusTooManyRequests, w.Code)
}

func TestContactFormCrossSiteRefused(t *testing.T) {
	e := newEnv(t, func(d *envDeps) { d.Config.PublicURL = "https://portfolio.example" })
	pages := e.withContactPage()
	tok := e.contactToken()
	e.clock.Advance(5 * time.Second)
	for name, header := range map[string]map[string]string{
		"cross-site fetch metadata": {"Sec-Fetch-Site": "cross-site", "Origin": "http://evil.example"},
		"same-site, other origin":   {"Sec-Fetch-Site": "same-site", "Origin": "https://evil.portfolio.example"},
		"foreign origin only":       {"Origin": "http://evil.example"},
	} {
		w := e.postForm(formValues(tok), "", header)
		assertFormPage(t, w, http.StatusForbidden, name)
		assert.Equal(t, msgCrossSite, pages.last(t).Error, name)
		assert.Empty(t, pages.last(t).Values, "%s: the body is never read", name)
	}
	assert.Empty(t, e.stored())

	toks := e.contactTokens(3)
	e.clock.Advance(5 * time.Second)
	i := 0
	for name, header := range map[string]map[string]string{
		"the site's own page":               sameOrigin,
		"Origin only (older browsers)":      {"Origin": "http://example.com"},
		"behind a proxy, the public origin": {"Origin": "https://portfolio.example"},
	} {
		assertSentPage(t, e.postForm(formValues(toks[i]), "", header), name)
		i++
	}
	assert.Len(t, e.stored(), 3)
}

func TestContactFormBodyProblemsAnswerTheFormWithAMessage(t *testing.T) {
	e := newEnv(t, func(d *envDeps) { d.Config.MaxBodyBytes = 1024 })
	pages := e.withContactPage()
	tok := e.contactToken()
	e.clock.Advance(5 * time.Second)
	big := formValues(tok)
	big.Set("message", strings.Repeat("x", 2048))
	for _, c := range []struct {
		name   string
		rq     request
		status int
		msg    string
	}{
		{"JSON", request{body: map[string]any{"name": "Ann"}, contentType: "application/json"}, http.StatusUnsupportedMediaType, msgFormContentType},
		{"no content type", request{body: formValues(tok).Encode(), contentType: " "}, http.StatusUnsupportedMediaType, msgFormContentType},
		{"too large", request{body: big.Encode(), contentType: "application/x-www-form-urlencoded"}, http.StatusRequestEntityTooLarge, msgBodyTooLarge},
		{"too large, streamed", request{body: strings.NewReader(big.Encode()), contentType: "application/x-www-form-urlencoded"}, http.StatusRequestEntityTooLarge, msgBodyTooLarge},
		{"too large, multipart", request{body: "--b\r\nContent-Disposition: form-data; name=\"message\"\r\n\r\n" + strings.Repeat("x", 2048) + "\r\n--b--\r\n",
			contentType: "multipart/form-data; boundary=b"}, http.StatusRequestEntityTooLarge, msgBodyTooLarge},
		{"bad escape", request{body: "name=%zz&email=ann@example.com", contentType: "application/x-www-form-urlencoded"}, http.StatusBadRequest, msgFormMalformed},
		{"multipart without boundary", request{body: "name=Ann", contentType: "multipart/form-data"}, http.StatusBadRequest, msgFormMalformed},
		{"broken multipart", request{body: "--b\r\nnot a part", contentType: "multipart/form-data; boundary=b"}, http.StatusBadRequest, msgFormMalformed},
	} {
		c.rq.method, c.rq.path, c.rq.header = http.MethodPost, "/contact", sameOrigin
		w := e.do(c.rq)
		assertFormPage(t, w, c.status, c.name)
		st := pages.last(t)
		assert.Equal(t, c.msg, st.Error, c.name)
		assert.NotEmpty(t, st.Token, c.name)
	}
	assert.Empty(t, e.stored())
}

func TestContactFormPageThatCannotRenderIsLogged(t *testing.T) {
	e := newEnv(t)
	pages := e.withContactPage()
	pages.fail = errors.New("template broken")
	w := e.postForm(url.Values{"name": {"Ann"}}, "", nil)
	assert.Equal(t, http.StatusInternalServerError, w.Code)
	assert.NotContains(t, w.Body.String(), "template broken")
	assert.Contains(t, e.logs.String(), "contact page cannot be rendered")
	assert.Contains(t, e.logs.String(), "template broken")
}

func TestContactFormRouteLeavesThePageAlone(t *testing.T) {
	e := newEnv(t)
	e.withContactPage()
	w := e.get("/contact", nil)
	assert.Equal(t, http.StatusOK, w.Code, "GET /contact is still the page")
	assert.Contains(t, w.Header().Get("Content-Type"), "text/html")
	w = e.do(request{method: http.MethodPut, path: "/contact", body: "name=Ann", contentType: "application/x-www-form-urlencoded", header: sameOrigin})
	assert.Equal(t, http.StatusMethodNotAllowed, w.Code)
	assert.Contains(t, w.Header().Get("Allow"), http.MethodPost)
}

func TestContactAPIValidationComesBeforeTheSpamGate(t *testing.T) {
	e := newEnv(t)
	body := contactForm("")
	delete(body, "token")
	body["message"] = "  "
	w := e.postContact(body, "")
	require.Equal(t, http.StatusBadRequest, w.Code, "an empty message without a token: %s", w.Body.String())
	assert.Equal(t, map[string]any{"message": domain.MsgRequired}, decodeMap(t, w)["fields"])
	assert.NotEmpty(t, decodeMap(t, w)["message"])

	body["website"], body["email"] = "http://spam.example", "nope"
	w = e.postContact(body, "")
	require.Equal(t, http.StatusBadRequest, w.Code, "invalid with the honeypot filled: %s", w.Body.String())
	assert.Equal(t, map[string]any{"message": domain.MsgRequired, "email": domain.MsgInvalidEmail}, decodeMap(t, w)["fields"])
	assert.Empty(t, e.stored())
}

// contactPageSPA is a build whose /contact page reads every form.* value.
func contactPageSPA() fstest.MapFS {
	fsys := testSPA()
	fsys["pages/contact.html"] = &fstest.MapFile{Data: []byte("<!doctype html><html><head><title>x</title><!--app-head--></head><body>" +
		"<form data-contact-form method=\"post\" action=\"/contact\" data-min-seconds=\"\uE000form.minSeconds\uE001\">" +
		"<p data-form-error>\uE000form.error\uE001</p>" +
		"<input name=\"token\" type=\"hidden\" value=\"\uE000form.token\uE001\">" +
		"<input name=\"name\" value=\"\uE000form.values.name\uE001\" aria-invalid=\"\uE000form.invalid.name\uE001\">" +
		"<p data-error-for=\"name\">\uE000form.errors.name\uE001</p>" +
		"<input name=\"email\" value=\"\uE000form.values.email\uE001\" aria-invalid=\"\uE000form.invalid.email\uE001\">" +
		"<p data-error-for=\"email\">\uE000form.errors.email\uE001</p>" +
		"<input name=\"subject\" value=\"\uE000form.values.subject\uE001\"><p data-error-for=\"subject\">\uE000form.errors.subject\uE001</p>" +
		"<textarea name=\"message\">\uE000form.values.message\uE001</textarea><p data-error-for=\"message\">\uE000form.errors.message\uE001</p>" +
		"</form><p>\uE000site.name\uE001</p></body></html>")}
	return fsys
}

func TestContactFormRenderedByTheSPAEscapesTheValues(t *testing.T) {
	e := newEnv(t, func(d *envDeps) { d.SPA = contactPageSPA() })
	tok := e.contactToken()
	e.clock.Advance(4 * time.Second)
	form := formValues(tok)
	form.Set("name", `"><script>alert(1)</script>`)
	form.Set("email", "ann@localhost")
	form.Set("message", "</textarea><b>hi</b>")
	w := e.postForm(form, "", nil)
	require.Equal(t, http.StatusBadRequest, w.Code, w.Body.String())
	assert.Equal(t, "text/html; charset=utf-8", w.Header().Get("Content-Type"))
	page := w.Body.String()
	assert.NotContains(t, page, "<script>alert(1)</script>")
	assert.NotContains(t, page, "</textarea><b>")
	assert.Contains(t, page, `value="&#34;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"`)
	assert.Contains(t, page, `value="ann@localhost" aria-invalid="true"`)
	assert.Contains(t, page, `aria-invalid="false"`, "the name is valid")
	assert.Contains(t, page, `<p data-error-for="email">`+domain.MsgInvalidEmail+`</p>`)
	assert.Contains(t, page, `data-min-seconds="3"`)
	assert.Contains(t, page, "<p>Jordan Avery</p>")
	assert.NotContains(t, page, `name="token" type="hidden" value=""`, "a fresh token")
	assert.NotContains(t, page, tok, "not the one posted")

	// GET /contact still renders, its form empty.
	w = e.get("/contact", nil)
	require.Equal(t, http.StatusOK, w.Code)
	assert.Contains(t, w.Body.String(), `<p data-error-for="name"></p>`)
}

// Issue 37, finding 8: a contact token is good for one message. A replay,
// through the API or the form without script, gets the refusal an expired
// token gets (400, the form page again with the text kept and a fresh
// token), and stores nothing.
func TestContactTokenIsSingleUse(t *testing.T) {
	e := newEnv(t)
	pages := e.withContactPage()
	toks := e.contactTokens(2)
	e.clock.Advance(5 * time.Second)

	assertSent(t, e.postContact(contactForm(toks[0]), "198.51.100.8:1"), "the first message")
	w := e.postContact(contactForm(toks[0]), "198.51.100.9:1")
	require.Equal(t, http.StatusBadRequest, w.Code, "a replay, from another address too: %s", w.Body.String())
	assert.JSONEq(t, `{"message":"`+domain.MsgContactFormExpired+`"}`, w.Body.String())

	assertSentPage(t, e.postForm(formValues(toks[1]), "", nil), "the form without script")
	w = e.postForm(formValues(toks[1]), "", nil)
	assertFormPage(t, w, http.StatusBadRequest, "the form replayed")
	st := pages.last(t)
	assert.Equal(t, domain.MsgContactFormExpired, st.Error)
	assert.Equal(t, "  Ann Lee ", st.Values["name"], "the visitor's text is kept")
	assert.NotEmpty(t, st.Token)
	assert.NotEqual(t, toks[1], st.Token, "with a fresh token to send again")
	w = e.postContact(contactForm(toks[1]), "")
	assert.Equal(t, http.StatusBadRequest, w.Code, "a token spent by the form is spent for the API too")

	assert.Len(t, e.stored(), 2, "each token stored one message")
}
