package sqldb

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
	"net"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// pgError stands for a pgdriver.Error, whose fields cannot be set outside
// its package: the classifier only reads the SQLSTATE through Field.
type pgError struct{ code, msg string }

func (e pgError) Field(k byte) string {
	switch k {
	case 'C':
		return e.code
	case 'M':
		return e.msg
	}
	return ""
}

func (e pgError) Error() string { return "ERROR: " + e.msg + " (SQLSTATE=" + e.code + ")" }

func TestDBErrorClassifies(t *testing.T) {
	busy, constraint := sqliteErrors(t)
	refused := dialClosedPort(t)
	notFound := &domain.Error{Code: domain.ENOTFOUND, Message: domain.MsgProjectNotFound}

	cases := []struct {
		name        string
		err         error
		unavailable bool
	}{
		{"connection refused", refused, true},
		{"connection reset", fmt.Errorf("read: %w", syscall.ECONNRESET), true},
		{"broken pipe", &net.OpError{Op: "write", Net: "tcp", Err: syscall.EPIPE}, true},
		{"closed connection", fmt.Errorf("read: %w", net.ErrClosed), true},
		{"EOF", io.EOF, true},
		{"unexpected EOF", fmt.Errorf("read message: %w", io.ErrUnexpectedEOF), true},
		{"bad connection", driver.ErrBadConn, true},
		{"connection done", sql.ErrConnDone, true},
		{"deadline", fmt.Errorf("query: %w", context.DeadlineExceeded), true},
		{"SQLSTATE 08006 connection failure", pgError{"08006", "connection failure"}, true},
		{"SQLSTATE 08001 cannot connect", pgError{code: "08001"}, true},
		{"SQLSTATE 57P01 admin shutdown", pgError{"57P01", "terminating connection due to administrator command"}, true},
		{"SQLSTATE 57P02 crash shutdown", pgError{code: "57P02"}, true},
		{"SQLSTATE 57P03 starting up", pgError{"57P03", "the database system is starting up"}, true},
		{"SQLite busy after the timeout", busy, true},

		{"client cancelled", fmt.Errorf("query: %w", context.Canceled), false},
		{"SQLSTATE 23505 unique violation", pgError{code: "23505"}, false},
		{"SQLSTATE 42P01 undefined table", pgError{code: "42P01"}, false},
		{"SQLite constraint", constraint, false},
		{"anything else", errors.New("sql: Scan error"), false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := dbError("insert project", tc.err)
			require.Error(t, err)
			assert.ErrorIs(t, err, tc.err, "the cause stays in the chain for the log")
			assert.Contains(t, err.Error(), "insert project")
			if tc.unavailable {
				assert.Equal(t, domain.EUNAVAILABLE, domain.ErrorCode(err))
				assert.Equal(t, domain.MsgDatabaseUnavailable, domain.ErrorMessage(err))
			} else {
				assert.Equal(t, domain.EINTERNAL, domain.ErrorCode(err))
				assert.Equal(t, "Internal error", domain.ErrorMessage(err))
			}
		})
	}

	t.Run("domain errors pass through", func(t *testing.T) {
		assert.Same(t, notFound, dbError("find project 1", notFound))
		assert.NoError(t, dbError("find project 1", nil))
	})
	t.Run("noRows", func(t *testing.T) {
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(noRows(sql.ErrNoRows, domain.MsgProjectNotFound, "find")))
		assert.Equal(t, domain.EUNAVAILABLE, domain.ErrorCode(noRows(refused, domain.MsgProjectNotFound, "find")))
	})
}

// sqliteErrors returns real modernc errors: SQLITE_BUSY from a second
// connection that finds the write lock taken (busy timeout 0, as when the
// store's 5 s have run out) and a NOT NULL constraint failure.
func sqliteErrors(t *testing.T) (busy, constraint error) {
	t.Helper()
	ctx := context.Background()
	dsn := "file:" + filepath.Join(t.TempDir(), "busy.db") + "?_pragma=busy_timeout(0)"
	holder, err := sql.Open("sqlite", dsn)
	require.NoError(t, err)
	t.Cleanup(func() { _ = holder.Close() })
	_, err = holder.ExecContext(ctx, "CREATE TABLE t (v TEXT NOT NULL)")
	require.NoError(t, err)
	_, constraint = holder.ExecContext(ctx, "INSERT INTO t (v) VALUES (NULL)")
	require.Error(t, constraint)

	conn, err := holder.Conn(ctx)
	require.NoError(t, err)
	t.Cleanup(func() { _ = conn.Close() })
	_, err = conn.ExecContext(ctx, "BEGIN IMMEDIATE")
	require.NoError(t, err)
	t.Cleanup(func() { _, _ = conn.ExecContext(ctx, "ROLLBACK") })

	other, err := sql.Open("sqlite", dsn)
	require.NoError(t, err)
	t.Cleanup(func() { _ = other.Close() })
	_, busy = other.ExecContext(ctx, "INSERT INTO t (v) VALUES ('x')")
	require.Error(t, busy)
	return busy, constraint
}

// dialClosedPort returns the error of a connection refused by a loopback
// port that nobody listens on any more.
func dialClosedPort(t *testing.T) error {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := ln.Addr().String()
	require.NoError(t, ln.Close())
	c, err := net.Dial("tcp", addr)
	if err == nil {
		_ = c.Close()
		t.Fatal("a closed port accepted a connection")
	}
	return err
}
