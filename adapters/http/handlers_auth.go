package httpapi

import (
	"net/http"
	"time"

	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// signInHandlers are the administrator's sign-in and account routes:
// the session (status, sign in and out, the second step), two-factor
// sign-in, passkeys, the confirmations, the password and the sign-in
// protection. The session check of every other route (requireAdmin,
// session.go) stays with the server.
type signInHandlers struct {
	responder
	auth *auth.Service
}

// routes are the group's rows of the route table: the session, two-factor
// sign-in and passkeys.
func (s *signInHandlers) routes() []route {
	const get, post, put, del, patch = http.MethodGet, http.MethodPost, http.MethodPut, http.MethodDelete, http.MethodPatch
	const conflict, throttled, unavailable = http.StatusConflict, http.StatusTooManyRequests, http.StatusServiceUnavailable
	return []route{
		{get, "/api/auth/status", s.handleAuthStatus, byMethod, "Whether the session cookie names a signed-in administrator", "", ok[authStatusWithTwoFactor]()},
		{post, "/api/auth/login", s.handleLogin, openWrite, "Sign in: sets the session cookie, or asks for the second step", "LoginRequest", okOneOf[authStatus, twoFactorRequired]().or(http.StatusUnauthorized, throttled)},
		{post, "/api/auth/logout", s.handleLogout, openWrite, "Sign out: ends the session and expires its cookie", "", ok[authStatus]()},
		{post, "/api/auth/login/2fa", s.handleLoginSecondStep, openWrite, "Sign in, second step: an authenticator or recovery code", "TwoFactorCodeRequest", ok[authStatus]().or(http.StatusUnauthorized, throttled)},
		{post, "/api/auth/2fa/setup", s.handleTwoFactorSetup, editorWrite, "Start two-factor sign-in: a new secret to enrol", "", ok[twoFactorSetupAnswer]().or(conflict)},
		{post, "/api/auth/2fa/enable", s.handleTwoFactorEnable, editorWrite, "Turn two-factor sign-in on with a first code; answers the recovery codes", "TwoFactorCodeRequest", ok[recoveryCodesAnswer]().or(conflict)},
		{post, "/api/auth/2fa/disable", s.handleTwoFactorDisable, editorWrite, "Turn two-factor sign-in off", "TwoFactorDisableRequest", noContent.or(conflict, throttled)},
		{get, "/api/auth/passkey", s.handlePasskeyOffer, byMethod, "Whether the sign-in page offers passkeys (the site's address can carry them and one is registered)", "", ok[passkeyOfferAnswer]()},
		{post, "/api/auth/passkey/options", s.handlePasskeySignInOptions, openWrite, "Begin a passkey sign-in: the options for navigator.credentials.get (any passkey of the site may answer; the challenge lasts 5 minutes, once)", "", ok[any]().or(unavailable, throttled)},
		{post, "/api/auth/passkey", s.handlePasskeySignIn, openWrite, "Sign in with a passkey: the browser's assertion; sets the session cookie", bodyCredential, ok[authStatus]().or(http.StatusUnauthorized, unavailable, throttled)},
		{post, "/api/auth/confirm", s.handleConfirm, editorWrite, "Confirm who you are with the password (and a code with two-factor sign-in): changes of the passkeys are allowed for 5 minutes", "ConfirmRequest", ok[confirmedAnswer]().or(throttled)},
		{post, "/api/auth/confirm/passkey/options", s.handlePasskeyConfirmOptions, editorWrite, "Begin a confirmation with one of your passkeys", "", ok[any]().or(conflict, unavailable, throttled)},
		{post, "/api/auth/confirm/passkey", s.handlePasskeyConfirm, editorWrite, "Confirm who you are with a passkey: the browser's assertion", bodyCredential, ok[confirmedAnswer]().or(unavailable, throttled)},
		{get, "/api/auth/passkeys", s.handlePasskeyList, editorRead, "Your passkeys, whether passkeys only is on, and until when changes need no confirmation", "", ok[passkeyListAnswer]().or(unavailable)},
		{post, "/api/auth/passkeys/options", s.handlePasskeyRegisterOptions, editorWrite, "Begin adding a passkey (needs a confirmation in the last 5 minutes): the options for navigator.credentials.create", "PasskeyNameRequest", ok[any]().or(conflict, unavailable, throttled)},
		{post, "/api/auth/passkeys", s.handlePasskeyRegister, editorWrite, "Add a passkey: the browser's new credential; your other sessions end", bodyCredential, created[passkeyBody]().or(unavailable)},
		{patch, "/api/auth/passkeys/{id:[0-9]+}", s.handlePasskeyRename, editorWrite, "Rename a passkey", "PasskeyNameRequest", ok[passkeyBody]().or(unavailable)},
		{del, "/api/auth/passkeys/{id:[0-9]+}", s.handlePasskeyRemove, editorWrite, "Remove a passkey (needs a confirmation); your other sessions end", "", noContent.or(conflict, unavailable)},
		{put, "/api/auth/passkeys-only", s.handlePasskeysOnly, editorWrite, "Turn passkeys only on or off (needs a confirmation): with it on, password sign-in is refused but for a recovery code", "PasskeysOnlyRequest", ok[passkeysOnlyAnswer]().or(conflict, unavailable)},
	}
}

// accountRoutes are the group's other rows, which stand after the inbox's
// in the table: the sign-in protection and the password.
func (s *signInHandlers) accountRoutes() []route {
	const get, post = http.MethodGet, http.MethodPost
	const throttled = http.StatusTooManyRequests
	return []route{
		{get, "/api/auth/sign-in-protection", s.handleSignInProtection, editorRead, "Sign-in protection: whether your name is locked for browsers that never signed in and until when, the attempts refused in the last 24 hours and from how many addresses, and whether this browser is trusted (a device cookie, not affected by the lock)", "", ok[auth.SignInProtection]()},
		{post, "/api/auth/password", s.handleChangePassword, editorWrite, "Change the administrator's password", "PasswordChangeRequest", noContent.or(throttled)},
	}
}

// authStatus is the answer of the auth calls; the password hash is never
// part of it.
type authStatus struct {
	IsAuthenticated bool      `json:"isAuthenticated"`
	User            *authUser `json:"user"`
}

type authUser struct {
	ID       int64  `json:"id"`
	Username string `json:"username"`
	// Role is what the admin shows this person (issue 43); the server
	// checks it again on every request.
	Role domain.Role `json:"role"`
}

func statusOf(u *domain.User) authStatus {
	if u == nil {
		return authStatus{}
	}
	return authStatus{IsAuthenticated: true, User: &authUser{ID: u.ID, Username: u.Username, Role: u.Role}}
}

// handleAuthStatus tells the admin whether its cookie names a live session;
// a stale cookie is expired on the way.
func (s *signInHandlers) handleAuthStatus(w http.ResponseWriter, r *http.Request) {
	w.Header()["Vary"] = hdrVaryCookie
	id := s.sessionID(r)
	if id == "" {
		writeJSON(w, http.StatusOK, authStatus{})
		return
	}
	u, err := s.auth.Authenticate(r.Context(), id)
	if domain.ErrorCode(err) == domain.EUNAUTHORIZED {
		s.expireCookie(w, r)
		writeJSON(w, http.StatusOK, authStatus{})
		return
	} else if err != nil {
		s.writeError(w, r, err)
		return
	}
	on, err := s.auth.TwoFactorEnabled(r.Context(), u.ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, authStatusWithTwoFactor{authStatus: statusOf(u), TwoFactorEnabled: on, PasskeysOnly: u.PasskeysOnly, NoPassword: !u.HasPassword()})
}

// handleLogin opens a session with a fresh random id. Wrong credentials get
// one answer whether or not the user exists.
func (s *signInHandlers) handleLogin(w http.ResponseWriter, r *http.Request) {
	req, err := decodeBody(&s.responder, w, r, loginFields)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	res, err := s.auth.SignIn(r.Context(), auth.LoginAttempt{Credentials: req.credentials(), ClientAddr: s.clientAddr(r), Device: s.deviceToken(r)})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if res.Pending != nil {
		// No session yet: the pending sign-in waits in its own short-lived
		// cookie for POST /api/auth/login/2fa.
		s.setPendingCookie(w, r, res.Pending.Token, max(int(time.Until(res.Pending.ExpiresAt)/time.Second), 1))
		writeJSON(w, http.StatusOK, twoFactorRequired{TwoFactorRequired: true, RecoveryCodeOnly: res.RecoveryCodeOnly})
		return
	}
	// A session the browser already had is ended, not reused.
	s.startSession(w, r, res.Session, res.User)
	writeJSON(w, http.StatusOK, statusOf(res.User))
}

// handleLogout ends the server session and expires the cookie.
func (s *signInHandlers) handleLogout(w http.ResponseWriter, r *http.Request) {
	s.expireCookie(w, r)
	ctx := journal.WithActor(r.Context(), journal.Actor{Address: s.clientAddr(r)})
	if err := s.auth.Logout(ctx, s.sessionID(r)); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, authStatus{})
}
