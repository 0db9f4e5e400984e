package main

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"net/http/cookiejar"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/webauthn/webauthntest"
	"github.com/portfolio-site/portfolio/test/testenv"
)

// tlsInstance is a serve of a test serving HTTPS itself.
type tlsInstance struct {
	https, plain string // https://localhost:PORT, http://127.0.0.1:PORT
	log          *syncBuffer
	stop         func()
}

// startTLSServe runs serve with env until stop (or the test's end) and
// waits until it logs that it serves.
func startTLSServe(t *testing.T, env []string, httpsPort, httpPort int) *tlsInstance {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	out := &syncBuffer{}
	done := make(chan error, 1)
	go func() { done <- run(ctx, []string{"serve"}, env, nil, out, out) }()
	stopped := false
	stop := func() {
		if stopped {
			return
		}
		stopped = true
		cancel()
		select {
		case err := <-done:
			assert.NoError(t, err)
		case <-time.After(20 * time.Second):
			t.Error("serve did not shut down")
		}
	}
	t.Cleanup(stop)
	require.Eventually(t, func() bool {
		select {
		case err := <-done:
			t.Fatalf("serve stopped: %v\n%s", err, out.String())
		default:
		}
		return strings.Contains(out.String(), `"plain_http"`) || strings.Contains(out.String(), "plain_http")
	}, 30*time.Second, 20*time.Millisecond, "the server logs that it serves")
	return &tlsInstance{https: "https://localhost:" + strconv.Itoa(httpsPort), plain: "http://127.0.0.1:" + strconv.Itoa(httpPort), log: out, stop: stop}
}

// tlsEnv is the environment of an instance serving HTTPS on the two ports.
func tlsEnv(base []string, httpsPort, httpPort int, more ...string) []string {
	env := append([]string{}, base...)
	env = append(env,
		"PORTFOLIO_PUBLIC_URL=https://localhost:"+strconv.Itoa(httpsPort),
		"PORTFOLIO_TLS_HTTPS_ADDR=127.0.0.1:"+strconv.Itoa(httpsPort),
		"PORTFOLIO_TLS_HTTP_ADDR=127.0.0.1:"+strconv.Itoa(httpPort),
		"PORTFOLIO_ADMIN_USERNAME=owner", "PORTFOLIO_ADMIN_PASSWORD="+tlsPassword,
		"PORTFOLIO_DEMO_CONTENT=false", "PORTFOLIO_INSIGHTS_ENABLED=false",
	)
	return append(env, more...)
}

const tlsPassword = "owner password for tls"

// httpsClient trusts roots alone and speaks HTTP/2 when offered.
func httpsClient(roots *x509.CertPool) *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar, Timeout: 10 * time.Second, Transport: &http.Transport{
		TLSClientConfig: &tls.Config{RootCAs: roots}, ForceAttemptHTTP2: true,
	}}
}

