package httpapi

import (
	"context"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"

	"github.com/portfolio-site/portfolio/adapters/logging"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// A page that cannot render is a logged 500 that fails readiness until it
// renders again; the other pages are served meanwhile.
func TestAPageThatCannotRenderIsALoudError(t *testing.T) {
	e := newEnv(t, func(d *envDeps) {
		fsys := prerenderedBuild()
		// Fails to render when the quote is "bad": a string is no array
		// to iterate.
		fsys["pages/about.html"] = &fstest.MapFile{Data: pageWithRoot(`<h1>About</h1>{{#if site.quote|eq:bad}}{{#each site.quote}}<p>x</p>{{/each}}{{/if}}`)}
		d.SPA = fsys
	})
	require.Equal(t, http.StatusOK, e.get("/about", nil).Code)
	admin := e.login()
	save := func(quote string) {
		site := decodeMap(t, e.get("/api/site", admin))
		site["quote"] = quote
		require.Equal(t, http.StatusOK, e.do(request{method: http.MethodPut, path: "/api/site", cookie: admin, body: site}).Code)
	}
	save("bad")

	w := e.get("/about", nil)
	assert.Equal(t, http.StatusInternalServerError, w.Code)
	assert.Contains(t, w.Body.String(), "<h1>Something went wrong</h1>")
	assert.Equal(t, "text/html; charset=utf-8", w.Header().Get("Content-Type"))
	logs := e.logs.String()
	assert.Contains(t, logs, `"level":"error","ts"`)
	assert.Contains(t, logs, `"msg":"page render failed","route":"/about"`)
	assert.Equal(t, http.StatusOK, e.get("/portfolio", nil).Code, "the other pages are served")
	ready := e.get("/readyz", nil)
	assert.Equal(t, http.StatusServiceUnavailable, ready.Code)
	assert.JSONEq(t, `{"status":"unavailable","database":"ok","cache":"ok","uploads":"ok","pages":"error","backup":"ok"}`, ready.Body.String())

	save("good")
	assert.Equal(t, http.StatusOK, e.get("/about", nil).Code)
	ready = e.get("/readyz", nil)
	assert.Equal(t, http.StatusOK, ready.Code, "ready again once the page renders")
	assert.Contains(t, ready.Body.String(), `"pages":"ok"`)
}

// failingInvestments is the investments' store with the database down.
type failingInvestments struct {
	domain.InvestmentRepository
	down *atomic.Bool
}

func (f failingInvestments) List(ctx context.Context, activeOnly bool) ([]domain.Investment, error) {
	if f.down.Load() {
		return nil, domain.Errorf(domain.EUNAVAILABLE, "database unavailable")
	}
	return f.InvestmentRepository.List(ctx, activeOnly)
}

// A list that cannot be read is a 503 page logged at WARN, not a render
// error: readiness is the database's to report.
func TestAPageWhoseListCannotBeReadIsA503(t *testing.T) {
	down := &atomic.Bool{}
	e := newEnv(t)
	repos := e.repos()
	repos.Investments = failingInvestments{InvestmentRepository: repos.Investments, down: down}
	deps := e.deps(t, testLogger(e.logs))
	catalogue, err := app.NewCatalogueService(repos, noCache{}, domain.ContentKinds(), logging.New(deps.Log))
	require.NoError(t, err)
	deps.SPA, deps.Catalogue = listsBuild(), catalogue
	h, err := deps.newServer()
	require.NoError(t, err)
	e.handler = h

	require.Equal(t, http.StatusOK, e.get("/investments", nil).Code)
	down.Store(true)
	w := e.get("/investments", nil)
	assert.Equal(t, http.StatusServiceUnavailable, w.Code)
	assert.Contains(t, w.Body.String(), "Temporarily unavailable")
	assert.NotContains(t, w.Body.String(), "Investments</h1>", "never an older page, never a page without its list")
	logs := e.logs.String()
	assert.Contains(t, logs, `"level":"warn"`)
	assert.Contains(t, logs, `"msg":"page content unavailable","route":"/investments"`)
	assert.NotContains(t, logs, `"page render failed"`)
	assert.Contains(t, e.get("/readyz", nil).Body.String(), `"pages":"ok"`)
	down.Store(false)
	assert.Equal(t, http.StatusOK, e.get("/investments", nil).Code)
	assert.True(t, strings.Contains(e.get("/investments", nil).Body.String(), "Investments</h1>"))
}

// noCache is a cache that has lost everything: every read goes to the
// store.
type noCache struct{}

func (noCache) Lookup(context.Context, domain.CacheRegion, string) (domain.CacheEntry, bool, domain.CacheToken, error) {
	return domain.CacheEntry{}, false, domain.CacheToken{}, nil
}
func (noCache) Store(context.Context, domain.CacheToken, string, domain.CacheEntry) error { return nil }
func (noCache) Invalidate(context.Context, ...domain.CacheRegion) error                   { return nil }

func testLogger(w *syncBuffer) *zap.Logger {
	return zap.New(zapcore.NewCore(zapcore.NewJSONEncoder(zap.NewProductionEncoderConfig()), zapcore.AddSync(w), zap.DebugLevel))
}
