package main

import (
	"bytes"
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestHealthcheckProbesARunningServer runs the command the container's
// health check runs against a real server: ready is exit 0.
func TestHealthcheckProbesARunningServer(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := l.Addr().String()
	require.NoError(t, l.Close())
	env := testEnv(t)
	env[len(env)-1] = "PORTFOLIO_HTTP_ADDR=" + addr
	startServe(t, env)

	var out bytes.Buffer
	require.NoError(t, run(context.Background(), []string{"healthcheck"}, env, nil, &out, &out))
	assert.Contains(t, out.String(), `"status":"ok"`)
}

// TestHealthcheckFailsUnlessReady: a server answering 503, and no server
// at all, both fail the probe with what was found.
func TestHealthcheckFailsUnlessReady(t *testing.T) {
	unready := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		assert.Equal(t, "/readyz", r.URL.Path)
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = w.Write([]byte(`{"status":"unavailable"}`))
	}))
	defer unready.Close()
	var out bytes.Buffer
	err := run(context.Background(), []string{"healthcheck"}, []string{"PORTFOLIO_HTTP_ADDR=" + strings.TrimPrefix(unready.URL, "http://")}, nil, &out, &out)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "503")

	gone := unready.Listener.Addr().String()
	unready.Close()
	assert.Error(t, run(context.Background(), []string{"healthcheck"}, []string{"PORTFOLIO_HTTP_ADDR=" + gone}, nil, &out, &out))
	assert.ErrorContains(t, run(context.Background(), []string{"healthcheck"}, []string{"PORTFOLIO_HTTP_ADDR=127.0.0.1:0"}, nil, &out, &out), "no fixed port")
}

func TestReadyURL(t *testing.T) {
	for addr, want := range map[string]string{
		"0.0.0.0:8080":   "http://127.0.0.1:8080/readyz",
		":8080":          "http://127.0.0.1:8080/readyz",
		"[::]:9000":      "http://127.0.0.1:9000/readyz",
		"10.0.0.5:8080":  "http://10.0.0.5:8080/readyz",
		"[::1]:8080":     "http://[::1]:8080/readyz",
		"127.0.0.1:8081": "http://127.0.0.1:8081/readyz",
	} {
		got, err := readyURL(addr)
		require.NoError(t, err, addr)
		assert.Equal(t, want, got, addr)
	}
	_, err := readyURL("no-port")
	assert.Error(t, err)
}
