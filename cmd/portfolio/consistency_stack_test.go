package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	redisadapter "github.com/portfolio-site/portfolio/adapters/redis"
	"github.com/portfolio-site/portfolio/config"
	"github.com/portfolio-site/portfolio/test/testenv"
)

// consistencyStack is two whole instances (the app services and the HTTP
// handler, wired as serve wires them) on one fresh database and, for the
// Redis shape, one key prefix; the administrator signed in on the first,
// and the entities the scenario edits.
type consistencyStack struct {
	instances []*consistencyInstance
	admin     *http.Client // signed in on instances[0]
	entities  []consistencyEntity
	paths     []consistencyPath
	last      []int // the last acknowledged version of each entity
	site      int   // the entity that is the site document: the last one
	jitter    *jitter
	// fault, when set, runs after each acknowledged save of a seed (save
	// counts from 0), while the readers go on: how a test breaks the
	// cache's backend in the middle of the scenario.
	fault func(t *testing.T, save int)
}

// consistencyInstance is one instance served over loopback HTTP.
type consistencyInstance struct {
	name   string
	base   string
	app    *application
	client *http.Client // a visitor's: no cookies
}

// consistencyEntity is something the admin edits and public reads show;
// its values are name_vNNNNN, so the version a response shows is found by
// pattern in JSON and HTML alike.
type consistencyEntity struct {
	name    string
	pattern *regexp.Regexp
	update  func(value string) (path string, body map[string]any)
}

func newEntity(name string, update func(value string) (string, map[string]any)) consistencyEntity {
	return consistencyEntity{name: name, pattern: regexp.MustCompile(name + `_v(\d{5})`), update: update}
}

func (e consistencyEntity) value(version int) string { return fmt.Sprintf("%s_v%05d", e.name, version) }

// versionIn is the oldest version of e that body shows, -1 if none.
func (e consistencyEntity) versionIn(body []byte) int {
	oldest := -1
	for _, m := range e.pattern.FindAllSubmatch(body, -1) {
		v, _ := strconv.Atoi(string(m[1]))
		if oldest < 0 || v < oldest {
			oldest = v
		}
	}
	return oldest
}

// consistencyPath is a public read and the entities it shows.
type consistencyPath struct {
	path  string
	shows []int
}

const consistencyPassword = "consistency-password"

// newConsistencyStack starts two instances whose caches newCache builds,
// behind the stack's jitter, and creates the entities; extraEnv adds to
// (or overrides) their configuration.
func newConsistencyStack(t *testing.T, redisURL string, newCache cacheFactory, extraEnv ...string) *consistencyStack {
	t.Helper()
	env := []string{
		"PORTFOLIO_DATABASE_URL=" + testenv.PostgresDatabase(t, "portfolio_consistency_"),
		"PORTFOLIO_REDIS_URL=" + redisURL,
		"PORTFOLIO_CACHE_KEY_PREFIX=" + consistencyKeyPrefix(t, redisURL),
		"PORTFOLIO_UPLOADS_DIR=" + t.TempDir(),
		"PORTFOLIO_ADMIN_USERNAME=owner",
		"PORTFOLIO_ADMIN_PASSWORD=" + consistencyPassword,
		"PORTFOLIO_DEMO_CONTENT=false",
		"PORTFOLIO_LOG_LEVEL=warn",
		"PORTFOLIO_HTTP_WARM_UP=false",
	}
	env = append(env, extraEnv...)
	s := &consistencyStack{jitter: &jitter{}}
	s.jitter.reseed(0)
	for _, name := range []string{"A", "B"} {
		s.instances = append(s.instances, startConsistencyInstance(t, name, env, jittered(s.jitter, newCache)))
	}
	jar, err := cookiejar.New(nil)
	require.NoError(t, err)
	s.admin = &http.Client{Jar: jar, Timeout: 30 * time.Second}
	status, body := call(t, s.admin, http.MethodPost, s.instances[0].base+"/api/auth/login",
		`{"username":"owner","password":"`+consistencyPassword+`"}`)
	require.Equal(t, http.StatusOK, status, "sign in: %s", body)
	s.createEntities(t)
	return s
}

// startConsistencyInstance wires, prepares (migrations, administrator,
// site document, cache reset: serve's start-up) and serves one instance
// until the test ends, and waits until its cache serves.
func startConsistencyInstance(t *testing.T, name string, env []string, newCache cacheFactory) *consistencyInstance {
	t.Helper()
	ctx := context.Background()
	cfg, err := config.Load("", env)
	require.NoError(t, err)
	logs := &testenv.Buffer{}
	log, err := newLogger(cfg.Log, logs)
	require.NoError(t, err)
	a, cleanup, err := initializeWithCache(ctx, cfg, log, newCache)
	require.NoError(t, err)
	t.Cleanup(func() {
		cleanup()
		if t.Failed() {
			t.Logf("instance %s logged:\n%s", name, tail(logs.String(), 4000))
		}
	})
	require.NoError(t, a.prepare(ctx, cfg, log))
	srv := httptest.NewServer(a.Handler)
	t.Cleanup(srv.Close)
	transport := &http.Transport{MaxIdleConnsPerHost: 64}
	t.Cleanup(transport.CloseIdleConnections)
	in := &consistencyInstance{name: name, base: srv.URL, app: a, client: &http.Client{Transport: transport, Timeout: 30 * time.Second}}
	// pgcache serves from memory only once it listens: until then every
	// read would go to the database and the test would prove little.
	require.EventuallyWithT(t, func(c *assert.CollectT) {
		resp, err := in.client.Get(in.base + "/readyz")
		if !assert.NoError(c, err) {
			return
		}
		defer resp.Body.Close()
		var ready map[string]string
		assert.NoError(c, json.NewDecoder(resp.Body).Decode(&ready))
		assert.Equal(c, "ok", ready["status"])
		assert.Equal(c, "ok", ready["cache"], "the cache serves")
	}, 30*time.Second, 20*time.Millisecond, "instance %s ready with its cache serving", name)
	return in
}

