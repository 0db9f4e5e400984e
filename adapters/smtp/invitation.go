package smtp

import (
	"context"
	"fmt"
	"io"
	netmail "net/mail"

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
	site := oneLine(n.cfg.SiteName)
	if site == "" {
		site = "the site"
	}
	return plainText(mailHeader{
		From: from, To: (&netmail.Address{Name: oneLine(inv.Name), Address: to.Address}).String(),
		Subject: "You are invited to edit " + site, Date: inv.CreatedAt,
	}, func(w io.Writer) {
		fmt.Fprintf(w, "Hello %s,\r\n\r\n", oneLine(inv.Name))
		fmt.Fprintf(w, "%s invites you to edit %s as %s.\r\n", oneLine(inv.InvitedBy), site, inv.Role)
		fmt.Fprintf(w, "Open this link to choose your username and a password or a passkey (it works once, until %s):\r\n\r\n", inv.ExpiresAt.UTC().Format("2006-01-02 15:04 UTC"))
		fmt.Fprintf(w, "%s\r\n", link)
	})
}
