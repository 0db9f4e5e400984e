package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPercentileIsNearestRank(t *testing.T) {
	var lat []time.Duration
	for i := 100; i >= 1; i-- {
		lat = append(lat, time.Duration(i)*time.Millisecond)
	}
	s := summarize(lat)
	assert.Equal(t, 100, s.n)
	assert.Equal(t, 50*time.Millisecond, s.p50)
	assert.Equal(t, 99*time.Millisecond, s.p99)
	assert.Equal(t, 100*time.Millisecond, s.max)

	assert.Equal(t, 7*time.Millisecond, percentile([]time.Duration{7 * time.Millisecond}, 99))
	assert.Equal(t, latencyStats{}, summarize(nil))
}

func TestWindowsCountEachSecond(t *testing.T) {
	samples := []sample{
		{start: 100 * time.Millisecond, latency: time.Millisecond, status: 200},
		{start: 900 * time.Millisecond, latency: 3 * time.Millisecond, status: 503},
		{start: 1500 * time.Millisecond, latency: time.Millisecond, status: 0},
	}
	writes := []write{{start: 200 * time.Millisecond, acked: true}, {start: 1200 * time.Millisecond}}
	writes[0].ryw.done = true // shown stale
	w := windows(samples, writes, 0, 2*time.Second)
	require.Len(t, w, 2)
	assert.Equal(t, 2, w[0].requests)
	assert.Equal(t, 1, w[0].status5xx)
	assert.Equal(t, 1, w[0].savesAcked)
	assert.Equal(t, 1, w[0].rywStale)
	assert.Equal(t, 1, w[1].transport)
	assert.Equal(t, 1, w[1].savesLost)
}

func TestNginxConfigProxiesHonestly(t *testing.T) {
	conf := nginxConfig("/tmp/x", 8080, []string{"127.0.0.1:1001", "127.0.0.1:1002"}, "")
	for _, want := range []string{
		"daemon off;", "pid /tmp/x/nginx.pid;", "listen 127.0.0.1:8080;",
		"server 127.0.0.1:1001 max_fails=0;", "server 127.0.0.1:1002 max_fails=0;",
		"proxy_next_upstream off;", "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
		"proxy_set_header Host $http_host;", "keepalive_timeout 10s;",
	} {
		assert.Contains(t, conf, want)
	}
	assert.NotContains(t, conf, "user ")
	assert.True(t, strings.HasPrefix(nginxConfig("/tmp/x", 1, nil, "root root"), "# written by test/loadtest\nuser root root;\n"))
}

func TestOptions(t *testing.T) {
	env := map[string]string{"LOADTEST_DURATION": "12s", "LOADTEST_WORKERS": "5"}
	o, err := parseOptions(nil, func(k string) string { return env[k] }, &bytes.Buffer{})
	require.NoError(t, err)
	assert.Equal(t, 12*time.Second, o.duration)
	assert.Equal(t, 5, o.workers)
	assert.Equal(t, 2, o.instances)
	assert.Equal(t, 100*time.Millisecond, o.saveEvery)
	assert.Contains(t, o.postgresURL, "127.0.0.1:5432")

	o, err = parseOptions([]string{"-duration", "20s", "-workers", "3"}, func(k string) string { return env[k] }, &bytes.Buffer{})
	require.NoError(t, err)
	assert.Equal(t, 20*time.Second, o.duration, "a flag beats the environment")
	assert.Equal(t, 3, o.workers)

	for _, bad := range [][]string{{"-duration", "1s"}, {"-workers", "0"}, {"-save-every", "0s"}, {"extra"}} {
		_, err := parseOptions(bad, func(string) string { return "" }, &bytes.Buffer{})
		assert.Error(t, err, "%q", bad)
	}
}

func TestInstanceEnvIsComplete(t *testing.T) {
	e := &environment{dir: "/t", dbURL: "postgres://db", redis: &redisServer{port: 7000}, keyPrefix: "lt:", proxyURL: "http://127.0.0.1:9",
		bucket: &bucketServer{port: 7001, accessKey: "ak", secretKey: "sk"}}
	first, second := strings.Join(e.instanceEnv(0, "a:1"), "\n"), strings.Join(e.instanceEnv(1, "a:2"), "\n")
	for _, want := range []string{"PORTFOLIO_DATABASE_URL=postgres://db", "PORTFOLIO_REDIS_URL=redis://127.0.0.1:7000/0",
		"PORTFOLIO_BLOB_URL=s3://portfolio-loadtest?endpoint=127.0.0.1:7001&secure=false&path_style=true",
		"AWS_ACCESS_KEY_ID=ak", "AWS_SECRET_ACCESS_KEY=sk", "PORTFOLIO_PUBLIC_URL=http://127.0.0.1:9", "PORTFOLIO_HTTP_TRUSTED_PROXIES=127.0.0.1",
		"PORTFOLIO_CACHE_LOCAL_MAX_AGE=2s"} {
		assert.Contains(t, first, want)
		assert.Contains(t, second, want)
	}
	assert.Contains(t, first, "PORTFOLIO_UPLOADS_DIR=/t/uploads-1", "no disk shared")
	assert.Contains(t, second, "PORTFOLIO_UPLOADS_DIR=/t/uploads-2")
	assert.Contains(t, first, "PORTFOLIO_DEMO_CONTENT=true")
	assert.Contains(t, second, "PORTFOLIO_DEMO_CONTENT=false")
}
