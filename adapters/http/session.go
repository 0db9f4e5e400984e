package httpapi

import (
	"context"
	"net/http"
	"net/netip"
	"strings"

	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// requireRole lets a request through only with a live session of a user
// whose role may do what needs role need (domain.Role.May): none is 401,
// an editor where the owner alone may is 403, before the handler runs, so
// nothing changes. routes.go applies it by each route's access column.
func (s *server) requireRole(need domain.Role, next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		u, err := s.currentUser(r)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		if !u.Role.May(need) {
			s.writeError(w, r, domain.Errorf(domain.EFORBIDDEN, domain.MsgOwnerOnly))
			return
		}
		// The activity log's who and from where; the user for handlers
		// that answer by role (userOf).
		ctx := journal.WithActor(r.Context(), journal.Actor{Name: u.Username, Address: s.clientAddr(r)})
		next(w, r.WithContext(context.WithValue(ctx, userKey{}, u)))
	}
}

type userKey struct{}

// userOf returns the signed-in user requireRole put into r's context, or
// nil on a route without a role.
func userOf(r *http.Request) *domain.User {
	u, _ := r.Context().Value(userKey{}).(*domain.User)
	return u
}

// currentUser returns the administrator of the request's session cookie.
func (s *server) currentUser(r *http.Request) (*domain.User, error) {
	id := s.sessionID(r)
	if id == "" {
		return nil, domain.Errorf(domain.EUNAUTHORIZED, auth.MsgAuthRequired)
	}
	return s.auth.Authenticate(r.Context(), id)
}

// viewer says who reads. Without a cookie it is a visitor and the session
// store is not touched, so the cached path stays fast; a cookie that names
// no live session is a visitor too.
func (s *server) viewer(r *http.Request) app.Viewer {
	if len(r.Header["Cookie"]) == 0 {
		return app.Viewer{}
	}
	_, err := s.currentUser(r)
	if err != nil {
		if code := domain.ErrorCode(err); code != domain.EUNAUTHORIZED {
			s.log.Warn("session lookup failed; serving as a visitor", zap.String("code", code), zap.Error(err))
		}
		return app.Viewer{}
	}
	return app.Viewer{Admin: true}
}

// maxSessionIDLength bounds a cookie value worth looking up: the ids the
// auth.Service makes are 43 characters.
const maxSessionIDLength = 128

// sessionID returns the session cookie's value, or "".
func (s *responder) sessionID(r *http.Request) string {
	if len(r.Header["Cookie"]) == 0 {
		return ""
	}
	c, err := r.Cookie(s.cookieName(r))
	if err != nil || len(c.Value) > maxSessionIDLength {
		return ""
	}
	return c.Value
}

// overHTTPS says whether the browser reached the site over HTTPS: the
// request came over TLS, or the site is configured as served over HTTPS
// (behind a TLS-terminating proxy).
func (s *responder) overHTTPS(r *http.Request) bool {
	return r.TLS != nil || s.cfg.HTTPS || s.cfg.SecureCookies
}

// cookieName is the session cookie's name. Over HTTPS it carries the
// __Host- prefix, with which browsers accept the cookie only when it is
// Secure, has Path=/ and no Domain: a sibling subdomain or a plain-HTTP
// page cannot plant or overwrite it.
func (s *responder) cookieName(r *http.Request) string {
	if s.overHTTPS(r) {
		return "__Host-" + s.cfg.CookieName
	}
	return s.cfg.CookieName
}

// setCookie writes the session cookie: HttpOnly so scripts never read it,
// SameSite=Lax so cross-site writes do not carry it, Secure over HTTPS.
func (s *responder) setCookie(w http.ResponseWriter, r *http.Request, value string, maxAge int) {
	http.SetCookie(w, &http.Cookie{
		Name:     s.cookieName(r),
		Value:    value,
		Path:     "/",
		MaxAge:   maxAge,
		HttpOnly: true,
		Secure:   s.overHTTPS(r),
		SameSite: http.SameSiteLaxMode,
	})
}

func (s *responder) expireCookie(w http.ResponseWriter, r *http.Request) {
	s.setCookie(w, r, "", -1)
}

// clientAddr is the address a request comes from: the connection's peer,
// or, when that peer is a trusted proxy, the right-most address of
// X-Forwarded-For that is not itself a trusted proxy. Addresses to the
// left of it were written by the client and prove nothing.
func (s *responder) clientAddr(r *http.Request) string {
	peer, ok := parseAddr(r.RemoteAddr)
	if !ok {
		return ""
	}
	if !s.trustedProxy(peer) {
		return peer.String()
	}
	hops := r.Header.Values("X-Forwarded-For")
	for i := len(hops) - 1; i >= 0; i-- {
		parts := strings.Split(hops[i], ",")
		for j := len(parts) - 1; j >= 0; j-- {
			a, ok := parseAddr(strings.TrimSpace(parts[j]))
			if !ok {
				return peer.String()
			}
			if !s.trustedProxy(a) {
				return a.String()
			}
			peer = a
		}
	}
	return peer.String()
}

func (s *responder) trustedProxy(a netip.Addr) bool {
	for _, p := range s.cfg.TrustedProxies {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// parseAddr reads "ip", "ip:port" or "[ipv6]:port".
func parseAddr(v string) (netip.Addr, bool) {
	if ap, err := netip.ParseAddrPort(v); err == nil {
		return ap.Addr().Unmap(), true
	}
	a, err := netip.ParseAddr(strings.Trim(v, "[]"))
	if err != nil {
		return netip.Addr{}, false
	}
	return a.Unmap(), true
}
