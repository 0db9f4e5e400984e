package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
	"github.com/portfolio-site/portfolio/test/testenv"
)

// Issue 21 on the whole server, with each database: what a stranger sends
// neither grows the activity log beyond a few entries per address nor
// reaches the driver as a NUL.

func hostileEnv(t *testing.T, dbURL string) []string {
	dir := t.TempDir()
	return []string{
		"PORTFOLIO_DATABASE_URL=" + dbURL,
		"PORTFOLIO_UPLOADS_DIR=" + filepath.Join(dir, "uploads"),
		"PORTFOLIO_HTTP_ADDR=127.0.0.1:0",
		"PORTFOLIO_HTTP_WARM_UP=false", // every server a test starts would spend seconds of a core on it
		"PORTFOLIO_HTTP_TRUSTED_PROXIES=127.0.0.1",
		"PORTFOLIO_ADMIN_USERNAME=owner",
		"PORTFOLIO_ADMIN_PASSWORD=hostile-test-password",
	}
}

func TestHostileInputOnSQLite(t *testing.T) {
	checkHostileInput(t, hostileEnv(t, "file:"+filepath.Join(t.TempDir(), "p.db")))
}

func TestHostileInputOnPostgres(t *testing.T) {
	checkHostileInput(t, hostileEnv(t, testenv.PostgresDatabase(t, "portfolio_hostile_")))
}

func checkHostileInput(t *testing.T, env []string) {
	base, logs := startServe(t, env)
	admin, status := signedInClient(t, base, "owner", "hostile-test-password")
	require.Equal(t, http.StatusOK, status)

	t.Run("NULIsA400NamingTheField", func(t *testing.T) {
		refused := func(status int, body []byte, field, what string) {
			t.Helper()
			require.Equal(t, http.StatusBadRequest, status, "%s: %s", what, body)
			var got struct{ Fields map[string]string }
			require.NoError(t, json.Unmarshal(body, &got), what)
			assert.Equal(t, domain.MsgNotText, got.Fields[field], "%s: %s", what, body)
		}
		visitor := &http.Client{Timeout: 20 * time.Second}
		s, b := call(t, visitor, http.MethodGet, base+"/api/portfolio/projects?category=a%00b", "")
		refused(s, b, "category", "query value")
		s, b = call(t, admin, http.MethodGet, base+"/api/activity?kind=%00", "")
		refused(s, b, "kind", "activity filter")
		s, b = call(t, visitor, http.MethodPost, base+"/api/auth/login", `{"username":"owner","password":"pro\u0000be"}`)
		refused(s, b, "password", "credential")
		s, b = call(t, admin, http.MethodPost, base+"/api/portfolio/projects", `{"title":"Star\u0000fall","category":"games"}`)
		refused(s, b, "title", "project title")
		s, b = call(t, admin, http.MethodPost, base+"/api/notable-collaborations", `{"title":"C","description":"x\u0000"}`)
		refused(s, b, "description", "a multi-line field")
		assert.NotContains(t, logs.String(), `"level":"error"`)
		assert.NotContains(t, logs.String(), "internal error")
	})

	t.Run("EveryPathParameterKeepsTheTextRule", func(t *testing.T) {
		checkPathParameters(t, base, admin)
		assert.NotContains(t, logs.String(), `"level":"error"`)
	})

	// The address of each request is X-Forwarded-For, the proxy being
	// trusted: the server sees the stranger's addresses.
	attack := func(t *testing.T, n, addresses int, offset int) {
		c := &http.Client{Timeout: 20 * time.Second}
		for i := 0; i < n; i++ {
			name := fmt.Sprintf("stranger-%d-", offset+i)
			name += strings.Repeat("x", 128-len(name))
			req, err := http.NewRequest(http.MethodPost, base+"/api/auth/login", strings.NewReader(`{"username":"`+name+`","password":"guess"}`))
			require.NoError(t, err)
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("X-Forwarded-For", fmt.Sprintf("198.51.%d.%d", offset/1000, i%addresses))
			resp, err := c.Do(req)
			require.NoError(t, err)
			resp.Body.Close()
			require.Contains(t, []int{http.StatusUnauthorized, http.StatusTooManyRequests}, resp.StatusCode)
		}
	}
	strangerEntries := func(t *testing.T) (rows, attempts int) {
		for _, action := range []string{domain.ActionSignInFailed, domain.ActionSignInThrottled} {
			s, b := call(t, admin, http.MethodGet, base+"/api/activity?limit=200&action="+url.QueryEscape(action), "")
			require.Equal(t, http.StatusOK, s, string(b))
			var entries []domain.ActivityEntry
			require.NoError(t, json.Unmarshal(b, &entries))
			require.Less(t, len(entries), 200, "the page holds them all")
			for _, e := range entries {
				rows++
				attempts += e.Count
			}
		}
		return rows, attempts
	}
	t.Run("TwoThousandThrottledSignInsFromOneAddress", func(t *testing.T) {
		attack(t, 2000, 1, 0)
		rows, attempts := strangerEntries(t)
		assert.LessOrEqual(t, rows, 10)
		assert.Equal(t, 2000, attempts)
	})
	t.Run("TwoThousandFromTwentyAddresses", func(t *testing.T) {
		before, _ := strangerEntries(t)
		attack(t, 2000, 20, 1000)
		rows, attempts := strangerEntries(t)
		assert.LessOrEqual(t, rows-before, 200)
		assert.Equal(t, 4000, attempts)
	})
}

