package main

import (
	"net"
	"os"
	"sync/atomic"
	"time"

	"go.uber.org/zap"

	httpapi "github.com/portfolio-site/portfolio/adapters/http"
	"github.com/portfolio-site/portfolio/adapters/sqldb"
	"github.com/portfolio-site/portfolio/adapters/tlsserve"
	"github.com/portfolio-site/portfolio/config"
)

// listen binds what serve listens on: http.addr; or, when the binary
// serves HTTPS itself (tls.*), tls.https_addr and tls.http_addr (plain).
// Sockets systemd passed (socket activation, named https and http) take
// the place of the addresses.
func listen(cfg *config.Config, env []string) (main, plain net.Listener, err error) {
	passed, err := tlsserve.ActivatedListeners(env, os.Getpid())
	if err != nil {
		return nil, nil, err
	}
	bind := func(key, addr, name string, index int) (net.Listener, error) {
		if ln := passed.Take(name, index); ln != nil {
			return ln, nil
		}
		return tlsserve.Listen(key, addr)
	}
	if !cfg.TLS.Enabled() {
		ln, err := bind("http.addr", cfg.HTTP.Addr, "http", 0)
		return ln, nil, err
	}
	if main, err = bind("tls.https_addr", cfg.TLS.HTTPSAddr, "https", 0); err != nil {
		return nil, nil, err
	}
	if plain, err = bind("tls.http_addr", cfg.TLS.HTTPAddr, "http", 1); err != nil {
		_ = main.Close()
		return nil, nil, err
	}
	return main, plain, nil
}

// newCertificates is the certificate source tls.* describes; with ACME
// its account and certificates live in the database every instance shares.
func newCertificates(cfg *config.Config, db *sqldb.DB, log *zap.Logger) (*tlsserve.Certificates, error) {
	t := cfg.TLS
	return tlsserve.New(tlsserve.Options{
		ACME: t.ACME, Hosts: cfg.TLSHosts(), CA: t.ACMECA, CARoot: t.ACMECARoot, Email: t.ACMEEmail,
		Storage:  sqldb.NewCertStorage(db),
		CertFile: t.CertFile, KeyFile: t.KeyFile, ReloadInterval: certReloadInterval,
		HTTPSAddr: t.HTTPSAddr, HTTPAddr: t.HTTPAddr, PublicURL: cfg.PublicURL,
		Log: log,
	})
}

// certReloadInterval is how often the own certificate files are checked for
// a change.
const certReloadInterval = 2 * time.Second

// certificateStatus tells /readyz (and the dashboard) about the certificate
// HTTPS is served with; serve sets its source once it has one. Empty, the
// binary serves plain HTTP (behind a proxy, or make run).
type certificateStatus struct {
	source atomic.Pointer[tlsserve.Certificates]
}

// newCertificateStatus is the status of an instance before serve sets it.
func newCertificateStatus() *certificateStatus { return &certificateStatus{} }

// Set names the source of the certificate served.
func (s *certificateStatus) Set(c *tlsserve.Certificates) { s.source.Store(c) }

// Readiness is the served certificate for /readyz and the Dashboard: nil
// when the binary serves no HTTPS; not Present while there is none yet.
func (s *certificateStatus) Readiness() *httpapi.CertificateReadiness {
	c := s.source.Load()
	if c == nil {
		return nil
	}
	notAfter, ok := c.NotAfter()
	return &httpapi.CertificateReadiness{NotAfter: notAfter, Present: ok}
}
