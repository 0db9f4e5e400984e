package httpapi

import (
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/webauthn/webauthntest"
	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/domain"
)

const editorPassword = "editor-password-1"

// invite makes an invitation as the owner (cookie) and returns its answer.
func (e *env) invite(owner *http.Cookie, email, name, role string) map[string]any {
	e.t.Helper()
	w := e.do(request{method: http.MethodPost, path: "/api/users/invitations", cookie: owner, body: map[string]string{"email": email, "name": name, "role": role}})
	require.Equal(e.t, http.StatusCreated, w.Code, w.Body.String())
	return decodeMap(e.t, w)
}

// tokenOf is the token at the end of an invitation's link.
func tokenOf(link string) string { return link[strings.LastIndex(link, "/")+1:] }

// signUpEditor invites "ed" as an editor and accepts the invitation,
// returning the editor's session cookie.
func (e *env) signUpEditor(owner *http.Cookie) *http.Cookie {
	e.t.Helper()
	inv := e.invite(owner, "ed@example.com", "Ed Itor", "editor")
	w := e.do(request{method: http.MethodPost, path: "/api/invitations/" + tokenOf(inv["link"].(string)) + "/accept", body: map[string]string{"username": "ed", "password": editorPassword}})
	require.Equal(e.t, http.StatusCreated, w.Code, w.Body.String())
	c := cookieOf(w, DefaultCookieName)
	require.NotNil(e.t, c)
	return c
}

