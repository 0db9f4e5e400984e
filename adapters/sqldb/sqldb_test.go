package sqldb_test

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/repotest"
	"github.com/portfolio-site/portfolio/adapters/sqldb"
	"github.com/portfolio-site/portfolio/domain"
	"github.com/portfolio-site/portfolio/test/testenv"
)

// tables lists every table of the schema, children first.
var tables = []string{
	"passkey_challenges", "passkeys", "login_attempts", "sessions", "users", "portfolio_links", "portfolio_gallery_images", "portfolio_projects",
	"investments", "appearances", "media_press", "portfolio_section_layouts", "notable_collaborations",
	"contact_messages", "app_secrets", "site_content", "trash", "activity",
	"insight_counts", "insight_visitors", "insight_vitals", "contact_tokens", "backup_runs", "tls_assets", "tls_locks", "invitations",
}

func TestSQLite(t *testing.T) {
	db := openSQLite(t, filepath.Join(t.TempDir(), "nested", "dir", "portfolio.db"))
	runAdapterSuite(t, db, false)

	t.Run("Pragmas", func(t *testing.T) {
		ctx := context.Background()
		var mode string
		var foreignKeys, busyTimeout int
		require.NoError(t, db.Bun().NewRaw("PRAGMA journal_mode").Scan(ctx, &mode))
		require.NoError(t, db.Bun().NewRaw("PRAGMA foreign_keys").Scan(ctx, &foreignKeys))
		require.NoError(t, db.Bun().NewRaw("PRAGMA busy_timeout").Scan(ctx, &busyTimeout))
		assert.Equal(t, "wal", mode)
		assert.Equal(t, 1, foreignKeys)
		assert.Equal(t, 5000, busyTimeout)
	})
}

func TestPostgres(t *testing.T) {
	db := openPostgres(t)
	runAdapterSuite(t, db, true)

	t.Run("SameSchemaAsSQLite", func(t *testing.T) {
		lite := openSQLite(t, filepath.Join(t.TempDir(), "schema.db"))
		assert.Equal(t, schemaOf(t, lite, false), schemaOf(t, db, true))
	})
}

func TestOpenRejectsUnknownScheme(t *testing.T) {
	for _, u := range []string{"mysql://root@localhost/db", "portfolio.db", "sqlite:///tmp/x.db"} {
		_, _, err := sqldb.Open(context.Background(), u)
		assert.ErrorContains(t, err, "unsupported URL", u)
	}
}

