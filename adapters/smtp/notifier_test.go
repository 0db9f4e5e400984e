package smtp_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"io"
	"math/big"
	"mime"
	"mime/quotedprintable"
	"net"
	netmail "net/mail"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	gosmtp "github.com/emersion/go-smtp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/smtp"
	"github.com/portfolio-site/portfolio/domain"
)

const (
	testUser     = "notifier@example.com"
	testPassword = "s3cret-pass"
)

// received is one mail the test server accepted.
type received struct {
	user string // who signed in
	tls  bool   // whether the session was upgraded before the mail
	from string
	to   []string
	data []byte
}

// mailServer is a real SMTP server (emersion/go-smtp) on loopback with a
// self-signed certificate, STARTTLS and AUTH PLAIN, refusing mail from a
// session that did not sign in.
type mailServer struct {
	addr  string
	roots *x509.CertPool
	inbox chan received
	srv   *gosmtp.Server
}

type serverOption func(*gosmtp.Server)

// withoutTLS makes a server that does not offer STARTTLS.
func withoutTLS(s *gosmtp.Server) { s.TLSConfig = nil; s.AllowInsecureAuth = true }

// startMailServer serves on addr ("127.0.0.1:0" for any port) until the
// test ends.
func startMailServer(t *testing.T, addr string, opts ...serverOption) *mailServer {
	t.Helper()
	cert, roots := selfSigned(t)
	m := &mailServer{roots: roots, inbox: make(chan received, 10)}
	m.srv = gosmtp.NewServer(gosmtp.BackendFunc(func(c *gosmtp.Conn) (gosmtp.Session, error) {
		return &session{server: m, conn: c}, nil
	}))
	m.srv.Domain = "localhost"
	m.srv.TLSConfig = &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}
	m.srv.ReadTimeout, m.srv.WriteTimeout = 10*time.Second, 10*time.Second
	for _, o := range opts {
		o(m.srv)
	}
	ln, err := net.Listen("tcp", addr)
	require.NoError(t, err)
	m.addr = ln.Addr().String()
	go func() { _ = m.srv.Serve(ln) }()
	t.Cleanup(func() { _ = m.srv.Close() })
	return m
}

func (m *mailServer) port(t *testing.T) int {
	_, p, err := net.SplitHostPort(m.addr)
	require.NoError(t, err)
	n, err := strconv.Atoi(p)
	require.NoError(t, err)
	return n
}

// next waits for the next mail.
func (m *mailServer) next(t *testing.T) received {
	t.Helper()
	select {
	case r := <-m.inbox:
		return r
	case <-time.After(10 * time.Second):
		t.Fatal("no mail arrived")
		return received{}
	}
}

type session struct {
	server *mailServer
	conn   *gosmtp.Conn
	mu     sync.Mutex
	mail   received
}

func (s *session) AuthMechanisms() []string { return []string{sasl.Plain} }

func (s *session) Auth(string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(_, username, password string) error {
		if username != testUser || password != testPassword {
			return errors.New("invalid credentials")
		}
		s.mu.Lock()
		defer s.mu.Unlock()
		s.mail.user = username
		return nil
	}), nil
}

func (s *session) Mail(from string, _ *gosmtp.MailOptions) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.mail.user == "" {
		return gosmtp.ErrAuthRequired
	}
	_, s.mail.tls = s.conn.TLSConnectionState()
	s.mail.from = from
	return nil
}

func (s *session) Rcpt(to string, _ *gosmtp.RcptOptions) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.mail.to = append(s.mail.to, to)
	return nil
}

func (s *session) Data(r io.Reader) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	s.mu.Lock()
	mail := s.mail
	s.mu.Unlock()
	mail.data = data
	s.server.inbox <- mail
	return nil
}

func (s *session) Reset()        {}
func (s *session) Logout() error { return nil }

// selfSigned makes a certificate for 127.0.0.1 and the pool that trusts it.
func selfSigned(t *testing.T) (tls.Certificate, *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	tpl := &x509.Certificate{
		SerialNumber: big.NewInt(time.Now().UnixNano()),
		Subject:      pkix.Name{CommonName: "test mail server"},
		NotBefore:    time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}, DNSNames: []string{"localhost"},
		KeyUsage:    x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		IsCA:        true, BasicConstraintsValid: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tpl, tpl, &key.PublicKey, key)
	require.NoError(t, err)
	leaf, err := x509.ParseCertificate(der)
	require.NoError(t, err)
	roots := x509.NewCertPool()
	roots.AddCert(leaf)
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key, Leaf: leaf}, roots
}

// config is the notifier's configuration for the server m.
func config(t *testing.T, m *mailServer) smtp.Config {
	return smtp.Config{
		Host: "127.0.0.1", Port: m.port(t), Username: testUser, Password: testPassword,
		From: "Portfolio <site@example.com>", To: "owner@example.com, second@example.org",
		StartTLS: true, RootCAs: m.roots, Timeout: 5 * time.Second, SiteName: "Jordan Avery",
	}
}

