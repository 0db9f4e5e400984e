// Package smtp is the e-mail adapter: it tells the site owner about a new
// contact message over SMTP (net/smtp), with STARTTLS required unless it is
// turned off for a plain relay on loopback.
package smtp

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/quotedprintable"
	"net"
	netmail "net/mail"
	netsmtp "net/smtp"
	"strconv"
	"strings"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

var (
	_ domain.MessageNotifier = (*Notifier)(nil)
	_ domain.BackupAlerter   = (*Notifier)(nil)
)

// DefaultTimeout bounds one delivery, from dialling to QUIT.
const DefaultTimeout = 30 * time.Second

// Config says how to reach the mail server and whom to tell.
type Config struct {
	Host string
	// Port is the submission port (587 with STARTTLS).
	Port int
	// Username and Password sign in with AUTH PLAIN; empty Username means
	// no authentication (a relay that trusts the network).
	Username string
	Password string
	// From is the envelope and header sender, an address of the site.
	From string
	// To lists the owner's addresses, comma-separated.
	To string
	// StartTLS requires the connection to be upgraded with STARTTLS
	// before anything, the password above all, is sent. Off only for a
	// relay on loopback; net/smtp then still refuses to send a password
	// in the clear to any host but localhost.
	StartTLS bool
	// RootCAs verifies the server's certificate; nil means the system's
	// roots. Tests use it to trust their own server.
	RootCAs *x509.CertPool
	// Timeout bounds one delivery (default DefaultTimeout).
	Timeout time.Duration
	// SiteName names the site in the subject line.
	SiteName string
}

// Notifier sends one e-mail per new message.
type Notifier struct {
	cfg Config
	to  []string
}

// New checks cfg and returns its notifier.
func New(cfg Config) (*Notifier, error) {
	if cfg.Host == "" {
		return nil, errors.New("smtp: host is required")
	}
	if cfg.Port <= 0 || cfg.Port > 65535 {
		return nil, fmt.Errorf("smtp: port %d out of range", cfg.Port)
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultTimeout
	}
	if _, err := netmail.ParseAddress(cfg.From); err != nil {
		return nil, fmt.Errorf("smtp: from %q: %w", cfg.From, err)
	}
	list, err := netmail.ParseAddressList(cfg.To)
	if err != nil || len(list) == 0 {
		return nil, fmt.Errorf("smtp: to %q: want one or more addresses", cfg.To)
	}
	to := make([]string, 0, len(list))
	for _, a := range list {
		to = append(to, a.Address)
	}
	return &Notifier{cfg: cfg, to: to}, nil
}

// Notify delivers the notification of m in one SMTP session.
func (n *Notifier) Notify(ctx context.Context, m domain.Message) error {
	return n.send(ctx, func(from *netmail.Address) []byte { return n.compose(m, from) })
}

// send delivers the e-mail compose makes to the configured recipients.
func (n *Notifier) send(ctx context.Context, compose func(from *netmail.Address) []byte) error {
	from, _ := netmail.ParseAddress(n.cfg.From)
	return n.deliver(ctx, n.to, compose(from))
}

// deliver sends one e-mail to the recipients in one SMTP session.
func (n *Notifier) deliver(ctx context.Context, to []string, body []byte) error {
	ctx, cancel := context.WithTimeout(ctx, n.cfg.Timeout)
	defer cancel()
	addr := net.JoinHostPort(n.cfg.Host, strconv.Itoa(n.cfg.Port))
	conn, err := (&net.Dialer{}).DialContext(ctx, "tcp", addr)
	if err != nil {
		return fmt.Errorf("smtp: dial %s: %w", addr, err)
	}
	// net/smtp takes no context: the deadline bounds every read and
	// write, and closing the connection ends a session cut off by ctx.
	deadline, _ := ctx.Deadline()
	_ = conn.SetDeadline(deadline)
	stop := context.AfterFunc(ctx, func() { _ = conn.Close() })
	defer stop()

	c, err := netsmtp.NewClient(conn, n.cfg.Host)
	if err != nil {
		_ = conn.Close()
		return fmt.Errorf("smtp: greeting from %s: %w", addr, err)
	}
	defer c.Close()
	if err := n.session(c, to, body); err != nil {
		return fmt.Errorf("smtp: deliver via %s: %w", addr, err)
	}
	return nil
}

// session runs the commands of one delivery on an open client.
func (n *Notifier) session(c *netsmtp.Client, recipients []string, body []byte) error {
	if n.cfg.StartTLS {
		if ok, _ := c.Extension("STARTTLS"); !ok {
			return errors.New("the server does not offer STARTTLS (set smtp.starttls false only for a loopback relay)")
		}
		if err := c.StartTLS(&tls.Config{ServerName: n.cfg.Host, RootCAs: n.cfg.RootCAs, MinVersion: tls.VersionTLS12}); err != nil {
			return fmt.Errorf("starttls: %w", err)
		}
	}
	if n.cfg.Username != "" {
		if err := c.Auth(netsmtp.PlainAuth("", n.cfg.Username, n.cfg.Password, n.cfg.Host)); err != nil {
			return fmt.Errorf("auth: %w", err)
		}
	}
	from, _ := netmail.ParseAddress(n.cfg.From)
	if err := c.Mail(from.Address); err != nil {
		return fmt.Errorf("mail from: %w", err)
	}
	for _, to := range recipients {
		if err := c.Rcpt(to); err != nil {
			return fmt.Errorf("rcpt to %s: %w", to, err)
		}
	}
	w, err := c.Data()
	if err != nil {
		return fmt.Errorf("data: %w", err)
	}
	if _, err := w.Write(body); err != nil {
		return fmt.Errorf("write message: %w", err)
	}
	if err := w.Close(); err != nil {
		return fmt.Errorf("end of data: %w", err)
	}
	return c.Quit()
}

