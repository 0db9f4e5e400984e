package httpapi

import (
	"net/http"

	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/app/auth"
)

// The device cookie (issue 37, app/auth/device_cookies.go) marks a browser that
// signed in before: its password attempts keep a budget of their own that
// strangers' guesses cannot lock. It goes only to the sign-in API (Path
// /api/auth: the password, the second step, the passkey and the Account
// tab's sign-in protection), HttpOnly, SameSite=Strict, and Secure with
// the __Secure- prefix over HTTPS (not __Host-, which requires Path=/).

// deviceCookiePath is where the browser sends the device cookie.
const deviceCookiePath = "/api/auth"

// deviceCookieName is the device cookie's name.
func (s *responder) deviceCookieName(r *http.Request) string {
	if s.overHTTPS(r) {
		return "__Secure-" + s.cfg.CookieName + "_device"
	}
	return s.cfg.CookieName + "_device"
}

// deviceToken returns the device cookie's value, or "".
func (s *responder) deviceToken(r *http.Request) string {
	if len(r.Header["Cookie"]) == 0 {
		return ""
	}
	c, err := r.Cookie(s.deviceCookieName(r))
	if err != nil {
		return ""
	}
	return c.Value
}

// setDeviceCookie gives the browser that just signed in as username a
// fresh device token; failing to is logged: the sign-in stands.
func (s *signInHandlers) setDeviceCookie(w http.ResponseWriter, r *http.Request, username string) {
	token, err := s.auth.NewDeviceToken(r.Context(), username)
	if err != nil {
		s.log.Warn("could not make a device token", zap.Error(err))
		return
	}
	http.SetCookie(w, &http.Cookie{
		Name: s.deviceCookieName(r), Value: token, Path: deviceCookiePath,
		MaxAge:   int(auth.DeviceTokenTTL.Seconds()),
		HttpOnly: true, Secure: s.overHTTPS(r), SameSite: http.SameSiteStrictMode,
	})
}

// handleSignInProtection answers the sign-in protection of the signed-in
// administrator, as seen from the asking browser (its device cookie).
func (s *signInHandlers) handleSignInProtection(w http.ResponseWriter, r *http.Request) {
	p, err := s.auth.SignInProtection(r.Context(), s.sessionID(r), s.deviceToken(r))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, p)
}
