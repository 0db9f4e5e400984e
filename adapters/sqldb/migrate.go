package sqldb

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"fmt"

	"github.com/uptrace/bun/migrate"
)

// migrateLockKey is the PostgreSQL advisory lock that serialises instances
// migrating the same database at start-up.
const migrateLockKey = 7_301_355_042

// startLockKey is the PostgreSQL advisory lock that serialises the rest of
// a start: creating the admin, seeding the site document, loading demo
// content. Two replicas started together would otherwise both find the
// database empty and both load the demo content.
const startLockKey = 7_301_355_043

// newMigrations returns every migration of the schema, compiled into the
// binary. Each one is built with Bun's query builder, so both dialects get
// the same tables and columns.
func newMigrations() *migrate.Migrations {
	m := migrate.NewMigrations()
	registerInitialSchema(m)
	registerSessionsAndLoginThrottle(m)
	registerSiteContent(m)
	registerContactMessages(m)
	registerTwoFactor(m)
	registerTrashActivity(m)
	registerDecorativeImages(m)
	registerCacheGenerations(m)
	registerActivityTally(m)
	registerSecurityGeneration(m)
	registerRevisions(m)
	registerDrafts(m)
	registerPreviews(m)
	registerGalleryAscending(m)
	registerProjectSlugs(m)
	registerInsights(m)
	registerPasskeys(m)
	registerPreviewTokenHashes(m)
	registerContactTokens(m)
	registerProjectCaseStudy(m)
	registerCollaborationLogos(m)
	registerAppearances(m)
	registerMessageTopics(m)
	registerBackupRuns(m)
	registerTLSCertificates(m)
	registerUserRoles(m)
	registerFocalPoints(m)
	return m
}

// Migrate applies the migrations the database has not seen yet; running it
// again is a no-op. Each migration is recorded only once it succeeded.
func (db *DB) Migrate(ctx context.Context) error {
	if db.isPostgres() {
		unlock, err := db.advisoryLock(ctx, migrateLockKey)
		if err != nil {
			return err
		}
		defer unlock()
	}
	// A database a newer version migrated is left as it is.
	plan, err := db.Plan(ctx)
	if err != nil {
		return err
	}
	if err := plan.ErrNewerSchema(); err != nil {
		return err
	}
	m := migrate.NewMigrator(db.db, newMigrations(), migrate.WithMarkAppliedOnSuccess(true))
	if err := m.Init(ctx); err != nil {
		return fmt.Errorf("migrate: create migration tables: %w", err)
	}
	if _, err := m.Migrate(ctx); err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	return nil
}

// Exclusive runs fn while no other instance on the same PostgreSQL
// database runs its own Exclusive: the start-up steps that check for
// emptiness and then write. On SQLite, single-instance, it just runs fn.
func (db *DB) Exclusive(ctx context.Context, fn func(context.Context) error) error {
	if db.isPostgres() {
		unlock, err := db.advisoryLock(ctx, startLockKey)
		if err != nil {
			return err
		}
		defer unlock()
	}
	return fn(ctx)
}

// advisoryLock takes a session lock on a dedicated connection, so that two
// instances starting together do not both run a migration; unlike Bun's
// lock table it is released when a crashed holder's connection closes.
func (db *DB) advisoryLock(ctx context.Context, key int64) (func(), error) {
	conn, err := db.db.DB.Conn(ctx)
	if err != nil {
		return nil, fmt.Errorf("advisory lock: connection: %w", err)
	}
	if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock($1)", key); err != nil {
		_ = conn.Close()
		return nil, fmt.Errorf("advisory lock: take: %w", err)
	}
	return func() { unlockAndClose(conn, key) }, nil
}

func unlockAndClose(conn *sql.Conn, key int64) {
	// A lock that cannot be released goes with the connection's session:
	// returning ErrBadConn makes database/sql close it rather than pool it.
	if _, err := conn.ExecContext(context.Background(), "SELECT pg_advisory_unlock($1)", key); err != nil {
		_ = conn.Raw(func(any) error { return driver.ErrBadConn })
	}
	_ = conn.Close()
}

// MigrationPlan is what Migrate would do to a database.
type MigrationPlan struct {
	// Pending are the migrations Migrate would apply, oldest first.
	Pending []string
	// Applied is how many migrations the database has recorded.
	Applied int
	// Newest is the newest migration the database has recorded.
	Newest string
	// Known is the newest migration this binary knows.
	Known string
	// Newer are the migrations the database has recorded that this binary
	// does not know and that are newer than Known: a newer version
	// migrated it, and this one must not touch it.
	Newer []string
}

// NewestMigration is the newest migration this binary knows.
func NewestMigration() string {
	ms := newMigrations().Sorted()
	if len(ms) == 0 {
		return ""
	}
	return ms[len(ms)-1].Name
}

// Plan reads what Migrate would do, changing nothing (not even the
// migration tables, which a database never migrated lacks).
func (db *DB) Plan(ctx context.Context) (*MigrationPlan, error) {
	ms := newMigrations().Sorted()
	plan := &MigrationPlan{Known: NewestMigration()}
	exists, err := db.hasTable(ctx, "bun_migrations")
	if err != nil {
		return nil, fmt.Errorf("migrate: %w", err)
	}
	applied := map[string]bool{}
	if exists {
		var names []string
		if err := db.db.NewRaw("SELECT name FROM bun_migrations").Scan(ctx, &names); err != nil {
			return nil, fmt.Errorf("migrate: read the applied migrations: %w", err)
		}
		for _, n := range names {
			applied[n] = true
			plan.Applied++
			if n > plan.Newest {
				plan.Newest = n
			}
		}
	}
	known := map[string]bool{}
	for _, m := range ms {
		known[m.Name] = true
		if !applied[m.Name] {
			plan.Pending = append(plan.Pending, m.Name)
		}
	}
	for n := range applied {
		if !known[n] && n > plan.Known {
			plan.Newer = append(plan.Newer, n)
		}
	}
	return plan, nil
}

// ErrNewerSchema is the refusal of a database a newer version migrated.
func (p *MigrationPlan) ErrNewerSchema() error {
	if len(p.Newer) == 0 {
		return nil
	}
	return fmt.Errorf("the database's schema is at migration %s, newer than this version knows (up to %s): it was upgraded by a newer version of portfolio. "+
		"Run that version (or newer), or restore a backup made by this version into an empty database; nothing was changed", p.Newest, p.Known)
}

func (db *DB) hasTable(ctx context.Context, name string) (bool, error) {
	query := "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?"
	if db.isPostgres() {
		query = "SELECT count(*) FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ?"
	}
	var n int
	if err := db.db.NewRaw(query, name).Scan(ctx, &n); err != nil {
		return false, err
	}
	return n > 0, nil
}