// runAdapterSuite runs the contract suites and the SQL-only checks on db.
func runAdapterSuite(t *testing.T, db *sqldb.DB, postgres bool) {
	ctx := context.Background()

	t.Run("RepositoryContract", func(t *testing.T) {
		repotest.RunRepositoryContract(t, func(t *testing.T) repotest.Repos {
			reset(t, db, postgres)
			return repotest.Repos{
				Projects:       sqldb.NewProjectRepository(db),
				Links:          sqldb.NewLinkRepository(db),
				Gallery:        sqldb.NewGalleryRepository(db),
				Collaborations: sqldb.NewCollaborationRepository(db),
				Media:          sqldb.NewMediaRepository(db),
				Investments:    sqldb.NewInvestmentRepository(db),
				Appearances:    sqldb.NewAppearanceRepository(db),
				Layouts:        sqldb.NewSectionLayoutRepository(db),
				Users:          sqldb.NewUserRepository(db),
				Invitations:    sqldb.NewInvitationStore(db),
				Sessions:       sqldb.NewSessionStore(db),
				Throttle:       sqldb.NewLoginThrottle(db),
				Messages:       sqldb.NewMessageRepository(db),
				Secrets:        sqldb.NewSecretStore(db),
				TwoFactor:      sqldb.NewTwoFactorRepository(db),
				Site:           sqldb.NewSiteRepository(db),
				Trash:          sqldb.NewTrashRepository(db),
				Activity:       sqldb.NewActivityLog(db),
				Revisions:      sqldb.NewRevisionStore(db),
				Drafts:         sqldb.NewDraftStore(db),
				Previews:       sqldb.NewPreviewStore(db),
				ContactTokens:  sqldb.NewContactTokens(db),
				Redirects:      sqldb.NewRedirectRepository(db),
				Insights:       sqldb.NewInsightsRepository(db),
				Tx:             db,
			}
		})
	})

	t.Run("SessionStoreContract", func(t *testing.T) {
		reset(t, db, postgres)
		u := &domain.User{Username: "owner", PasswordHash: "hash"}
		require.NoError(t, sqldb.NewUserRepository(db).Create(ctx, u))
		require.Equal(t, int64(1), u.ID, "the session contract uses user 1")
		repotest.RunSessionStoreContract(t, sqldb.NewSessionStore(db))
	})

	t.Run("PasskeyContract", func(t *testing.T) {
		reset(t, db, postgres)
		repotest.RunPasskeyContract(t, sqldb.NewUserRepository(db), sqldb.NewPasskeyRepository(db), sqldb.NewPasskeyChallenges(db))
	})

	t.Run("MigrateIsIdempotent", func(t *testing.T) {
		before := schemaOf(t, db, postgres)
		require.NoError(t, db.Migrate(ctx))
		require.NoError(t, db.Migrate(ctx))
		assert.Equal(t, before, schemaOf(t, db, postgres))
		var applied int
		require.NoError(t, db.Bun().NewRaw("SELECT count(*) FROM bun_migrations").Scan(ctx, &applied))
		// Every migration is a file named after its version: counting the
		// files keeps this check right as migrations are added.
		files, err := filepath.Glob("[0-9]*_*.go")
		require.NoError(t, err)
		assert.Equal(t, len(files), applied, "each migration is recorded once")
	})

	t.Run("GalleryOrderMigration", func(t *testing.T) {
		reset(t, db, postgres)
		projects, gallery, trash := sqldb.NewProjectRepository(db), sqldb.NewGalleryRepository(db), sqldb.NewTrashRepository(db)
		p, q := &domain.Project{Title: "P", Category: "games", IsActive: true}, &domain.Project{Title: "Q", Category: "games", IsActive: true}
		require.NoError(t, projects.Create(ctx, p))
		require.NoError(t, projects.Create(ctx, q))
		// Priorities as they were stored when the gallery showed the
		// highest first: P showed a, c (tied at 3, by id), b, d.
		images := []*domain.GalleryImage{
			{ProjectID: p.ID, Src: "/a.png", Priority: 3}, {ProjectID: p.ID, Src: "/b.png", Priority: 1},
			{ProjectID: p.ID, Src: "/c.png", Priority: 3}, {ProjectID: p.ID, Src: "/d.png", Priority: 0},
			{ProjectID: q.ID, Src: "/e.png", Priority: 2},
		}
		require.NoError(t, gallery.Create(ctx, images))
		// P's image in the trash had the highest priority of all: the
		// first place, where a restore must put it back.
		require.NoError(t, trash.Put(ctx, domain.TrashItem{Kind: domain.TrashGallery, ItemID: 90, ParentID: p.ID, Title: "t",
			Payload: []byte(fmt.Sprintf(`{"id":90,"projectId":%d,"src":"/t.png","priority":5,"decorative":false}`, p.ID))}))
		require.NoError(t, trash.Put(ctx, domain.TrashItem{Kind: domain.TrashProject, ItemID: 80, Title: "gone",
			Payload: []byte(`{"id":80,"title":"gone","galleryImages":[{"id":81,"projectId":80,"src":"/x.png","priority":0},{"id":82,"projectId":80,"src":"/y.png","priority":2}],"links":[]}`)}))
		require.NoError(t, trash.Put(ctx, domain.TrashItem{Kind: domain.TrashLink, ItemID: 70, ParentID: p.ID, Title: "l",
			Payload: []byte(`{"id":70,"projectId":1,"label":"l","url":"https://a.example","priority":4}`)}))

		// A draft and a revision keep an image as it was: a priority above
		// every live one (its first place then) becomes 0, the first place.
		drafts, revisions := sqldb.NewDraftStore(db), sqldb.NewRevisionStore(db)
		imageJSON := func(prio int) []byte {
			return []byte(fmt.Sprintf(`{"id":%d,"projectId":%d,"src":"/b.png","priority":%d}`, images[1].ID, p.ID, prio))
		}
		require.NoError(t, drafts.PutDraft(ctx, domain.Draft{Kind: "gallery", ItemID: images[1].ID, Title: "b", UpdatedAt: time.Now(), Actor: "owner", Data: imageJSON(4)}))
		_, err := revisions.Add(ctx, &domain.Revision{Kind: "gallery", ItemID: images[1].ID, At: time.Now(), Actor: "owner", Fields: []string{"priority"}, Data: imageJSON(9)},
			domain.RevisionPolicy{Keep: 10, MaxAge: time.Hour})
		require.NoError(t, err)

		// Run the migration again as on a database it has not seen yet.
		_, err = db.Bun().NewDelete().Table("bun_migrations").Where("name = ?", "20261128000001").Exec(ctx)
		require.NoError(t, err)
		require.NoError(t, db.Migrate(ctx))
		require.NoError(t, db.Migrate(ctx), "once only")

		shown := func(projectID int64) []string {
			list, err := gallery.ListByProject(ctx, projectID)
			require.NoError(t, err)
			var out []string
			for _, g := range list {
				out = append(out, fmt.Sprintf("%s=%d", g.Src, g.Priority))
			}
			return out
		}
		assert.Equal(t, []string{"/a.png=2", "/c.png=2", "/b.png=4", "/d.png=5"}, shown(p.ID), "the same order, lowest first: new = 5 (the highest, the trash's included) - old")
		assert.Equal(t, []string{"/e.png=0"}, shown(q.ID))
		items, err := trash.List(ctx)
		require.NoError(t, err)
		payloads := map[domain.TrashKind]string{}
		for _, it := range items {
			payloads[it.Kind] = string(it.Payload)
		}
		assert.JSONEq(t, fmt.Sprintf(`{"id":90,"projectId":%d,"src":"/t.png","priority":0,"decorative":false}`, p.ID), payloads[domain.TrashGallery])
		assert.JSONEq(t, `{"id":80,"title":"gone","galleryImages":[{"id":81,"projectId":80,"src":"/x.png","priority":2},{"id":82,"projectId":80,"src":"/y.png","priority":0}],"links":[]}`, payloads[domain.TrashProject])
		assert.JSONEq(t, `{"id":70,"projectId":1,"label":"l","url":"https://a.example","priority":4}`, payloads[domain.TrashLink], "links kept their rule")
		draft, err := drafts.Draft(ctx, "gallery", images[1].ID)
		require.NoError(t, err)
		assert.JSONEq(t, string(imageJSON(1)), string(draft.Data), "5 - 4")
		kept, err := revisions.List(ctx, "gallery", images[1].ID)
		require.NoError(t, err)
		require.Len(t, kept, 1)
		full, err := revisions.Get(ctx, "gallery", images[1].ID, kept[0].Rev)
		require.NoError(t, err)
		assert.JSONEq(t, string(imageJSON(0)), string(full.Data), "above every live priority: the first place")
	})

	t.Run("SiteContentHoldsOneRow", func(t *testing.T) {
		reset(t, db, postgres)
		const insert = "INSERT INTO site_content (id, document, updated_at) VALUES (?, '{}', ?)"
		_, err := db.Bun().ExecContext(ctx, insert, 1, time.Now())
		require.NoError(t, err)
		_, err = db.Bun().ExecContext(ctx, insert, 2, time.Now())
		assert.Error(t, err, "the CHECK keeps the table to the one document")
	})

	t.Run("SessionsGoWithTheirUser", func(t *testing.T) {
		reset(t, db, postgres)
		users, sessions := sqldb.NewUserRepository(db), sqldb.NewSessionStore(db)
		u := &domain.User{Username: "owner", PasswordHash: "hash"}
		require.NoError(t, users.Create(ctx, u))
		now := time.Now()
		require.NoError(t, sessions.Create(ctx, domain.Session{ID: "old", UserID: u.ID, LastSeenAt: now, ExpiresAt: now.Add(-time.Minute)}))
		require.NoError(t, sessions.Create(ctx, domain.Session{ID: "new", UserID: u.ID, LastSeenAt: now, ExpiresAt: now.Add(time.Hour)}))

		n, err := sessions.DeleteExpired(ctx, now, now.Add(-time.Hour))
		require.NoError(t, err)
		assert.Equal(t, 1, n)

		_, err = db.Bun().NewDelete().Table("users").Where("id = ?", u.ID).Exec(ctx)
		require.NoError(t, err)
		_, err = sessions.Find(ctx, "new", now)
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err), "ON DELETE CASCADE removes the sessions")
		err = sessions.Create(ctx, domain.Session{ID: "orphan", UserID: u.ID, ExpiresAt: now.Add(time.Hour)})
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err), "a session needs its user")
	})
}

