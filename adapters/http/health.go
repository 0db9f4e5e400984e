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
	// Uploads is nil when the store of uploaded files answers. Without it
	// only /uploads fails (503); the pages, which never read it, are
	// served, so the instance stays ready, reporting the store down.
	Uploads error
	// BackupStale says no scheduled backup succeeded for two intervals.
	// The site serves as well without it: reported, still ready.
	BackupStale bool
	// Certificate is the HTTPS certificate the binary serves (issue 42);
	// nil when it serves plain HTTP (behind a proxy).
	Certificate *CertificateReadiness
}

// CertificateReadiness is the served certificate: Present false while
// none was obtained yet.
type CertificateReadiness struct {
	Present  bool
	NotAfter time.Time
}

// CertificateFailsWithin is how long before its certificate expires an
// instance stops being ready: renewals start 30 days before (certmagic), so
// a certificate this close to its end means they have been failing for
// three weeks, and an operator must look.
const CertificateFailsWithin = 7 * 24 * time.Hour

// certificateReport is /readyz's certificate member.
type certificateReport struct {
	Status    string     `json:"status"` // ok, expiring (within 7 days), expired, missing
	ExpiresAt *time.Time `json:"expires_at,omitempty"`
}

// report describes c for /readyz and says whether it makes the instance
// unready.
func (c *CertificateReadiness) report(now time.Time) (*certificateReport, bool) {
	if c == nil {
		return nil, false
	}
	if !c.Present {
		return &certificateReport{Status: "missing"}, true
	}
	at := c.NotAfter.UTC()
	r := &certificateReport{Status: "ok", ExpiresAt: &at}
	switch left := c.NotAfter.Sub(now); {
	case left <= 0:
		r.Status = "expired"
	case left <= CertificateFailsWithin:
		r.Status = "expiring"
	}
	return r, r.Status != "ok"
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
	Uploads  string `json:"uploads"`  // ok, unavailable
	Pages    string `json:"pages"`    // ok, error: a public page fails to render
	Backup   string `json:"backup"`   // ok, stale: no backup succeeded for two intervals
	// Certificate is the HTTPS certificate, when the binary serves HTTPS.
	Certificate *certificateReport `json:"certificate,omitempty"`
}

// handleHealthz says the process serves requests; it checks nothing else,
// so an orchestrator never restarts an instance for a dependency's outage.
func (s *server) handleHealthz(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, probeStatus{Status: "ok"})
}

// handleReadyz says whether the instance can serve: 503 while a public page
// fails to render (until it renders again); else 200 while the database
// answers, even with the cache or the uploads' store down (reads still
// work, from the database; a load balancer must not take every instance
// out for a dependency they all share), 503 when the database does not.
func (s *server) handleReadyz(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), readyTimeout)
	defer cancel()
	got := s.ready(ctx)
	report := readyReport{Status: "ok", Database: "ok", Cache: "ok", Uploads: "ok", Pages: "ok", Backup: "ok"}
	// A page that fails to render fails on every instance of this build:
	// not ready, so a rollout stops there (each failure is logged by the
	// request that met it).
	failing := s.pageHealth.FailingPages()
	if len(failing) > 0 {
		report.Pages = "error"
	}
	if got.Cache != nil {
		// Not logged here: the cache logs each outage once, and a probe
		// every few seconds would repeat it.
		report.Cache = "degraded"
	}
	if got.Uploads != nil {
		// Not logged either: each /uploads request it fails logs the cause.
		report.Uploads = "unavailable"
	}
	if got.BackupStale {
		report.Backup = "stale"
	}
	if got.Database != nil {
		s.log.Warn("not ready", zap.NamedError("database", got.Database))
		report.Status, report.Database = "unavailable", "unavailable"
		writeJSON(w, http.StatusServiceUnavailable, report)
		return
	}
	cert, certFails := got.Certificate.report(time.Now())
	report.Certificate = cert
	if certFails {
		s.log.Warn("not ready", zap.String("certificate", cert.Status))
		report.Status = "unavailable"
		writeJSON(w, http.StatusServiceUnavailable, report)
		return
	}
	if len(failing) > 0 {
		s.log.Warn("not ready", zap.Strings("failing_pages", failing))
		report.Status = "unavailable"
		writeJSON(w, http.StatusServiceUnavailable, report)
		return
	}
	writeJSON(w, http.StatusOK, report)
}
