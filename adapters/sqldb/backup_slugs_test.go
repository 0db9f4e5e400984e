package sqldb_test

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/sqldb"
	"github.com/portfolio-site/portfolio/domain"
)

// TestUpgradeGivesOldBackupsSlugs: the projects of a backup written before
// slugs get the slugs the migration gives: from the title, unique, by id
// (whatever order the rows come in); a current backup's are kept.
func TestUpgradeGivesOldBackupsSlugs(t *testing.T) {
	store := sqldb.NewBackupStore(openSQLite(t, filepath.Join(t.TempDir(), "slugs.db")))
	rows := func() []json.RawMessage {
		return []json.RawMessage{
			json.RawMessage(`{"id":7,"title":"Arcane","category":"film-animation"}`),
			json.RawMessage(`{"id":3,"title":"Arcane!","category":"games"}`),
			json.RawMessage(`{"id":9,"title":"東京","category":"games"}`),
		}
	}
	tables := []domain.BackupTable{{Name: "portfolio_projects", Rows: rows()}}
	require.NoError(t, store.Upgrade(tables, domain.BackupFormatSlugs-1))
	var slugs []string
	for _, raw := range tables[0].Rows {
		var p struct{ Slug string }
		require.NoError(t, json.Unmarshal(raw, &p))
		slugs = append(slugs, p.Slug)
	}
	assert.Equal(t, []string{"arcane-2", "arcane", "project"}, slugs)

	current := []domain.BackupTable{{Name: "portfolio_projects", Rows: rows()}}
	require.NoError(t, store.Upgrade(current, domain.BackupFormat))
	assert.Equal(t, rows(), current[0].Rows)
}
