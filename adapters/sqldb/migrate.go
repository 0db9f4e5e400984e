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
	return m
}

// Migrate applies the migrations the database has not seen yet; running it
// again is a no-op. Each migration is recorded only once it succeeded.
func (db *DB) Migrate(ctx context.Context) error {
	if db.isPostgres() {
		unlock, err := db.advisoryLock(ctx)
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

// advisoryLock takes a session lock on a dedicated connection, so that two
// instances starting together do not both run a migration; unlike Bun's
// lock table it is released when a crashed holder's connection closes.
func (db *DB) advisoryLock(ctx context.Context) (func(), error) {
	conn, err := db.db.DB.Conn(ctx)
	if err != nil {
		return nil, fmt.Errorf("migrate: lock connection: %w", err)
	}
	if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock($1)", migrateLockKey); err != nil {
		_ = conn.Close()
		return nil, fmt.Errorf("migrate: take lock: %w", err)
	}
	return func() { unlockAndClose(conn) }, nil
}

func unlockAndClose(conn *sql.Conn) {
	// A lock that cannot be released goes with the connection's session:
	// returning ErrBadConn makes database/sql close it rather than pool it.
	if _, err := conn.ExecContext(context.Background(), "SELECT pg_advisory_unlock($1)", migrateLockKey); err != nil {
		_ = conn.Raw(func(any) error { return driver.ErrBadConn })
	}
	_ = conn.Close()
}
