package smtp_test

import (
	"context"
	"mime"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/smtp"
	"github.com/portfolio-site/portfolio/domain"
)

// TestSendInvitation: the invitation goes to the invited address alone,
// over the same server as the notifications, with its link in the body.
func TestSendInvitation(t *testing.T) {
	t.Parallel()
	server := startMailServer(t, "127.0.0.1:0")
	n, err := smtp.New(config(t, server))
	require.NoError(t, err)
	inv := domain.Invitation{ID: 3, Email: "ed@example.net", Name: "Ed\r\nBcc: evil@example.com", Role: domain.RoleEditor, InvitedBy: "admin",
		CreatedAt: time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC), ExpiresAt: time.Date(2026, 12, 6, 10, 0, 0, 0, time.UTC)}
	link := "https://portfolio.example/admin/invitation/" + "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"
	require.NoError(t, n.SendInvitation(context.Background(), inv, link))

	got := server.next(t)
	assert.True(t, got.tls)
	assert.Equal(t, []string{"ed@example.net"}, got.to, "only the invited person")
	mail := parse(t, got.data)
	subject, err := new(mime.WordDecoder).DecodeHeader(mail.header.Get("Subject"))
	require.NoError(t, err)
	assert.Equal(t, "You are invited to edit Jordan Avery", subject)
	assert.Empty(t, mail.header.Get("Bcc"), "a name cannot add a header")
	assert.Contains(t, mail.body, link)
	assert.Contains(t, mail.body, "as editor")
	assert.Contains(t, mail.body, "2026-12-06 10:00 UTC")
}
