package tlsserve_test

import (
	"context"
	"crypto/tls"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/zap"
	"go.uber.org/zap/zaptest"

	"github.com/portfolio-site/portfolio/adapters/sqldb"
	"github.com/portfolio-site/portfolio/adapters/tlsserve"
	"github.com/portfolio-site/portfolio/test/testenv"
)

// ownCertificate is a Certificates on files of a fresh test CA.
func ownCertificate(t *testing.T, publicURL string, hosts ...string) *tlsserve.Certificates {
	t.Helper()
	ca := testenv.NewTestCA(t)
	dir := t.TempDir()
	certPEM, keyPEM, _ := ca.Issue(t, time.Hour, "localhost")
	c, err := tlsserve.New(tlsserve.Options{
		CertFile: testenv.WriteFile(t, dir, "c.pem", certPEM), KeyFile: testenv.WriteFile(t, dir, "k.pem", keyPEM),
		Hosts: hosts, PublicURL: publicURL, Log: zaptest.NewLogger(t),
	})
	require.NoError(t, err)
	return c
}

// TestRedirects: plain HTTP answers 308 to the same path and query over
// HTTPS, on a host the certificate covers (else the public one) and the
// public URL's port (none for 443); a challenge path is never redirected.
func TestRedirects(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		public, host, target, want string
	}{
		{"https://www.example.com", "www.example.com", "/projects?x=1&y=%20", "https://www.example.com/projects?x=1&y=%20"},
		{"https://www.example.com", "example.com:80", "/", "https://example.com/"},
		{"https://www.example.com", "evil.example.net", "/a", "https://www.example.com/a"},
		{"https://www.example.com:443", "WWW.EXAMPLE.COM", "/a", "https://www.example.com/a"},
		{"https://localhost:8443", "127.0.0.1:8080", "/admin", "https://localhost:8443/admin"},
	} {
		c := ownCertificate(t, tc.public, "www.example.com", "example.com")
		req := httptest.NewRequest(http.MethodPost, tc.target, nil)
		req.Host = tc.host
		w := httptest.NewRecorder()
		c.PlainHandler().ServeHTTP(w, req)
		assert.Equal(t, http.StatusPermanentRedirect, w.Code, tc.host)
		assert.Equal(t, tc.want, w.Header().Get("Location"), tc.host)
		assert.Empty(t, w.Header().Get("Strict-Transport-Security"))
	}
	c := ownCertificate(t, "https://www.example.com", "www.example.com")
	w := httptest.NewRecorder()
	c.PlainHandler().ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/.well-known/acme-challenge/abc", nil))
	assert.Equal(t, http.StatusNotFound, w.Code)
}

// TestOwnFilesReloaded: the certificate served follows the files; a pair
// that does not load leaves the previous one served.
func TestOwnFilesReloaded(t *testing.T) {
	t.Parallel()
	ca := testenv.NewTestCA(t)
	dir := t.TempDir()
	certPEM, keyPEM, first := ca.Issue(t, time.Hour, "localhost")
	certFile, keyFile := testenv.WriteFile(t, dir, "c.pem", certPEM), testenv.WriteFile(t, dir, "k.pem", keyPEM)
	c, err := tlsserve.New(tlsserve.Options{CertFile: certFile, KeyFile: keyFile, ReloadInterval: 20 * time.Millisecond,
		PublicURL: "https://localhost", Log: zaptest.NewLogger(t)})
	require.NoError(t, err)
	require.NoError(t, c.Start(context.Background()))
	defer c.Stop()
	serial := func() string {
		cert, err := c.TLSConfig().GetCertificate(&tls.ClientHelloInfo{ServerName: "localhost"})
		require.NoError(t, err)
		return cert.Leaf.SerialNumber.String()
	}
	assert.Equal(t, first.String(), serial())
	assert.Equal(t, []string{"h2", "http/1.1"}, c.TLSConfig().NextProtos, "HTTP/2 offered")

	require.NoError(t, os.WriteFile(keyFile, []byte("not a key"), 0o600))
	require.Never(t, func() bool { return serial() != first.String() }, 200*time.Millisecond, 20*time.Millisecond, "a broken pair is not served")

	certPEM, keyPEM, second := ca.Issue(t, 2*time.Hour, "localhost")
	require.NoError(t, os.WriteFile(certFile, certPEM, 0o600))
	require.NoError(t, os.WriteFile(keyFile, keyPEM, 0o600))
	require.Eventually(t, func() bool { return serial() == second.String() }, 5*time.Second, 20*time.Millisecond)
	notAfter, ok := c.NotAfter()
	assert.True(t, ok)
	assert.WithinDuration(t, time.Now().Add(2*time.Hour), notAfter, time.Minute)

	_, err = tlsserve.New(tlsserve.Options{CertFile: filepath.Join(dir, "missing.pem"), KeyFile: keyFile, PublicURL: "https://localhost", Log: zap.NewNop()})
	assert.ErrorContains(t, err, "tls.cert_file")
}

