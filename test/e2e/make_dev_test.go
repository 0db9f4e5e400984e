//go:build e2e

package e2e

import (
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMakeDevStopsWhatItStarts: `make dev` starts the server and Vite's
// dev server; a Ctrl-C (SIGINT to the process group), a SIGTERM to the
// group or to make alone, or Vite stopping by itself stops both, leaving
// no server behind. Vite is stood in for by a sleep, so the test needs no
// npm.
func TestMakeDevStopsWhatItStarts(t *testing.T) {
	binary(t) // built
	_, file, _, _ := runtime.Caller(0)
	root := filepath.Join(filepath.Dir(file), "..", "..")
	for _, tc := range []struct {
		name  string
		sig   syscall.Signal
		group bool
		vite  string
	}{
		{"CtrlC", syscall.SIGINT, true, "300"},
		{"TermToTheGroup", syscall.SIGTERM, true, "300"},
		{"TermToMake", syscall.SIGTERM, false, "300"},
		{"ViteStops", 0, false, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			addr := freePort(t)
			dir := t.TempDir()
			npm := "sleep " + tc.vite + "; :"
			stop := filepath.Join(dir, "vite-stops")
			if tc.sig == 0 {
				// Vite stops by itself once the server answers: a state, not
				// a time (a fixed 3 s ran out before a busy machine had
				// started the server).
				npm = "sh -c 'while [ ! -e " + stop + " ]; do sleep 0.1; done'; :"
			}
			cmd := exec.Command("make", "--no-print-directory", "-o", "build", "dev", "NPM="+npm)
			cmd.Dir = root
			cmd.Env = append(os.Environ(), "PORTFOLIO_HTTP_ADDR="+addr, "PORTFOLIO_DATABASE_URL=file:"+filepath.Join(dir, "dev.db"),
				"PORTFOLIO_UPLOADS_DIR="+filepath.Join(dir, "uploads"), "PORTFOLIO_REDIS_URL=")
			cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
			out := &syncBuffer{}
			cmd.Stdout, cmd.Stderr = out, out
			require.NoError(t, cmd.Start())
			t.Cleanup(func() { _ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) })
			require.Eventually(t, func() bool {
				res, err := http.Get("http://" + addr + "/healthz")
				if err != nil {
					return false
				}
				res.Body.Close()
				return true
			}, 60*time.Second, 100*time.Millisecond, "the server starts\n%s", out.String())

			switch {
			case tc.sig == 0: // Vite stops by itself
				require.NoError(t, os.WriteFile(stop, nil, 0o600))
			case tc.group:
				require.NoError(t, syscall.Kill(-cmd.Process.Pid, tc.sig))
			default:
				require.NoError(t, cmd.Process.Signal(tc.sig))
			}
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			select {
			case <-done:
			case <-time.After(20 * time.Second):
				t.Fatalf("make dev did not stop\n%s", out.String())
			}
			assert.Eventually(t, func() bool {
				_, err := http.Get("http://" + addr + "/healthz")
				return err != nil
			}, 10*time.Second, 100*time.Millisecond, "the server stopped with it")
			// Nothing of the group is left.
			assert.Eventually(t, func() bool { return syscall.Kill(-cmd.Process.Pid, 0) != nil }, 10*time.Second, 100*time.Millisecond, "a process of make dev is left")
		})
	}
}
