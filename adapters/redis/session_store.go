package redis

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	goredis "github.com/redis/go-redis/v9"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.SessionStore = (*SessionStore)(nil)

// SessionStore keeps sessions in Redis, one key per session that expires
// with it, so every instance sees a sign-in or sign-out at once and
// expired sessions clean themselves up.
type SessionStore struct {
	rdb    *goredis.Client
	prefix string
}

// NewSessionStore stores sessions under keyPrefix + "session:" + id.
func NewSessionStore(client *goredis.Client, keyPrefix string) (*SessionStore, error) {
	if client == nil {
		return nil, errors.New("redis session store: a client is required")
	}
	return &SessionStore{rdb: client, prefix: keyPrefix}, nil
}

func (s *SessionStore) key(id string) string { return s.prefix + "session:" + id }

// Create stores sess until its expiry. A session that has already expired
// is not stored (and replaces any session of that id), since Find could
// never return it.
func (s *SessionStore) Create(ctx context.Context, sess domain.Session) error {
	ttl := time.Until(sess.ExpiresAt)
	if ttl <= 0 {
		return s.Delete(ctx, sess.ID)
	}
	v := strconv.FormatInt(sess.UserID, 10) + " " + sess.ExpiresAt.UTC().Format(time.RFC3339Nano)
	if err := s.rdb.Set(ctx, s.key(sess.ID), v, ttl).Err(); err != nil {
		return sessionUnavailable("create", err)
	}
	return nil
}

// Find returns the session with that id. The expiry is checked against
// now as well as left to Redis: the caller's clock is the one that counts.
func (s *SessionStore) Find(ctx context.Context, id string, now time.Time) (*domain.Session, error) {
	v, err := s.rdb.Get(ctx, s.key(id)).Result()
	if errors.Is(err, goredis.Nil) {
		return nil, sessionNotFound()
	} else if err != nil {
		return nil, sessionUnavailable("find", err)
	}
	user, exp, ok := strings.Cut(v, " ")
	userID, err := strconv.ParseInt(user, 10, 64)
	if !ok || err != nil {
		return nil, fmt.Errorf("find session: malformed value %q", v)
	}
	expiresAt, err := time.Parse(time.RFC3339Nano, exp)
	if err != nil {
		return nil, fmt.Errorf("find session: malformed expiry: %w", err)
	}
	if !now.Before(expiresAt) {
		return nil, sessionNotFound()
	}
	return &domain.Session{ID: id, UserID: userID, ExpiresAt: expiresAt}, nil
}

// Delete removes the session; a missing one is not an error.
func (s *SessionStore) Delete(ctx context.Context, id string) error {
	if err := s.rdb.Del(ctx, s.key(id)).Err(); err != nil {
		return sessionUnavailable("delete", err)
	}
	return nil
}

func sessionNotFound() error {
	return &domain.Error{Code: domain.ENOTFOUND, Message: domain.MsgSessionNotFound}
}

// sessionUnavailable reports a Redis failure as EUNAVAILABLE: the session
// may well exist, so it must not read as "signed out".
func sessionUnavailable(op string, err error) error {
	return fmt.Errorf("%s session: %w: %w", op, domain.Errorf(domain.EUNAVAILABLE, "Session store unavailable"), err)
}
