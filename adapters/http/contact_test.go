package httpapi

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// contactToken fetches a form token as the contact page does on mount.
func (e *env) contactToken() string {
	e.t.Helper()
	w := e.get("/api/contact/token", nil)
	require.Equal(e.t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(e.t, "no-store", w.Header().Get("Cache-Control"), "a token is never cached")
	body := decodeMap(e.t, w)
	assert.Equal(e.t, float64(3), body["minSeconds"])
	tok, _ := body["token"].(string)
	require.NotEmpty(e.t, tok)
	return tok
}

// contactTokens fetches n tokens, as n page views would: each is good for
// one message (issue 37).
func (e *env) contactTokens(n int) []string {
	e.t.Helper()
	out := make([]string, n)
	for i := range out {
		out[i] = e.contactToken()
	}
	return out
}

// contactForm is a valid form body with tok.
func contactForm(tok string) map[string]any {
	return map[string]any{
		"name": "  Ann Lee ", "email": "ann@example.com", "subject": "Hello",
		"message": "Would you join our panel?", "token": tok, "website": "",
	}
}

// postContact sends the form from remote ("" for httptest's 192.0.2.1).
func (e *env) postContact(body map[string]any, remote string) *httptest.ResponseRecorder {
	e.t.Helper()
	return e.do(request{method: http.MethodPost, path: "/api/contact", body: body, remote: remote,
		header: map[string]string{"Sec-Fetch-Site": "same-origin", "Origin": "http://example.com"}})
}

// assertSent checks the one answer a sender gets, stored or not.
func assertSent(t *testing.T, w *httptest.ResponseRecorder, msg string) {
	t.Helper()
	require.Equal(t, http.StatusCreated, w.Code, "%s: %s", msg, w.Body.String())
	assert.JSONEq(t, `{"message":"`+domain.MsgMessageSent+`"}`, w.Body.String(), msg)
	assert.Equal(t, "no-store", w.Header().Get("Cache-Control"))
}

// stored returns the inbox as the repository holds it.
func (e *env) stored() []domain.Message {
	e.t.Helper()
	list, err := e.messages.List(context.Background())
	require.NoError(e.t, err)
	return list
}

func TestContactMessageIsStored(t *testing.T) {
	e := newEnv(t)
	tok := e.contactToken()
	e.clock.Advance(4 * time.Second)
	assertSent(t, e.postContact(contactForm(tok), "203.0.113.7:5555"), "a person's message")

	got := e.stored()
	require.Len(t, got, 1)
	m := got[0]
	assert.Equal(t, "Ann Lee", m.Name, "fields are trimmed")
	assert.Equal(t, "ann@example.com", m.Email)
	assert.Equal(t, "Hello", m.Subject)
	assert.Equal(t, "Would you join our panel?", m.Message)
	assert.Equal(t, "203.0.113.7", m.Address, "the sender's address is kept")
	assert.False(t, m.Read)
	assert.WithinDuration(t, e.clock.Now(), m.CreatedAt, time.Second)
	assert.Equal(t, domain.NotifyNone, m.Notification.State, "no e-mail owed with notifications off")
}

func TestContactValidation(t *testing.T) {
	e := newEnv(t)
	tok := e.contactToken()
	e.clock.Advance(4 * time.Second)
	for _, c := range []struct {
		name   string
		change map[string]any
		fields map[string]string
	}{
		{"all missing", map[string]any{"name": nil, "email": nil, "subject": nil, "message": nil},
			map[string]string{"name": "Required", "email": "Required", "subject": "Required", "message": "Required"}},
		{"blank", map[string]any{"name": "   ", "message": "\n\t"},
			map[string]string{"name": "Required", "message": "Required"}},
		{"no domain dot", map[string]any{"email": "ann@localhost"}, map[string]string{"email": domain.MsgInvalidEmail}},
		{"display name", map[string]any{"email": "Ann <ann@example.com>"}, map[string]string{"email": domain.MsgInvalidEmail}},
		{"two addresses", map[string]any{"email": "ann@example.com, bob@example.com"}, map[string]string{"email": domain.MsgInvalidEmail}},
		{"no at", map[string]any{"email": "ann.example.com"}, map[string]string{"email": domain.MsgInvalidEmail}},
		{"too long in characters", map[string]any{
			"name": strings.Repeat("é", 201), "subject": strings.Repeat("✨", 201), "message": strings.Repeat("ж", 5001),
		}, map[string]string{
			"name":    "String must contain at most 200 character(s)",
			"subject": "String must contain at most 200 character(s)",
			"message": "String must contain at most 5000 character(s)",
		}},
		{"wrong type", map[string]any{"name": 5}, map[string]string{"name": "Expected string, received number"}},
	} {
		body := contactForm(tok)
		for k, v := range c.change {
			if v == nil {
				delete(body, k)
			} else {
				body[k] = v
			}
		}
		w := e.postContact(body, "")
		require.Equal(t, http.StatusBadRequest, w.Code, "%s: %s", c.name, w.Body.String())
		got := decodeMap(t, w)
		assert.NotEmpty(t, got["message"], c.name)
		fields, _ := got["fields"].(map[string]any)
		want := map[string]any{}
		for k, v := range c.fields {
			want[k] = v
		}
		assert.Equal(t, want, fields, c.name)
	}
	assert.Empty(t, e.stored(), "nothing invalid is stored")

	// The limits count characters: 200 two-byte letters are fine.
	body := contactForm(tok)
	body["name"], body["subject"], body["message"] = strings.Repeat("é", 200), strings.Repeat("✨", 200), strings.Repeat("ж", 5000)
	assertSent(t, e.postContact(body, ""), "at the limits")
	assert.Len(t, e.stored(), 1)
}

// Only the honeypot, which only bots fill, is answered like a success;
// every other refusal of the spam gate is told (issue 39: a message is
// stored or the sender learns it was not), and none is stored.
func TestContactSpamIsRefusedAndNotStored(t *testing.T) {
	e := newEnv(t)
	tok := e.contactToken()
	e.clock.Advance(time.Second)
	w := e.postContact(contactForm(tok), "")
	require.Equal(t, http.StatusBadRequest, w.Code, "a form sent 1 s after it was shown is not sent, and the sender is told: %s", w.Body.String())
	assert.JSONEq(t, `{"message":"`+domain.MsgContactConfirm+`"}`, w.Body.String())
	assert.Equal(t, "no-store", w.Header().Get("Cache-Control"))

	e.clock.Advance(3 * time.Second)
	honeypot := contactForm(tok)
	honeypot["website"] = "http://spam.example"
	assertSent(t, e.postContact(honeypot, ""), "honeypot filled")

	missing := contactForm(tok)
	delete(missing, "token")
	refused := func(body map[string]any, name string) {
		t.Helper()
		w := e.postContact(body, "")
		require.Equal(t, http.StatusBadRequest, w.Code, "%s: %s", name, w.Body.String())
		assert.JSONEq(t, `{"message":"`+domain.MsgContactFormExpired+`"}`, w.Body.String(), name)
	}
	refused(missing, "no token")

	issued, mac, _ := strings.Cut(tok, ".")
	earlier, err := strconv.ParseInt(issued, 10, 64)
	require.NoError(t, err)
	for name, forged := range map[string]string{
		"older issue time, same signature": strconv.FormatInt(earlier-60_000, 10) + "." + mac,
		"tampered signature":               issued + "." + strings.Repeat("A", len(mac)),
		"garbage":                          "not-a-token",
	} {
		body := contactForm(tok)
		body["token"] = forged
		refused(body, name)
	}

	e.clock.Advance(25 * time.Hour)
	refused(contactForm(tok), "issue 37: a token older than a day is told, so a person sends again")

	assert.Empty(t, e.stored(), "no refusal is stored")
	assert.Contains(t, e.logs.String(), "honeypot")
}

func TestContactRateLimitPerAddress(t *testing.T) {
	e := newEnv(t)
	toks := e.contactTokens(8)
	e.clock.Advance(time.Minute)
	for i := 0; i < 5; i++ {
		assertSent(t, e.postContact(contactForm(toks[i]), "198.51.100.4:1000"), "message "+strconv.Itoa(i+1))
		e.clock.Advance(time.Minute)
	}
	w := e.postContact(contactForm(toks[5]), "198.51.100.4:2000")
	require.Equal(t, http.StatusTooManyRequests, w.Code, w.Body.String())
	assert.JSONEq(t, `{"message":"`+domain.MsgTooManyMessages+`"}`, w.Body.String())
	secs, err := strconv.Atoi(w.Header().Get("Retry-After"))
	require.NoError(t, err, "Retry-After in seconds")
	// The first message was 5 minutes ago: the window admits another in 55.
	assert.InDelta(t, 55*60, secs, 5)
	assert.Len(t, e.stored(), 5, "the refused message is not stored")

	assertSent(t, e.postContact(contactForm(toks[6]), "198.51.100.5:1000"), "another address has its own count")

	e.clock.Advance(56 * time.Minute)
	assertSent(t, e.postContact(contactForm(toks[7]), "198.51.100.4:1000"), "once the oldest left the window")
	assert.Len(t, e.stored(), 7)
}

func TestContactClientAddressBehindTrustedProxy(t *testing.T) {
	e := newEnv(t, func(d *envDeps) { d.Config.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8")} })
	tok := e.contactToken()
	e.clock.Advance(5 * time.Second)
	w := e.do(request{method: http.MethodPost, path: "/api/contact", body: contactForm(tok), remote: "10.1.2.3:443",
		header: map[string]string{"X-Forwarded-For": "192.0.2.200, 203.0.113.50"}})
	assertSent(t, w, "through the proxy")
	got := e.stored()
	require.Len(t, got, 1)
	assert.Equal(t, "203.0.113.50", got[0].Address, "the right-most address the proxy saw, as for sign-in")
}

func TestContactCrossSiteRefused(t *testing.T) {
	e := newEnv(t)
	tok := e.contactToken()
	e.clock.Advance(5 * time.Second)
	w := e.do(request{method: http.MethodPost, path: "/api/contact", body: contactForm(tok),
		header: map[string]string{"Sec-Fetch-Site": "cross-site", "Origin": "http://evil.example"}})
	assert.Equal(t, http.StatusForbidden, w.Code)
	assert.Empty(t, e.stored())
}

func TestInboxIsAdminOnly(t *testing.T) {
	e := newEnv(t)
	for _, rq := range []request{
		{method: http.MethodGet, path: "/api/messages"},
		{method: http.MethodHead, path: "/api/messages"},
		{method: http.MethodGet, path: "/API/Messages/"},
		{method: http.MethodPut, path: "/api/messages/1", body: map[string]any{"read": true}},
		{method: http.MethodDelete, path: "/api/messages/1"},
	} {
		w := e.do(rq)
		assert.Equal(t, http.StatusUnauthorized, w.Code, "%s %s", rq.method, rq.path)
	}
}

func TestInbox(t *testing.T) {
	e := newEnv(t)
	admin := e.login()
	toks := e.contactTokens(3)
	e.clock.Advance(5 * time.Second)
	for i, subject := range []string{"first", "second", "third"} {
		body := contactForm(toks[i])
		body["subject"] = subject
		assertSent(t, e.postContact(body, ""), subject)
		e.clock.Advance(time.Second)
	}

	w := e.get("/api/messages", admin)
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, "no-store", w.Header().Get("Cache-Control"), "messages are private")
	list := decodeList(t, w)
	require.Len(t, list, 3)
	var subjects []any
	for _, m := range list {
		subjects = append(subjects, m["subject"])
	}
	assert.Equal(t, []any{"third", "second", "first"}, subjects, "newest first")
	keys := make([]string, 0, len(list[0]))
	for k := range list[0] {
		keys = append(keys, k)
	}
	assert.ElementsMatch(t, []string{"id", "name", "email", "subject", "message", "address", "read", "topic", "event", "createdAt"}, keys)
	assert.Equal(t, "192.0.2.1", list[0]["address"])
	assert.Equal(t, false, list[0]["read"])

	id := list[2]["id"]
	w = e.do(request{method: http.MethodPut, path: idPath("/api/messages/{id}", id), body: map[string]any{"read": true}, cookie: admin})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	got := decodeMap(t, w)
	assert.Equal(t, true, got["read"])
	assert.Equal(t, "first", got["subject"])
	assert.Equal(t, true, decodeList(t, e.get("/api/messages", admin))[2]["read"])

	w = e.do(request{method: http.MethodPut, path: idPath("/api/messages/{id}", id), body: map[string]any{"read": false}, cookie: admin})
	require.Equal(t, http.StatusOK, w.Code)
	assert.Equal(t, false, decodeMap(t, w)["read"], "back to unread")

	for _, bad := range []map[string]any{{"read": "yes"}, {}} {
		w = e.do(request{method: http.MethodPut, path: idPath("/api/messages/{id}", id), body: bad, cookie: admin})
		assert.Equal(t, http.StatusBadRequest, w.Code, "%v", bad)
		assert.Contains(t, decodeMap(t, w)["fields"], "read")
	}
	w = e.do(request{method: http.MethodPut, path: "/api/messages/999", body: map[string]any{"read": true}, cookie: admin})
	assert.Equal(t, http.StatusNotFound, w.Code)
	assert.JSONEq(t, `{"message":"`+domain.MsgMessageNotFound+`"}`, w.Body.String())

	w = e.do(request{method: http.MethodDelete, path: idPath("/api/messages/{id}", id), cookie: admin})
	assert.Equal(t, http.StatusNoContent, w.Code)
	w = e.do(request{method: http.MethodDelete, path: idPath("/api/messages/{id}", id), cookie: admin})
	assert.Equal(t, http.StatusNotFound, w.Code)
	assert.Len(t, decodeList(t, e.get("/api/messages", admin)), 2)
}

func TestInboxEmptyIsAList(t *testing.T) {
	e := newEnv(t)
	w := e.get("/api/messages", e.login())
	require.Equal(t, http.StatusOK, w.Code)
	assert.JSONEq(t, `[]`, w.Body.String())
}
