package memory

import (
	"context"
	"slices"
	"sync"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.TwoFactorRepository = (*TwoFactorRepository)(nil)

// TwoFactorRepository is the in-memory domain.TwoFactorRepository.
type TwoFactorRepository struct {
	mu    sync.Mutex
	users map[int64]domain.TwoFactor
}

// NewTwoFactorRepository returns a repository where nobody set two-factor
// sign-in up.
func NewTwoFactorRepository() *TwoFactorRepository {
	return &TwoFactorRepository{users: map[int64]domain.TwoFactor{}}
}

// Find returns the state of a user.
func (r *TwoFactorRepository) Find(_ context.Context, userID int64) (*domain.TwoFactor, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	tf, ok := r.users[userID]
	if !ok {
		return nil, notFound(domain.MsgTwoFactorOff)
	}
	tf.RecoveryHashes = slices.Clone(tf.RecoveryHashes)
	return &tf, nil
}

// Update runs fn on a copy under the lock and keeps it when fn succeeds.
func (r *TwoFactorRepository) Update(_ context.Context, userID int64, fn func(tf *domain.TwoFactor) error) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	tf, ok := r.users[userID]
	if !ok {
		tf = domain.TwoFactor{UserID: userID}
	}
	tf.RecoveryHashes = slices.Clone(tf.RecoveryHashes)
	if err := fn(&tf); err != nil {
		return err
	}
	tf.UserID = userID
	r.users[userID] = tf
	return nil
}

// Delete removes the state of a user.
func (r *TwoFactorRepository) Delete(_ context.Context, userID int64) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	delete(r.users, userID)
	return nil
}
