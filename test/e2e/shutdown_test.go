//go:build e2e

package e2e

import (
	"encoding/base64"
	"errors"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/test/slowclient"
)

// tinyPNG is a 2×2 PNG that decodes (the browser suites' own).
func tinyPNG(t *testing.T) []byte {
	data, err := base64.StdEncoding.DecodeString("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4EaABRAwQCgAljgUBqTNxyAAAAABJRU5ErkJggg==")
	require.NoError(t, err)
	return data
}

// TestSIGTERMLetsASlowUploadFinishAndExitsZero: the built binary gets
// SIGTERM while an upload is still arriving (about 1.5 s of body): the
// upload is answered 201, and the process exits 0, leaving no partial
// archive among its scheduled backups.
func TestSIGTERMLetsASlowUploadFinishAndExitsZero(t *testing.T) {
	dir := t.TempDir()
	addr := freePort(t)
	backups := filepath.Join(dir, "backups")
	cmd := exec.Command(binary(t), "serve")
	logs := &syncBuffer{}
	cmd.Stdout, cmd.Stderr = logs, logs
	cmd.Env = append(os.Environ(), "PORTFOLIO_HTTP_ADDR="+addr, "PORTFOLIO_DATABASE_URL=file:"+filepath.Join(dir, "p.db"), "PORTFOLIO_REDIS_URL=",
		"PORTFOLIO_UPLOADS_DIR="+filepath.Join(dir, "uploads"), "PORTFOLIO_ADMIN_USERNAME=owner", "PORTFOLIO_ADMIN_PASSWORD=e2e-password",
		"PORTFOLIO_HTTP_UPLOAD_MIN_RATE=20", "PORTFOLIO_BACKUP_EVERY=1s", "PORTFOLIO_BACKUP_TARGET=dir://"+backups,
		// The upload is encoded after its last byte (AVIF: seconds on a busy
		// machine): a shutdown bound that holds there, and no warm-up
		// competing for the cores. The claim is that the server waits for
		// the upload, not how fast it encodes.
		"PORTFOLIO_HTTP_SHUTDOWN_TIMEOUT=2m", "PORTFOLIO_HTTP_WARM_UP=false")
	require.NoError(t, cmd.Start())
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		if t.Failed() {
			t.Logf("server logs:\n%s", logs.String())
		}
	})
	in := &instance{base: "http://" + addr, client: &http.Client{Timeout: 10 * time.Second}}
	require.Eventually(t, func() bool {
		resp, err := http.Get(in.base + "/readyz")
		if err != nil {
			return false
		}
		resp.Body.Close()
		return resp.StatusCode == http.StatusOK
	}, 60*time.Second, 100*time.Millisecond)
	resp, err := http.Post(in.base+"/api/auth/login", "application/json", strings.NewReader(`{"username":"owner","password":"e2e-password"}`))
	require.NoError(t, err)
	resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	var sent atomic.Int64
	rq, err := slowclient.Upload(resp.Cookies(), "photo.png", tinyPNG(t), 30, 50*time.Millisecond)
	require.NoError(t, err)
	rq.Progress = func(n int) { sent.Store(int64(n)) }
	u, err := url.Parse(in.base)
	require.NoError(t, err)
	answer := make(chan *slowclient.Answer, 1)
	go func() {
		a, err := slowclient.Do(u.Host, rq, 2*time.Minute)
		assert.NoError(t, err)
		answer <- a
	}()
	require.Eventually(t, func() bool { return sent.Load() >= int64(len(rq.Body)/3) }, 10*time.Second, 5*time.Millisecond)
	require.NoError(t, cmd.Process.Signal(syscall.SIGTERM))
	a := <-answer
	require.NotNil(t, a)
	assert.Equal(t, http.StatusCreated, a.Status, string(a.Body))
	select {
	case err := <-exited:
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			t.Fatalf("exit code %d", exit.ExitCode())
		}
		require.NoError(t, err, "exit 0")
	case <-time.After(time.Minute):
		t.Fatal("the server did not exit")
	}
	entries, err := os.ReadDir(backups)
	if err == nil {
		for _, e := range entries {
			assert.False(t, strings.HasPrefix(e.Name(), ".partial-"), "no partial archive is left: %s", e.Name())
		}
	}
}
