package repotest

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// runUserRoleContract checks the users of issue 43: a role that is stored
// (none reads as editor), the list, the removal and the last sign-in.
func runUserRoleContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()
	r := open(t)
	at := time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC)
	owner := &domain.User{Username: "owner", PasswordHash: "h", Role: domain.RoleOwner, CreatedAt: at}
	require.NoError(t, r.Users.Create(ctx, owner))
	editor := &domain.User{Username: "ada", PasswordHash: "h", Role: domain.RoleEditor, Name: "Ada L", Email: "ada@example.com", CreatedAt: at.Add(time.Hour)}
	require.NoError(t, r.Users.Create(ctx, editor))
	blank := &domain.User{Username: "blank", PasswordHash: "h"}
	require.NoError(t, r.Users.Create(ctx, blank))
	assert.Equal(t, domain.RoleEditor, blank.Role, "no role is the lesser one")

	users, err := r.Users.List(ctx)
	require.NoError(t, err)
	require.Len(t, users, 3)
	assert.Equal(t, []string{"owner", "ada", "blank"}, []string{users[0].Username, users[1].Username, users[2].Username})
	assert.Equal(t, domain.RoleOwner, users[0].Role)
	assert.Equal(t, *editor, users[1])
	assert.Equal(t, domain.RoleEditor, users[2].Role)

	require.NoError(t, r.Users.RecordSignIn(ctx, editor.ID, at.Add(2*time.Hour)))
	got, err := r.Users.Find(ctx, editor.ID)
	require.NoError(t, err)
	assert.True(t, got.LastSignInAt.Equal(at.Add(2*time.Hour)))
	require.NoError(t, r.Users.RecordSignIn(ctx, editor.ID+100, at), "a missing user is no error")

	require.NoError(t, r.Users.Delete(ctx, editor.ID))
	_, err = r.Users.Find(ctx, editor.ID)
	assertNotFound(t, err, domain.MsgUserNotFound)
	assertNotFound(t, r.Users.Delete(ctx, editor.ID), domain.MsgUserNotFound)
	n, err := r.Users.Count(ctx)
	require.NoError(t, err)
	assert.Equal(t, 2, n)
}

// runInvitationContract checks the pending invitations: listed until they
// expire, revoked by id, and taken once by their token's hash.
func runInvitationContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()
	r := open(t)
	now := time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC)
	mk := func(hash, email string, expires time.Time) *domain.Invitation {
		inv := &domain.Invitation{TokenHash: hash, Email: email, Name: email, Role: domain.RoleEditor, InvitedBy: "owner", CreatedAt: now, ExpiresAt: expires}
		require.NoError(t, r.Invitations.Create(ctx, inv))
		require.NotZero(t, inv.ID)
		return inv
	}
	a := mk("hash-a", "a@example.com", now.Add(domain.InvitationLifetime))
	b := mk("hash-b", "b@example.com", now.Add(domain.InvitationLifetime))
	old := mk("hash-old", "old@example.com", now.Add(-time.Minute))

	list, err := r.Invitations.List(ctx, now)
	require.NoError(t, err)
	require.Len(t, list, 2, "an expired invitation is not listed")
	assert.Equal(t, *b, list[0], "newest first")
	assert.Equal(t, a.ID, list[1].ID)

	got, err := r.Invitations.Take(ctx, "hash-a", now)
	require.NoError(t, err)
	assert.Equal(t, *a, *got)
	_, err = r.Invitations.Take(ctx, "hash-a", now)
	assertNotFound(t, err, domain.MsgInvitationGone)
	_, err = r.Invitations.Take(ctx, "hash-old", now)
	assertNotFound(t, err, domain.MsgInvitationGone)
	_, err = r.Invitations.Take(ctx, "hash-none", now)
	assertNotFound(t, err, domain.MsgInvitationGone)

	require.NoError(t, r.Invitations.Delete(ctx, b.ID))
	assertNotFound(t, r.Invitations.Delete(ctx, b.ID), domain.MsgInvitationNotFound)
	assertNotFound(t, r.Invitations.Delete(ctx, old.ID), domain.MsgInvitationNotFound)
	list, err = r.Invitations.List(ctx, now)
	require.NoError(t, err)
	assert.Empty(t, list)
}
