package sqldb_test

import (
	"context"
	"io/fs"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/sqldb"
)

// TestCertStorage runs certmagic's storage contract on both databases: two
// storages on one database stand for two instances.
func TestCertStorage(t *testing.T) {
	t.Parallel()
	t.Run("SQLite", func(t *testing.T) {
		t.Parallel()
		db := openSQLite(t, filepath.Join(t.TempDir(), "certs.db"))
		runCertStorageContract(t, db)
	})
	t.Run("PostgreSQL", func(t *testing.T) {
		t.Parallel()
		db := openPostgres(t)
		runCertStorageContract(t, db)
	})
	// A wait that ends inside an attempt ends with the context's error, not
	// the driver's (the connection's deadline, an i/o timeout, reported as the
	// database being unavailable): a busy machine's CI met it. The attempt is
	// held by the other instance's insert of the same name, not yet committed.
	t.Run("PostgreSQL/a wait ending inside an attempt", func(t *testing.T) {
		t.Parallel()
		db := openPostgres(t)
		b := sqldb.NewCertStorage(db)
		ctx := context.Background()
		tx, err := db.Bun().BeginTx(ctx, nil)
		require.NoError(t, err)
		defer func() { _ = tx.Rollback() }()
		_, err = tx.NewRaw("INSERT INTO tls_locks (name, holder, expires_at) VALUES (?, ?, ?)", "busy", "other", time.Now().UTC().Add(time.Minute)).Exec(ctx)
		require.NoError(t, err)
		cctx, cancel := context.WithTimeout(ctx, 300*time.Millisecond)
		defer cancel()
		assert.ErrorIs(t, b.Lock(cctx, "busy"), context.DeadlineExceeded)
	})
}

