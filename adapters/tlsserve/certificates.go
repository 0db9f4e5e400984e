// Package tlsserve serves HTTPS from the binary itself (issue 42): the
// certificate obtained and renewed over ACME with certmagic (kept in the
// storage every instance shares) or read from the owner's files (read again
// when they change), the plain-HTTP side that answers the ACME challenges
// and redirects every other request (308), HSTS over HTTPS only, and
// listeners that say clearly why a port cannot be bound.
package tlsserve

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/caddyserver/certmagic"
	"github.com/mholt/acmez/v3"
	"go.uber.org/zap"
)

// Options say where the certificate comes from and how the site is reached.
type Options struct {
	// ACME obtains Hosts' certificate from CA (a directory URL); CARoot is
	// a PEM file of the CA behind that server's HTTPS (a test CA), Email
	// the account's contact. Storage keeps the account, certificates and
	// locks; every instance of the site must use the same.
	ACME    bool
	Hosts   []string
	CA      string
	CARoot  string
	Email   string
	Storage certmagic.Storage
	// DisableHTTPChallenge and DisableTLSALPNChallenge leave one
	// challenge type out (a port the CA cannot reach); the tests prove
	// each alone with them.
	DisableHTTPChallenge, DisableTLSALPNChallenge bool
	// CertFile and KeyFile are the owner's own certificate and key (ACME
	// false), checked for changes every ReloadInterval (default 5 s).
	CertFile, KeyFile string
	ReloadInterval    time.Duration
	// HTTPSAddr and HTTPAddr are where the two listeners are bound: the
	// ACME challenges are answered there.
	HTTPSAddr, HTTPAddr string
	// PublicURL is the site's https address: the redirects go to its port.
	PublicURL string
	Log       *zap.Logger
}

// Certificates is the certificate HTTPS is served with.
type Certificates struct {
	opts      Options
	tlsConfig *tls.Config
	// ACME
	magic  *certmagic.Config
	issuer *certmagic.ACMEIssuer
	cache  *certmagic.Cache
	orders atomic.Int64
	// own files
	files *fileCertificate

	publicHost, publicPort string
	stop                   context.CancelFunc
}

// New prepares the certificate source; Start begins obtaining (ACME) or
// watching (files).
func New(opts Options) (*Certificates, error) {
	if opts.Log == nil {
		return nil, errors.New("tlsserve: a logger is required")
	}
	pub, err := url.Parse(opts.PublicURL)
	if err != nil || pub.Scheme != "https" || pub.Hostname() == "" {
		return nil, fmt.Errorf("tlsserve: public URL %q: want https://host[:port]", opts.PublicURL)
	}
	c := &Certificates{opts: opts, publicHost: strings.ToLower(pub.Hostname()), publicPort: pub.Port(), stop: func() {}}
	if opts.ACME {
		if err := c.setUpACME(); err != nil {
			return nil, err
		}
		return c, nil
	}
	if c.opts.ReloadInterval <= 0 {
		c.opts.ReloadInterval = 5 * time.Second
	}
	c.files = &fileCertificate{certFile: opts.CertFile, keyFile: opts.KeyFile, log: opts.Log}
	if err := c.files.load(); err != nil {
		return nil, err
	}
	c.tlsConfig = &tls.Config{
		MinVersion:     tls.VersionTLS12,
		NextProtos:     []string{"h2", "http/1.1"},
		GetCertificate: func(*tls.ClientHelloInfo) (*tls.Certificate, error) { return c.files.current.Load(), nil },
	}
	return c, nil
}

