package config

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"strings"
	"time"
)

// LetsEncryptCA is the ACME directory tls.acme uses unless tls.acme_ca
// names another (Let's Encrypt's production).
const LetsEncryptCA = "https://acme-v02.api.letsencrypt.org/directory"

// TLSConfig makes the binary serve HTTPS itself (issue 42), with a
// certificate obtained and renewed over ACME (ACME) or one of the owner's
// own (CertFile, KeyFile). Neither set, it serves plain HTTP on http.addr,
// as behind a TLS-terminating proxy.
type TLSConfig struct {
	// ACME obtains and renews the certificate of public_url's host (and
	// ExtraHosts) from ACMECA, answering its HTTP-01 and TLS-ALPN-01
	// challenges; the certificates and the ACME account live in the
	// database, so every instance and every restart share them.
	ACME bool `mapstructure:"acme"`
	// HTTPSAddr and HTTPAddr are where HTTPS is served and where plain
	// HTTP answers the ACME challenges and redirects everything else
	// (308) to HTTPS; with TLS on, http.addr is not used.
	HTTPSAddr  string   `mapstructure:"https_addr"`
	HTTPAddr   string   `mapstructure:"http_addr"`
	ExtraHosts []string `mapstructure:"extra_hosts"`
	// ACMECA is the ACME directory URL; ACMECARoot a PEM file of the CA
	// that signs that server's HTTPS (a test CA such as Pebble's), trusted
	// for the ACME requests only.
	ACMECA     string `mapstructure:"acme_ca"`
	ACMECARoot string `mapstructure:"acme_ca_root"`
	ACMEEmail  string `mapstructure:"acme_email"`
	// CertFile and KeyFile are a certificate (PEM, chain included) and its
	// key of the owner's own, read again when either file changes.
	CertFile string `mapstructure:"cert_file"`
	KeyFile  string `mapstructure:"key_file"`
	// HSTSMaxAge is the Strict-Transport-Security max-age sent over HTTPS
	// (never over plain HTTP), behind a proxy too: at least a year (browsers'
	// preload lists ask for one), two by default.
	HSTSMaxAge time.Duration `mapstructure:"hsts_max_age"`
}

// Enabled says the binary serves HTTPS itself.
func (c TLSConfig) Enabled() bool { return c.ACME || c.CertFile != "" || c.KeyFile != "" }

// Hosts are the names the ACME certificate covers: public_url's host, then
// tls.extra_hosts (a list, or one comma-separated string).
func (c *Config) TLSHosts() []string {
	var hosts []string
	if u, err := url.Parse(c.PublicURL); err == nil && u.Hostname() != "" {
		hosts = append(hosts, strings.ToLower(u.Hostname()))
	}
	for _, item := range c.TLS.ExtraHosts {
		for _, h := range strings.Split(item, ",") {
			if h = strings.ToLower(strings.TrimSpace(h)); h != "" && !contains(hosts, h) {
				hosts = append(hosts, h)
			}
		}
	}
	return hosts
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// validateTLS checks the tls.* keys once public_url is known.
func (c *Config) validateTLS() []error {
	t := c.TLS
	var errs []error
	if t.HSTSMaxAge < 365*24*time.Hour {
		errs = append(errs, errors.New("tls.hsts_max_age must be at least a year (8760h)"))
	}
	if !t.Enabled() {
		return errs
	}
	if t.ACME && (t.CertFile != "" || t.KeyFile != "") {
		errs = append(errs, errors.New("tls.acme and tls.cert_file/tls.key_file are set: choose ACME or a certificate of your own"))
	}
	if !t.ACME && (t.CertFile == "" || t.KeyFile == "") {
		errs = append(errs, errors.New("tls.cert_file and tls.key_file go together: set both"))
	}
	if !strings.HasPrefix(strings.ToLower(c.PublicURL), "https://") || c.PublicURLFromAddr {
		errs = append(errs, fmt.Errorf("tls is on: set public_url to the site's https:// address (it is %q)", c.PublicURL))
	}
	for name, addr := range map[string]string{"tls.https_addr": t.HTTPSAddr, "tls.http_addr": t.HTTPAddr} {
		if _, _, err := net.SplitHostPort(addr); err != nil {
			errs = append(errs, fmt.Errorf("%s %q: want HOST:PORT, like :443", name, addr))
		}
	}
	if t.ACME {
		if u, err := url.Parse(t.ACMECA); err != nil || u.Scheme != "https" || u.Host == "" {
			errs = append(errs, fmt.Errorf("tls.acme_ca %q: want the https:// URL of an ACME directory", t.ACMECA))
		}
		for _, h := range c.TLSHosts() {
			if strings.ContainsAny(h, " /:@") || strings.HasPrefix(h, ".") || strings.HasSuffix(h, ".") {
				errs = append(errs, fmt.Errorf("tls.extra_hosts: %q is not a host name", h))
			}
		}
	}
	return errs
}