// createEntities creates three collaborations and two games through the
// API, sets the site's tagline, and lists the public reads that show them.
func (s *consistencyStack) createEntities(t *testing.T) {
	t.Helper()
	a := s.instances[0].base
	create := func(path string, body map[string]any) int64 {
		status, resp := call(t, s.admin, http.MethodPost, a+path, mustJSON(t, body))
		require.Equal(t, http.StatusCreated, status, "create %s: %s", path, resp)
		var created struct {
			ID int64 `json:"id"`
		}
		require.NoError(t, json.Unmarshal(resp, &created))
		return created.ID
	}
	var collabs, projects []int
	for i := range 3 {
		e := newEntity(fmt.Sprintf("zqcollab%d", i), nil)
		id := create("/api/notable-collaborations", map[string]any{"title": e.value(0), "isActive": true, "priority": i})
		e.update = func(v string) (string, map[string]any) {
			return fmt.Sprintf("/api/notable-collaborations/%d", id), map[string]any{"title": v}
		}
		collabs = append(collabs, len(s.entities))
		s.entities = append(s.entities, e)
	}
	var projectPaths []consistencyPath
	for i := range 2 {
		e := newEntity(fmt.Sprintf("zqgame%d", i), nil)
		id := create("/api/portfolio/projects", map[string]any{
			"title": e.value(0), "category": "games", "subcategory": "riot-games", "priority": i, "isActive": true,
		})
		path := fmt.Sprintf("/api/portfolio/projects/%d", id)
		e.update = func(v string) (string, map[string]any) { return path, map[string]any{"title": v} }
		projectPaths = append(projectPaths, consistencyPath{path: path, shows: []int{len(s.entities)}})
		projects = append(projects, len(s.entities))
		s.entities = append(s.entities, e)
	}
	tagline := len(s.entities)
	s.site = tagline
	s.entities = append(s.entities, newEntity("zqtagline", func(v string) (string, map[string]any) {
		return "/api/site", map[string]any{"tagline": v}
	}))
	path, body := s.entities[tagline].update(s.entities[tagline].value(0))
	status, resp := call(t, s.admin, http.MethodPut, a+path, mustJSON(t, body))
	require.Equal(t, http.StatusOK, status, "set the tagline: %s", resp)
	s.last = make([]int, len(s.entities))

	with := func(ids []int, more ...int) []int { return append(append([]int(nil), ids...), more...) }
	s.paths = append([]consistencyPath{
		{"/api/notable-collaborations", collabs},
		{"/", with(collabs, tagline)},
		{"/api/portfolio/projects", projects},
		{"/api/portfolio/projects?category=games", projects},
		{"/games", with(projects, tagline)},
		{"/api/site", []int{tagline}},
		{"/about", []int{tagline}},
	}, projectPaths...)
}

// read makes the public read p on in and returns the version of each
// entity p shows.
func (s *consistencyStack) read(in *consistencyInstance, c *http.Client, p consistencyPath) ([]int, error) {
	resp, err := c.Get(in.base + p.path)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("GET %s on %s: %d %s", p.path, in.name, resp.StatusCode, tail(string(body), 300))
	}
	versions := make([]int, len(p.shows))
	for i, e := range p.shows {
		if versions[i] = s.entities[e].versionIn(body); versions[i] < 0 {
			return nil, fmt.Errorf("GET %s on %s does not show %s", p.path, in.name, s.entities[e].name)
		}
	}
	return versions, nil
}

// consistencyKeyPrefix is a fresh cache key prefix; with Redis, its keys
// are deleted when the test ends.
func consistencyKeyPrefix(t *testing.T, redisURL string) string {
	t.Helper()
	prefix := testenv.KeyPrefix(t)
	if redisURL == "" {
		return prefix
	}
	client, closeClient, err := redisadapter.Open(redisURL)
	require.NoError(t, err)
	t.Cleanup(func() {
		defer closeClient()
		ctx := context.Background()
		iter := client.Scan(ctx, 0, prefix+"*", 100).Iterator()
		for iter.Next(ctx) {
			client.Del(ctx, iter.Val())
		}
	})
	return prefix
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return string(b)
}

// tail is the end of s, at most n bytes.
func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "…" + s[len(s)-n:]
}
