package httpcache

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/httpcache/httpcachetest"
)

// somePage is an HTML page of the size of the home page, varied enough that
// brotli's quality shows.
func somePage(seed int) []byte {
	var b strings.Builder
	b.WriteString("<!doctype html><html><head><style>")
	for i := range 400 {
		fmt.Fprintf(&b, ".c%d{padding:%drem %dpx;color:#%06x}", i, i%7, (i*seed)%13, (i*7919+seed)%0xffffff)
	}
	b.WriteString("</style></head><body>")
	for i := range 300 {
		fmt.Fprintf(&b, `<section class="c%d"><h2>Project %d of %d</h2><p>A line about project %d, made in %d.</p></section>`, i%400, i, seed, i*31%97, 1990+i%35)
	}
	b.WriteString("</body></html>")
	return []byte(b.String())
}

// TestPagesGetBrotli11AfterTheirFirstRequest: the first request of a page
// gets brotli 5 at once; the refiner then makes the brotli 11 form, which
// later requests get, with the same entity tag and the same content.
func TestPagesGetBrotli11AfterTheirFirstRequest(t *testing.T) {
	done := make(chan struct{}, 8)
	var calls atomic.Int32
	pages := &Bodies{}
	pages.forms.refine = &refiner{encode: func(b []byte) []byte { calls.Add(1); return compressBest(b) }, done: func() { done <- struct{}{} }}
	body := somePage(1)
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { pages.ServeHTML(w, r, body, `"home"`) })

	first := httpcachetest.Serve(h, http.MethodGet, "/", "Accept-Encoding", "br")
	require.Equal(t, "br", first.Header().Get("Content-Encoding"))
	assert.Len(t, first.Body.Bytes(), len(compressDynamic(encBrotli, body)), "the first request gets brotli 5")
	waitFor(t, done)

	later := httpcachetest.Serve(h, http.MethodGet, "/", "Accept-Encoding", "br")
	assert.Less(t, later.Body.Len(), first.Body.Len()*95/100, "brotli 11 is smaller")
	assert.Equal(t, later.Body.Len(), len(compressBest(body)))
	assert.Equal(t, fmt.Sprint(later.Body.Len()), later.Header().Get("Content-Length"))
	assert.Equal(t, first.Header().Get("Etag"), later.Header().Get("Etag"), "the same content keeps its tag")
	assert.Equal(t, string(body), string(httpcachetest.Decode(t, later)))
	notModified := httpcachetest.Serve(h, http.MethodGet, "/", "Accept-Encoding", "br", "If-None-Match", first.Header().Get("Etag"))
	assert.Equal(t, http.StatusNotModified, notModified.Code)

	// Once: more requests start nothing more (a refinement is marked
	// before it starts, in the request that starts it).
	for range 5 {
		httpcachetest.Serve(h, http.MethodGet, "/", "Accept-Encoding", "br")
	}
	assert.EqualValues(t, 1, calls.Load())
	assert.Empty(t, done)

	// A gzip client is not a reason to refine anything, and gets gzip.
	gz := httpcachetest.Serve(h, http.MethodGet, "/", "Accept-Encoding", "gzip")
	assert.Equal(t, "gzip", gz.Header().Get("Content-Encoding"))
}

// TestRefinerTakesOnePageAtATime: pages met while one is being refined
// wait their turn, one at a time; a page met when the queue is full is
// queued on its next request.
func TestRefinerTakesOnePageAtATime(t *testing.T) {
	release := make(chan struct{})
	var running, most atomic.Int32
	const size = 3
	done := make(chan struct{}, size+8)
	pages := &Bodies{}
	pages.forms.refine = &refiner{size: size, encode: func(b []byte) []byte {
		n := running.Add(1)
		defer running.Add(-1)
		if n > most.Load() {
			most.Store(n)
		}
		<-release
		return compressBest(b)
	}, done: func() { done <- struct{}{} }}
	serve := func(body []byte, tag string) *httptest.ResponseRecorder {
		return httpcachetest.Serve(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { pages.ServeHTML(w, r, body, tag) }), http.MethodGet, "/", "Accept-Encoding", "br")
	}
	// The first is being refined, size more wait, one more finds the queue full.
	bodies := make([][]byte, size+2)
	for i := range bodies {
		bodies[i] = somePage(i + 1)
		serve(bodies[i], fmt.Sprintf(`"p%d"`, i))
	}
	last := len(bodies) - 1
	close(release)
	for range size + 1 {
		waitFor(t, done)
	}
	assert.EqualValues(t, 1, most.Load(), "one refinement at a time")
	for i := range last {
		assert.Equal(t, len(compressBest(bodies[i])), serve(bodies[i], fmt.Sprintf(`"p%d"`, i)).Body.Len(), "page %d refined", i)
	}
	// The page that found the queue full is queued by its next request, which still gets brotli 5.
	assert.Equal(t, len(compressDynamic(encBrotli, bodies[last])), serve(bodies[last], fmt.Sprintf(`"p%d"`, last)).Body.Len(), "not refined yet")
	waitFor(t, done)
	assert.Equal(t, len(compressBest(bodies[last])), serve(bodies[last], fmt.Sprintf(`"p%d"`, last)).Body.Len())
}

// TestAPIBodiesAreNotRefined: only pages are worth the second compression.
func TestAPIBodiesAreNotRefined(t *testing.T) {
	b := NewBodies("Cookie")
	body := somePage(3)
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { b.Write(w, r, body, `"list"`) })
	for range 3 {
		w := httpcachetest.Serve(h, http.MethodGet, "/api/portfolio/projects", "Accept-Encoding", "br")
		assert.Equal(t, "br", w.Header().Get("Content-Encoding"))
	}
	// A refinement is marked in the request that starts it.
	assert.False(t, b.forms.of(body, `"list"`).refined.Load())
}

func waitFor(t *testing.T, done <-chan struct{}) {
	t.Helper()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("no refinement finished")
	}
}

// TestRefinedWaitsForTheQueue: Refined returns once every page queued
// (the one being refined and those waiting) has its brotli 11 form, at
// once when none is queued, and with the context's error when it ends
// first.
func TestRefinedWaitsForTheQueue(t *testing.T) {
	release := make(chan struct{})
	pages := &Bodies{}
	pages.forms.refine = &refiner{encode: func(b []byte) []byte { <-release; return compressBest(b) }}
	require.NoError(t, pages.Refined(context.Background()), "nothing queued")

	bodies := [][]byte{somePage(1), somePage(2)}
	for i, body := range bodies {
		httpcachetest.Serve(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { pages.ServeHTML(w, r, body, fmt.Sprintf(`"w%d"`, i)) }), http.MethodGet, "/", "Accept-Encoding", "br")
	}
	ended, cancel := context.WithCancel(context.Background())
	cancel()
	assert.ErrorIs(t, pages.Refined(ended), context.Canceled, "both still queued")

	waited := make(chan error, 1)
	go func() { waited <- pages.Refined(context.Background()) }()
	close(release)
	require.NoError(t, <-waited)
	for i, body := range bodies {
		got := httpcachetest.Serve(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { pages.ServeHTML(w, r, body, fmt.Sprintf(`"w%d"`, i)) }), http.MethodGet, "/", "Accept-Encoding", "br")
		assert.Equal(t, len(compressBest(body)), got.Body.Len(), "page %d refined before Refined returned", i)
	}
}
