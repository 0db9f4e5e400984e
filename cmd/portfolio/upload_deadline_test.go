package main

import (
	"encoding/json"
	"net/http"
	"net/url"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/test/slowclient"
)

// TestServeUploadJudgedByProgress runs serve with its timeouts scaled
// down through the environment (read_timeout 15 s → 1 s, write_timeout
// 30 s → 10 s, upload_idle_timeout 10 s → 2 s): an upload sent slowly
// but steadily for more than three read timeouts is stored, and one that
// stops mid-body is a 408 that blames the connection, not the file. With
// the defaults this is an 8 MB photo at 400 KB/s (20 s) stored and a
// client silent for 30 s refused. The margins are wide, so a busy machine
// that delays a write by a few hundred ms changes nothing: the pauses
// (60 ms) are a thirtieth of the idle timeout, the whole body's bound at
// the minimum rate (about 20 s) is five times the 3.6 s it takes, and the
// write timeout leaves the stored upload's answer (decoded and resized
// under the race detector on a loaded machine) 10 s.
func TestServeUploadJudgedByProgress(t *testing.T) {
	dir := t.TempDir()
	base, _ := startServe(t, []string{
		"PORTFOLIO_DATABASE_URL=file:" + filepath.Join(dir, "p.db"),
		"PORTFOLIO_UPLOADS_DIR=" + filepath.Join(dir, "uploads"),
		"PORTFOLIO_HTTP_ADDR=127.0.0.1:0",
		"PORTFOLIO_HTTP_WARM_UP=false", // every server a test starts would spend seconds of a core on it
		"PORTFOLIO_ADMIN_USERNAME=owner",
		"PORTFOLIO_ADMIN_PASSWORD=upload-test-password",
		"PORTFOLIO_HTTP_READ_HEADER_TIMEOUT=500ms",
		"PORTFOLIO_HTTP_READ_TIMEOUT=1s",
		"PORTFOLIO_HTTP_WRITE_TIMEOUT=10s",
		"PORTFOLIO_HTTP_UPLOAD_IDLE_TIMEOUT=2s",
		// The body (about 400 bytes) at 20 B/s: about 20 s, so the pace
		// below is judged by the idle timeout alone.
		"PORTFOLIO_HTTP_UPLOAD_MIN_RATE=20",
	})
	admin, status := signedInClient(t, base, "owner", "upload-test-password")
	require.Equal(t, http.StatusOK, status)
	u, err := url.Parse(base)
	require.NoError(t, err)
	// 60 steady pieces 60 ms apart: 3.6 s in all.
	rq, err := slowclient.Upload(admin.Jar.Cookies(u), "photo.png", pngImage(t), 60, 60*time.Millisecond)
	require.NoError(t, err)

	t.Run("SlowButSteadyIsStored", func(t *testing.T) {
		a, err := slowclient.Do(u.Host, rq, 30*time.Second)
		require.NoError(t, err)
		require.Equal(t, http.StatusCreated, a.Status, string(a.Body))
		var up struct{ URL string }
		require.NoError(t, json.Unmarshal(a.Body, &up), string(a.Body))
		status, _ := call(t, &http.Client{Timeout: 20 * time.Second}, http.MethodGet, base+up.URL, "")
		assert.Equal(t, http.StatusOK, status, "the upload is served")
	})

	t.Run("StalledMidBodyIsA408", func(t *testing.T) {
		stalled := rq
		stalled.Chunk, stalled.StallAfter = 0, len(rq.Body)/2
		a, err := slowclient.Do(u.Host, stalled, 30*time.Second)
		require.NoError(t, err)
		require.Equal(t, http.StatusRequestTimeout, a.Status, string(a.Body))
		var got struct{ Message string }
		require.NoError(t, json.Unmarshal(a.Body, &got), string(a.Body))
		assert.Equal(t, "The upload stalled: no data arrived for 2s", got.Message)
		assert.True(t, a.Closed, "the connection is closed after a 408")
	})
}
