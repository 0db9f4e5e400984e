package sqldb_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"os"
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
)

// defaultPostgresURL is the local server the suite expects; set
// PORTFOLIO_TEST_POSTGRES_URL to use another one.
const defaultPostgresURL = "postgres://postgres@127.0.0.1:5432/"

// tables lists every table of the schema, children first.
var tables = []string{
	"login_attempts", "sessions", "users", "portfolio_links", "portfolio_gallery_images", "portfolio_projects",
	"investments", "media_press", "portfolio_section_layouts", "notable_collaborations",
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
				Layouts:        sqldb.NewSectionLayoutRepository(db),
				Users:          sqldb.NewUserRepository(db),
				Sessions:       sqldb.NewSessionStore(db),
				Throttle:       sqldb.NewLoginThrottle(db),
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

	t.Run("MigrateIsIdempotent", func(t *testing.T) {
		before := schemaOf(t, db, postgres)
		require.NoError(t, db.Migrate(ctx))
		require.NoError(t, db.Migrate(ctx))
		assert.Equal(t, before, schemaOf(t, db, postgres))
		var applied int
		require.NoError(t, db.Bun().NewRaw("SELECT count(*) FROM bun_migrations").Scan(ctx, &applied))
		assert.Equal(t, 2, applied, "each migration is recorded once")
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

// openPostgres creates a database with a random name on the test server,
// migrates it and drops it when the test ends. Without a server the test
// is skipped, except on CI where it fails.
func openPostgres(t *testing.T) *sqldb.DB {
	t.Helper()
	ctx := context.Background()
	base := os.Getenv("PORTFOLIO_TEST_POSTGRES_URL")
	if base == "" {
		base = defaultPostgresURL
	}
	admin, closeAdmin, err := sqldb.Open(ctx, withDatabase(t, base, "postgres"))
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("PostgreSQL is required on CI: %v", err)
		}
		t.Skipf("PostgreSQL unreachable, skipping: %v", err)
	}
	t.Cleanup(closeAdmin)

	b := make([]byte, 6)
	_, err = rand.Read(b)
	require.NoError(t, err)
	name := "portfolio_test_" + hex.EncodeToString(b)
	_, err = admin.Bun().ExecContext(ctx, "CREATE DATABASE "+name)
	require.NoError(t, err)
	t.Cleanup(func() {
		_, err := admin.Bun().ExecContext(context.Background(), "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
		assert.NoError(t, err)
	})

	db, cleanup, err := sqldb.Open(ctx, withDatabase(t, base, name))
	require.NoError(t, err)
	t.Cleanup(cleanup)
	require.NoError(t, db.Migrate(ctx))
	return db
}

// withDatabase returns base pointing at database name. A loopback server is
// assumed to have no TLS unless the URL says otherwise.
func withDatabase(t *testing.T, base, name string) string {
	t.Helper()
	u, err := url.Parse(base)
	require.NoError(t, err)
	u.Path = "/" + name
	q := u.Query()
	if q.Get("sslmode") == "" && (u.Hostname() == "127.0.0.1" || u.Hostname() == "localhost" || u.Hostname() == "::1") {
		q.Set("sslmode", "disable")
	}
	u.RawQuery = q.Encode()
	return u.String()
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