func testMessage() domain.Message {
	return domain.Message{
		ID: 7, Name: "Zoë Łukasz", Email: "zoe@example.net", Subject: "Project enquiry ✨\r\nBcc: evil@example.com",
		Message:   "Hello!\nA line that is rather long so that quoted-printable has to wrap it somewhere along the way, which it does at 76 characters.\n.\nSingle dot above.",
		Address:   "203.0.113.9",
		CreatedAt: time.Date(2026, 11, 23, 10, 30, 0, 0, time.UTC),
	}
}

// parsed is a received mail read back as a mail client would.
type parsed struct {
	header netmail.Header
	body   string
}

func parse(t *testing.T, data []byte) parsed {
	t.Helper()
	msg, err := netmail.ReadMessage(strings.NewReader(string(data)))
	require.NoError(t, err)
	require.Equal(t, "quoted-printable", msg.Header.Get("Content-Transfer-Encoding"))
	body, err := io.ReadAll(quotedprintable.NewReader(msg.Body))
	require.NoError(t, err)
	return parsed{header: msg.Header, body: strings.ReplaceAll(string(body), "\r\n", "\n")}
}

func TestNotifyDeliversOverStartTLSWithAuth(t *testing.T) {
	server := startMailServer(t, "127.0.0.1:0")
	n, err := smtp.New(config(t, server))
	require.NoError(t, err)

	require.NoError(t, n.Notify(context.Background(), testMessage()))
	got := server.next(t)
	assert.Equal(t, testUser, got.user, "signed in with AUTH PLAIN")
	assert.True(t, got.tls, "the session was upgraded with STARTTLS before the mail")
	assert.Equal(t, "site@example.com", got.from)
	assert.Equal(t, []string{"owner@example.com", "second@example.org"}, got.to)

	mail := parse(t, got.data)
	subject, err := new(mime.WordDecoder).DecodeHeader(mail.header.Get("Subject"))
	require.NoError(t, err)
	assert.Equal(t, "[Jordan Avery] Project enquiry ✨  Bcc: evil@example.com", subject, "line breaks cannot start a header")
	assert.Empty(t, mail.header.Get("Bcc"))
	replyTo, err := mail.header.AddressList("Reply-To")
	require.NoError(t, err)
	require.Len(t, replyTo, 1)
	assert.Equal(t, "zoe@example.net", replyTo[0].Address)
	assert.Equal(t, "Zoë Łukasz", replyTo[0].Name)
	from, err := mail.header.AddressList("From")
	require.NoError(t, err)
	assert.Equal(t, "site@example.com", from[0].Address)
	assert.Contains(t, mail.header.Get("Message-Id"), "@example.com>")
	assert.Contains(t, mail.body, "From:    Zoë Łukasz <zoe@example.net>")
	assert.Contains(t, mail.body, "Address: 203.0.113.9")
	assert.Contains(t, mail.body, testMessage().Message, "the message arrives whole, the lone dot line included")
}

func TestNotifyRefusesWhatItShouldNot(t *testing.T) {
	ctx := context.Background()
	t.Run("no STARTTLS offered", func(t *testing.T) {
		server := startMailServer(t, "127.0.0.1:0", withoutTLS)
		n, err := smtp.New(config(t, server))
		require.NoError(t, err)
		err = n.Notify(ctx, testMessage())
		assert.ErrorContains(t, err, "STARTTLS")
	})
	t.Run("untrusted certificate", func(t *testing.T) {
		server := startMailServer(t, "127.0.0.1:0")
		cfg := config(t, server)
		cfg.RootCAs = x509.NewCertPool()
		n, err := smtp.New(cfg)
		require.NoError(t, err)
		assert.ErrorContains(t, n.Notify(ctx, testMessage()), "starttls")
	})
	t.Run("wrong password", func(t *testing.T) {
		server := startMailServer(t, "127.0.0.1:0")
		cfg := config(t, server)
		cfg.Password = "wrong"
		n, err := smtp.New(cfg)
		require.NoError(t, err)
		assert.ErrorContains(t, n.Notify(ctx, testMessage()), "auth")
	})
	t.Run("plain relay on loopback when STARTTLS is off", func(t *testing.T) {
		server := startMailServer(t, "127.0.0.1:0", withoutTLS)
		cfg := config(t, server)
		cfg.StartTLS = false
		n, err := smtp.New(cfg)
		require.NoError(t, err)
		require.NoError(t, n.Notify(ctx, testMessage()))
		got := server.next(t)
		assert.False(t, got.tls)
	})
}

func TestNewChecksTheConfiguration(t *testing.T) {
	good := smtp.Config{Host: "mail.example.com", Port: 587, From: "site@example.com", To: "owner@example.com"}
	_, err := smtp.New(good)
	require.NoError(t, err)
	for name, breakIt := range map[string]func(*smtp.Config){
		"host": func(c *smtp.Config) { c.Host = "" }, "port": func(c *smtp.Config) { c.Port = 0 },
		"from": func(c *smtp.Config) { c.From = "not an address" }, "to": func(c *smtp.Config) { c.To = "" },
	} {
		c := good
		breakIt(&c)
		_, err := smtp.New(c)
		assert.Error(t, err, name)
	}
}
