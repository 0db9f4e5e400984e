package httpapi

import (
	"net/http"
	"time"

	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/domain"
)

// twoFactorRequired is the answer to a right password of a user with
// two-factor sign-in: no session yet, the pending cookie instead.
type twoFactorRequired struct {
	TwoFactorRequired bool `json:"twoFactorRequired"`
	// RecoveryCodeOnly says only a recovery code will do: the
	// administrator signs in with passkeys only.
	RecoveryCodeOnly bool `json:"recoveryCodeOnly,omitempty"`
}

// authStatusWithTwoFactor is GET /api/auth/status for a signed-in
// administrator: the status plus whether two-factor sign-in is on. The
// member is left out when it is off, so the status of an administrator
// without it is byte for byte what it was before two-factor sign-in; the
// login answer stays the plain status.
type authStatusWithTwoFactor struct {
	authStatus
	TwoFactorEnabled bool `json:"twoFactorEnabled,omitempty"`
	// PasskeysOnly is set (true) when password sign-in is refused.
	PasskeysOnly bool `json:"passkeysOnly,omitempty"`
	// NoPassword is set (true) for an account that has no password yet
	// (it joined with a passkey): the Account tab then sets a first one,
	// asking for no current one.
	NoPassword bool `json:"noPassword,omitempty"`
}

// twoFactorSetupAnswer is the answer of POST /api/auth/2fa/setup.
type twoFactorSetupAnswer struct {
	Secret     string `json:"secret"`
	OtpauthURL string `json:"otpauthUrl"`
	QRPNG      string `json:"qrPng"`
}

// recoveryCodesAnswer is the answer of POST /api/auth/2fa/enable.
type recoveryCodesAnswer struct {
	RecoveryCodes []string `json:"recoveryCodes"`
}

// codeRequest is the body of the calls that take a code alone.
type codeRequest struct{ Code *string }

var codeFields = fields[codeRequest]{
	text("code", func(p *codeRequest) **string { return &p.Code }),
}

// disableRequest is the body of POST /api/auth/2fa/disable.
type disableRequest struct{ Password, Code *string }

var disableFields = fields[disableRequest]{
	text("password", func(p *disableRequest) **string { return &p.Password }),
	text("code", func(p *disableRequest) **string { return &p.Code }),
}

func deref(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

// pendingCookieName is the cookie of a sign-in waiting for its code,
// beside the session cookie and with the same prefix rules.
func (s *signInHandlers) pendingCookieName(r *http.Request) string { return s.cookieName(r) + "_2fa" }

func (s *signInHandlers) setPendingCookie(w http.ResponseWriter, r *http.Request, value string, maxAge int) {
	http.SetCookie(w, &http.Cookie{
		Name: s.pendingCookieName(r), Value: value, Path: "/", MaxAge: maxAge,
		HttpOnly: true, Secure: s.overHTTPS(r), SameSite: http.SameSiteStrictMode,
	})
}

// startSession ends a session the browser already had and sets the cookie
// of the new one, which lasts as long as the session's absolute lifetime
// (the idle timeout is the server's to enforce), and gives the browser a
// fresh device cookie (device_cookie.go).
func (s *signInHandlers) startSession(w http.ResponseWriter, r *http.Request, sess *domain.Session, u *domain.User) {
	if old := s.sessionID(r); old != "" {
		if err := s.auth.Logout(r.Context(), old); err != nil {
			s.log.Warn("ending the previous session failed", zap.Error(err))
		}
	}
	maxAge := time.Until(sess.ExpiresAt)
	s.setCookie(w, r, sess.ID, max(int(maxAge/time.Second), 1))
	s.setDeviceCookie(w, r, u.Username)
}

// handleLoginSecondStep completes a sign-in with the code of the
// authenticator app or a recovery code.
func (s *signInHandlers) handleLoginSecondStep(w http.ResponseWriter, r *http.Request) {
	req, err := decodeBody(&s.responder, w, r, codeFields)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	token := ""
	if c, err := r.Cookie(s.pendingCookieName(r)); err == nil {
		token = c.Value
	}
	sess, u, err := s.auth.CompleteSignIn(r.Context(), auth.SecondStep{Token: token, Code: deref(req.Code), ClientAddr: s.clientAddr(r), Device: s.deviceToken(r)})
	if err != nil {
		if domain.ErrorMessage(err) == domain.MsgTwoFactorExpired {
			s.setPendingCookie(w, r, "", -1)
		}
		s.writeError(w, r, err)
		return
	}
	s.setPendingCookie(w, r, "", -1)
	s.startSession(w, r, sess, u)
	writeJSON(w, http.StatusOK, statusOf(u))
}

// handleTwoFactorSetup starts an enrolment and answers with the secret and
// its QR code as a PNG data: URL.
func (s *signInHandlers) handleTwoFactorSetup(w http.ResponseWriter, r *http.Request) {
	setup, err := s.auth.SetupTwoFactor(r.Context(), s.sessionID(r))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	qrPNG, err := qrCodeDataURL(setup.URL)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, twoFactorSetupAnswer{Secret: setup.Secret, OtpauthURL: setup.URL, QRPNG: qrPNG})
}

// handleTwoFactorEnable confirms the enrolment and answers with the
// recovery codes, once; the administrator's other sessions end, this one
// stays.
func (s *signInHandlers) handleTwoFactorEnable(w http.ResponseWriter, r *http.Request) {
	req, err := decodeBody(&s.responder, w, r, codeFields)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	codes, err := s.auth.EnableTwoFactor(r.Context(), s.sessionID(r), deref(req.Code))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, recoveryCodesAnswer{RecoveryCodes: codes})
}

// handleTwoFactorDisable turns two-factor sign-in off with the password
// and a code; the administrator's other sessions end, this one stays.
func (s *signInHandlers) handleTwoFactorDisable(w http.ResponseWriter, r *http.Request) {
	req, err := decodeBody(&s.responder, w, r, disableFields)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.auth.DisableTwoFactor(r.Context(), auth.TwoFactorDisable{
		SessionID: s.sessionID(r), Password: deref(req.Password), Code: deref(req.Code), ClientAddr: s.clientAddr(r), Device: s.deviceToken(r),
	}); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
