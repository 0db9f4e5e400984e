package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"filippo.io/age"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/sqldb"
	"github.com/portfolio-site/portfolio/app/backup"
	"github.com/portfolio-site/portfolio/domain"
	"github.com/portfolio-site/portfolio/test/testenv"
)

const backupAdmin, backupPassword = "owner", "owner password 1"

// backupEnv is testEnv with an administrator and backups every second to
// their own folder, which it returns.
func backupEnv(t *testing.T, extra ...string) ([]string, string) {
	dir := filepath.Join(t.TempDir(), "backups")
	env := append(testEnv(t), "PORTFOLIO_ADMIN_USERNAME="+backupAdmin, "PORTFOLIO_ADMIN_PASSWORD="+backupPassword,
		"PORTFOLIO_BACKUP_EVERY=1s", "PORTFOLIO_BACKUP_TARGET=dir://"+dir, "PORTFOLIO_BACKUP_VERIFY_EVERY=0")
	return append(env, extra...), dir
}

// backupStatus reads GET /api/backups.
func backupStatus(t *testing.T, c *http.Client, base string) backup.Status {
	t.Helper()
	status, body := call(t, c, http.MethodGet, base+"/api/backups", "")
	require.Equal(t, http.StatusOK, status, string(body))
	var st backup.Status
	require.NoError(t, json.Unmarshal(body, &st))
	return st
}

func archivesIn(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if os.IsNotExist(err) {
		return nil
	}
	require.NoError(t, err)
	var out []string
	for _, e := range entries {
		out = append(out, e.Name())
	}
	return out
}

func okRuns(st backup.Status) int {
	n := 0
	for _, r := range st.Runs {
		if r.OK {
			n++
		}
	}
	return n
}

// dumpOf reads every backup table of the database of env.
func dumpOf(t *testing.T, env []string) []domain.BackupTable {
	t.Helper()
	url := ""
	for _, kv := range env { // the last setting wins, as in Load
		if v, ok := strings.CutPrefix(kv, "PORTFOLIO_DATABASE_URL="); ok {
			url = v
		}
	}
	db, closeDB, err := sqldb.Open(context.Background(), url)
	require.NoError(t, err)
	defer closeDB()
	tables, err := sqldb.NewBackupStore(db).Dump(context.Background())
	require.NoError(t, err)
	return tables
}

// TestScheduledBackupsKeepTheLastAndRestore: with every=1s and
// keep_last=3 (the daily, weekly and monthly ones are the newest, kept
// anyway), the folder holds exactly three complete archives once more
// ran; the API lists the runs and a verification; the newest restores
// into a fresh instance with the same rows and uploads. On SQLite and on
// PostgreSQL.
func TestScheduledBackupsKeepTheLastAndRestore(t *testing.T) {
	t.Parallel()
	t.Run("sqlite", func(t *testing.T) {
		t.Parallel()
		scheduledBackupsKeepTheLast(t)
	})
	t.Run("postgres", func(t *testing.T) {
		t.Parallel()
		scheduledBackupsKeepTheLast(t, "PORTFOLIO_DATABASE_URL="+testenv.PostgresDatabase(t, "portfolio_backups_"), "PORTFOLIO_REDIS_URL=")
	})
}

func scheduledBackupsKeepTheLast(t *testing.T, extra ...string) {
	env, dir := backupEnv(t, append([]string{"PORTFOLIO_BACKUP_KEEP_LAST=3", "PORTFOLIO_BACKUP_VERIFY_EVERY=2s"}, extra...)...)
	require.NoError(t, os.MkdirAll(uploadsDirOf(env), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(uploadsDirOf(env), "upload.png"), pngImage(t), 0o644))
	base, _ := startServe(t, env)
	c, status := signedInClient(t, base, backupAdmin, backupPassword)
	require.Equal(t, http.StatusOK, status)
	require.Eventually(t, func() bool { return okRuns(backupStatus(t, c, base)) >= 5 }, 30*time.Second, 100*time.Millisecond)
	st := backupStatus(t, c, base)
	assert.Equal(t, "1s", st.Every)
	assert.Equal(t, "dir://"+dir, st.Target)
	assert.False(t, st.Encrypted)
	require.NotNil(t, st.Next)
	assert.True(t, st.Next.After(st.Runs[0].At))
	for _, r := range st.Runs {
		if r.OK {
			assert.Positive(t, r.Bytes)
			assert.Empty(t, r.Error)
		}
	}
	// The rotation after the last run leaves exactly three; no partial
	// file is ever listed as an archive.
	require.Eventually(t, func() bool {
		names := archivesIn(t, dir)
		complete := 0
		for _, n := range names {
			if strings.HasPrefix(n, "portfolio-") && strings.HasSuffix(n, ".tar.gz") {
				complete++
			}
		}
		return complete == 3
	}, 5*time.Second, 20*time.Millisecond)

	require.Eventually(t, func() bool { v := backupStatus(t, c, base).Verified; return v != nil }, 10*time.Second, 100*time.Millisecond)
	v := backupStatus(t, c, base).Verified
	assert.True(t, v.OK, v.Detail)
	assert.Contains(t, v.Detail, "1 files")

	// POST /api/backups/run starts one now.
	before := len(backupStatus(t, c, base).Runs)
	status, _ = call(t, c, http.MethodPost, base+"/api/backups/run", "")
	require.Equal(t, http.StatusAccepted, status)
	require.Eventually(t, func() bool { return len(backupStatus(t, c, base).Runs) > before }, 10*time.Second, 50*time.Millisecond)
	status, _ = call(t, http.DefaultClient, http.MethodGet, base+"/api/backups", "")
	assert.Equal(t, http.StatusUnauthorized, status, "the backups are the administrator's")

	// The newest archive restores into a fresh instance as it was.
	names := archivesIn(t, dir)
	newest := ""
	for _, n := range names {
		if strings.HasPrefix(n, "portfolio-") && n > newest {
			newest = n
		}
	}
	fresh := testEnv(t)
	var out syncBuffer
	require.NoError(t, run(context.Background(), []string{"import", filepath.Join(dir, newest)}, fresh, nil, &out, &out), out.String())
	restored := dumpOf(t, fresh)
	assert.Equal(t, dumpOf(t, env), restored)
	users := slices.IndexFunc(restored, func(tb domain.BackupTable) bool { return tb.Name == "users" })
	require.GreaterOrEqual(t, users, 0, "the scheduled backup carries the accounts (issue 43)")
	require.Len(t, restored[users].Rows, 1)
	assert.Contains(t, string(restored[users].Rows[0]), `"username":"`+backupAdmin+`"`)
	orig, err := os.ReadDir(uploadsDirOf(env))
	require.NoError(t, err)
	for _, f := range orig {
		a, err := os.ReadFile(filepath.Join(uploadsDirOf(env), f.Name()))
		require.NoError(t, err)
		b, err := os.ReadFile(filepath.Join(uploadsDirOf(fresh), f.Name()))
		require.NoError(t, err)
		assert.True(t, bytes.Equal(a, b), "upload %s byte-identical", f.Name())
	}
}

