package main

import (
	"context"
	"database/sql"
	"regexp"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/uptrace/bun/driver/pgdriver"

	"github.com/portfolio-site/portfolio/test/testenv"
)

// TestReplicasStartingTogetherSeedOnce starts two servers at the same
// moment on one empty PostgreSQL database, as `docker compose up` starts
// the replicas of one service: the admin, the site document and the demo
// content are created once, not once per replica.
func TestReplicasStartingTogetherSeedOnce(t *testing.T) {
	db := testenv.PostgresDatabase(t, "portfolio_replicas_")
	ctx, cancel := context.WithCancel(context.Background())
	addr := regexp.MustCompile(`http://127\.0\.0\.1:\d+`)
	type replica struct {
		out  *syncBuffer
		done chan error
	}
	replicas := make([]replica, 2)
	for i := range replicas {
		env := append(testEnv(t), "PORTFOLIO_DATABASE_URL="+db, "PORTFOLIO_REDIS_URL=",
			"PORTFOLIO_CACHE_KEY_PREFIX=replicas:", "PORTFOLIO_ADMIN_USERNAME=owner", "PORTFOLIO_ADMIN_PASSWORD=replica-password")
		r := replica{out: &syncBuffer{}, done: make(chan error, 1)}
		go func() { r.done <- run(ctx, []string{"serve"}, env, nil, r.out, r.out) }()
		replicas[i] = r
	}
	t.Cleanup(func() {
		cancel()
		for _, r := range replicas {
			select {
			case err := <-r.done:
				assert.NoError(t, err)
			case <-time.After(15 * time.Second):
				t.Error("serve did not shut down")
			}
		}
	})
	for _, r := range replicas {
		require.Eventually(t, func() bool {
			select {
			case err := <-r.done:
				r.done <- err
				return true
			default:
				return addr.FindString(r.out.String()) != ""
			}
		}, 60*time.Second, 50*time.Millisecond)
		require.NotEmpty(t, addr.FindString(r.out.String()), "both replicas serve:\n%s", r.out.String())
	}

	conn := sql.OpenDB(pgdriver.NewConnector(pgdriver.WithDSN(db)))
	defer conn.Close()
	count := func(query string) int {
		var n int
		require.NoError(t, conn.QueryRow(query).Scan(&n), query)
		return n
	}
	assert.Equal(t, 1, count("SELECT count(*) FROM users"), "one admin")
	assert.Equal(t, 1, count("SELECT count(*) FROM site_content"), "one site document")
	projects := count("SELECT count(*) FROM portfolio_projects")
	assert.Positive(t, projects, "demo content loaded")
	assert.Equal(t, count("SELECT count(DISTINCT title) FROM portfolio_projects"), projects, "the demo content loaded once")
	assert.Equal(t, count("SELECT count(DISTINCT title) FROM investments"), count("SELECT count(*) FROM investments"))
}
