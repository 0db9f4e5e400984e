package smtp

import (
	"bytes"
	"context"
	"fmt"
	"mime"
	"mime/quotedprintable"
	netmail "net/mail"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.InvitationMailer = (*Notifier)(nil)

// SendInvitation e-mails inv's link to the invited address (issue 43),
// through the same server and sender as the notifications.
func (n *Notifier) SendInvitation(ctx context.Context, inv domain.Invitation, link string) error {
	to, err := netmail.ParseAddress(inv.Email)
	if err != nil {
		return fmt.Errorf("smtp: invitation to %q: %w", inv.Email, err)
	}
	from, _ := netmail.ParseAddress(n.cfg.From)
	return n.deliver(ctx, []string{to.Address}, n.composeInvitation(inv, link, from, to))
}

// composeInvitation builds the invitation's e-mail: plain text, UTF-8,
// quoted-printable, every header value one line (oneLine, MIME encoding).
func (n *Notifier) composeInvitation(inv domain.Invitation, link string, from, to *netmail.Address) []byte {
	var b bytes.Buffer
	site := oneLine(n.cfg.SiteName)
	if site == "" {
		site = "the site"
	}
	header := func(k, v string) { b.WriteString(k + ": " + v + "\r\n") }
	header("From", from.String())
	header("To", (&netmail.Address{Name: oneLine(inv.Name), Address: to.Address}).String())
	header("Subject", mime.QEncoding.Encode("utf-8", "You are invited to edit "+site))
	header("Date", inv.CreatedAt.Format(time.RFC1123Z))
	header("Message-ID", messageID(from.Address))
	header("MIME-Version", "1.0")
	header("Content-Type", "text/plain; charset=utf-8")
	header("Content-Transfer-Encoding", "quoted-printable")
	b.WriteString("\r\n")
	qp := quotedprintable.NewWriter(&b)
	fmt.Fprintf(qp, "Hello %s,\r\n\r\n", oneLine(inv.Name))
	fmt.Fprintf(qp, "%s invites you to edit %s as %s.\r\n", oneLine(inv.InvitedBy), site, inv.Role)
	fmt.Fprintf(qp, "Open this link to choose your username and password (it works once, until %s):\r\n\r\n", inv.ExpiresAt.UTC().Format("2006-01-02 15:04 UTC"))
	fmt.Fprintf(qp, "%s\r\n", link)
	_ = qp.Close()
	return b.Bytes()
}
