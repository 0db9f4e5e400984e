package pages

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"time"

	"go.uber.org/zap"

	"github.com/portfolio-site/portfolio/adapters/httpcache"
	"github.com/portfolio-site/portfolio/domain"
)

// The default share image (issue 39): link previews of every page without
// an image of its own show the owner's name and role, drawn by the
// domain.ShareCardDrawer (adapters/imaging), while the owner has uploaded
// no share image (theirs wins: applyShareDefaults). The head only names it:
// its address is made of a digest of the drawer's Design, the name and the
// role, so it changes exactly when what the image shows does, and a
// preview reader that cached the old one fetches the new. Each address is
// drawn once, on its first request, kept in memory and served for a year
// (immutable) with its digest as ETag. Which address is current follows
// the site document's build, which every save of the document replaces
// (the cache's events), as it does the pages.

// ShareCardPrefix is the path the drawn share images are served under.
const ShareCardPrefix = "/images/share/"

// shareCardName is the last segment of a share image's address: its key
// (24 hex digits) and extension.
var shareCardName = regexp.MustCompile(`^[0-9a-f]{24}\.png$`)

// maxShareCards bounds the cards kept for their addresses: the current
// name's, the last few before it and the previews' (a draft of the name),
// about 100 kB each. The current build holds its own card besides, so an
// address it names is always served.
const maxShareCards = 8

// shareCardTimeout bounds one drawing: it never takes a request's own
// deadline, so a visitor who leaves does not fail the card for the next.
const shareCardTimeout = 30 * time.Second

// shareCardRetry is how long a card whose drawing failed is answered with
// the build's image before it is drawn again: a failure is logged, and
// retried, at most once in that time.
const shareCardRetry = time.Minute

// shareCard is one card's image: drawn on first request, then kept.
type shareCard struct {
	card domain.ShareCard
	key  string // the file name: digest and extension
	// mu is held while drawing, so concurrent first requests draw once.
	mu       sync.Mutex
	body     []byte
	failedAt time.Time // the last drawing failed then (zero: none did)
}

// image is the card's image, drawn now if it is not yet and its last
// failure is not recent; nil while it cannot be drawn.
func (c *shareCard) image(ctx context.Context, drawer domain.ShareCardDrawer, log *zap.Logger) []byte {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.body != nil || (!c.failedAt.IsZero() && time.Since(c.failedAt) < shareCardRetry) {
		return c.body
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), shareCardTimeout)
	defer cancel()
	body, err := drawer.Draw(ctx, c.card)
	if err != nil {
		c.failedAt = time.Now()
		log.Error("the share image could not be drawn: the build's image is served in its place",
			zap.String("path", c.path()), zap.Error(err))
		return nil
	}
	c.body = body
	return body
}

// path is where the card is served.
func (c *shareCard) path() string { return ShareCardPrefix + c.key }

// shareCards are the cards the pages have named, newest last.
type shareCards struct {
	drawer domain.ShareCardDrawer
	mu     sync.Mutex
	cards  []*shareCard
}

// keyOf is the file name of card's image: its digest with the drawer's
// design, and the image type's extension.
func (s *shareCards) keyOf(card domain.ShareCard) string {
	sum := sha256.New()
	for _, part := range []string{s.drawer.Design(), card.Name, card.Role} {
		sum.Write([]byte(part))
		sum.Write([]byte{0})
	}
	return hex.EncodeToString(sum.Sum(nil))[:24] + domain.ShareCardType().Ext
}

// named is the card for card, the one kept when its key is (so another
// build showing the same name and role draws nothing again), made the
// newest.
func (s *shareCards) named(card domain.ShareCard) *shareCard {
	key := s.keyOf(card)
	s.mu.Lock()
	defer s.mu.Unlock()
	c := &shareCard{card: card, key: key}
	for i, old := range s.cards {
		if old.key == key {
			c = old
			s.cards = append(s.cards[:i], s.cards[i+1:]...)
			break
		}
	}
	s.cards = append(s.cards, c)
	if len(s.cards) > maxShareCards {
		s.cards = append(s.cards[:0:0], s.cards[len(s.cards)-maxShareCards:]...)
	}
	return c
}

// lookup is the kept card of key, nil when none is.
func (s *shareCards) lookup(key string) *shareCard {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, c := range s.cards {
		if c.key == key {
			return c
		}
	}
	return nil
}

// applyShareDefaults puts the site document's SEO defaults in place
// (applySiteDefaults) with the site's card as every page's default image,
// unless the owner's share image is set: an upload, or an address. The
// build's own image, which documents seeded before issue 39 name, is no
// choice of the owner's: the card replaces it. Without a drawer the build's image stays.
// The card is nil when the pages name another image.
func (h *Site) applyShareDefaults(cfg *seoConfig, doc domain.Site) *shareCard {
	if h.cards == nil {
		cfg.applySiteDefaults(doc)
		return nil
	}
	if img := strings.TrimSpace(doc.SEO.ShareImage); img != "" && img != h.buildImage {
		cfg.applySiteDefaults(doc)
		return nil
	}
	doc.SEO.ShareImage = ""
	c := h.cards.named(domain.ShareCard{Name: doc.Name, Role: doc.Tagline})
	d := &cfg.Defaults
	d.Image, d.ImageWidth, d.ImageHeight, d.ImageType = c.path(), domain.ShareImageWidth, domain.ShareImageHeight, domain.ShareCardType().ContentType
	cfg.applySiteDefaults(doc)
	return c
}

// ServeShareImage serves a drawn share image. An address no page names
// any more (the owner was renamed since) is redirected to the current
// one, not cached, so a preview that kept the old address shows the
// current name; an address of no card is not found.
func (h *Site) ServeShareImage(w http.ResponseWriter, r *http.Request) {
	key := strings.TrimPrefix(r.URL.Path, ShareCardPrefix)
	if h.cards == nil || !shareCardName.MatchString(key) {
		http.NotFound(w, r)
		return
	}
	c := h.cards.lookup(key)
	if c == nil {
		b, err := h.current(r.Context())
		if err != nil {
			h.pageFailed(w, r, siteRouteKey, err)
			return
		}
		switch {
		case b.card == nil:
			http.NotFound(w, r)
			return
		case b.card.key != key:
			httpcache.SetNoCache(w.Header())
			http.Redirect(w, r, b.card.path(), http.StatusFound)
			return
		}
		c = h.cards.named(b.card.card)
	}
	body := c.image(r.Context(), h.cards.drawer, h.log)
	if body == nil {
		h.serveFallbackImage(w, r)
		return
	}
	hdr := w.Header()
	hdr["Content-Type"] = []string{domain.ShareCardType().ContentType}
	httpcache.SetImmutable(hdr)
	hdr["Etag"] = []string{`"` + strings.TrimSuffix(c.key, domain.ShareCardType().Ext) + `"`}
	http.ServeContent(w, r, c.key, time.Time{}, bytes.NewReader(body))
}

// serveFallbackImage answers with the build's own share image (the SEO
// routes' default, a PNG of the same size), revalidated every time, so
// that the card replaces it once it is drawn.
func (h *Site) serveFallbackImage(w http.ResponseWriter, r *http.Request) {
	fallback := r.Clone(r.Context())
	fallback.URL.Path = h.buildImage
	if h.buildImage == "" || !h.files.Serve(w, fallback) {
		http.Error(w, http.StatusText(http.StatusInternalServerError), http.StatusInternalServerError)
	}
}
