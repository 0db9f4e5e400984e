package sqldb_test

import (
	"context"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/sqldb"
	"github.com/portfolio-site/portfolio/domain"
	"github.com/portfolio-site/portfolio/test/tcpproxy"
	"github.com/portfolio-site/portfolio/test/testenv"
)

// TestPostgresStoppedAndBack cuts the connection to a real PostgreSQL with
// a loopback proxy: while it is down every call answers EUNAVAILABLE at
// once, a write cut in the middle of its transaction leaves nothing
// behind, and once it is back the same DB works again without reopening.
func TestPostgresStoppedAndBack(t *testing.T) {
	db, proxy := openPostgresThroughProxy(t)
	ctx := context.Background()
	projects := sqldb.NewProjectRepository(db)
	links := sqldb.NewLinkRepository(db)
	collaborations := sqldb.NewCollaborationRepository(db)

	p := &domain.Project{Title: "Kept", Category: "games", Priority: 1, IsActive: true}
	require.NoError(t, projects.Create(ctx, p))
	q := &domain.Project{Title: "Neighbour", Category: "games", Priority: 2, IsActive: true}
	require.NoError(t, projects.Create(ctx, q))

	proxy.Refuse()
	calls := map[string]func() error{
		"ping":   func() error { return db.Ping(ctx) },
		"list":   func() error { _, err := projects.List(ctx, domain.ProjectFilter{}); return err },
		"find":   func() error { _, err := projects.Find(ctx, p.ID); return err },
		"create": func() error { return collaborations.Create(ctx, &domain.Collaboration{Title: "Lost"}) },
		"update": func() error {
			_, err := projects.Update(ctx, p.ID, func(p *domain.Project) error { p.Title = "Lost"; return nil })
			return err
		},
		"delete":  func() error { return projects.Delete(ctx, q.ID) },
		"reorder": func() error { _, err := projects.Reorder(ctx, p.ID, q.ID); return err },
		"link": func() error {
			return links.Create(ctx, &domain.ProjectLink{ProjectID: p.ID, Label: "Lost", URL: "https://example.com"})
		},
	}
	for name, call := range calls {
		start := time.Now()
		err := call()
		assert.Equal(t, domain.EUNAVAILABLE, domain.ErrorCode(err), "%s: %v", name, err)
		assert.Equal(t, domain.MsgDatabaseUnavailable, domain.ErrorMessage(err), name)
		assert.Less(t, time.Since(start), 3*time.Second, "%s fails fast", name)
	}

	require.NoError(t, proxy.Restore())
	require.EventuallyWithT(t, func(c *assert.CollectT) {
		assert.NoError(c, db.Ping(ctx))
	}, 10*time.Second, 50*time.Millisecond, "database/sql reconnects by itself")
	got, err := projects.Find(ctx, p.ID)
	require.NoError(t, err)
	assert.Equal(t, "Kept", got.Title, "nothing written while down")
	assert.Equal(t, 1, got.Priority)
	l := &domain.ProjectLink{ProjectID: p.ID, Label: "Site", URL: "https://example.com"}
	require.NoError(t, links.Create(ctx, l), "writes work again")
	n, err := collaborations.Count(ctx)
	require.NoError(t, err)
	assert.Zero(t, n)

	t.Run("a write cut inside its transaction leaves nothing behind", func(t *testing.T) {
		_, err := projects.Update(ctx, p.ID, func(p *domain.Project) error {
			p.Title, p.Priority = "Half", 99
			proxy.Refuse() // the row is read and locked; the write never lands
			return nil
		})
		assert.Equal(t, domain.EUNAVAILABLE, domain.ErrorCode(err), "%v", err)
		require.NoError(t, proxy.Restore())
		require.EventuallyWithT(t, func(c *assert.CollectT) {
			got, err := projects.Find(ctx, p.ID)
			if assert.NoError(c, err) {
				assert.Equal(c, "Kept", got.Title)
				assert.Equal(c, 1, got.Priority)
			}
		}, 10*time.Second, 50*time.Millisecond)

		// The server rolled back and released the row lock: the next
		// read-modify-write of the same row goes through.
		ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		updated, err := projects.Update(ctx, p.ID, func(p *domain.Project) error { p.Title = "Whole"; return nil })
		require.NoError(t, err)
		assert.Equal(t, "Whole", updated.Title)
	})
}

// openPostgresThroughProxy opens and migrates a fresh database of the test
// server through a tcpproxy the test can cut.
func openPostgresThroughProxy(t *testing.T) (*sqldb.DB, *tcpproxy.Proxy) {
	t.Helper()
	u, err := url.Parse(testenv.PostgresDatabase(t, "portfolio_fault_"))
	require.NoError(t, err)
	proxy := tcpproxy.Start(t, u.Host)
	u.Host = proxy.Addr()
	return openMigrated(t, u.String()), proxy
}