// TestInvitedEditor is issue 43's goals through the API: the owner
// invites, the link works once, the editor edits the content but not the
// keys, their changes name them, and removing them ends their session.
func TestInvitedEditor(t *testing.T) {
	e := newEnv(t)
	owner := e.login()

	inv := e.invite(owner, "ed@example.com", "Ed Itor", "editor")
	link := inv["link"].(string)
	assert.Regexp(t, `^https?://[^/]+/admin/invitation/[0-9a-f]{64}$`, link)
	assert.NotZero(t, inv["id"])
	expires, err := time.Parse(time.RFC3339, inv["expiresAt"].(string))
	require.NoError(t, err)
	assert.WithinDuration(t, e.clock.Now().Add(7*24*time.Hour), expires, time.Minute, "the link lasts 7 days")
	assert.Equal(t, link, e.mails.linkTo("ed@example.com"), "the link was e-mailed")
	pending := decodeList(t, e.get("/api/users/invitations", owner))
	require.Len(t, pending, 1)
	assert.NotContains(t, e.get("/api/users/invitations", owner).Body.String(), tokenOf(link), "the token is never shown again")

	accept := func(username string) *acceptAnswer {
		w := e.do(request{method: http.MethodPost, path: "/api/invitations/" + tokenOf(link) + "/accept", body: map[string]string{"username": username, "password": editorPassword}})
		return &acceptAnswer{w.Code, w.Body.String(), cookieOf(w, DefaultCookieName)}
	}
	taken := accept(adminUser)
	assert.Equal(t, http.StatusConflict, taken.code, "a taken name leaves the link good: %s", taken.body)
	first := accept("ed")
	require.Equal(t, http.StatusCreated, first.code, first.body)
	assert.Contains(t, first.body, `"role":"editor"`)
	require.NotNil(t, first.cookie)
	ed := first.cookie
	assert.Equal(t, http.StatusNotFound, accept("ed2").code, "the link works once")
	assert.Empty(t, decodeList(t, e.get("/api/users/invitations", owner)))

	// The editor signs in with the chosen password too.
	w := e.do(request{method: http.MethodPost, path: "/api/auth/login", body: map[string]string{"username": "ed", "password": editorPassword}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())

	// What an editor may do.
	project := e.create(ed, "/api/portfolio/projects", map[string]any{"title": "By Ed", "category": "games"})
	pid := project["id"]
	w = e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/projects/{id}", pid), cookie: ed, body: map[string]any{"title": "By Ed, again"}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	w = e.do(request{method: http.MethodPut, path: idPath("/api/portfolio/projects/{id}?draft=true", pid), cookie: ed, body: map[string]any{"title": "Ed's draft"}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	w = e.do(request{method: http.MethodPut, path: "/api/site", cookie: ed, body: map[string]any{"tagline": "Edited by Ed"}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	for _, path := range []string{"/api/messages", "/api/insights", "/api/trash", "/api/activity", "/api/drafts"} {
		assert.Equal(t, http.StatusOK, e.get(path, ed).Code, path)
	}

	drafts := decodeList(t, e.get("/api/drafts", owner))
	require.NotEmpty(t, drafts)
	assert.Equal(t, "ed", drafts[0]["actor"], "the draft names the editor")

	// What the owner alone may do: 403, changing nothing.
	e.do(request{method: http.MethodDelete, path: idPath("/api/portfolio/projects/{id}", pid), cookie: owner})
	trashBefore := e.get("/api/trash", owner).Body.String()
	for _, rq := range []request{
		{method: http.MethodGet, path: "/api/backup"},
		{method: http.MethodPost, path: "/api/backup/restore", body: "not an archive", contentType: "application/gzip"},
		{method: http.MethodDelete, path: "/api/trash"},
		{method: http.MethodGet, path: "/api/users"},
		{method: http.MethodPost, path: "/api/users/invitations", body: map[string]string{"email": "x@example.com", "name": "X", "role": "owner"}},
		{method: http.MethodDelete, path: "/api/redirects/1"},
	} {
		rq.cookie = ed
		w := e.do(rq)
		assert.Equal(t, http.StatusForbidden, w.Code, "%s %s", rq.method, rq.path)
		assert.JSONEq(t, `{"message":"Only the site's owner can do this"}`, w.Body.String())
	}
	assert.Equal(t, trashBefore, e.get("/api/trash", owner).Body.String(), "the trash is as it was")
	assert.Empty(t, decodeList(t, e.get("/api/users/invitations", owner)), "no invitation was made")

	// Accountable: the activity and the revisions name the editor.
	entries := decodeList(t, e.get("/api/activity?kind=project&action=create", owner))
	require.NotEmpty(t, entries)
	assert.Equal(t, "ed", entries[0]["actor"])
	revisions := decodeList(t, e.get(idPath("/api/revisions?kind=project&id={id}", pid), owner))
	require.NotEmpty(t, revisions)
	assert.Equal(t, "ed", revisions[0]["actor"])
	byEd := decodeList(t, e.get("/api/activity?actor=ed", owner))
	for _, entry := range byEd {
		assert.Equal(t, "ed", entry["actor"])
	}
	assert.NotEmpty(t, byEd, "the owner filters the activity by person")
	for _, entry := range decodeList(t, e.get("/api/activity", ed)) {
		assert.NotEqual(t, domain.ActivityUser, entry["kind"], "an editor reads no sign-in entries: %v", entry)
	}
	signIns := decodeList(t, e.get("/api/activity?kind=user&action=sign-in", owner))
	assert.NotEmpty(t, signIns, "the owner does")

	// The users list, and removing the editor.
	users := decodeList(t, e.get("/api/users", owner))
	require.Len(t, users, 2)
	assert.Equal(t, "owner", users[0]["role"])
	assert.Equal(t, "ed", users[1]["username"])
	assert.Equal(t, "Ed Itor", users[1]["name"])
	assert.Equal(t, "ed@example.com", users[1]["email"])
	assert.Equal(t, "editor", users[1]["role"])
	assert.NotNil(t, users[1]["lastSignInAt"])
	assert.Equal(t, false, users[1]["twoFactor"])
	assert.Equal(t, float64(0), users[1]["passkeys"])
	assert.NotContains(t, e.get("/api/users", owner).Body.String(), "h:", "no hash")
	w = e.do(request{method: http.MethodDelete, path: idPath("/api/users/{id}", users[0]["id"]), cookie: owner})
	assert.Equal(t, http.StatusConflict, w.Code, "the owner stays")
	w = e.do(request{method: http.MethodDelete, path: idPath("/api/users/{id}", users[1]["id"]), cookie: owner})
	require.Equal(t, http.StatusNoContent, w.Code, w.Body.String())
	assert.Equal(t, http.StatusUnauthorized, e.get("/api/messages", ed).Code, "the editor's next request")
	assert.Equal(t, http.StatusOK, e.get("/api/messages", owner).Code)
}

