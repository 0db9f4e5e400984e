package httpapi

import (
	"net/http"
	"time"
)

// CertificateWarnWithin is how long before the HTTPS certificate expires the
// admin's Dashboard warns the owner (a week before /readyz fails).
const CertificateWarnWithin = 14 * 24 * time.Hour

// certificateAnswer is GET /api/certificate: the HTTPS certificate the
// binary serves (issue 42), and whether the owner must be warned.
type certificateAnswer struct {
	// Served says the binary serves HTTPS itself; false behind a proxy
	// (which holds the certificate) or on plain HTTP.
	Served bool `json:"served"`
	// ExpiresAt is the certificate's end; absent while there is none yet.
	ExpiresAt *time.Time `json:"expiresAt,omitempty"`
	// DaysLeft is the whole days until ExpiresAt (0 when past).
	DaysLeft int `json:"daysLeft"`
	// Warning says the Dashboard shows its warning: no certificate yet,
	// or one that expires within 14 days.
	Warning bool `json:"warning"`
}

// handleCertificate answers the certificate's state; the decision to warn
// is the server's, the Dashboard only shows it.
func (s *server) handleCertificate(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, certificateState(s.certificate, time.Now()))
}

func certificateState(cert func() *CertificateReadiness, now time.Time) certificateAnswer {
	if cert == nil {
		return certificateAnswer{}
	}
	c := cert()
	if c == nil {
		return certificateAnswer{}
	}
	if !c.Present {
		return certificateAnswer{Served: true, Warning: true}
	}
	at := c.NotAfter.UTC()
	left := at.Sub(now)
	days := 0
	if left > 0 {
		days = int(left / (24 * time.Hour))
	}
	return certificateAnswer{Served: true, ExpiresAt: &at, DaysLeft: days, Warning: left <= CertificateWarnWithin}
}