func openSQLite(t *testing.T, path string) *sqldb.DB {
	t.Helper()
	db, cleanup, err := sqldb.Open(context.Background(), "file:"+path)
	require.NoError(t, err)
	t.Cleanup(cleanup)
	require.FileExists(t, path, "Open creates the file and its directory")
	require.NoError(t, db.Migrate(context.Background()))
	return db
}

// openPostgres opens and migrates a fresh database of the test server,
// dropped when the test ends (testenv: skipped without a server, failed on
// CI).
func openPostgres(t *testing.T) *sqldb.DB {
	t.Helper()
	return openMigrated(t, testenv.PostgresDatabase(t, "portfolio_test_"))
}

// openMigrated opens url, migrates it and closes it when the test ends.
func openMigrated(t *testing.T, url string) *sqldb.DB {
	t.Helper()
	db, cleanup, err := sqldb.Open(context.Background(), url)
	require.NoError(t, err)
	t.Cleanup(cleanup)
	require.NoError(t, db.Migrate(context.Background()))
	return db
}

// reset empties every table and restarts the ids, so each subtest starts
// from a fresh store without paying for a new database.
func reset(t *testing.T, db *sqldb.DB, postgres bool) {
	t.Helper()
	ctx := context.Background()
	if postgres {
		_, err := db.Bun().ExecContext(ctx, "TRUNCATE "+strings.Join(tables, ", ")+" RESTART IDENTITY CASCADE")
		require.NoError(t, err)
		return
	}
	for _, table := range tables {
		_, err := db.Bun().ExecContext(ctx, "DELETE FROM "+table)
		require.NoError(t, err)
	}
	_, err := db.Bun().ExecContext(ctx, "DELETE FROM sqlite_sequence")
	require.NoError(t, err)
}

// schemaOf describes the application tables as "table.column notnull" lines.
func schemaOf(t *testing.T, db *sqldb.DB, postgres bool) []string {
	t.Helper()
	query := `SELECT m.name || '.' || p.name || CASE WHEN p."notnull" = 1 OR p.pk = 1 THEN ' notnull' ELSE '' END
		FROM sqlite_master AS m JOIN pragma_table_info(m.name) AS p
		WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE 'bun_%'
		ORDER BY 1`
	if postgres {
		query = `SELECT table_name || '.' || column_name || CASE WHEN is_nullable = 'NO' THEN ' notnull' ELSE '' END
			FROM information_schema.columns
			WHERE table_schema = 'public' AND table_name NOT LIKE 'bun_%'
			ORDER BY 1`
	}
	var lines []string
	require.NoError(t, db.Bun().NewRaw(query).Scan(context.Background(), &lines))
	require.NotEmpty(t, lines)
	slices.Sort(lines) // byte order, whatever the server's collation
	return lines
}