// acceptAnswer is what a test keeps of an acceptance's answer.
type acceptAnswer struct {
	code   int
	body   string
	cookie *http.Cookie
}

// TestInvitationRules: an invitation needs a fresh confirmation and valid
// fields; a revoked or expired link answers 404.
func TestInvitationRules(t *testing.T) {
	e := newEnv(t)
	owner := e.login()
	w := e.do(request{method: http.MethodPost, path: "/api/users/invitations", cookie: owner, body: map[string]string{"email": "nope", "name": "", "role": "admin"}})
	require.Equal(t, http.StatusBadRequest, w.Code)
	fields := decodeMap(t, w)["fields"].(map[string]any)
	assert.Contains(t, fields, "email")
	assert.Contains(t, fields, "name")
	assert.Contains(t, fields, "role")

	revoked := e.invite(owner, "r@example.com", "R", "editor")
	w = e.do(request{method: http.MethodDelete, path: idPath("/api/users/invitations/{id}", revoked["id"]), cookie: owner})
	require.Equal(t, http.StatusNoContent, w.Code)
	old := e.invite(owner, "o@example.com", "O", "editor")
	e.clock.Advance(domain.InvitationLifetime + time.Minute)
	for _, inv := range []map[string]any{revoked, old} {
		w := e.do(request{method: http.MethodPost, path: "/api/invitations/" + tokenOf(inv["link"].(string)) + "/accept", body: map[string]string{"username": "someone", "password": editorPassword}})
		assert.Equal(t, http.StatusNotFound, w.Code, w.Body.String())
	}
	// The owner's sign-in is older than the confirmation window now.
	owner = e.login()
	e.clock.Advance(domain.ConfirmWindow + time.Second)
	w = e.do(request{method: http.MethodPost, path: "/api/users/invitations", cookie: owner, body: map[string]string{"email": "x@example.com", "name": "X", "role": "editor"}})
	assert.Equal(t, http.StatusForbidden, w.Code)
	assert.Contains(t, w.Body.String(), "Confirm it")
	w = e.do(request{method: http.MethodPost, path: "/api/auth/confirm", cookie: owner, body: map[string]string{"password": adminPassword}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	e.invite(owner, "x@example.com", "X", "editor")
}

// TestEveryRouteByRole walks every route of the table as a visitor, an
// editor and the owner: a route's role (its access column) is what
// answers, 401 without a session and 403 for an editor where the owner
// alone may. Ids name nothing, so the routes they reach change nothing.
func TestEveryRouteByRole(t *testing.T) {
	e := newEnv(t)
	owner := e.login()
	editor := e.signUpEditor(owner)
	srv := e.handler.(*server)
	params := regexp.MustCompile(`\{([a-zA-Z]+)(:[^}]+)?\}`)
	fill := map[string]string{"kind": "project", "name": "missing.png", "token": "no-such-token", "rest": "x"}
	routes := append(append(srv.apiRoutes(), srv.pageRoutes()...), srv.plainRoutes()...)
	owners := 0
	for _, rt := range routes {
		path := params.ReplaceAllStringFunc(rt.path, func(m string) string {
			name := params.FindStringSubmatch(m)[1]
			if v, ok := fill[name]; ok {
				return v
			}
			return "999999"
		})
		var body any
		if rt.method != http.MethodGet {
			body = map[string]any{}
		}
		role := rt.role()
		if role == domain.RoleOwner {
			owners++
		}
		for _, who := range []struct {
			name   string
			cookie *http.Cookie
		}{{"visitor", nil}, {"editor", editor}, {"owner", owner}} {
			if rt.access == openWrite && who.cookie != nil {
				continue // signing in and out: a visitor's, and it would end the sessions
			}
			w := e.do(request{method: rt.method, path: path, body: body, cookie: who.cookie})
			label := who.name + " " + rt.method + " " + path
			switch {
			case rt.access == openWrite:
				assert.NotContains(t, w.Body.String(), auth.MsgAuthRequired, label)
				assert.NotContains(t, w.Body.String(), domain.MsgOwnerOnly, label)
			case role != "" && who.cookie == nil:
				assert.Equal(t, http.StatusUnauthorized, w.Code, label)
				assert.Contains(t, w.Body.String(), auth.MsgAuthRequired, label)
			case role == domain.RoleOwner && who.name == "editor":
				assert.Equal(t, http.StatusForbidden, w.Code, label)
				assert.Contains(t, w.Body.String(), domain.MsgOwnerOnly, label)
			default:
				// A handler may answer 401 itself (a passkey that fails),
				// never the guard's "Authentication required".
				assert.NotContains(t, w.Body.String(), auth.MsgAuthRequired, label)
				assert.NotContains(t, w.Body.String(), domain.MsgOwnerOnly, label)
			}
		}
	}
	assert.GreaterOrEqual(t, owners, 10, "the owner's routes are in the table")
	assert.Equal(t, http.StatusOK, e.get("/api/messages", editor).Code, "the editor is still signed in")
}

// TestEditorReadsOnlyTheirOwnSignInProtection: the refused sign-ins of
// another account are not an editor's to read; the owner counts them all.
func TestEditorReadsOnlyTheirOwnSignInProtection(t *testing.T) {
	e := newEnv(t)
	owner := e.login()
	editor := e.signUpEditor(owner)
	for range 2 {
		w := e.do(request{method: http.MethodPost, path: "/api/auth/login", body: map[string]string{"username": adminUser, "password": "wrong-password"}})
		require.Equal(t, http.StatusUnauthorized, w.Code)
	}
	refused := func(c *http.Cookie) float64 {
		w := e.get("/api/auth/sign-in-protection", c)
		require.Equal(t, http.StatusOK, w.Code, w.Body.String())
		return decodeMap(t, w)["refusedAttempts"].(float64)
	}
	assert.Equal(t, float64(2), refused(owner))
	assert.Equal(t, float64(0), refused(editor))
}

// TestSignInProtectionsApplyToAnEditor (issue 43: "the sign-in
// protections apply to every account"): an editor's name locks after 5
// wrong passwords on a new browser as the owner's does, without locking
// the owner; an editor sets up two-factor sign-in and a passkey of their
// own, and turns passkeys only on for their account alone; the owner's
// passkeys and sign-in are untouched.
func TestSignInProtectionsApplyToAnEditor(t *testing.T) {
	e := newEnv(t)
	owner := e.login()
	ed := e.signUpEditor(owner)

	for i := range 5 {
		w := e.loginAs("/api/auth/login", "ed", "wrong password", fmt.Sprintf("192.0.2.%d:4000", i+1), nil)
		require.Equal(t, http.StatusUnauthorized, w.Code)
	}
	assert429(t, e.loginAs("/api/auth/login", "ed", editorPassword, "192.0.2.77:4000", nil), "the editor's name is locked for new browsers")
	assert.Equal(t, http.StatusOK, e.loginAs("/api/auth/login", adminUser, adminPassword, "192.0.2.78:4000", nil).Code, "the owner's is not")
	w := e.get("/api/auth/sign-in-protection", ed)
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, float64(6), decodeMap(t, w)["refusedAttempts"], "the editor reads their own refusals: 5 wrong, 1 locked out")

	secret, _ := e.enrol(ed)
	assert.NotEmpty(t, secret, "two-factor sign-in for the editor's own account")
	device := webauthntest.New()
	e.addPasskey(ed, device, "Ed's phone")
	assert.Empty(t, decodeMap(t, e.get("/api/auth/passkeys", owner))["passkeys"], "the editor's passkey is theirs alone")
	w = e.do(request{method: http.MethodPut, path: "/api/auth/passkeys-only", cookie: ed, body: map[string]bool{"enabled": true}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, false, decodeMap(t, e.get("/api/auth/passkeys", owner))["passkeysOnly"], "passkeys only is per account")
	w = e.passkeySignIn(device, passkeyOrigin)
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Contains(t, w.Body.String(), `"username":"ed"`)
	w = e.loginAs("/api/auth/login", adminUser, adminPassword, "192.0.2.79:4000", nil)
	assert.Equal(t, http.StatusOK, w.Code, "the owner still signs in with the password")
}