// TestEncryptedBackupsAreNeverInClear: with an age recipient every archive
// starts with the age header, decrypts with the identity, verifies and
// restores (portfolio import --identity); without it import refuses.
func TestEncryptedBackupsAreNeverInClear(t *testing.T) {
	t.Parallel()
	id, err := age.GenerateX25519Identity()
	require.NoError(t, err)
	idFile := filepath.Join(t.TempDir(), "key.txt")
	require.NoError(t, os.WriteFile(idFile, []byte("# test\n"+id.String()+"\n"), 0o600))
	env, dir := backupEnv(t, "PORTFOLIO_BACKUP_AGE_RECIPIENTS="+id.Recipient().String())
	base, _ := startServe(t, env)
	c, status := signedInClient(t, base, backupAdmin, backupPassword)
	require.Equal(t, http.StatusOK, status)
	require.Eventually(t, func() bool { return okRuns(backupStatus(t, c, base)) >= 2 }, 30*time.Second, 100*time.Millisecond)
	assert.True(t, backupStatus(t, c, base).Encrypted)
	var names []string
	for _, n := range archivesIn(t, dir) {
		if !strings.HasPrefix(n, ".partial-") { // one being written
			names = append(names, n)
		}
	}
	require.NotEmpty(t, names)
	for _, n := range names {
		assert.True(t, strings.HasSuffix(n, ".tar.gz.age"), n)
		data, err := os.ReadFile(filepath.Join(dir, n))
		require.NoError(t, err)
		assert.True(t, bytes.HasPrefix(data, []byte("age-encryption.org/v1\n")), "%s starts with the age header", n)
	}
	var out syncBuffer
	fresh := testEnv(t)
	archive := filepath.Join(dir, names[0])
	assert.ErrorContains(t, run(context.Background(), []string{"import", archive}, fresh, nil, &out, &out), "--identity")
	require.NoError(t, run(context.Background(), []string{"import", "--identity", idFile, archive}, fresh, nil, &out, &out), out.String())
	assert.NotEmpty(t, dumpOf(t, fresh)[0].Rows)
	var vout syncBuffer
	require.NoError(t, run(context.Background(), []string{"backup", "verify", "--identity", idFile, names[0]}, env, nil, &vout, &vout), vout.String())
	assert.Contains(t, vout.String(), "ok")
}

// TestFailingBackupsAreSeenMailedAndStale: a target that cannot be
// written lists failed runs with their error, e-mails the owner once for
// the streak, and /readyz reports backup: stale after two intervals.
func TestFailingBackupsAreSeenMailedAndStale(t *testing.T) {
	t.Parallel()
	sink := testenv.StartMailSink(t)
	blocker := filepath.Join(t.TempDir(), "not-a-folder")
	require.NoError(t, os.WriteFile(blocker, []byte("x"), 0o600))
	env, _ := backupEnv(t, sink.Env()...)
	env = append(env, "PORTFOLIO_BACKUP_TARGET=dir://"+filepath.Join(blocker, "backups"))
	base, _ := startServe(t, env)
	c, status := signedInClient(t, base, backupAdmin, backupPassword)
	require.Equal(t, http.StatusOK, status)
	require.Eventually(t, func() bool { return len(backupStatus(t, c, base).Runs) >= 3 }, 30*time.Second, 100*time.Millisecond)
	st := backupStatus(t, c, base)
	for _, r := range st.Runs {
		if r.Error == "" {
			continue // still going
		}
		assert.False(t, r.OK)
		assert.Contains(t, r.Error, "not a directory")
	}
	require.Eventually(t, func() bool { return len(sink.Mail()) >= 1 }, 10*time.Second, 50*time.Millisecond)
	mail := string(sink.Mail()[0])
	assert.Contains(t, mail, "Backup failed")
	assert.Contains(t, mail, "not a directory")
	require.Eventually(t, func() bool {
		_, body := call(t, http.DefaultClient, http.MethodGet, base+"/readyz", "")
		return strings.Contains(string(body), `"backup":"stale"`)
	}, 10*time.Second, 100*time.Millisecond)
	assert.Len(t, sink.Mail(), 1, "one e-mail per failure streak")
}
