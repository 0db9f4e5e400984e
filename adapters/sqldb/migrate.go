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
	registerUserRoles(m)
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