// TestListenSaysWhy: a port in use is refused with a message naming it.
func TestListenSaysWhy(t *testing.T) {
	t.Parallel()
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer busy.Close()
	_, err = tlsserve.Listen("tls.http_addr", busy.Addr().String())
	assert.ErrorContains(t, err, "cannot bind "+busy.Addr().String()+" (tls.http_addr): the address is in use by another process")
}

// TestEachChallenge: against Pebble, a certificate is obtained through
// HTTP-01 alone and through TLS-ALPN-01 alone, on the listeners the
// server binds itself.
func TestEachChallenge(t *testing.T) {
	ports := testenv.FreePorts(t, 2)
	httpsPort, httpPort := ports[0], ports[1]
	pebble := testenv.StartPebble(t, httpPort, httpsPort)
	for _, tc := range []struct {
		name              string
		noHTTP, noTLSALPN bool
	}{
		{"HTTP-01", false, true},
		{"TLS-ALPN-01", true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			db, cleanup, err := sqldb.Open(context.Background(), "file:"+filepath.Join(t.TempDir(), "certs.db"))
			require.NoError(t, err)
			defer cleanup()
			require.NoError(t, db.Migrate(context.Background()))
			c, err := tlsserve.New(tlsserve.Options{
				ACME: true, Hosts: []string{"localhost"}, CA: pebble.Directory, CARoot: pebble.CARootFile, Storage: sqldb.NewCertStorage(db),
				DisableHTTPChallenge: tc.noHTTP, DisableTLSALPNChallenge: tc.noTLSALPN,
				HTTPSAddr: "127.0.0.1:" + strconv.Itoa(httpsPort), HTTPAddr: "127.0.0.1:" + strconv.Itoa(httpPort),
				PublicURL: "https://localhost:" + strconv.Itoa(httpsPort), Log: zaptest.NewLogger(t),
			})
			require.NoError(t, err)
			httpsLn, err := tlsserve.Listen("tls.https_addr", "127.0.0.1:"+strconv.Itoa(httpsPort))
			require.NoError(t, err)
			plainLn, err := tlsserve.Listen("tls.http_addr", "127.0.0.1:"+strconv.Itoa(httpPort))
			require.NoError(t, err)
			srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { _, _ = w.Write([]byte(r.Proto)) }), TLSConfig: c.TLSConfig()}
			plain := &http.Server{Handler: c.PlainHandler()}
			go func() { _ = srv.ServeTLS(httpsLn, "", "") }()
			go func() { _ = plain.Serve(plainLn) }()
			defer func() { _ = srv.Close(); _ = plain.Close() }()
			require.NoError(t, c.Start(context.Background()))
			defer c.Stop()

			client := &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pebble.IssuerPool(t)}, ForceAttemptHTTP2: true}}
			require.Eventually(t, func() bool {
				resp, err := client.Get("https://localhost:" + strconv.Itoa(httpsPort) + "/")
				if err != nil {
					return false
				}
				resp.Body.Close()
				return resp.ProtoMajor == 2
			}, 30*time.Second, 50*time.Millisecond, "a certificate from Pebble, over HTTP/2")
			assert.Equal(t, int64(1), c.Orders())
			_, ok := c.NotAfter()
			assert.True(t, ok)
		})
	}
}
