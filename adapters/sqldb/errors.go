package sqldb

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"syscall"

	"github.com/uptrace/bun/driver/pgdriver"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"github.com/portfolio-site/portfolio/domain"
)

// isForeignKeyViolation reports whether err is a foreign key violation of
// either database: a row referring to a parent that is gone.
func isForeignKeyViolation(err error) bool {
	var pgErr pgdriver.Error
	if errors.As(err, &pgErr) {
		return pgErr.Field('C') == "23503"
	}
	var liteErr *sqlite.Error
	if errors.As(err, &liteErr) {
		return liteErr.Code() == sqlite3.SQLITE_CONSTRAINT_FOREIGNKEY
	}
	return false
}

// isUniqueViolation reports whether err is a unique constraint violation
// of either database on an index or column whose name contains column.
func isUniqueViolation(err error, column string) bool {
	var pgErr pgdriver.Error
	if errors.As(err, &pgErr) {
		return pgErr.Field('C') == "23505" && strings.Contains(pgErr.Field('n')+pgErr.Field('M'), column)
	}
	var liteErr *sqlite.Error
	if errors.As(err, &liteErr) {
		return liteErr.Code() == sqlite3.SQLITE_CONSTRAINT_UNIQUE && strings.Contains(liteErr.Error(), column)
	}
	return false
}

// projectWriteError is dbError for a project's insert or update: a slug
// another project has is domain.SlugTaken.
func projectWriteError(op string, err error) error {
	if isUniqueViolation(err, "slug") {
		return domain.SlugTaken()
	}
	return dbError(op, err)
}

// dbError is the one way a repository reports a database error: op says
// what failed, and an error that means the database cannot be reached
// becomes EUNAVAILABLE with domain.MsgDatabaseUnavailable, so the client
// reads 503 and retries instead of 500. The driver's error stays in the
// chain for the log. An error that already carries a domain code (a
// closure's validation, ENOTFOUND) passes through unchanged.
func dbError(op string, err error) error {
	var de *domain.Error
	switch {
	case err == nil:
		return nil
	case errors.As(err, &de):
		return err
	case isUnavailable(err):
		unavailable := &domain.Error{Code: domain.EUNAVAILABLE, Message: domain.MsgDatabaseUnavailable}
		return fmt.Errorf("%s: %w: %w", op, unavailable, err)
	default:
		return fmt.Errorf("%s: %w", op, err)
	}
}

// pgFields is what PostgreSQL's protocol errors carry (pgdriver.Error):
// fields by their one-byte code, 'C' being the SQLSTATE.
type pgFields interface {
	Field(k byte) string
}

// isUnavailable tells whether err says the database cannot be reached or
// will not serve right now, as opposed to a bad query or a constraint: the
// connection was refused, reset, closed or timed out; the server is
// shutting down or starting (SQLSTATE class 08 and 57P01-57P03); SQLite
// stayed locked for the whole busy timeout.
//
// A context cancelled by the caller is not an outage: the client went
// away and the HTTP adapter handles that case itself.
func isUnavailable(err error) bool {
	if err == nil || errors.Is(err, context.Canceled) {
		return false
	}
	var pg pgFields
	if errors.As(err, &pg) {
		code := pg.Field('C')
		return strings.HasPrefix(code, "08") || code == "57P01" || code == "57P02" || code == "57P03"
	}
	var lite *sqlite.Error
	if errors.As(err, &lite) {
		// Extended codes (SQLITE_BUSY_SNAPSHOT, ...) keep the primary
		// code in the low byte.
		primary := lite.Code() & 0xff
		return primary == sqlite3.SQLITE_BUSY || primary == sqlite3.SQLITE_LOCKED
	}
	var netErr net.Error
	return errors.Is(err, context.DeadlineExceeded) ||
		errors.Is(err, driver.ErrBadConn) ||
		errors.Is(err, sql.ErrConnDone) ||
		errors.Is(err, io.EOF) ||
		errors.Is(err, io.ErrUnexpectedEOF) ||
		errors.Is(err, net.ErrClosed) ||
		errors.Is(err, syscall.ECONNREFUSED) ||
		errors.Is(err, syscall.ECONNRESET) ||
		errors.Is(err, syscall.ECONNABORTED) ||
		errors.Is(err, syscall.EPIPE) ||
		errors.As(err, &netErr)
}
