package httpapi

import (
	"net/http"

	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// requireAdmin lets a request through only with a live administrator
// session; routes.go applies it to every write.
func (s *server) requireAdmin(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if _, err := s.currentUser(r); err != nil {
			s.writeError(w, r, err)
			return
		}
		next(w, r)
	}
}

// currentUser returns the administrator of the request's session cookie.
func (s *server) currentUser(r *http.Request) (*domain.User, error) {
	id := s.sessionID(r)
	if id == "" {
		return nil, domain.Errorf(domain.EUNAUTHORIZED, app.MsgAuthRequired)
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

// sessionID returns the session cookie's value, or "".
func (s *server) sessionID(r *http.Request) string {
	if len(r.Header["Cookie"]) == 0 {
		return ""
	}
	c, err := r.Cookie(s.cfg.CookieName)
	if err != nil {
		return ""
	}
	return c.Value
}
