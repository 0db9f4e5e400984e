package memory

import (
	"cmp"
	"context"
	"slices"
	"sync"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.MessageRepository = (*MessageRepository)(nil)

// MessageRepository is the in-memory domain.MessageRepository of tests and
// of a single instance without a database: one process's inbox.
type MessageRepository struct {
	mu       sync.Mutex
	messages map[int64]domain.Message
	lastID   int64
}

// NewMessageRepository returns an empty inbox.
func NewMessageRepository() *MessageRepository {
	return &MessageRepository{messages: map[int64]domain.Message{}}
}

// Create stores m after check accepted the recent messages of its address;
// the lock makes the count and the insert one step.
func (r *MessageRepository) Create(_ context.Context, m *domain.Message, since time.Time, check func(recent int, oldest time.Time) error) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if check != nil {
		recent, oldest := 0, time.Time{}
		for _, other := range r.messages {
			if other.Address != m.Address || other.CreatedAt.Before(since) {
				continue
			}
			recent++
			if oldest.IsZero() || other.CreatedAt.Before(oldest) {
				oldest = other.CreatedAt
			}
		}
		if err := check(recent, oldest); err != nil {
			return err
		}
	}
	if m.Notification.State == "" {
		m.Notification.State = domain.NotifyNone
	}
	r.lastID++
	m.ID = r.lastID
	m.CreatedAt = m.CreatedAt.UTC().Truncate(time.Microsecond)
	r.messages[m.ID] = *m
	return nil
}

// List returns every message, newest first.
func (r *MessageRepository) List(context.Context) ([]domain.Message, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := make([]domain.Message, 0, len(r.messages))
	for _, m := range r.messages {
		out = append(out, m)
	}
	slices.SortFunc(out, func(a, b domain.Message) int {
		if c := b.CreatedAt.Compare(a.CreatedAt); c != 0 {
			return c
		}
		return cmp.Compare(b.ID, a.ID)
	})
	return out, nil
}

// Find returns the message with that id.
func (r *MessageRepository) Find(_ context.Context, id int64) (*domain.Message, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	m, ok := r.messages[id]
	if !ok {
		return nil, notFound(domain.MsgMessageNotFound)
	}
	return &m, nil
}

// SetRead marks the message read or unread and returns it.
func (r *MessageRepository) SetRead(_ context.Context, id int64, read bool) (*domain.Message, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	m, ok := r.messages[id]
	if !ok {
		return nil, notFound(domain.MsgMessageNotFound)
	}
	m.Read = read
	r.messages[id] = m
	return &m, nil
}

// Delete removes the message.
func (r *MessageRepository) Delete(_ context.Context, id int64) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, ok := r.messages[id]; !ok {
		return notFound(domain.MsgMessageNotFound)
	}
	delete(r.messages, id)
	return nil
}

// ClaimNotifications claims up to limit due pending notifications, oldest
// due first, under the lock.
func (r *MessageRepository) ClaimNotifications(_ context.Context, now time.Time, lease time.Duration, limit int) ([]domain.Message, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	var due []domain.Message
	for _, m := range r.messages {
		if m.Notification.State == domain.NotifyPending && !m.Notification.NextAttempt.After(now) {
			due = append(due, m)
		}
	}
	slices.SortFunc(due, func(a, b domain.Message) int {
		if c := a.Notification.NextAttempt.Compare(b.Notification.NextAttempt); c != 0 {
			return c
		}
		return cmp.Compare(a.ID, b.ID)
	})
	if len(due) > limit {
		due = due[:limit]
	}
	for i := range due {
		due[i].Notification.Attempts++
		due[i].Notification.NextAttempt = now.Add(lease).UTC().Truncate(time.Microsecond)
		r.messages[due[i].ID] = due[i]
	}
	return due, nil
}

// SetNotification records the outcome of an attempt.
func (r *MessageRepository) SetNotification(_ context.Context, id int64, n domain.Notification) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	m, ok := r.messages[id]
	if !ok {
		return nil
	}
	if !n.NextAttempt.IsZero() {
		n.NextAttempt = n.NextAttempt.UTC().Truncate(time.Microsecond)
	}
	m.Notification = n
	r.messages[id] = m
	return nil
}

var _ domain.SecretStore = (*SecretStore)(nil)

// SecretStore is the in-memory domain.SecretStore: the secrets of one
// process.
type SecretStore struct {
	mu      sync.Mutex
	secrets map[string][]byte
}

// NewSecretStore returns a store without secrets.
func NewSecretStore() *SecretStore { return &SecretStore{secrets: map[string][]byte{}} }

// LoadOrCreate returns the secret named name, storing fresh when missing.
func (s *SecretStore) LoadOrCreate(_ context.Context, name string, fresh []byte) ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if v, ok := s.secrets[name]; ok {
		return slices.Clone(v), nil
	}
	s.secrets[name] = slices.Clone(fresh)
	return slices.Clone(fresh), nil
}
