package main

import (
	"context"
	"crypto/sha256"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/sqldb"
)

// execSQL runs statements on the SQLite database of env.
func execSQL(t *testing.T, env []string, statements ...string) {
	t.Helper()
	db, closeDB, err := sqldb.Open(context.Background(), strings.TrimPrefix(env[0], "PORTFOLIO_DATABASE_URL="))
	require.NoError(t, err)
	defer closeDB()
	for _, s := range statements {
		_, err := db.Bun().ExecContext(context.Background(), s)
		require.NoError(t, err, s)
	}
}

// TestMigrateBacksUpADatabaseWithContentFirst: a database one migration
// behind, with content, is listed by --dry-run untouched, then backed up
// to the target (named in the log) before migrate applies it; the backup
// restores.
func TestMigrateBacksUpADatabaseWithContentFirst(t *testing.T) {
	t.Parallel()
	env, dir := backupEnv(t)
	ctx := context.Background()
	var out syncBuffer
	require.NoError(t, run(ctx, []string{"seed"}, env, nil, &out, &out))
	// As the previous version left it: without the newest migration.
	execSQL(t, env, "DROP TABLE backup_runs", "DELETE FROM bun_migrations WHERE name = '20261201000001'")

	var dry syncBuffer
	require.NoError(t, run(ctx, []string{"migrate", "--dry-run"}, env, nil, &dry, &dry))
	assert.Contains(t, dry.String(), "20261201000001")
	assert.Contains(t, dry.String(), "nothing was changed")
	assert.Empty(t, archivesIn(t, dir), "a dry run writes no backup")

	var mig syncBuffer
	require.NoError(t, run(ctx, []string{"migrate"}, env, nil, &mig, &mig))
	names := archivesIn(t, dir)
	require.Len(t, names, 1)
	assert.Contains(t, names[0], "pre-upgrade")
	assert.Contains(t, mig.String(), "backed up before migrating")
	assert.Contains(t, mig.String(), names[0])
	fresh := testEnv(t)
	require.NoError(t, run(ctx, []string{"import", filepath.Join(dir, names[0])}, fresh, nil, &out, &out))
	assert.Equal(t, dumpOf(t, env), dumpOf(t, fresh))

	var again syncBuffer
	require.NoError(t, run(ctx, []string{"migrate"}, env, nil, &again, &again))
	assert.Len(t, archivesIn(t, dir), 1, "an up-to-date database is not backed up again")
}

// TestServeRefusesADatabaseANewerVersionMigrated: serve exits with an
// error naming both versions, and the database file is untouched.
func TestServeRefusesADatabaseANewerVersionMigrated(t *testing.T) {
	t.Parallel()
	env, dir := backupEnv(t)
	ctx := context.Background()
	var out syncBuffer
	require.NoError(t, run(ctx, []string{"seed"}, env, nil, &out, &out))
	execSQL(t, env, "INSERT INTO bun_migrations (name, group_id, migrated_at) VALUES ('29990101000001', 99, CURRENT_TIMESTAMP)")
	path := strings.TrimPrefix(env[0], "PORTFOLIO_DATABASE_URL=file:")
	hash := func() [32]byte {
		data, err := os.ReadFile(path)
		require.NoError(t, err)
		return sha256.Sum256(data)
	}
	before := hash()
	var serveOut syncBuffer
	err := run(ctx, []string{"serve"}, env, nil, &serveOut, &serveOut)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "29990101000001")
	assert.Contains(t, err.Error(), "(up to "+sqldb.NewestMigration()+")")
	assert.Equal(t, before, hash(), "the database is untouched")
	assert.Empty(t, archivesIn(t, dir))
	var mig syncBuffer
	assert.ErrorContains(t, run(ctx, []string{"migrate"}, env, nil, &mig, &mig), "newer than this version knows")
}
