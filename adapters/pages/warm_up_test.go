package pages

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/andybalholm/brotli"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/app"
)

// TestWarmUpGivesTheFirstVisitorTheSmallestPage: after WarmUp, the first
// request for the home page gets its brotli 11 form, where a server that
// did not warm up answers it with brotli 5; an ended context stops it.
func TestWarmUpGivesTheFirstVisitorTheSmallestPage(t *testing.T) {
	var page strings.Builder
	page.WriteString(`<!doctype html><html lang="en"><head><title>x</title><!--app-head--><style>`)
	for i := range 400 {
		fmt.Fprintf(&page, ".c%d{padding:%drem %dpx;color:#%06x}", i, i%7, i%13, (i*7919)%0xffffff)
	}
	page.WriteString(`</style></head><body><div id="root">`)
	for i := range 300 {
		fmt.Fprintf(&page, `<section class="c%d"><h2>Project %d</h2><p>A line about project %d, made in %d.</p></section>`, i%400, i, i*31%97, 1990+i%35)
	}
	page.WriteString(`</div></body></html>`)
	fsys := fstest.MapFS{
		"index.html":       {Data: []byte(`<!doctype html><html lang="en"><head><title>x</title><!--app-head--></head><body><div id="root"></div></body></html>`)},
		"pages/index.html": {Data: []byte(page.String())},
	}
	newSite := func() *Site {
		s, err := NewSite(Deps{FS: fsys, Site: app.SiteProfile{Name: "N", PublicURL: "http://x"}, Log: zap.NewNop()})
		require.NoError(t, err)
		return s
	}
	get := func(s *Site, enc string) *httptest.ResponseRecorder {
		r := httptest.NewRequest(http.MethodGet, "/", nil)
		r.Header.Set("Accept-Encoding", enc)
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		require.Equal(t, http.StatusOK, w.Code)
		return w
	}
	brotli5 := func(b []byte) int {
		var out bytes.Buffer
		bw := brotli.NewWriterLevel(&out, 5)
		_, _ = bw.Write(b)
		require.NoError(t, bw.Close())
		return out.Len()
	}

	cold := newSite()
	identity := get(cold, "identity").Body.Bytes()
	first := get(cold, "br")
	assert.Equal(t, brotli5(identity), first.Body.Len(), "without a warm-up, the first visitor gets brotli 5")

	warm := newSite()
	require.NoError(t, warm.WarmUp(context.Background()))
	got := get(warm, "br")
	require.Equal(t, "br", got.Header().Get("Content-Encoding"))
	assert.Less(t, got.Body.Len(), first.Body.Len()*95/100, "after it, the first visitor gets brotli 11")
	plain, err := io.ReadAll(brotli.NewReader(got.Body))
	require.NoError(t, err)
	assert.Equal(t, string(identity), string(plain))

	ended, cancel := context.WithCancel(context.Background())
	cancel()
	assert.ErrorIs(t, newSite().WarmUp(ended), context.Canceled)
}
