// Package sqldb holds the Bun repositories of the domain's storage ports and
// their migrations. One code base serves PostgreSQL (pgdriver) and the
// embedded, pure-Go SQLite (modernc.org/sqlite); only row locking differs.
package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
	"github.com/uptrace/bun/dialect/pgdialect"
	"github.com/uptrace/bun/dialect/sqlitedialect"
	"github.com/uptrace/bun/driver/pgdriver"
	_ "modernc.org/sqlite" // registers the "sqlite" driver, pure Go

	"github.com/portfolio-site/portfolio/domain"
)

// DB is an open PostgreSQL or SQLite database.
type DB struct {
	db *bun.DB
}

// Open connects to url and checks that the database answers. A postgres://
// or postgresql:// URL opens PostgreSQL (add sslmode=disable for a server
// without TLS); file:PATH opens, or creates, an SQLite file along with its
// directory. The returned func closes the database.
func Open(ctx context.Context, rawURL string) (*DB, func(), error) {
	var db *bun.DB
	switch {
	case strings.HasPrefix(rawURL, "postgres://"), strings.HasPrefix(rawURL, "postgresql://"):
		sqldb := sql.OpenDB(pgdriver.NewConnector(pgdriver.WithDSN(rawURL)))
		db = bun.NewDB(sqldb, pgdialect.New())
	case strings.HasPrefix(rawURL, "file:"):
		dsn, err := sqliteDSN(rawURL)
		if err != nil {
			return nil, nil, err
		}
		sqldb, err := sql.Open("sqlite", dsn)
		if err != nil {
			return nil, nil, fmt.Errorf("open sqlite: %w", err)
		}
		// One connection: SQLite has one writer anyway, and a transaction
		// that holds the only connection can never meet SQLITE_BUSY from
		// another connection of this process. Code inside a transaction
		// must therefore use the tx only, never the DB.
		sqldb.SetMaxOpenConns(1)
		sqldb.SetMaxIdleConns(1)
		sqldb.SetConnMaxLifetime(0)
		db = bun.NewDB(sqldb, sqlitedialect.New())
	default:
		return nil, nil, fmt.Errorf("open database: unsupported URL %q: want postgres://, postgresql:// or file:PATH", redact(rawURL))
	}
	out := &DB{db: db}
	if err := out.Ping(ctx); err != nil {
		_ = db.Close()
		return nil, nil, err
	}
	return out, func() { _ = db.Close() }, nil
}

// sqliteDSN turns file:PATH[?query] into a modernc DSN with the pragmas the
// store relies on, creating the file's directory when it is missing.
func sqliteDSN(rawURL string) (string, error) {
	path, query, _ := strings.Cut(strings.TrimPrefix(rawURL, "file:"), "?")
	if path == "" {
		return "", errors.New("open sqlite: empty path in file: URL")
	}
	q, err := url.ParseQuery(query)
	if err != nil {
		return "", fmt.Errorf("open sqlite: parse query of %q: %w", rawURL, err)
	}
	if path != ":memory:" && q.Get("mode") != "memory" {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return "", fmt.Errorf("open sqlite: create directory: %w", err)
		}
	}
	q.Add("_pragma", "foreign_keys(1)")
	q.Add("_pragma", "busy_timeout(5000)")
	q.Add("_pragma", "journal_mode(WAL)")
	// Writers take the lock when they begin, so a read-then-write
	// transaction cannot fail to upgrade while another process writes.
	if q.Get("_txlock") == "" {
		q.Set("_txlock", "immediate")
	}
	return "file:" + path + "?" + q.Encode(), nil
}

// redact hides the password of a URL in error messages.
func redact(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil {
		return "<unparsable URL>"
	}
	return u.Redacted()
}

// Bun returns the underlying Bun database, for tools and tests.
func (db *DB) Bun() *bun.DB { return db.db }

// Ping checks that the database answers; the readiness probe uses it.
func (db *DB) Ping(ctx context.Context) error {
	if err := db.db.PingContext(ctx); err != nil {
		return dbError(fmt.Sprintf("ping %s database", db.db.Dialect().Name()), err)
	}
	return nil
}

// isPostgres tells whether row locks (SELECT ... FOR UPDATE) are available;
// SQLite locks the whole database for a write transaction instead.
func (db *DB) isPostgres() bool { return db.db.Dialect().Name() == dialect.PG }

// txKey is the context key of the transaction InTx runs its function in.
type txKey struct{}

// txState is the transaction a context carries, with the database it
// belongs to (a context may cross two databases in tests).
type txState struct {
	db *DB
	tx bun.Tx
}

// idb is what a repository runs its statements on: the transaction ctx
// carries (InTx), else the database. On SQLite the transaction holds the
// only connection, so a statement inside it must never use the database.
func (db *DB) idb(ctx context.Context) bun.IDB {
	if st, ok := ctx.Value(txKey{}).(*txState); ok && st.db == db {
		return st.tx
	}
	return db.db
}

// inTx runs fn in a transaction, committed when fn returns nil, or in the
// transaction ctx already carries, which then commits or rolls back as a
// whole. fn's error comes back unchanged so a closure's error reaches the
// caller as it was; a failed begin or commit is classified like any
// database error. A connection lost before the commit leaves nothing
// behind: the server rolls back a transaction whose client is gone.
func (db *DB) inTx(ctx context.Context, fn func(ctx context.Context, tx bun.Tx) error) error {
	if st, ok := ctx.Value(txKey{}).(*txState); ok && st.db == db {
		return fn(ctx, st.tx)
	}
	var fnErr error
	err := db.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		fnErr = fn(context.WithValue(ctx, txKey{}, &txState{db: db, tx: tx}), tx)
		return fnErr
	})
	if fnErr != nil {
		return fnErr
	}
	if err != nil {
		return dbError("transaction", err)
	}
	return nil
}

// InTx implements domain.Transactor: every repository of this database
// called with fn's context joins one transaction.
func (db *DB) InTx(ctx context.Context, fn func(ctx context.Context) error) error {
	return db.inTx(ctx, func(ctx context.Context, _ bun.Tx) error { return fn(ctx) })
}

// selectForUpdate adds a row lock to q where the dialect has one.
func (db *DB) selectForUpdate(q *bun.SelectQuery) *bun.SelectQuery {
	if db.isPostgres() {
		return q.For("UPDATE")
	}
	return q
}

// now is the time stamped on writes, at the microsecond precision both
// databases keep, so a value read back equals the value written.
func now() time.Time { return time.Now().UTC().Truncate(time.Microsecond) }

func notFound(msg string) error { return &domain.Error{Code: domain.ENOTFOUND, Message: msg} }

// noRows maps sql.ErrNoRows to ENOTFOUND with msg and any other error
// through dbError.
func noRows(err error, msg, op string) error {
	if errors.Is(err, sql.ErrNoRows) {
		return notFound(msg)
	}
	return dbError(op, err)
}
