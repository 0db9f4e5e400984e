package sqldb

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun/migrate"

	"github.com/portfolio-site/portfolio/domain"
	"github.com/portfolio-site/portfolio/test/testenv"
)

// Issue 37, finding 8: the migration that hashes preview tokens keeps the
// links already handed out working (found by the hash of their token),
// keeps no plain token, and new previews take the ids after the old ones.
func TestPreviewTokensAreHashedByTheMigration(t *testing.T) {
	t.Run("SQLite", func(t *testing.T) {
		checkPreviewTokenMigration(t, "file:"+filepath.Join(t.TempDir(), "p.db"))
	})
	t.Run("Postgres", func(t *testing.T) {
		checkPreviewTokenMigration(t, testenv.PostgresDatabase(t, "portfolio_previews_"))
	})
}

func checkPreviewTokenMigration(t *testing.T, url string) {
	ctx := context.Background()
	db, cleanup, err := Open(ctx, url)
	require.NoError(t, err)
	t.Cleanup(cleanup)

	// The schema as it was before: every migration but the hashing one.
	before := migrate.NewMigrations()
	for _, m := range newMigrations().Sorted() {
		if m.Name != "20261128000005" {
			before.Add(m)
		}
	}
	mig := migrate.NewMigrator(db.db, before, migrate.WithMarkAppliedOnSuccess(true))
	require.NoError(t, mig.Init(ctx))
	_, err = mig.Migrate(ctx)
	require.NoError(t, err)
	at := time.Date(2026, 11, 28, 9, 0, 0, 0, time.UTC)
	for _, token := range []string{"old-token-one", "old-token-two"} {
		_, err := db.db.NewInsert().Model(&previewsV1{Token: token, CreatedAt: at, ExpiresAt: at.Add(time.Hour), Actor: "owner"}).Exec(ctx)
		require.NoError(t, err)
	}

	require.NoError(t, db.Migrate(ctx))
	store := NewPreviewStore(db)
	got, err := store.FindByTokenHash(ctx, domain.PreviewTokenHash("old-token-two"))
	require.NoError(t, err, "a link handed out before still opens")
	assert.Equal(t, int64(2), got.ID)
	assert.Empty(t, got.SealedToken, "no sealer in a migration: the link was shown when it was made")
	var plain int
	require.NoError(t, db.db.NewRaw("SELECT count(*) FROM previews WHERE token_hash IN ('old-token-one', 'old-token-two')").Scan(ctx, &plain))
	assert.Zero(t, plain)
	assert.NotContains(t, previewColumns(t, db), "token", "the plain column is gone")

	p := &domain.Preview{Token: "new", TokenHash: domain.PreviewTokenHash("new"), SealedToken: "sealed", CreatedAt: at, ExpiresAt: at.Add(time.Hour), Actor: "owner"}
	require.NoError(t, store.Create(ctx, p))
	assert.Equal(t, int64(3), p.ID, "new ids follow the old ones")
}

// previewColumns names the columns of the previews table.
func previewColumns(t *testing.T, db *DB) []string {
	query := "SELECT name FROM pragma_table_info('previews')"
	if db.isPostgres() {
		query = "SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'previews'"
	}
	var out []string
	require.NoError(t, db.db.NewRaw(query).Scan(context.Background(), &out))
	require.NotEmpty(t, out)
	return out
}