func runCertStorageContract(t *testing.T, db *sqldb.DB) {
	a, b := sqldb.NewCertStorage(db), sqldb.NewCertStorage(db)
	ctx := context.Background()
	for _, s := range []*sqldb.CertStorage{a, b} {
		s.LockLease, s.LockPoll = time.Second, 20*time.Millisecond
	}

	// Values: stored, replaced, read by the other instance; keys hold _ and %
	// and differ in case only.
	require.NoError(t, a.Store(ctx, "certificates/acme_ca/www.example.com/www.example.com.crt", []byte("cert-1")))
	require.NoError(t, a.Store(ctx, "certificates/acme_ca/www.example.com/www.example.com.crt", []byte("cert-2")))
	require.NoError(t, a.Store(ctx, "certificates/acme_ca/www.example.com/www.example.com.key", []byte("key")))
	require.NoError(t, a.Store(ctx, "certificates/ACME_CA/x.json", []byte("upper")))
	require.NoError(t, a.Store(ctx, "certificates/acme%ca/y.json", []byte("percent")))
	require.NoError(t, a.Store(ctx, "empty", nil))
	v, err := b.Load(ctx, "certificates/acme_ca/www.example.com/www.example.com.crt")
	require.NoError(t, err)
	assert.Equal(t, []byte("cert-2"), v)
	v, err = b.Load(ctx, "empty")
	require.NoError(t, err)
	assert.Empty(t, v)
	_, err = b.Load(ctx, "certificates/acme_ca/missing.crt")
	assert.ErrorIs(t, err, fs.ErrNotExist)

	// Files and directories.
	info, err := b.Stat(ctx, "certificates/acme_ca/www.example.com/www.example.com.crt")
	require.NoError(t, err)
	assert.True(t, info.IsTerminal)
	assert.Equal(t, int64(6), info.Size)
	assert.WithinDuration(t, time.Now(), info.Modified, time.Minute)
	info, err = b.Stat(ctx, "certificates/acme_ca")
	require.NoError(t, err)
	assert.False(t, info.IsTerminal)
	_, err = b.Stat(ctx, "certificates/acme")
	assert.ErrorIs(t, err, fs.ErrNotExist, "a prefix is a directory only on a slash")
	assert.True(t, b.Exists(ctx, "certificates"))
	assert.True(t, b.Exists(ctx, "empty"))
	assert.False(t, b.Exists(ctx, "certificates/acme_c"))

	list, err := b.List(ctx, "certificates", false)
	require.NoError(t, err)
	assert.Equal(t, []string{"certificates/ACME_CA", "certificates/acme%ca", "certificates/acme_ca"}, list)
	list, err = b.List(ctx, "certificates/acme_ca", true)
	require.NoError(t, err)
	assert.Equal(t, []string{"certificates/acme_ca/www.example.com", "certificates/acme_ca/www.example.com/www.example.com.crt",
		"certificates/acme_ca/www.example.com/www.example.com.key"}, list)
	list, err = b.List(ctx, "", false)
	require.NoError(t, err)
	assert.Equal(t, []string{"certificates", "empty"}, list)
	_, err = b.List(ctx, "nothing", true)
	assert.ErrorIs(t, err, fs.ErrNotExist)

	// Delete: a directory goes with everything under it, nothing else; a
	// missing key is no error.
	require.NoError(t, b.Delete(ctx, "certificates/acme_ca"))
	assert.False(t, a.Exists(ctx, "certificates/acme_ca/www.example.com/www.example.com.key"))
	assert.True(t, a.Exists(ctx, "certificates/ACME_CA/x.json"))
	assert.True(t, a.Exists(ctx, "certificates/acme%ca/y.json"))
	require.NoError(t, b.Delete(ctx, "certificates/acme_ca"))
	require.NoError(t, b.Delete(ctx, "empty"))
	assert.False(t, a.Exists(ctx, "empty"))

	// Locks: one holder at a time across instances; the other waits, and
	// takes it once released.
	require.NoError(t, a.Lock(ctx, "issue_cert_www.example.com"))
	ok, err := b.TryLock(ctx, "issue_cert_www.example.com")
	require.NoError(t, err)
	assert.False(t, ok, "held by the other instance")
	ok, err = b.TryLock(ctx, "issue_cert_other")
	require.NoError(t, err)
	assert.True(t, ok, "another name is another lock")
	require.NoError(t, b.Unlock(ctx, "issue_cert_other"))
	var got atomic.Bool
	done := make(chan error, 1)
	go func() {
		err := b.Lock(ctx, "issue_cert_www.example.com")
		got.Store(true)
		done <- err
	}()
	// The holder's lease is refreshed: past several leases, b still waits.
	require.Never(t, got.Load, 2*time.Second, 50*time.Millisecond, "the lease runs while its holder lives")
	require.NoError(t, a.Unlock(ctx, "issue_cert_www.example.com"))
	require.NoError(t, <-done)
	require.NoError(t, b.Unlock(ctx, "issue_cert_www.example.com"))
	assert.Error(t, b.Unlock(ctx, "issue_cert_www.example.com"), "not held any more")

	// A cancelled wait ends with the context's error.
	require.NoError(t, a.Lock(ctx, "held"))
	cctx, cancel := context.WithTimeout(ctx, 100*time.Millisecond)
	defer cancel()
	assert.ErrorIs(t, b.Lock(cctx, "held"), context.DeadlineExceeded)
	require.NoError(t, a.Unlock(ctx, "held"))

	// A holder that died leaves a lock the next taker takes over once its
	// lease ran out.
	_, err = db.Bun().NewRaw("INSERT INTO tls_locks (name, holder, expires_at) VALUES (?, ?, ?)", "orphan", "dead", time.Now().UTC().Add(-time.Second)).Exec(ctx)
	require.NoError(t, err)
	ok, err = b.TryLock(ctx, "orphan")
	require.NoError(t, err)
	assert.True(t, ok, "an expired lock is taken over")
	require.NoError(t, b.Unlock(ctx, "orphan"))
}
