package main

import (
	"context"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/sqldb"
	"github.com/portfolio-site/portfolio/domain"
	"github.com/portfolio-site/portfolio/test/slowclient"
	"github.com/portfolio-site/portfolio/test/testenv"
)

// TestStopLetsASlowUploadFinish: the stop (SIGTERM cancels run's
// context, as main's signal.NotifyContext does) arrives while an upload
// is still being sent; the upload completes with 201 and serve returns
// nil (exit 0), its backups stopped.
func TestStopLetsASlowUploadFinish(t *testing.T) {
	t.Parallel()
	env, _ := backupEnv(t, "PORTFOLIO_HTTP_UPLOAD_MIN_RATE=20", "PORTFOLIO_HTTP_SHUTDOWN_TIMEOUT=10s")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out syncBuffer
	done := make(chan error, 1)
	go func() { done <- run(ctx, []string{"serve"}, env, nil, &out, &out) }()
	var base string
	re := regexp.MustCompile(`http://127\.0\.0\.1:\d+`)
	require.Eventually(t, func() bool { base = re.FindString(out.String()); return base != "" }, 30*time.Second, 50*time.Millisecond)
	admin, status := signedInClient(t, base, backupAdmin, backupPassword)
	require.Equal(t, http.StatusOK, status)
	u, err := url.Parse(base)
	require.NoError(t, err)
	// 30 pieces 50 ms apart: 1.5 s in all, the stop half-way.
	rq, err := slowclient.Upload(admin.Jar.Cookies(u), "photo.png", pngImage(t), 30, 50*time.Millisecond)
	require.NoError(t, err)
	var sent atomic.Int64
	rq.Progress = func(n int) { sent.Store(int64(n)) }
	answer := make(chan *slowclient.Answer, 1)
	go func() {
		a, err := slowclient.Do(u.Host, rq, 30*time.Second)
		assert.NoError(t, err)
		answer <- a
	}()
	// The stop once the request is under way: the sender reports each
	// piece it wrote.
	require.Eventually(t, func() bool { return sent.Load() >= int64(len(rq.Body)/3) }, 10*time.Second, 5*time.Millisecond)
	cancel()
	a := <-answer
	assert.Equal(t, http.StatusCreated, a.Status, string(a.Body))
	select {
	case err := <-done:
		assert.NoError(t, err, "exit 0")
	case <-time.After(15 * time.Second):
		t.Fatal("serve did not stop")
	}
	assert.Contains(t, out.String(), "shutting down")
}

// TestTwoInstancesBackUpEachIntervalOnce: two servers on one PostgreSQL
// database with every=1s write one archive per interval, not two: the
// ledger's slot is the lease.
func TestTwoInstancesBackUpEachIntervalOnce(t *testing.T) {
	t.Parallel()
	db := testenv.PostgresDatabase(t, "portfolio_backup_lease_")
	target := t.TempDir()
	var envs [][]string
	for range 2 {
		env, _ := backupEnv(t, "PORTFOLIO_DATABASE_URL="+db, "PORTFOLIO_REDIS_URL=", "PORTFOLIO_CACHE_KEY_PREFIX=backuplease:",
			"PORTFOLIO_BACKUP_TARGET=dir://"+target, "PORTFOLIO_BACKUP_KEEP_LAST=100")
		envs = append(envs, env)
	}
	for _, env := range envs {
		startServe(t, env)
	}
	store, closeDB, err := sqldb.Open(context.Background(), db)
	require.NoError(t, err)
	defer closeDB()
	ledger := sqldb.NewBackupLedger(store)
	require.Eventually(t, func() bool {
		runs, err := ledger.Runs(context.Background(), 100)
		require.NoError(t, err)
		return okCount(runs) >= 4
	}, 30*time.Second, 100*time.Millisecond)
	// Every archive is a claimed run's, and no interval has two.
	files := archivesIn(t, target)
	var rows []struct {
		Name string `bun:"name"`
		Slot int64  `bun:"slot"`
	}
	require.NoError(t, store.Bun().NewRaw("SELECT name, slot FROM backup_runs WHERE kind = 'backup'").Scan(context.Background(), &rows))
	slotOf := map[string]int64{}
	for _, r := range rows {
		slotOf[r.Name] = r.Slot
	}
	seen := map[int64]string{}
	for _, n := range files {
		if !strings.HasPrefix(n, "portfolio-") {
			continue // one being written
		}
		slot, ok := slotOf[n]
		require.True(t, ok, "archive %s has a run", n)
		assert.Empty(t, seen[slot], "interval %d has two archives", slot)
		seen[slot] = n
	}
	assert.GreaterOrEqual(t, len(seen), 4)
}

func okCount(runs []domain.BackupRun) int {
	n := 0
	for _, r := range runs {
		if r.OK {
			n++
		}
	}
	return n
}
