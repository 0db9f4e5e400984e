package sqldb

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// Every kind of the registry that keeps items has its table in the backup,
// and every kind with a history can have its states read by an import
// (restore history): a kind added without its table fails here.
func TestEveryKindHasItsBackupTableAndStates(t *testing.T) {
	ctx := context.Background()
	db, cleanup, err := Open(ctx, "file:"+filepath.Join(t.TempDir(), "k.db"))
	require.NoError(t, err)
	t.Cleanup(cleanup)
	require.NoError(t, db.Migrate(ctx))
	s := NewBackupStore(db)
	require.NoError(t, checkKindTables(domain.ContentKinds(), db, s.tables))
	// The archive's order of tables (parents first) is part of its format.
	names := func(tables ...backupTable) []string {
		out := make([]string, len(tables))
		for i, t := range tables {
			out[i] = t.name(db.db)
		}
		return out
	}
	assert.Equal(t, names(rowTable[siteRow]{}, rowTable[projectRow]{}, rowTable[redirectRow]{}, rowTable[linkRow]{},
		rowTable[galleryImageRow]{}, rowTable[collaborationRow]{}, rowTable[mediaItemRow]{}, rowTable[investmentRow]{}, rowTable[appearanceRow]{},
		rowTable[sectionLayoutRow]{}, rowTable[messageRow]{}, rowTable[trashRow]{}, rowTable[activityRow]{},
		rowTable[revisionRow]{}, rowTable[draftRow]{}, rowTable[scheduleRow]{}, rowTable[userRow]{}, rowTable[twoFactorRow]{}, rowTable[passkeyRow]{},
		rowTable[invitationRow]{}), s.Tables(), "then the accounts, users first")

	for _, spec := range domain.ContentKinds().All() {
		if !spec.Trash && !spec.History && !spec.Drafts {
			continue
		}
		t.Run(string(spec.ID), func(t *testing.T) {
			var table string
			for _, kt := range kindTables() {
				if kt.kind == spec.ID {
					table = kt.rows.name(db.db)
				}
			}
			assert.Contains(t, s.Tables(), table, "the backup holds the kind's rows")
		})
	}

	check := func([]byte) error { return nil }
	withTestKind, err := domain.NewKinds(append(domain.StandardKinds(), domain.KindSpec{ID: "testimonial", Trash: true, CheckPayload: check})...)
	require.NoError(t, err)
	assert.EqualError(t, checkKindTables(withTestKind, db, s.tables), `sqldb: kind "testimonial" keeps items but the backup has no table of them`)
	withoutStates, err := domain.NewKinds(append(domain.StandardKinds(), domain.KindSpec{ID: "redirect-history", History: true, CheckPayload: check})...)
	require.NoError(t, err)
	assert.Error(t, checkKindTables(withoutStates, db, s.tables))

	states, err := s.contentStates(ctx)
	require.NoError(t, err)
	assert.Empty(t, states, "an empty database has no states")
}
