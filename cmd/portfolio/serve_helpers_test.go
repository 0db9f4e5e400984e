package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/cookiejar"
	"regexp"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// startServe runs `serve` with env until the test ends and returns its
// base URL and its log.
func startServe(t *testing.T, env []string) (string, *syncBuffer) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	out := &syncBuffer{}
	done := make(chan error, 1)
	go func() { done <- run(ctx, []string{"serve"}, env, nil, out, out) }()
	t.Cleanup(func() {
		cancel()
		select {
		case err := <-done:
			assert.NoError(t, err)
		case <-time.After(15 * time.Second):
			t.Error("serve did not shut down")
		}
	})
	var base string
	re := regexp.MustCompile(`http://127\.0\.0\.1:\d+`)
	require.Eventually(t, func() bool {
		select {
		case err := <-done:
			t.Fatalf("serve stopped: %v\n%s", err, out.String())
		default:
		}
		base = re.FindString(out.String())
		return base != ""
	}, 30*time.Second, 50*time.Millisecond, "the server logs its address")
	return base, out
}

// call sends a request with an optional JSON body and returns the status
// and the body.
func call(t *testing.T, c *http.Client, method, target, body string) (int, []byte) {
	t.Helper()
	var r io.Reader
	if body != "" {
		r = bytes.NewReader([]byte(body))
	}
	req, err := http.NewRequest(method, target, r)
	require.NoError(t, err)
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := c.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return resp.StatusCode, b
}

// signedInClient signs user in with a client of its own (a cookie jar, as
// a browser has) and returns it with the sign-in's status.
func signedInClient(t *testing.T, base, user, password string) (*http.Client, int) {
	t.Helper()
	jar, err := cookiejar.New(nil)
	require.NoError(t, err)
	c := &http.Client{Jar: jar, Timeout: 20 * time.Second}
	status, _ := call(t, c, http.MethodPost, base+"/api/auth/login", `{"username":"`+user+`","password":"`+password+`"}`)
	return c, status
}
