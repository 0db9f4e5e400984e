package sqldb_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/sqldb"
	"github.com/portfolio-site/portfolio/domain"
)

// TestBackupLedger: a scheduled slot is claimed once per kind, a run by
// hand always; runs list newest first with their outcome; the last
// finished verification is read back; the plan of a migrated database
// is empty (SQLite and PostgreSQL).
func TestBackupLedger(t *testing.T) {
	for name, open := range map[string]func(t *testing.T) *sqldb.DB{
		"sqlite":   func(t *testing.T) *sqldb.DB { return openSQLite(t, filepath.Join(t.TempDir(), "p.db")) },
		"postgres": openPostgres,
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			db := open(t)
			ctx := context.Background()
			l := sqldb.NewBackupLedger(db)
			at := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
			mine, err := l.Claim(ctx, domain.BackupKindRun, 42, "a", at)
			require.NoError(t, err)
			assert.True(t, mine)
			mine, err = l.Claim(ctx, domain.BackupKindRun, 42, "a2", at)
			require.NoError(t, err)
			assert.False(t, mine, "another instance's slot")
			mine, err = l.Claim(ctx, domain.BackupKindVerify, 42, "a", at)
			require.NoError(t, err)
			assert.True(t, mine, "a verification's slots are apart")
			for _, n := range []string{"b", "c"} {
				mine, err = l.Claim(ctx, domain.BackupKindRun, 0, n, at.Add(time.Minute))
				require.NoError(t, err)
				assert.True(t, mine, "a run by hand has no slot")
			}
			require.NoError(t, l.Finish(ctx, domain.BackupKindRun, "a", true, 1234, ""))
			require.NoError(t, l.Finish(ctx, domain.BackupKindRun, "b", false, 0, "disk full"))
			runs, err := l.Runs(ctx, 10)
			require.NoError(t, err)
			require.Len(t, runs, 3)
			assert.Equal(t, "a", runs[2].Name)
			assert.True(t, runs[2].OK)
			assert.Equal(t, int64(1234), runs[2].Bytes)
			assert.True(t, runs[2].At.Equal(at))
			byName := map[string]domain.BackupRun{runs[0].Name: runs[0], runs[1].Name: runs[1]}
			assert.Equal(t, "disk full", byName["b"].Error)
			assert.Equal(t, domain.BackupRun{Name: "c", At: byName["c"].At}, byName["c"], "a run still going")

			v, err := l.LastVerification(ctx)
			require.NoError(t, err)
			assert.Nil(t, v, "not finished yet")
			require.NoError(t, l.Finish(ctx, domain.BackupKindVerify, "a", false, 0, "table projects: 1 rows restored, the manifest says 2"))
			v, err = l.LastVerification(ctx)
			require.NoError(t, err)
			require.NotNil(t, v)
			assert.False(t, v.OK)
			assert.Contains(t, v.Detail, "table projects")

			plan, err := db.Plan(ctx)
			require.NoError(t, err)
			assert.Empty(t, plan.Pending)
			assert.Empty(t, plan.Newer)
			assert.Equal(t, plan.Known, plan.Newest)
			assert.NoError(t, plan.ErrNewerSchema())
		})
	}
}
