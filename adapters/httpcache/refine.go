package httpcache

import (
	"bytes"
	"context"
	"math/bits"
	"strconv"
	"sync"

	"github.com/andybalholm/brotli"
)

// Pages in one round trip. A new connection's first round trip carries
// about 14.6 kB (ten segments); a page larger than that costs a phone on
// a slow link one more round trip before the browser sees its last byte
// and asks for the hero image and the fonts. Brotli 11 makes a page about a
// tenth smaller than brotli 5 (the home page: 15.0 → 13.3 kB), but takes
// 0.2–0.3 s and 10–14 MB for a page here, against 5 ms: too long for the
// request that meets a changed page. So a page's first brotli form is
// brotli 5, made while its first request waits, and the page is queued for
// the refiner, which makes the brotli 11 form in the background and puts it
// in its place: the next visitors get it. One worker for the whole
// process, so a publication that changes every page costs one core at
// most; the queue is bounded (refineQueue pages: their bodies are held
// until their turn), and a page that found it full is queued again on its
// next request. Its entity tags do not change: both forms are the same
// content (Range requests are served from the identity bytes only).
type refiner struct {
	once   sync.Once
	queue  chan refinement
	size   int // of the queue; 0: refineQueue
	encode func(body []byte) []byte
	// done, when set, is called after each refinement (tests).
	done func()

	// mu guards pending (the pages queued or being refined) and idle (the
	// channels of those waiting for none to be: wait).
	mu      sync.Mutex
	pending int
	idle    []chan struct{}
}

type refinement struct {
	v    *variants
	body []byte
}

const refineQueue = 64

// start queues v's brotli form of body (its identity bytes) for
// refinement unless it is refined or queued already or not made yet.
func (rf *refiner) start(v *variants, body []byte) {
	if v.refined.Load() {
		return
	}
	if c := v.forms[encBrotli].Load(); c == nil || c == notWorthIt {
		return
	}
	if !v.refined.CompareAndSwap(false, true) {
		return
	}
	rf.once.Do(func() {
		if rf.size == 0 {
			rf.size = refineQueue
		}
		rf.queue = make(chan refinement, rf.size)
		go rf.run()
	})
	rf.mu.Lock()
	rf.pending++
	rf.mu.Unlock()
	select {
	case rf.queue <- refinement{v, body}:
	default:
		v.refined.Store(false) // full: queued again on the page's next request
		rf.finished()
	}
}

// finished counts one page out of the queue, waking the waiters when it
// was the last.
func (rf *refiner) finished() {
	rf.mu.Lock()
	defer rf.mu.Unlock()
	if rf.pending--; rf.pending == 0 {
		for _, c := range rf.idle {
			close(c)
		}
		rf.idle = nil
	}
}

// wait returns once no page is queued or being refined, or with ctx's
// error when it ends first.
func (rf *refiner) wait(ctx context.Context) error {
	rf.mu.Lock()
	if rf.pending == 0 {
		rf.mu.Unlock()
		return nil
	}
	c := make(chan struct{})
	rf.idle = append(rf.idle, c)
	rf.mu.Unlock()
	select {
	case <-c:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (rf *refiner) run() {
	for r := range rf.queue {
		rf.refine(r.v, r.body)
		if rf.done != nil {
			rf.done()
		}
		rf.finished()
	}
}

func (rf *refiner) refine(v *variants, body []byte) {
	c := v.forms[encBrotli].Load()
	out := rf.encode(body)
	if out == nil || len(out) >= len(c.body) {
		return
	}
	v.forms[encBrotli].Store(&coded{body: out, length: []string{strconv.Itoa(len(out))}})
	if v.owner != nil {
		v.owner.account(v, len(out)-len(c.body))
	}
}

// compressBest is brotli 11 with a window no larger than the body needs
// (the encoder's tables grow with the window: 4 MB by default).
func compressBest(body []byte) []byte {
	lgwin := max(16, min(24, bits.Len(uint(len(body)))))
	var buf bytes.Buffer
	buf.Grow(len(body)/6 + 64)
	bw := brotli.NewWriterOptions(&buf, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: lgwin})
	if _, err := bw.Write(body); err != nil || bw.Close() != nil {
		return nil
	}
	return bytes.Clone(buf.Bytes())
}
