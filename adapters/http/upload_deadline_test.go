package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/test/slowclient"
)

// The production timeouts scaled down so that each test takes seconds:
// read_timeout 15 s becomes 1 s, write_timeout 30 s becomes 2 s, and an
// upload stalls after 500 ms without a byte.
const (
	tcpReadTimeout  = time.Second
	tcpWriteTimeout = 2 * time.Second
	tcpUploadIdle   = 500 * time.Millisecond
)

// tcpEnv is newEnv served by a real http.Server over TCP with the scaled
// timeouts, as serve builds it, and minRate as http.upload_min_rate.
// It returns the server's address and the administrator's session.
func tcpEnv(t *testing.T, minRate int64) (string, *http.Cookie) {
	t.Helper()
	e := newEnv(t, func(d *envDeps) {
		d.Config.ReadTimeout, d.Config.WriteTimeout = tcpReadTimeout, tcpWriteTimeout
		d.Config.UploadIdleTimeout, d.Config.UploadMinRate = tcpUploadIdle, minRate
	})
	srv := httptest.NewUnstartedServer(e.handler)
	srv.Config.ReadHeaderTimeout = tcpReadTimeout / 2
	srv.Config.ReadTimeout, srv.Config.WriteTimeout = tcpReadTimeout, tcpWriteTimeout
	srv.Config.IdleTimeout = 2 * tcpReadTimeout
	srv.Start()
	t.Cleanup(srv.Close)
	c := e.login()
	return srv.Listener.Addr().String(), &http.Cookie{Name: c.Name, Value: c.Value}
}

// slowUpload is a multipart upload of a valid PNG sent in 60 steady
// pieces over about 3.6 s, more than three times the read timeout, the
// admin's session attached.
func slowUpload(t *testing.T, cookie *http.Cookie) slowclient.Request {
	ct, body := multipartFile(t, "file", "photo.png", "image/png", validPNG())
	return slowclient.Request{
		Method: http.MethodPost, Path: "/api/upload",
		Header: http.Header{"Content-Type": {ct}, "Cookie": {cookie.String()}},
		Body:   body, Chunk: (len(body) + 59) / 60, Pause: 60 * time.Millisecond,
	}
}

// message is the message of a JSON error answer.
func message(t *testing.T, a *slowclient.Answer) string {
	t.Helper()
	var got errorBody
	require.NoError(t, json.Unmarshal(a.Body, &got), string(a.Body))
	return got.Message
}

func TestUploadSlowButSteadyIsAccepted(t *testing.T) {
	t.Parallel()
	// A minimum rate that gives this body 10 s: the steady client is
	// judged by its progress, not by the 1 s read timeout.
	rq := slowUpload(t, &http.Cookie{})
	addr, admin := tcpEnv(t, int64(len(rq.Body)/10))
	rq = slowUpload(t, admin)
	a, err := slowclient.Do(addr, rq, 20*time.Second)
	require.NoError(t, err)
	require.Equal(t, http.StatusCreated, a.Status, string(a.Body))
	assert.Equal(t, len(rq.Body), a.Sent)
	var up struct{ URL string }
	require.NoError(t, json.Unmarshal(a.Body, &up), string(a.Body))
	assert.NotEmpty(t, up.URL)
}

func TestUploadThatStallsIsA408(t *testing.T) {
	t.Parallel()
	addr, admin := tcpEnv(t, 1)
	rq := slowUpload(t, admin)
	rq.Chunk, rq.StallAfter = 0, len(rq.Body)/2
	a, err := slowclient.Do(addr, rq, 20*time.Second)
	require.NoError(t, err)
	require.Equal(t, http.StatusRequestTimeout, a.Status, string(a.Body))
	assert.Equal(t, fmt.Sprintf(msgUploadStalled, tcpUploadIdle), message(t, a))
	assert.Equal(t, "The upload stalled: no data arrived for 500ms", message(t, a))
	assert.True(t, a.Closed, "the connection is closed after a 408")
}

func TestUploadSlowerThanTheMinimumRateIsA408(t *testing.T) {
	t.Parallel()
	// A rate this high gives the body no more than the read timeout; the
	// client, steady as it is, needs 3.6 s.
	addr, admin := tcpEnv(t, 1<<30)
	rq := slowUpload(t, admin)
	a, err := slowclient.Do(addr, rq, 20*time.Second)
	require.NoError(t, err)
	require.Equal(t, http.StatusRequestTimeout, a.Status, string(a.Body))
	assert.Equal(t, fmt.Sprintf(msgUploadTooSlow, tcpReadTimeout), message(t, a))
	assert.Less(t, a.Sent, len(rq.Body), "the answer came before the body was in")
	assert.True(t, a.Closed, "the connection is closed after a 408")
}

func TestOtherRoutesKeepTheWholeRequestReadTimeout(t *testing.T) {
	t.Parallel()
	addr, _ := tcpEnv(t, 1)
	body := []byte(`{"username":"` + adminUser + `","password":"` + adminPassword + `"}`)
	a, err := slowclient.Do(addr, slowclient.Request{
		Method: http.MethodPost, Path: "/api/auth/login",
		Header: http.Header{"Content-Type": {"application/json"}},
		Body:   body, Chunk: 1, Pause: 3 * tcpReadTimeout / time.Duration(len(body)),
	}, 20*time.Second)
	require.NoError(t, err)
	assert.Equal(t, http.StatusBadRequest, a.Status, string(a.Body))
	assert.Equal(t, msgInvalidJSON, message(t, a))
	assert.Less(t, a.Sent, len(body), "the sign-in was cut off at the read timeout")
}

func TestTransferTime(t *testing.T) {
	assert.Equal(t, 160*time.Second, transferTime(8_000<<10, 50<<10))
	assert.Equal(t, 1500*time.Millisecond, transferTime(3, 2))
	assert.Equal(t, time.Duration(0), transferTime(0, 1))
}