// compose builds the e-mail: plain text, UTF-8, quoted-printable (long
// lines and any script survive every relay), with Reply-To set to the
// sender so that the owner can answer with one click. The sender's address
// was validated as one bare address; the subject goes through MIME
// encoding with line breaks removed, so no header can be injected.
func (n *Notifier) compose(m domain.Message, from *netmail.Address) []byte {
	return plainText(mailHeader{
		From: from, To: strings.Join(n.to, ", "),
		ReplyTo: (&netmail.Address{Name: oneLine(m.Name), Address: m.Email}).String(),
		Subject: n.siteSubject(m.Subject), Date: m.CreatedAt,
	}, func(w io.Writer) {
		fmt.Fprintf(w, "New message from the contact form.\r\n\r\n")
		fmt.Fprintf(w, "From:    %s <%s>\r\n", oneLine(m.Name), m.Email)
		fmt.Fprintf(w, "Subject: %s\r\n", oneLine(m.Subject))
		fmt.Fprintf(w, "Sent:    %s\r\n", m.CreatedAt.UTC().Format("2006-01-02 15:04 UTC"))
		fmt.Fprintf(w, "Address: %s\r\n\r\n", m.Address)
		fmt.Fprintf(w, "%s\r\n", strings.ReplaceAll(strings.ReplaceAll(m.Message, "\r\n", "\n"), "\n", "\r\n"))
	})
}

// siteSubject is subject on one line, after the site's name in brackets
// when one is configured: "[Site] subject".
func (n *Notifier) siteSubject(subject string) string {
	subject = oneLine(subject)
	if n.cfg.SiteName != "" {
		subject = "[" + oneLine(n.cfg.SiteName) + "] " + subject
	}
	return subject
}

// mailHeader is what differs between the e-mails the Notifier sends.
type mailHeader struct {
	From    *netmail.Address
	To      string
	ReplyTo string // none when empty
	Subject string // one line; MIME-encoded by plainText
	Date    time.Time
}

// plainText builds one e-mail: h's header lines (each value one line,
// the subject MIME-encoded so no header can be injected) and a body that
// write fills, sent as UTF-8 quoted-printable plain text (long lines and
// any script survive every relay).
func plainText(h mailHeader, write func(w io.Writer)) []byte {
	var b bytes.Buffer
	header := func(k, v string) { b.WriteString(k + ": " + v + "\r\n") }
	header("From", h.From.String())
	header("To", h.To)
	if h.ReplyTo != "" {
		header("Reply-To", h.ReplyTo)
	}
	header("Subject", mime.QEncoding.Encode("utf-8", h.Subject))
	header("Date", h.Date.Format(time.RFC1123Z))
	header("Message-ID", messageID(h.From.Address))
	header("MIME-Version", "1.0")
	header("Content-Type", "text/plain; charset=utf-8")
	header("Content-Transfer-Encoding", "quoted-printable")
	b.WriteString("\r\n")
	qp := quotedprintable.NewWriter(&b)
	write(qp)
	_ = qp.Close()
	return b.Bytes()
}

// oneLine replaces line breaks and other control characters with spaces.
func oneLine(s string) string {
	return strings.Map(func(r rune) rune {
		if r < ' ' || r == 0x7f {
			return ' '
		}
		return r
	}, s)
}

// messageID makes a unique Message-ID in the sender's domain.
func messageID(from string) string {
	var b [12]byte
	_, _ = rand.Read(b[:])
	host := from[strings.LastIndexByte(from, '@')+1:]
	return "<" + hex.EncodeToString(b[:]) + "@" + host + ">"
}

// BackupFailed tells the owner that a backup failed: its name, when, and
// the error, and where to look.
func (n *Notifier) BackupFailed(ctx context.Context, run domain.BackupRun) error {
	return n.send(ctx, func(from *netmail.Address) []byte {
		return plainText(mailHeader{From: from, To: strings.Join(n.to, ", "), Subject: n.siteSubject("Backup failed"), Date: time.Now()},
			func(w io.Writer) {
				fmt.Fprintf(w, "A backup of the site failed.\r\n\r\n")
				fmt.Fprintf(w, "Backup:  %s\r\n", oneLine(run.Name))
				fmt.Fprintf(w, "Started: %s\r\n", run.At.UTC().Format("2006-01-02 15:04:05 UTC"))
				fmt.Fprintf(w, "Error:   %s\r\n\r\n", oneLine(run.Error))
				fmt.Fprintf(w, "No further e-mail is sent until a backup succeeds again. The admin's Dashboard shows every run.\r\n")
			})
	})
}
