package httpapi

import (
	"context"
	"net/http"
	"time"

	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/app"
)

// readyTimeout bounds the readiness check.
const readyTimeout = 2 * time.Second

type probeStatus struct {
	Status string `json:"status"`
}

// handleHealthz says the process serves requests; it checks nothing else.
func (s *server) handleHealthz(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, probeStatus{Status: "ok"})
}

// handleReadyz says whether the dependencies answer, so a load balancer
// stops sending traffic to an instance that cannot reach its database.
func (s *server) handleReadyz(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), readyTimeout)
	defer cancel()
	if err := s.ready(ctx); err != nil {
		s.log.Warn("not ready", zap.Error(err))
		writeJSON(w, http.StatusServiceUnavailable, probeStatus{Status: "unavailable"})
		return
	}
	writeJSON(w, http.StatusOK, probeStatus{Status: "ok"})
}

// handleSite serves the owner's public profile, encoded once at start.
func (s *server) handleSite(w http.ResponseWriter, r *http.Request) {
	s.writeEntry(w, r, s.site.entry, app.Viewer{})
}
