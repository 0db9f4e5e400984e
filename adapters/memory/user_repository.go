package memory

import (
	"context"
	"sort"
	"time"

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
	u.Role = u.Role.OrEditor()
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

// List returns every user, oldest first.
func (r *UserRepository) List(context.Context) ([]domain.User, error) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	out := make([]domain.User, 0, len(r.s.users))
	for _, u := range r.s.users {
		out = append(out, u)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out, nil
}

// Delete removes a user. The memory session store is apart from the
// store, so the caller ends the sessions (as it must for Redis ones).
func (r *UserRepository) Delete(_ context.Context, id int64) error {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	if _, ok := r.s.users[id]; !ok {
		return notFound(domain.MsgUserNotFound)
	}
	delete(r.s.users, id)
	return nil
}

// RecordSignIn sets when the user last signed in.
func (r *UserRepository) RecordSignIn(_ context.Context, id int64, at time.Time) error {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	if u, ok := r.s.users[id]; ok {
		u.LastSignInAt = at.UTC().Truncate(time.Microsecond)
		r.s.users[id] = u
	}
	return nil
}