// plainClient follows no redirect.
var plainClient = &http.Client{Timeout: 10 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

// servedSerial is the serial number of the certificate the instance
// serves, once a handshake verified by roots succeeds; nil until then.
func servedSerial(c *http.Client, base string) (*big.Int, *http.Response) {
	resp, err := c.Get(base + "/healthz")
	if err != nil {
		return nil, nil
	}
	resp.Body.Close()
	return resp.TLS.PeerCertificates[0].SerialNumber, resp
}

// checkHTTPSShape checks what serving HTTPS brings on inst: HTTP/2, HSTS,
// the secure session cookie, the API and sign-in; plain HTTP redirects with
// a 308 except the ACME challenge path.
func checkHTTPSShape(t *testing.T, inst *tlsInstance, c *http.Client) {
	t.Helper()
	resp, err := c.Get(inst.https + "/")
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Equal(t, 2, resp.ProtoMajor, "HTTP/2 is negotiated")
	assert.Equal(t, "max-age=63072000; includeSubDomains", resp.Header.Get("Strict-Transport-Security"))

	status, body := call(t, c, http.MethodPost, inst.https+"/api/auth/login", `{"username":"owner","password":"`+tlsPassword+`"}`)
	require.Equal(t, http.StatusOK, status, string(body))
	u, _ := resp.Request.URL.Parse("/")
	var names []string
	for _, ck := range c.Jar.Cookies(u) {
		names = append(names, ck.Name)
	}
	assert.Contains(t, names, "__Host-portfolio_session", "the secure cookie name over HTTPS")
	status, body = call(t, c, http.MethodGet, inst.https+"/api/auth/status", "")
	assert.Equal(t, http.StatusOK, status)
	assert.Contains(t, string(body), `"isAuthenticated":true`)
	status, body = call(t, c, http.MethodGet, inst.https+"/api/messages", "")
	assert.Equal(t, http.StatusOK, status, "the admin API over HTTPS: %s", body)
	// Passkeys are made for the public URL's host and origin: one
	// registered over HTTPS signs a fresh browser in without a password.
	device := webauthntest.New()
	status, options := call(t, c, http.MethodPost, inst.https+"/api/auth/passkeys/options", `{"name":"Phone"}`)
	require.Equal(t, http.StatusOK, status, string(options))
	assert.Contains(t, string(options), `"id":"localhost"`, "the relying party is the public URL's host")
	answer, err := device.Register(options, inst.https)
	require.NoError(t, err)
	status, body = call(t, c, http.MethodPost, inst.https+"/api/auth/passkeys", string(answer))
	require.Equal(t, http.StatusCreated, status, string(body))
	visitor := httpsClient(c.Transport.(*http.Transport).TLSClientConfig.RootCAs)
	status, options = call(t, visitor, http.MethodPost, inst.https+"/api/auth/passkey/options", "")
	require.Equal(t, http.StatusOK, status, string(options))
	assertion, err := device.SignIn(options, inst.https)
	require.NoError(t, err)
	status, body = call(t, visitor, http.MethodPost, inst.https+"/api/auth/passkey", string(assertion))
	require.Equal(t, http.StatusOK, status, "a passkey signs in over HTTPS: %s", body)
	status, body = call(t, visitor, http.MethodGet, inst.https+"/api/auth/status", "")
	assert.Equal(t, http.StatusOK, status)
	assert.Contains(t, string(body), `"isAuthenticated":true`)

	// Plain HTTP: a 308 to the same path and query over HTTPS, a form's
	// POST too; no HSTS there; the ACME challenge path is answered, not
	// redirected.
	for _, method := range []string{http.MethodGet, http.MethodPost} {
		req, _ := http.NewRequest(method, inst.plain+"/projects?x=1", nil)
		req.Host = "localhost"
		resp, err := plainClient.Do(req)
		require.NoError(t, err)
		resp.Body.Close()
		assert.Equal(t, http.StatusPermanentRedirect, resp.StatusCode, method)
		assert.Equal(t, inst.https+"/projects?x=1", resp.Header.Get("Location"), method)
		assert.Empty(t, resp.Header.Get("Strict-Transport-Security"), "never HSTS over plain HTTP")
	}
	resp, err = plainClient.Get(inst.plain + "/.well-known/acme-challenge/not-a-token")
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusNotFound, resp.StatusCode, "an ACME challenge path is not redirected")
}

// TestServeHTTPSWithACME: against Pebble on loopback (its roots trusted by
// the test's client alone), serve obtains a certificate for localhost and
// serves HTTPS with it; a restart and a second instance on the same
// PostgreSQL serve the same certificate without a new order.
func TestServeHTTPSWithACME(t *testing.T) {
	t.Parallel()
	ports := testenv.FreePorts(t, 4)
	httpsPort, httpPort := ports[0], ports[1]
	pebble := testenv.StartPebble(t, httpPort, httpsPort)
	db := testenv.PostgresDatabase(t, "portfolio_tls_")
	dir := t.TempDir()
	base := []string{"PORTFOLIO_DATABASE_URL=" + db, "PORTFOLIO_UPLOADS_DIR=" + filepath.Join(dir, "uploads"),
		"PORTFOLIO_TLS_ACME=true", "PORTFOLIO_TLS_ACME_CA=" + pebble.Directory, "PORTFOLIO_TLS_ACME_CA_ROOT=" + pebble.CARootFile,
		"PORTFOLIO_TLS_ACME_EMAIL=owner@example.com"}

	first := startTLSServe(t, tlsEnv(base, httpsPort, httpPort), httpsPort, httpPort)
	c := httpsClient(pebble.IssuerPool(t))
	var serial *big.Int
	require.Eventually(t, func() bool {
		serial, _ = servedSerial(c, first.https)
		return serial != nil
	}, 60*time.Second, 100*time.Millisecond, "a certificate from Pebble is served")
	assert.Contains(t, first.log.String(), "ordering a certificate")
	checkHTTPSShape(t, first, c)
	status, body := call(t, c, http.MethodGet, first.https+"/readyz", "")
	assert.Equal(t, http.StatusOK, status)
	assert.Contains(t, string(body), `"certificate":{"status":"ok","expires_at":"`)

	// A second instance on the same database (ports of its own: it must
	// answer no challenge) serves the same certificate without ordering.
	p2s, p2 := ports[2], ports[3]
	second := startTLSServe(t, tlsEnv(base, p2s, p2), p2s, p2)
	var serial2 *big.Int
	require.Eventually(t, func() bool {
		serial2, _ = servedSerial(c, second.https)
		return serial2 != nil
	}, 20*time.Second, 50*time.Millisecond)
	assert.Equal(t, serial, serial2, "the second instance serves the certificate the first stored")
	assert.NotContains(t, second.log.String(), "ordering a certificate")
	second.stop()

	// A restart reuses the stored certificate.
	first.stop()
	again := startTLSServe(t, tlsEnv(base, httpsPort, httpPort), httpsPort, httpPort)
	var serial3 *big.Int
	require.Eventually(t, func() bool {
		serial3, _ = servedSerial(c, again.https)
		return serial3 != nil
	}, 20*time.Second, 50*time.Millisecond)
	assert.Equal(t, serial, serial3, "the restart serves the stored certificate")
	assert.NotContains(t, again.log.String(), "ordering a certificate")
}