func (c *Certificates) setUpACME() error {
	o := c.opts
	if o.Storage == nil || len(o.Hosts) == 0 {
		return errors.New("tlsserve: ACME needs a storage and at least one host")
	}
	httpsHost, httpsPort, err := splitPort(o.HTTPSAddr)
	if err != nil {
		return fmt.Errorf("tls.https_addr: %w", err)
	}
	_, httpPort, err := splitPort(o.HTTPAddr)
	if err != nil {
		return fmt.Errorf("tls.http_addr: %w", err)
	}
	var roots *x509.CertPool
	if o.CARoot != "" {
		pem, err := os.ReadFile(o.CARoot)
		if err != nil {
			return fmt.Errorf("tls.acme_ca_root: %w", err)
		}
		roots = x509.NewCertPool()
		if !roots.AppendCertsFromPEM(pem) {
			return fmt.Errorf("tls.acme_ca_root %s: no PEM certificate in it", o.CARoot)
		}
	}
	log := o.Log.Named("acme")
	c.cache = certmagic.NewCache(certmagic.CacheOptions{
		GetConfigForCert: func(certmagic.Certificate) (*certmagic.Config, error) { return c.magic, nil },
		Logger:           log,
	})
	c.magic = certmagic.New(c.cache, certmagic.Config{
		Storage: o.Storage,
		Logger:  log,
		OnEvent: func(_ context.Context, event string, data map[string]any) error {
			switch event {
			case "cert_obtaining":
				c.orders.Add(1)
				log.Info("ordering a certificate", zap.Any("identifier", data["identifier"]))
			case "cert_obtained":
				log.Info("certificate obtained", zap.Any("identifier", data["identifier"]), zap.Any("renewal", data["renewal"]))
			case "cert_failed":
				log.Warn("certificate order failed", zap.Any("identifier", data["identifier"]), zap.Any("error", data["error"]))
			}
			return nil
		},
	})
	c.issuer = certmagic.NewACMEIssuer(c.magic, certmagic.ACMEIssuer{
		// With Let's Encrypt's production CA, certmagic retries a failed
		// order against its staging CA first (rate limits).
		CA: o.CA, Email: o.Email, Agreed: true, TrustedRoots: roots,
		DisableHTTPChallenge: o.DisableHTTPChallenge, DisableTLSALPNChallenge: o.DisableTLSALPNChallenge,
		// The challenges come to the listeners serve binds: the solvers
		// find these ports taken (by us) and leave the answers to them.
		ListenHost: httpsHost, AltHTTPPort: httpPort, AltTLSALPNPort: httpsPort,
		Logger: log,
	})
	c.magic.Issuers = []certmagic.Issuer{c.issuer}
	tc := c.magic.TLSConfig()
	tc.MinVersion = tls.VersionTLS12
	tc.NextProtos = []string{"h2", "http/1.1", acmez.ACMETLS1Protocol}
	c.tlsConfig = tc
	return nil
}

// splitPort returns addr's host and port number.
func splitPort(addr string) (string, int, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "", 0, err
	}
	n, err := strconv.Atoi(port)
	if err != nil {
		return "", 0, fmt.Errorf("port %q: %w", port, err)
	}
	return host, n, nil
}

// Start obtains the certificates (from the storage when another instance
// or an earlier run stored them, else from the CA, in the background) and
// keeps them renewed; with own files it starts watching them. The
// listeners must serve already: the CA checks the challenges through them.
func (c *Certificates) Start(ctx context.Context) error {
	ctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	c.stop = cancel
	if c.files != nil {
		done := make(chan struct{})
		go func() { defer close(done); c.files.watch(ctx, c.opts.ReloadInterval) }()
		c.stop = func() { cancel(); <-done }
		return nil
	}
	if err := c.magic.ManageAsync(ctx, c.opts.Hosts); err != nil {
		cancel()
		return fmt.Errorf("manage certificates for %s: %w", strings.Join(c.opts.Hosts, ", "), err)
	}
	return nil
}

// Stop ends the renewals (or the watching).
func (c *Certificates) Stop() {
	c.stop()
	if c.cache != nil {
		c.cache.Stop()
	}
}

// TLSConfig is the HTTPS server's: the certificate by name, HTTP/2, and
// the TLS-ALPN-01 challenge with ACME.
func (c *Certificates) TLSConfig() *tls.Config { return c.tlsConfig }

// Orders counts the certificates this process ordered from the CA (none
// when the storage had them).
func (c *Certificates) Orders() int64 { return c.orders.Load() }

// NotAfter is when the certificate of the public host expires; false while
// there is none yet.
func (c *Certificates) NotAfter() (time.Time, bool) {
	if c.files != nil {
		leaf := c.files.current.Load().Leaf
		return leaf.NotAfter, true
	}
	var first time.Time
	for _, h := range c.opts.Hosts {
		certs := c.cache.AllMatchingCertificates(h)
		if len(certs) == 0 {
			return time.Time{}, false
		}
		latest := time.Time{}
		for _, cert := range certs {
			if cert.Leaf != nil && cert.Leaf.NotAfter.After(latest) {
				latest = cert.Leaf.NotAfter
			}
		}
		if latest.IsZero() {
			return time.Time{}, false
		}
		if first.IsZero() || latest.Before(first) {
			first = latest
		}
	}
	return first, !first.IsZero()
}
