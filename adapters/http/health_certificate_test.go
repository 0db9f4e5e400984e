package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReadyzReportsTheCertificate: with the binary serving HTTPS, /readyz
// names the certificate's expiry and fails from 7 days before it (and
// while there is none yet); serving plain HTTP, it says nothing of one.
func TestReadyzReportsTheCertificate(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name   string
		cert   *CertificateReadiness
		code   int
		status string
	}{
		{"plain HTTP", nil, http.StatusOK, ""},
		{"none yet", &CertificateReadiness{}, http.StatusServiceUnavailable, "missing"},
		{"60 days left", &CertificateReadiness{Present: true, NotAfter: time.Now().Add(60 * 24 * time.Hour)}, http.StatusOK, "ok"},
		{"8 days left", &CertificateReadiness{Present: true, NotAfter: time.Now().Add(8 * 24 * time.Hour)}, http.StatusOK, "ok"},
		{"7 days left", &CertificateReadiness{Present: true, NotAfter: time.Now().Add(7*24*time.Hour - time.Minute)}, http.StatusServiceUnavailable, "expiring"},
		{"expired", &CertificateReadiness{Present: true, NotAfter: time.Now().Add(-time.Hour)}, http.StatusServiceUnavailable, "expired"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t, func(d *envDeps) {
				d.Ready = func(context.Context) Readiness { return Readiness{Certificate: tc.cert} }
			})
			w := e.get("/readyz", nil)
			assert.Equal(t, tc.code, w.Code)
			var body struct {
				Certificate *struct {
					Status    string     `json:"status"`
					ExpiresAt *time.Time `json:"expires_at"`
				} `json:"certificate"`
			}
			require.NoError(t, json.Unmarshal(w.Body.Bytes(), &body))
			if tc.cert == nil {
				assert.Nil(t, body.Certificate)
				return
			}
			require.NotNil(t, body.Certificate)
			assert.Equal(t, tc.status, body.Certificate.Status)
			if tc.cert.Present {
				require.NotNil(t, body.Certificate.ExpiresAt)
				assert.WithinDuration(t, tc.cert.NotAfter, *body.Certificate.ExpiresAt, time.Second)
			}
		})
	}
}

// TestDashboardCertificateWarning: GET /api/certificate (admin only) says
// whether the Dashboard warns: from 14 days before the certificate
// expires, and while there is none; never behind a proxy.
func TestDashboardCertificateWarning(t *testing.T) {
	t.Parallel()
	now := time.Now()
	for _, tc := range []struct {
		name string
		cert *CertificateReadiness
		want certificateAnswer
	}{
		{"behind a proxy", nil, certificateAnswer{}},
		{"none yet", &CertificateReadiness{}, certificateAnswer{Served: true, Warning: true}},
		{"15 days left", &CertificateReadiness{Present: true, NotAfter: now.Add(15*24*time.Hour + time.Hour)}, certificateAnswer{Served: true, DaysLeft: 15}},
		{"14 days left", &CertificateReadiness{Present: true, NotAfter: now.Add(14*24*time.Hour - time.Hour)}, certificateAnswer{Served: true, DaysLeft: 13, Warning: true}},
		{"expired", &CertificateReadiness{Present: true, NotAfter: now.Add(-time.Hour)}, certificateAnswer{Served: true, Warning: true}},
	} {
		got := certificateState(func() *CertificateReadiness { return tc.cert }, now)
		if tc.cert != nil && tc.cert.Present {
			require.NotNil(t, got.ExpiresAt, tc.name)
			assert.True(t, got.ExpiresAt.Equal(tc.cert.NotAfter), tc.name)
			got.ExpiresAt = nil
		}
		assert.Equal(t, tc.want, got, tc.name)
	}

	cert := &CertificateReadiness{Present: true, NotAfter: now.Add(10 * 24 * time.Hour)}
	e := newEnv(t, func(d *envDeps) { d.Certificate = func() *CertificateReadiness { return cert } })
	assert.Equal(t, http.StatusUnauthorized, e.get("/api/certificate", nil).Code, "the owner's only")
	w := e.get("/api/certificate", e.login())
	require.Equal(t, http.StatusOK, w.Code)
	assert.Contains(t, w.Body.String(), `"served":true`)
	assert.Contains(t, w.Body.String(), `"warning":true`)
	assert.Contains(t, w.Body.String(), `"daysLeft":9`)
}