// checkPathParameters (issue 37, finding 5) puts a NUL, a control byte and
// bytes that are not UTF-8 in each path parameter of every route the API
// describes (GET /api/openapi.json is the route table) and of the pages'
// routes: 400 or 404, never a 500, whatever the database.
func checkPathParameters(t *testing.T, base string, admin *http.Client) {
	s, b := call(t, admin, http.MethodGet, base+"/api/openapi.json", "")
	require.Equal(t, http.StatusOK, s)
	var doc struct {
		Paths map[string]map[string]any `json:"paths"`
	}
	require.NoError(t, json.Unmarshal(b, &doc))
	type probe struct{ method, path string }
	probes := []probe{
		{http.MethodGet, "/preview/{token}"}, {http.MethodGet, "/preview/{token}/"}, {http.MethodGet, "/preview/{token}/{rest}"},
		{http.MethodGet, "/uploads/{name}"}, {http.MethodGet, "/projects/{slug}"}, {http.MethodGet, "/portfolio/games/{slug}"},
	}
	for path, item := range doc.Paths {
		for method := range item {
			if strings.Contains(path, "{") {
				probes = append(probes, probe{strings.ToUpper(method), path})
			}
		}
	}
	param := regexp.MustCompile(`\{([^}]+)\}`)
	noRedirect := *admin
	noRedirect.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	checked := 0
	for _, p := range probes {
		for _, bad := range []string{"a%00b", "%00", "a%1Bb", "a%FFb"} {
			for _, m := range param.FindAllStringSubmatch(p.path, -1) {
				target := param.ReplaceAllStringFunc(p.path, func(v string) string {
					switch name := param.FindStringSubmatch(v)[1]; {
					case name == m[1]:
						return bad
					case name == "kind":
						return "project"
					case name == "token" || name == "name" || name == "rest" || name == "slug":
						return "x"
					}
					return "1"
				})
				body := ""
				if p.method == http.MethodPost || p.method == http.MethodPut || p.method == http.MethodPatch {
					body = "{}"
				}
				s, b := call(t, &noRedirect, p.method, base+target, body)
				checked++
				assert.Contains(t, []int{http.StatusBadRequest, http.StatusNotFound}, s, "%s %s: %s", p.method, target, b)
			}
		}
	}
	require.Greater(t, checked, 50)
}
