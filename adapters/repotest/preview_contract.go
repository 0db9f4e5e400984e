package repotest

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// runPreviewContract: previews are found by their token's hash, listed
// newest first with their sealed copy, revoked one by one, and the expired
// ones swept; the plain token is never kept (issue 37).
func runPreviewContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()
	r := open(t)
	at := time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
	preview := func(token string, life time.Duration) *domain.Preview {
		return &domain.Preview{Token: token, TokenHash: domain.PreviewTokenHash(token), SealedToken: "sealed:" + token, CreatedAt: at, ExpiresAt: at.Add(life), Actor: "owner"}
	}
	first, second := preview("token-one", time.Hour), preview("token-two", 48*time.Hour)
	require.NoError(t, r.Previews.Create(ctx, first))
	require.NoError(t, r.Previews.Create(ctx, second))
	assert.NotZero(t, first.ID)
	assert.NotEqual(t, first.ID, second.ID)

	assert.Equal(t, "token-one", first.Token, "Create leaves the caller its token")
	got, err := r.Previews.FindByTokenHash(ctx, domain.PreviewTokenHash("token-two"))
	require.NoError(t, err)
	assert.Equal(t, second.ID, got.ID)
	assert.True(t, got.ExpiresAt.Equal(at.Add(48*time.Hour)))
	assert.Equal(t, "sealed:token-two", got.SealedToken)
	assert.Empty(t, got.Token, "the plain token is not kept")
	_, err = r.Previews.FindByTokenHash(ctx, "token-two")
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err), "a token is not its hash")
	_, err = r.Previews.FindByTokenHash(ctx, domain.PreviewTokenHash("token-three"))
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))

	list, err := r.Previews.List(ctx)
	require.NoError(t, err)
	require.Len(t, list, 2)
	assert.Equal(t, second.ID, list[0].ID, "newest first")
	for _, p := range list {
		assert.Empty(t, p.Token, "the plain token is not kept")
		assert.NotEmpty(t, p.SealedToken)
	}

	n, err := r.Previews.DeleteExpired(ctx, at.Add(2*time.Hour))
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	_, err = r.Previews.FindByTokenHash(ctx, domain.PreviewTokenHash("token-one"))
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))

	require.NoError(t, r.Previews.Delete(ctx, second.ID))
	assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(r.Previews.Delete(ctx, second.ID)))
}