// TestServeHTTPSWithOwnCertificate: with tls.cert_file and tls.key_file,
// serve answers HTTPS with that certificate, and with the new one once the
// files are replaced, without a restart.
func TestServeHTTPSWithOwnCertificate(t *testing.T) {
	t.Parallel()
	ca := testenv.NewTestCA(t)
	dir := t.TempDir()
	certPEM, keyPEM, serial1 := ca.Issue(t, 90*24*time.Hour, "localhost")
	certFile, keyFile := testenv.WriteFile(t, dir, "cert.pem", certPEM), testenv.WriteFile(t, dir, "key.pem", keyPEM)
	ports := testenv.FreePorts(t, 2)
	httpsPort, httpPort := ports[0], ports[1]
	env := tlsEnv(testEnv(t), httpsPort, httpPort, "PORTFOLIO_TLS_CERT_FILE="+certFile, "PORTFOLIO_TLS_KEY_FILE="+keyFile)
	inst := startTLSServe(t, env, httpsPort, httpPort)
	c := httpsClient(ca.Pool())
	got, _ := servedSerial(c, inst.https)
	require.NotNil(t, got, "the own certificate is served at once")
	assert.Equal(t, serial1, got)
	checkHTTPSShape(t, inst, c)
	var probe syncBuffer
	require.NoError(t, run(context.Background(), []string{"healthcheck"}, env, nil, &probe, &probe), "the container's probe asks /readyz over HTTPS")
	assert.Contains(t, probe.String(), `"certificate":{"status":"ok"`)

	// Replaced as a renewal tool does: new files renamed over the old.
	certPEM, keyPEM, serial2 := ca.Issue(t, 90*24*time.Hour, "localhost")
	testenv.WriteFile(t, dir, "cert.new", certPEM)
	testenv.WriteFile(t, dir, "key.new", keyPEM)
	require.NoError(t, os.Rename(filepath.Join(dir, "key.new"), keyFile))
	require.NoError(t, os.Rename(filepath.Join(dir, "cert.new"), certFile))
	require.Eventually(t, func() bool {
		// A fresh connection each time: a kept-alive one shows the old.
		c.Transport.(*http.Transport).CloseIdleConnections()
		got, _ := servedSerial(c, inst.https)
		return got != nil && got.Cmp(serial2) == 0
	}, 15*time.Second, 50*time.Millisecond, "the replaced certificate is served without a restart")
}

// TestServeRefusesAPortItCannotBind: a port in use stops the start with a
// message that says so.
func TestServeRefusesAPortItCannotBind(t *testing.T) {
	t.Parallel()
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer busy.Close()
	port := busy.Addr().(*net.TCPAddr).Port
	ca := testenv.NewTestCA(t)
	certPEM, keyPEM, _ := ca.Issue(t, time.Hour, "localhost")
	dir := t.TempDir()
	env := tlsEnv(testEnv(t), port, testenv.FreePort(t), "PORTFOLIO_TLS_CERT_FILE="+testenv.WriteFile(t, dir, "c.pem", certPEM),
		"PORTFOLIO_TLS_KEY_FILE="+testenv.WriteFile(t, dir, "k.pem", keyPEM))
	var out syncBuffer
	err = run(context.Background(), []string{"serve"}, env, nil, &out, &out)
	require.Error(t, err)
	assert.Contains(t, err.Error(), fmt.Sprintf("cannot bind 127.0.0.1:%d (tls.https_addr): the address is in use by another process", port))
}
