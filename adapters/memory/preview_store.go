package memory

import (
	"cmp"
	"context"
	"maps"
	"slices"
	"sync"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.PreviewStore = (*PreviewStore)(nil)

// PreviewStore is the in-memory domain.PreviewStore.
type PreviewStore struct {
	mu     sync.Mutex
	items  map[int64]domain.Preview
	lastID int64
}

// NewPreviewStore returns an empty store.
func NewPreviewStore() *PreviewStore { return &PreviewStore{items: map[int64]domain.Preview{}} }

// Create stores p, setting its ID.
func (s *PreviewStore) Create(_ context.Context, p *domain.Preview) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.lastID++
	p.ID = s.lastID
	p.CreatedAt = p.CreatedAt.UTC().Truncate(time.Microsecond)
	p.ExpiresAt = p.ExpiresAt.UTC().Truncate(time.Microsecond)
	kept := *p
	kept.Token = "" // as the SQL store: only the hash and the sealed copy are kept
	s.items[p.ID] = kept
	return nil
}

// List returns every preview, newest first.
func (s *PreviewStore) List(context.Context) ([]domain.Preview, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := slices.Collect(maps.Values(s.items))
	slices.SortFunc(out, func(a, b domain.Preview) int { return cmp.Compare(b.ID, a.ID) })
	return out, nil
}

// FindByTokenHash returns the preview whose token hashes to hash. ENOTFOUND.
func (s *PreviewStore) FindByTokenHash(_ context.Context, hash string) (*domain.Preview, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, p := range s.items {
		if p.TokenHash == hash {
			return &p, nil
		}
	}
	return nil, notFound(domain.MsgPreviewNotFound)
}

// Delete removes one preview. ENOTFOUND.
func (s *PreviewStore) Delete(_ context.Context, id int64) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.items[id]; !ok {
		return notFound(domain.MsgPreviewNotFound)
	}
	delete(s.items, id)
	return nil
}

// DeleteExpired removes the previews expired at now.
func (s *PreviewStore) DeleteExpired(_ context.Context, now time.Time) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for id, p := range s.items {
		if !p.ExpiresAt.After(now) {
			delete(s.items, id)
			n++
		}
	}
	return n, nil
}
