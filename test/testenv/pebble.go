package testenv

import (
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"testing"
	"time"
)

// PebbleEnv names the pebble binary; by default Debian's (the Makefile's
// pebble target installs the package).
const PebbleEnv = "PORTFOLIO_TEST_PEBBLE"

// Pebble is Let's Encrypt's ACME test server, on loopback, for one test:
// its directory served over HTTPS with a certificate of a test CA, its
// challenges checked on the ports the test's server listens on.
type Pebble struct {
	// Directory is the ACME directory URL (tls.acme_ca).
	Directory string
	// CARootFile is the PEM file of the CA behind Directory's HTTPS
	// (tls.acme_ca_root).
	CARootFile string
	mgmt       string
	client     *http.Client
}

// FreePort returns a loopback port nobody listens on now.
func FreePort(t testing.TB) int {
	t.Helper()
	return FreePorts(t, 1)[0]
}

// FreePorts returns n distinct loopback ports nobody listens on now (held
// together while chosen, so none is handed out twice).
func FreePorts(t testing.TB, n int) []int {
	t.Helper()
	ports := make([]int, n)
	for i := range n {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatalf("free port: %v", err)
		}
		defer l.Close()
		ports[i] = l.Addr().(*net.TCPAddr).Port
	}
	return ports
}

// StartPebble starts pebble for the test, checking HTTP-01 challenges on
// httpPort and TLS-ALPN-01 on tlsPort (of the identifier's address: use
// localhost), without its random waits. Without the binary the test is
// skipped, except when CI=true.
func StartPebble(t testing.TB, httpPort, tlsPort int) *Pebble {
	t.Helper()
	bin := os.Getenv(PebbleEnv)
	if bin == "" {
		bin = "pebble"
	}
	path, err := exec.LookPath(bin)
	if err != nil {
		unavailable(t, "pebble (make pebble installs it)", err)
	}
	dir := t.TempDir()
	ca := NewTestCA(t)
	certPEM, keyPEM, _ := ca.Issue(t, 24*time.Hour, "localhost", "127.0.0.1")
	p := &Pebble{CARootFile: WriteFile(t, dir, "pebble-ca.pem", ca.PEM)}
	p.client = &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: ca.Pool()}}}
	var last error
	for range 3 {
		if last = p.start(t, path, dir, certPEM, keyPEM, httpPort, tlsPort); last == nil {
			return p
		}
	}
	unavailable(t, "pebble", last)
	return nil
}

func (p *Pebble) start(t testing.TB, bin, dir string, certPEM, keyPEM []byte, httpPort, tlsPort int) error {
	// Pebble's own two ports, other than the ones it checks challenges on.
	var listen, mgmt int
	for {
		p := FreePorts(t, 2)
		if listen, mgmt = p[0], p[1]; listen != httpPort && listen != tlsPort && mgmt != httpPort && mgmt != tlsPort {
			break
		}
	}
	cfg := map[string]any{"pebble": map[string]any{
		"listenAddress":           "127.0.0.1:" + strconv.Itoa(listen),
		"managementListenAddress": "127.0.0.1:" + strconv.Itoa(mgmt),
		"certificate":             WriteFile(t, dir, "cert.pem", certPEM),
		"privateKey":              WriteFile(t, dir, "key.pem", keyPEM),
		"httpPort":                httpPort,
		"tlsPort":                 tlsPort,
		"ocspResponderURL":        "",
	}}
	raw, _ := json.Marshal(cfg)
	cfgPath := WriteFile(t, dir, "pebble-config.json", raw)
	out := &Buffer{}
	cmd := exec.Command(bin, "-config", cfgPath)
	// No random sleeps before validating, no nonces rejected at random,
	// no authorizations reused from an earlier order: fast and
	// deterministic.
	cmd.Env = append(os.Environ(), "PEBBLE_VA_NOSLEEP=1", "PEBBLE_WFE_NONCEREJECT=0", "PEBBLE_AUTHZREUSE=0")
	cmd.Stdout, cmd.Stderr = out, out
	cmd.SysProcAttr = dieWithParent()
	if err := cmd.Start(); err != nil {
		return err
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	stop := func() { _ = cmd.Process.Kill(); <-exited }
	p.Directory = "https://127.0.0.1:" + strconv.Itoa(listen) + "/dir"
	p.mgmt = "https://127.0.0.1:" + strconv.Itoa(mgmt)
	for deadline := time.Now().Add(20 * time.Second); ; {
		select {
		case err := <-exited:
			return fmt.Errorf("pebble exited (%v): %s", err, out.String())
		default:
		}
		if resp, err := p.client.Get(p.Directory); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				break
			}
		}
		if time.Now().After(deadline) {
			stop()
			return fmt.Errorf("pebble did not answer on %s: %s", p.Directory, out.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Cleanup(func() {
		stop()
		if t.Failed() {
			t.Logf("pebble output:\n%s", out.String())
		}
	})
	return nil
}

// IssuerPool trusts the roots Pebble issues certificates under (made
// afresh at each start): a client of the site given it, and nothing else,
// trusts the site's certificate.
func (p *Pebble) IssuerPool(t testing.TB) *x509.CertPool {
	t.Helper()
	resp, err := p.client.Get(p.mgmt + "/roots/0")
	if err != nil {
		t.Fatalf("pebble roots: %v", err)
	}
	defer resp.Body.Close()
	pemBytes, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("pebble roots: %v", err)
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pemBytes) {
		t.Fatalf("pebble roots: no certificate in %q", pemBytes)
	}
	return pool
}
