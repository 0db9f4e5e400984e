package memory

import (
	"context"
	"sort"
	"sync"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.InvitationStore = (*InvitationStore)(nil)

// InvitationStore is the in-memory domain.InvitationStore.
type InvitationStore struct {
	mu     sync.Mutex
	items  map[int64]domain.Invitation
	lastID int64
}

// NewInvitationStore returns a store with no invitation.
func NewInvitationStore() *InvitationStore {
	return &InvitationStore{items: map[int64]domain.Invitation{}}
}

// Create stores inv, setting its ID.
func (s *InvitationStore) Create(_ context.Context, inv *domain.Invitation) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.lastID++
	inv.ID = s.lastID
	inv.Role = inv.Role.OrEditor()
	inv.CreatedAt = inv.CreatedAt.UTC().Truncate(time.Microsecond)
	inv.ExpiresAt = inv.ExpiresAt.UTC().Truncate(time.Microsecond)
	s.items[inv.ID] = *inv
	return nil
}

// List returns the invitations not expired at now, newest first.
func (s *InvitationStore) List(_ context.Context, now time.Time) ([]domain.Invitation, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := []domain.Invitation{}
	for _, inv := range s.items {
		if now.Before(inv.ExpiresAt) {
			out = append(out, inv)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID > out[j].ID })
	return out, nil
}

// Delete removes an invitation.
func (s *InvitationStore) Delete(_ context.Context, id int64) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.items[id]; !ok {
		return notFound(domain.MsgInvitationNotFound)
	}
	delete(s.items, id)
	return nil
}

// Take removes and returns the invitation of the token hash.
func (s *InvitationStore) Take(_ context.Context, tokenHash string, now time.Time) (*domain.Invitation, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for id, inv := range s.items {
		if inv.TokenHash == tokenHash {
			delete(s.items, id)
			if !now.Before(inv.ExpiresAt) {
				break
			}
			return &inv, nil
		}
	}
	return nil, notFound(domain.MsgInvitationGone)
}
