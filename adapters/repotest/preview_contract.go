package repotest

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// runPreviewContract: previews are found by their token, listed newest
// first, revoked one by one, and the expired ones swept.
func runPreviewContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()
	r := open(t)
	at := time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
	first := &domain.Preview{Token: "token-one", CreatedAt: at, ExpiresAt: at.Add(time.Hour), Actor: "owner"}
	second := &domain.Preview{Token: "token-two", CreatedAt: at, ExpiresAt: at.Add(48 * time.Hour), Actor: "owner"}
	require.NoError(t, r.Previews.Create(ctx, first))
	require.NoError(t, r.Previews.Create(ctx, second))
	assert.NotZero(t, first.ID)
	assert.NotEqual(t, first.ID, second.ID)

	got, err := r.Previews.FindByToken(ctx, "token-two")
	require.NoError(t, err)
	assert.Equal(t, second.ID, got.ID)
	assert.True(t, got.ExpiresAt.Equal(at.Add(48*time.Hour)))
	_, err = r.Previews.FindByToken(ctx, "token-three")
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))

	list, err := r.Previews.List(ctx)
	require.NoError(t, err)
	require.Len(t, list, 2)
	assert.Equal(t, second.ID, list[0].ID, "newest first")

	n, err := r.Previews.DeleteExpired(ctx, at.Add(2*time.Hour))
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	_, err = r.Previews.FindByToken(ctx, "token-one")
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))

	require.NoError(t, r.Previews.Delete(ctx, second.ID))
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(r.Previews.Delete(ctx, second.ID)))
}
