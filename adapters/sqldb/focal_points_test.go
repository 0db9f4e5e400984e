package sqldb

import (
	"context"
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A backup made before focal points (issue 44) has rows without their
// columns: they restore centred, as the migration reads the rows it finds;
// a row that has them keeps them.
func TestOldBackupRowsRestoreCentred(t *testing.T) {
	ctx := context.Background()
	db, cleanup, err := Open(ctx, "file:"+filepath.Join(t.TempDir(), "f.db"))
	require.NoError(t, err)
	t.Cleanup(cleanup)
	require.NoError(t, db.Migrate(ctx))
	insert, err := rowTable[projectRow]{}.decode(db.db, []json.RawMessage{
		json.RawMessage(`{"id":1,"title":"Old","category":"games","priority":0,"is_active":true,"created_at":"2026-01-01T00:00:00Z","updated_at":"2026-01-01T00:00:00Z"}`),
		json.RawMessage(`{"id":2,"title":"New","category":"games","priority":0,"is_active":true,"image_focal_x":0.8,"image_focal_y":0.2,"created_at":"2026-01-01T00:00:00Z","updated_at":"2026-01-01T00:00:00Z"}`),
	})
	require.NoError(t, err)
	require.NoError(t, insert(ctx, db.db))
	p, err := NewProjectRepository(db).Find(ctx, 1)
	require.NoError(t, err)
	assert.Equal(t, [2]float64{0.5, 0.5}, [2]float64{p.ImageFocalX, p.ImageFocalY})
	p, err = NewProjectRepository(db).Find(ctx, 2)
	require.NoError(t, err)
	assert.Equal(t, [2]float64{0.8, 0.2}, [2]float64{p.ImageFocalX, p.ImageFocalY})
}
