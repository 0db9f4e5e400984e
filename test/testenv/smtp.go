package testenv

import (
	"io"
	"net"
	"strconv"
	"sync"
	"testing"
	"time"

	gosmtp "github.com/emersion/go-smtp"
)

// MailSink is a real SMTP server (emersion/go-smtp) on loopback without
// TLS or authentication, keeping every mail it accepts: what the
// product's e-mails reach in end-to-end tests (smtp.starttls false).
type MailSink struct {
	Host string
	Port int
	mu   sync.Mutex
	mail [][]byte
}

// StartMailSink serves until the test ends.
func StartMailSink(t testing.TB) *MailSink {
	t.Helper()
	m := &MailSink{}
	srv := gosmtp.NewServer(gosmtp.BackendFunc(func(*gosmtp.Conn) (gosmtp.Session, error) { return &sinkSession{sink: m}, nil }))
	srv.Domain = "localhost"
	srv.AllowInsecureAuth = true
	srv.ReadTimeout, srv.WriteTimeout = 10*time.Second, 10*time.Second
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	host, port, _ := net.SplitHostPort(ln.Addr().String())
	m.Host = host
	m.Port, _ = strconv.Atoi(port)
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })
	return m
}

// Env is the configuration that sends the product's mail here.
func (m *MailSink) Env() []string {
	return []string{"PORTFOLIO_SMTP_HOST=" + m.Host, "PORTFOLIO_SMTP_PORT=" + strconv.Itoa(m.Port),
		"PORTFOLIO_SMTP_STARTTLS=false", "PORTFOLIO_SMTP_FROM=site@example.com", "PORTFOLIO_SMTP_TO=owner@example.com"}
}

// Mail returns every mail received so far, whole (headers and body).
func (m *MailSink) Mail() [][]byte {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([][]byte(nil), m.mail...)
}

type sinkSession struct{ sink *MailSink }

func (s *sinkSession) Mail(string, *gosmtp.MailOptions) error { return nil }
func (s *sinkSession) Rcpt(string, *gosmtp.RcptOptions) error { return nil }
func (s *sinkSession) Data(r io.Reader) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	s.sink.mu.Lock()
	s.sink.mail = append(s.sink.mail, data)
	s.sink.mu.Unlock()
	return nil
}
func (s *sinkSession) Reset()        {}
func (s *sinkSession) Logout() error { return nil }
