package httpapi

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/webauthn/webauthntest"
	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/domain"
)

// passkeyOrigin is the origin the test server's passkeys are made for.
const passkeyOrigin = "http://localhost:8080"

// addPasskey registers a passkey of device named name in session.
func (e *env) addPasskey(session *http.Cookie, device *webauthntest.Authenticator, name string) map[string]any {
	e.t.Helper()
	w := e.do(request{method: http.MethodPost, path: "/api/auth/passkeys/options", cookie: session, body: map[string]string{"name": name}})
	require.Equal(e.t, http.StatusOK, w.Code, w.Body.String())
	answer, err := device.Register(w.Body.Bytes(), passkeyOrigin)
	require.NoError(e.t, err)
	w = e.do(request{method: http.MethodPost, path: "/api/auth/passkeys", cookie: session, body: answer})
	require.Equal(e.t, http.StatusCreated, w.Code, w.Body.String())
	return decodeMap(e.t, w)
}

// passkeySignIn runs a whole passkey sign-in and returns its answer.
func (e *env) passkeySignIn(device *webauthntest.Authenticator, from string) *httptest.ResponseRecorder {
	e.t.Helper()
	w := e.do(request{method: http.MethodPost, path: "/api/auth/passkey/options"})
	require.Equal(e.t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(e.t, "no-store", w.Header().Get("Cache-Control"))
	answer, err := device.SignIn(w.Body.Bytes(), from)
	require.NoError(e.t, err)
	return e.do(request{method: http.MethodPost, path: "/api/auth/passkey", body: answer})
}

func TestPasskeyAPIShapes(t *testing.T) {
	e := newEnv(t)
	session := e.login()
	device := webauthntest.New()
	offer := func() any {
		w := e.get("/api/auth/passkey", nil)
		require.Equal(t, http.StatusOK, w.Code)
		return decodeMap(t, w)["offered"]
	}
	assert.Equal(t, false, offer(), "no passkey yet: the sign-in page shows the password form alone")

	w := e.do(request{method: http.MethodPost, path: "/api/auth/passkeys/options", cookie: session})
	require.Equal(t, http.StatusOK, w.Code, "no body: the server names it")
	var creation struct {
		PublicKey struct {
			RP        struct{ ID, Name string }
			User      struct{ ID, Name, DisplayName string }
			Challenge string
		}
	}
	require.NoError(t, json.Unmarshal(w.Body.Bytes(), &creation))
	assert.Equal(t, "localhost", creation.PublicKey.RP.ID)
	assert.Equal(t, adminUser, creation.PublicKey.User.Name)
	assert.NotEmpty(t, creation.PublicKey.Challenge)
	handle, err := base64.RawURLEncoding.DecodeString(creation.PublicKey.User.ID)
	require.NoError(t, err)
	assert.Len(t, handle, 32, "the user handle is random-looking, not the user's id or name")

	added := e.addPasskey(session, device, "Phone")
	assert.Equal(t, true, offer())
	assert.Equal(t, "Phone", added["name"])
	assert.Nil(t, added["lastUsedAt"])
	_, err = time.Parse(time.RFC3339, added["createdAt"].(string))
	require.NoError(t, err)

	w = e.get("/api/auth/passkeys", session)
	require.Equal(t, http.StatusOK, w.Code)
	list := decodeMap(t, w)
	assert.Len(t, list["passkeys"], 1)
	assert.Equal(t, false, list["passkeysOnly"])
	assert.NotNil(t, list["confirmedUntil"], "signed in just now")

	id := added["id"].(float64)
	w = e.do(request{method: http.MethodPatch, path: fmt.Sprintf("/api/auth/passkeys/%d", int(id)), cookie: session, body: map[string]string{"name": "Work phone"}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, "Work phone", decodeMap(t, w)["name"])
	w = e.do(request{method: http.MethodPatch, path: fmt.Sprintf("/api/auth/passkeys/%d", int(id)), cookie: session, body: map[string]string{"name": "<b>\u0000"}})
	assert.Equal(t, http.StatusBadRequest, w.Code, "hostile names are refused")

	signedIn := e.passkeySignIn(device, passkeyOrigin)
	require.Equal(t, http.StatusOK, signedIn.Code, signedIn.Body.String())
	assert.Equal(t, true, decodeMap(t, signedIn)["isAuthenticated"])
	cookie := cookieOf(signedIn, DefaultCookieName)
	require.NotNil(t, cookie, "a passkey sign-in sets the session cookie")
	assert.True(t, cookie.HttpOnly)

	refused := e.passkeySignIn(device, "http://evil.localhost:8080")
	assert.Equal(t, http.StatusUnauthorized, refused.Code)
	assert.Equal(t, domain.MsgPasskeyFailed, decodeMap(t, refused)["message"])

	w = e.do(request{method: http.MethodPut, path: "/api/auth/passkeys-only", cookie: session, body: map[string]bool{"enabled": true}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, true, decodeMap(t, w)["passkeysOnly"])
	w = e.get("/api/auth/status", session)
	assert.Equal(t, true, decodeMap(t, w)["passkeysOnly"])
	w = e.do(request{method: http.MethodPost, path: "/api/auth/login", body: map[string]string{"username": adminUser, "password": adminPassword}})
	assert.Equal(t, http.StatusUnauthorized, w.Code)
	assert.Equal(t, auth.MsgInvalidCredentials, decodeMap(t, w)["message"], "issue 37: the right password is not confirmed")

	// Turning passkeys only on ended the other sessions (the passkey's
	// too). Confirmations run out: then a change answers 403 until one is
	// made.
	w = e.get("/api/auth/status", cookieOf(signedIn, DefaultCookieName))
	assert.Equal(t, false, decodeMap(t, w)["isAuthenticated"])
	e.clock.Advance(domain.ConfirmWindow + time.Second)
	fresh := session
	w = e.do(request{method: http.MethodDelete, path: fmt.Sprintf("/api/auth/passkeys/%d", int(id)), cookie: fresh})
	assert.Equal(t, http.StatusForbidden, w.Code)
	assert.Equal(t, domain.MsgConfirmIdentity, decodeMap(t, w)["message"])
	w = e.do(request{method: http.MethodPost, path: "/api/auth/confirm", cookie: fresh, body: map[string]string{"password": adminPassword}})
	assert.Equal(t, http.StatusUnauthorized, w.Code, "with passkeys only the password confirms nothing")
	w = e.do(request{method: http.MethodPost, path: "/api/auth/confirm/passkey/options", cookie: fresh})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	answer, err := device.SignIn(w.Body.Bytes(), passkeyOrigin)
	require.NoError(t, err)
	w = e.do(request{method: http.MethodPost, path: "/api/auth/confirm/passkey", cookie: fresh, body: answer})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.NotEmpty(t, decodeMap(t, w)["confirmedUntil"])
	w = e.do(request{method: http.MethodDelete, path: fmt.Sprintf("/api/auth/passkeys/%d", int(id)), cookie: fresh})
	assert.Equal(t, http.StatusConflict, w.Code, "not the last passkey while passkeys only is on")
	w = e.do(request{method: http.MethodPut, path: "/api/auth/passkeys-only", cookie: fresh, body: map[string]bool{"enabled": false}})
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	w = e.do(request{method: http.MethodDelete, path: fmt.Sprintf("/api/auth/passkeys/%d", int(id)), cookie: fresh})
	assert.Equal(t, http.StatusNoContent, w.Code, w.Body.String())
}

func TestPasskeyCallsNeedTheRightCaller(t *testing.T) {
	e := newEnv(t)
	for _, rq := range []request{
		{method: http.MethodGet, path: "/api/auth/passkeys"},
		{method: http.MethodPost, path: "/api/auth/passkeys/options"},
		{method: http.MethodPost, path: "/api/auth/passkeys", body: "{}"},
		{method: http.MethodPatch, path: "/api/auth/passkeys/1", body: map[string]string{"name": "x"}},
		{method: http.MethodDelete, path: "/api/auth/passkeys/1"},
		{method: http.MethodPut, path: "/api/auth/passkeys-only", body: map[string]bool{"enabled": true}},
		{method: http.MethodPost, path: "/api/auth/confirm", body: map[string]string{"password": "x"}},
		{method: http.MethodPost, path: "/api/auth/confirm/passkey/options"},
	} {
		w := e.do(rq)
		assert.Equal(t, http.StatusUnauthorized, w.Code, "%s %s needs a signed-in administrator", rq.method, rq.path)
	}
	w := e.do(request{method: http.MethodPost, path: "/api/auth/passkey", body: `{"id":"AA","rawId":"AA","type":"public-key","response":{}}`})
	assert.Equal(t, http.StatusUnauthorized, w.Code, "garbage is a failed sign-in")
	w = e.do(request{method: http.MethodPost, path: "/api/auth/passkey", body: "not json"})
	assert.Equal(t, http.StatusBadRequest, w.Code)
	w = e.do(request{method: http.MethodPost, path: "/api/auth/passkey", body: "{}", contentType: "text/plain"})
	assert.Equal(t, http.StatusUnsupportedMediaType, w.Code, "a plain cross-site form post is kept out")
	w = e.do(request{method: http.MethodPost, path: "/api/auth/passkey/options", header: map[string]string{"Sec-Fetch-Site": "cross-site"}})
	assert.Equal(t, http.StatusForbidden, w.Code, "the cross-site guard covers the open passkey calls")
}

// TestInvitationAcceptedWithPasskey (issue 43): the invited person
// chooses a username and makes a passkey instead of a password; a taken
// name is refused before the ceremony, a ceremony that fails leaves the
// link working, the one that succeeds spends it and signs them in, and
// from then on the passkey signs them in and no password does.
func TestInvitationAcceptedWithPasskey(t *testing.T) {
	e := newEnv(t)
	owner := e.login()
	inv := e.invite(owner, "pia@example.com", "Pia Sskey", "editor")
	token := tokenOf(inv["link"].(string))
	device := webauthntest.New()
	options := func(username string) *httptest.ResponseRecorder {
		return e.do(request{method: http.MethodPost, path: "/api/invitations/" + token + "/passkey/options", body: map[string]string{"username": username}})
	}

	assert.Equal(t, http.StatusConflict, options(adminUser).Code, "a taken name is refused before the ceremony")
	assert.Equal(t, http.StatusBadRequest, options("").Code)

	// A ceremony answered for another site fails, and spends nothing.
	w := options("pia")
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, "no-store", w.Header().Get("Cache-Control"))
	answer, err := webauthntest.New().Register(w.Body.Bytes(), "http://localhost:9999")
	require.NoError(t, err)
	w = e.do(request{method: http.MethodPost, path: "/api/invitations/" + token + "/passkey", body: answer})
	assert.Equal(t, http.StatusBadRequest, w.Code, w.Body.String())
	assert.Contains(t, w.Body.String(), domain.MsgPasskeyInvalid)
	assert.Len(t, decodeList(t, e.get("/api/users/invitations", owner)), 1, "the link still works")

	// A challenge of this invitation answers no other.
	other := e.invite(owner, "o@example.com", "O", "editor")
	w = options("pia")
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	answer, err = device.Register(w.Body.Bytes(), passkeyOrigin)
	require.NoError(t, err)
	w = e.do(request{method: http.MethodPost, path: "/api/invitations/" + tokenOf(other["link"].(string)) + "/passkey", body: answer})
	assert.Equal(t, http.StatusBadRequest, w.Code, w.Body.String())

	w = options("pia")
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	answer, err = device.Register(w.Body.Bytes(), passkeyOrigin)
	require.NoError(t, err)
	w = e.do(request{method: http.MethodPost, path: "/api/invitations/" + token + "/passkey", body: answer})
	require.Equal(t, http.StatusCreated, w.Code, w.Body.String())
	assert.Contains(t, w.Body.String(), `"role":"editor"`)
	pia := cookieOf(w, DefaultCookieName)
	require.NotNil(t, pia, "signed in")
	keys := decodeMap(t, e.get("/api/auth/passkeys", pia))["passkeys"].([]any)
	require.Len(t, keys, 1)
	assert.Equal(t, "Passkey 1", keys[0].(map[string]any)["name"])

	// The link is spent, by either path.
	w = e.do(request{method: http.MethodPost, path: "/api/invitations/" + token + "/accept", body: map[string]string{"username": "pia2", "password": editorPassword}})
	assert.Equal(t, http.StatusNotFound, w.Code, w.Body.String())

	// The passkey signs Pia in; no password does.
	w = e.passkeySignIn(device, passkeyOrigin)
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Contains(t, w.Body.String(), `"username":"pia"`)
	w = e.do(request{method: http.MethodPost, path: "/api/auth/login", body: map[string]string{"username": "pia", "password": ""}})
	assert.Equal(t, http.StatusBadRequest, w.Code)
	w = e.do(request{method: http.MethodPost, path: "/api/auth/login", body: map[string]string{"username": "pia", "password": editorPassword}})
	assert.Equal(t, http.StatusUnauthorized, w.Code)
	members := e.get("/api/users", owner).Body.String()
	assert.Contains(t, members, `"username":"pia"`)
	assert.Contains(t, members, `"passkeys":1`)

	// Pia has no password until she sets one, with no current one to
	// give, in the session her passkey just opened (confirmed).
	assert.Equal(t, true, decodeMap(t, e.get("/api/auth/status", pia))["noPassword"])
	w = e.do(request{method: http.MethodPost, path: "/api/auth/password", cookie: pia, body: map[string]string{"newPassword": editorPassword}})
	require.Equal(t, http.StatusNoContent, w.Code, w.Body.String())
	assert.NotContains(t, e.get("/api/auth/status", pia).Body.String(), "noPassword")
	w = e.do(request{method: http.MethodPost, path: "/api/auth/login", body: map[string]string{"username": "pia", "password": editorPassword}})
	assert.Equal(t, http.StatusOK, w.Code, "her first password signs her in")
}
