package httpapi

import (
	"net/http"
	"time"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// authStatus is the answer of the auth calls; the password hash is never
// part of it.
type authStatus struct {
	IsAuthenticated bool      `json:"isAuthenticated"`
	User            *authUser `json:"user"`
}

type authUser struct {
	ID       int64  `json:"id"`
	Username string `json:"username"`
}

func statusOf(u *domain.User) authStatus {
	if u == nil {
		return authStatus{}
	}
	return authStatus{IsAuthenticated: true, User: &authUser{ID: u.ID, Username: u.Username}}
}

// handleAuthStatus tells the admin whether its cookie names a live session;
// a stale cookie is expired on the way.
func (s *server) handleAuthStatus(w http.ResponseWriter, r *http.Request) {
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
	writeJSON(w, http.StatusOK, authStatusWithTwoFactor{authStatus: statusOf(u), TwoFactorEnabled: on, PasskeysOnly: u.PasskeysOnly})
}

// handleLogin opens a session with a fresh random id. Wrong credentials get
// one answer whether or not the user exists.
func (s *server) handleLogin(w http.ResponseWriter, r *http.Request) {
	req, err := decodeBody(s, w, r, loginFields)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	res, err := s.auth.SignIn(r.Context(), app.LoginAttempt{Credentials: req.credentials(), ClientAddr: s.clientAddr(r), Device: s.deviceToken(r)})
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
func (s *server) handleLogout(w http.ResponseWriter, r *http.Request) {
	s.expireCookie(w, r)
	ctx := app.WithActor(r.Context(), app.Actor{Address: s.clientAddr(r)})
	if err := s.auth.Logout(ctx, s.sessionID(r)); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, authStatus{})
}
