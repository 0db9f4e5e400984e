package httpapi

import (
	"context"
	"net/http"
	"time"

	"go.uber.org/zap"
)

// readyTimeout bounds the readiness check.
const readyTimeout = 2 * time.Second

// Readiness is what the readiness check found, one field per dependency.
type Readiness struct {
	// Database is nil when the database answers. Without it nothing can be
	// served, so the instance is not ready.
	Database error
	// Cache is nil when the shared cache answers. Without it public reads
	// go to the database and the cache recovers by itself, so the instance
	// stays ready, reported as degraded.
	Cache error
}

type probeStatus struct {
	Status string `json:"status"`
}

// readyReport is the body of /readyz: the verdict and each dependency's
// state, so an operator sees a degraded cache without reading logs.
type readyReport struct {
	Status   string `json:"status"`   // ok, unavailable
	Database string `json:"database"` // ok, unavailable
	Cache    string `json:"cache"`    // ok, degraded
}

// handleHealthz says the process serves requests; it checks nothing else,
// so an orchestrator never restarts an instance for a dependency's outage.
func (s *server) handleHealthz(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, probeStatus{Status: "ok"})
}

// handleReadyz says whether the instance can serve: 200 while the database
// answers, even with the cache down (reads still work, from the database;
// a load balancer must not take every instance out for it), 503 when the
// database does not.
func (s *server) handleReadyz(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), readyTimeout)
	defer cancel()
	got := s.ready(ctx)
	report := readyReport{Status: "ok", Database: "ok", Cache: "ok"}
	if got.Cache != nil {
		// Not logged here: the cache logs each outage once, and a probe
		// every few seconds would repeat it.
		report.Cache = "degraded"
	}
	if got.Database != nil {
		s.log.Warn("not ready", zap.NamedError("database", got.Database))
		report.Status, report.Database = "unavailable", "unavailable"
		writeJSON(w, http.StatusServiceUnavailable, report)
		return
	}
	writeJSON(w, http.StatusOK, report)
}
