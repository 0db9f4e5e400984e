package memory

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.SiteRepository = (*SiteRepository)(nil)

// SiteRepository is the in-memory domain.SiteRepository. It keeps the
// document encoded, as the SQL store does, so a caller's later change to a
// value it saved or read never reaches the store, and a closure that fails
// half-way through changes nothing.
type SiteRepository struct {
	mu  sync.Mutex
	doc []byte // nil until the first save
}

// NewSiteRepository returns an empty site repository.
func NewSiteRepository() *SiteRepository { return &SiteRepository{} }

// Get returns the document; ENOTFOUND before the first save.
func (r *SiteRepository) Get(_ context.Context) (*domain.Site, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.read()
}

// Save stores s whole.
func (r *SiteRepository) Save(_ context.Context, s *domain.Site) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.write(s)
}

// Update applies fn to a copy of the document under the lock and stores
// the result only when fn succeeds.
func (r *SiteRepository) Update(_ context.Context, fn func(*domain.Site) error) (*domain.Site, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	s, err := r.read()
	if err != nil {
		return nil, err
	}
	if err := fn(s); err != nil {
		return nil, err
	}
	if err := r.write(s); err != nil {
		return nil, err
	}
	return r.read()
}

// SeedIfEmpty stores s unless a document exists.
func (r *SiteRepository) SeedIfEmpty(_ context.Context, s *domain.Site) (bool, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.doc != nil {
		return false, nil
	}
	return true, r.write(s)
}

// read decodes the document. The caller holds r.mu.
func (r *SiteRepository) read() (*domain.Site, error) {
	if r.doc == nil {
		return nil, notFound(domain.MsgSiteNotFound)
	}
	var s domain.Site
	if err := json.Unmarshal(r.doc, &s); err != nil {
		return nil, fmt.Errorf("decode site document: %w", err)
	}
	return &s, nil
}

// write encodes s without its public URL, which is configuration. The
// caller holds r.mu.
func (r *SiteRepository) write(s *domain.Site) error {
	doc := *s
	doc.PublicURL = ""
	data, err := json.Marshal(doc)
	if err != nil {
		return fmt.Errorf("encode site document: %w", err)
	}
	r.doc = data
	return nil
}
