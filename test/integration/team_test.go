package integration_test

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/domain"
)

// linkMailer keeps the links it was asked to send.
type linkMailer struct {
	mu    sync.Mutex
	links []string
}

func (m *linkMailer) SendInvitation(_ context.Context, _ domain.Invitation, link string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.links = append(m.links, link)
	return nil
}

// TestTeamOnEveryStore is issue 43's invitations on the memory fakes,
// SQLite and PostgreSQL: the link works once (a taken username leaves it
// good), the editor signs in as an editor, the store keeps only the
// token's hash, and removing the editor ends their session at once.
func TestTeamOnEveryStore(t *testing.T) {
	for _, b := range securityBackends {
		t.Run(b.name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			stores := b.open(t)
			f := newSecurityFixture(t, stores)
			mail := &linkMailer{}
			team, err := auth.NewTeam(f.auth, stores.invitations, mail, "https://portfolio.example/")
			require.NoError(t, err)

			ownerSession, _, err := f.auth.Login(ctx, auth.LoginAttempt{Credentials: domain.Credentials{Username: "owner", Password: ownerPassword}, ClientAddr: testAddr})
			require.NoError(t, err)
			inv, err := team.Invite(ctx, ownerSession.ID, domain.InvitationRequest{Email: "ed@example.com", Name: "Ed", Role: domain.RoleEditor})
			require.NoError(t, err)
			require.Equal(t, []string{inv.Link}, mail.links)
			token := inv.Link[strings.LastIndex(inv.Link, "/")+1:]
			assert.Equal(t, "https://portfolio.example"+auth.InvitePath+token, inv.Link)
			pending, err := stores.invitations.List(ctx, f.clock.Now())
			require.NoError(t, err)
			require.Len(t, pending, 1)
			assert.NotContains(t, pending[0].TokenHash, token, "only the hash is stored")

			accept := func(username string) (*domain.Session, *domain.User, error) {
				return team.Accept(ctx, auth.Acceptance{Token: token, Credentials: domain.Credentials{Username: username, Password: "editor-password-1"}, ClientAddr: testAddr})
			}
			_, _, err = accept("owner")
			assert.Equal(t, domain.ECONFLICT, domain.ErrorCode(err), "a taken name: %v", err)
			edSession, ed, err := accept("ed")
			require.NoError(t, err, "the link is still good after a taken name")
			assert.Equal(t, domain.RoleEditor, ed.Role)
			_, _, err = accept("ed2")
			assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err), "the link works once")

			u, err := f.auth.Authenticate(ctx, edSession.ID)
			require.NoError(t, err)
			assert.Equal(t, domain.RoleEditor, u.Role)
			assert.Equal(t, "ed@example.com", u.Email)
			members, err := team.Members(ctx)
			require.NoError(t, err)
			require.Len(t, members, 2)
			assert.Equal(t, domain.RoleOwner, members[0].Role)
			assert.NotNil(t, members[1].LastSignInAt)

			assert.Equal(t, domain.ECONFLICT, domain.ErrorCode(team.Remove(ctx, members[0].ID)), "the owner stays")
			require.NoError(t, team.Remove(ctx, ed.ID))
			_, err = f.auth.Authenticate(ctx, edSession.ID)
			assert.Equal(t, domain.EUNAUTHORIZED, domain.ErrorCode(err), "the removed editor's next request")
			_, err = f.auth.Authenticate(ctx, ownerSession.ID)
			require.NoError(t, err)
		})
	}
}
