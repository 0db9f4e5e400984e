package httpapi

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/logging"
	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/adapters/secrets"
	totpadapter "github.com/portfolio-site/portfolio/adapters/totp"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/app/auth"
	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// countingSessions counts lookups of a real session store.
type countingSessions struct {
	*memory.SessionStore
	finds atomic.Int64
}

func (c *countingSessions) Find(ctx context.Context, id string, now time.Time) (*domain.Session, error) {
	c.finds.Add(1)
	return c.SessionStore.Find(ctx, id, now)
}

func TestVisitorsDoNotTouchTheSessionStore(t *testing.T) {
	sessions := &countingSessions{SessionStore: memory.NewSessionStore()}
	e := newEnv(t, func(d *envDeps) {
		store, twoFactor := memory.NewStore(), memory.NewTwoFactorRepository()
		tx := memory.NewTransactor(store, sessions.SessionStore, twoFactor)
		j, err := journal.New(tx, store.Activity(), store.Revisions(), domain.RevisionPolicy{}, domain.SystemClock{})
		require.NoError(t, err)
		sealer, err := secrets.NewSealer(nil, memory.NewSecretStore())
		require.NoError(t, err)
		authService, err := auth.NewService(tx, store.Users(), sessions, memory.NewLoginThrottle(), fakeHasher{}, domain.SystemClock{}, testAuthConfig, logging.New(d.Log),
			j, auth.TwoFactorConfig{Repo: twoFactor, Sealer: sealer, Codes: totpadapter.NewCodes()})
		require.NoError(t, err)
		require.NoError(t, authService.SetPassword(context.Background(), adminUser, adminPassword))
		d.Auth = authService
	})
	for _, path := range []string{"/api/portfolio/projects", "/api/notable-collaborations", "/api/portfolio/gallery-images", "/"} {
		require.Equal(t, http.StatusOK, e.get(path, nil).Code, path)
	}
	assert.Zero(t, sessions.finds.Load(), "no cookie, no session lookup")

	admin := e.login()
	e.get("/api/portfolio/projects", admin)
	assert.Equal(t, int64(1), sessions.finds.Load(), "an administrator's read is checked once")
}

// failingBlobs is a blob store whose disk is full.
type failingBlobs struct{}

func (failingBlobs) Put(context.Context, string, string, []byte) (string, error) {
	return "", errors.New("write /data/uploads/x.png: no space left on device")
}

func (failingBlobs) Open(context.Context, string) (*domain.Blob, error) {
	return nil, errors.New("open /data/uploads/x.png: input/output error")
}

func (failingBlobs) List(context.Context) ([]string, error) {
	return nil, errors.New("read /data/uploads: input/output error")
}

func (failingBlobs) Delete(context.Context, string) error {
	return errors.New("remove /data/uploads/x.png: input/output error")
}

func TestUnknownErrorsAreLoggedAndHidden(t *testing.T) {
	e := newEnv(t, func(d *envDeps) {
		uploads, err := app.NewUploadService(failingBlobs{}, d.Images, d.Journal, uploadLimit)
		require.NoError(t, err)
		d.Uploads = uploads
	})
	admin := e.login()
	w := e.upload(admin, "file", "a.png", "image/png", pngBytes())
	assert.Equal(t, http.StatusInternalServerError, w.Code)
	assert.JSONEq(t, `{"message":"Internal error"}`, w.Body.String())
	assert.NotContains(t, w.Body.String(), "no space")
	assert.Contains(t, e.logs.String(), "no space left on device", "the cause is logged")
	assert.Contains(t, e.logs.String(), `"route":"/api/upload"`)
}

func TestPanicsBecomeInternalErrors(t *testing.T) {
	e := newEnv(t, func(d *envDeps) {
		d.Ready = func(context.Context) Readiness { panic("boom") }
	})
	w := e.get("/readyz", nil)
	assert.Equal(t, http.StatusInternalServerError, w.Code)
	assert.JSONEq(t, `{"message":"Internal error"}`, w.Body.String())
	assert.Equal(t, "nosniff", w.Header().Get("X-Content-Type-Options"))
	logs := e.logs.String()
	assert.Contains(t, logs, "panic serving request")
	assert.Contains(t, logs, "boom")
	assert.Contains(t, logs, `"status":500`)

	// The server keeps serving.
	assert.Equal(t, http.StatusOK, e.get("/healthz", nil).Code)
}

func TestDependencyOutageIs503(t *testing.T) {
	e := newEnv(t, func(d *envDeps) {
		uploads, err := app.NewUploadService(unavailableBlobs{}, d.Images, d.Journal, uploadLimit)
		require.NoError(t, err)
		d.Uploads = uploads
	})
	w := e.upload(e.login(), "file", "a.png", "image/png", pngBytes())
	assert.Equal(t, http.StatusServiceUnavailable, w.Code)
	assert.JSONEq(t, `{"message":"Storage is unavailable"}`, w.Body.String())
}

type unavailableBlobs struct{}

func (unavailableBlobs) Put(context.Context, string, string, []byte) (string, error) {
	return "", domain.Errorf(domain.EUNAVAILABLE, "Storage is unavailable")
}

func (unavailableBlobs) Open(context.Context, string) (*domain.Blob, error) {
	return nil, domain.Errorf(domain.EUNAVAILABLE, "Storage is unavailable")
}

func (unavailableBlobs) List(context.Context) ([]string, error) {
	return nil, domain.Errorf(domain.EUNAVAILABLE, "Storage is unavailable")
}

func (unavailableBlobs) Delete(context.Context, string) error {
	return domain.Errorf(domain.EUNAVAILABLE, "Storage is unavailable")
}

func TestStatusTableCoversEveryCode(t *testing.T) {
	for code, want := range map[string]int{
		domain.EINVALID: 400, domain.EBADREQUEST: 400, domain.EUNAUTHORIZED: 401, domain.ENOTFOUND: 404,
		domain.ECONFLICT: 409, domain.ETOOLARGE: 413, domain.EUNSUPPORTED: 415, domain.EUNAVAILABLE: 503, domain.EINTERNAL: 500,
		domain.ETHROTTLED: 429, domain.ETIMEOUT: 408, domain.EFORBIDDEN: 403,
	} {
		assert.Equal(t, want, statusByCode[code], code)
	}
	assert.Len(t, statusByCode, 12)
}

func TestStaticFastPathMatchesTheRouter(t *testing.T) {
	e := newEnv(t)
	s := e.handler.(*server)
	require.NotEmpty(t, s.staticGETs)
	for path := range s.staticGETs {
		assert.False(t, strings.Contains(path, "{"), path)
		// HEAD takes the mux path; it must find the same route.
		w := e.do(request{method: http.MethodHead, path: path})
		assert.NotEqual(t, http.StatusNotFound, w.Code, path)
		assert.NotEqual(t, http.StatusMethodNotAllowed, w.Code, path)
	}
}
