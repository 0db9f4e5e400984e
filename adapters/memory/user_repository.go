package memory

import (
	"context"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.UserRepository = (*UserRepository)(nil)

// UserRepository is the in-memory domain.UserRepository.
type UserRepository struct{ s *Store }

// FindByUsername returns the user with exactly that name.
func (r *UserRepository) FindByUsername(_ context.Context, username string) (*domain.User, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	for _, u := range r.s.users {
		if u.Username == username {
			return &u, nil
		}
	}
	return nil, notFound(domain.MsgUserNotFound)
}

// Find returns the user with that id.
func (r *UserRepository) Find(_ context.Context, id int64) (*domain.User, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	u, ok := r.s.users[id]
	if !ok {
		return nil, notFound(domain.MsgUserNotFound)
	}
	return &u, nil
}

// Create inserts u, setting its ID; ECONFLICT when the name is taken.
func (r *UserRepository) Create(_ context.Context, u *domain.User) error {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	for _, other := range r.s.users {
		if other.Username == u.Username {
			return &domain.Error{Code: domain.ECONFLICT, Message: domain.MsgUsernameTaken}
		}
	}
	u.ID = r.s.nextID("users")
	r.s.users[u.ID] = *u
	return nil
}

// SetPasswordHash replaces a user's password hash.
func (r *UserRepository) SetPasswordHash(_ context.Context, id int64, hash string) error {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	u, ok := r.s.users[id]
	if !ok {
		return notFound(domain.MsgUserNotFound)
	}
	u.PasswordHash = hash
	r.s.users[id] = u
	return nil
}

// AdvanceSecurityGeneration adds one to the user's security generation.
func (r *UserRepository) AdvanceSecurityGeneration(_ context.Context, id int64) error {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	u, ok := r.s.users[id]
	if !ok {
		return notFound(domain.MsgUserNotFound)
	}
	u.SecurityGeneration++
	r.s.users[id] = u
	return nil
}

// FindForUpdate is Find: the Transactor runs one transaction at a time,
// which holds every user as the port asks.
func (r *UserRepository) FindForUpdate(ctx context.Context, id int64) (*domain.User, error) {
	return r.Find(ctx, id)
}

// Count returns the number of users.
func (r *UserRepository) Count(context.Context) (int, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	return len(r.s.users), nil
}

// SetPasskeysOnly turns "passkeys only" on or off.
func (r *UserRepository) SetPasskeysOnly(_ context.Context, id int64, on bool) error {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	u, ok := r.s.users[id]
	if !ok {
		return notFound(domain.MsgUserNotFound)
	}
	u.PasskeysOnly = on
	r.s.users[id] = u
	return nil
}
