package repotest

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

// mustMessage stores a message from addr created at createdAt.
func mustMessage(t *testing.T, r domain.MessageRepository, subject, addr string, createdAt time.Time, n domain.Notification) *domain.Message {
	t.Helper()
	m := &domain.Message{
		Name: "Ana Ñúñez", Email: "ana@example.com", Subject: subject, Message: "Hello — ✉️\nsecond line",
		Address: addr, CreatedAt: createdAt, Notification: n,
	}
	require.NoError(t, r.Create(context.Background(), m, time.Time{}, nil))
	require.NotZero(t, m.ID)
	return m
}

func subjects(ms []domain.Message) []string {
	out := make([]string, 0, len(ms))
	for _, m := range ms {
		out = append(out, m.Subject)
	}
	return out
}

func runMessageContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Second)
	pending := func(at time.Time) domain.Notification {
		return domain.Notification{State: domain.NotifyPending, NextAttempt: at}
	}

	t.Run("CreateFindListNewestFirst", func(t *testing.T) {
		r := open(t).Messages
		first := mustMessage(t, r, "first", "192.0.2.1", now.Add(-2*time.Hour), domain.Notification{})
		mustMessage(t, r, "third", "192.0.2.1", now, domain.Notification{})
		mustMessage(t, r, "second", "2001:db8::1", now.Add(-time.Hour), domain.Notification{})
		mustMessage(t, r, "fourth", "192.0.2.2", now, domain.Notification{}) // same time: the later id first

		list, err := r.List(ctx)
		require.NoError(t, err)
		assert.Equal(t, []string{"fourth", "third", "second", "first"}, subjects(list))

		got, err := r.Find(ctx, first.ID)
		require.NoError(t, err)
		assert.Equal(t, "Ana Ñúñez", got.Name)
		assert.Equal(t, "ana@example.com", got.Email)
		assert.Equal(t, "Hello — ✉️\nsecond line", got.Message)
		assert.Equal(t, "192.0.2.1", got.Address)
		assert.False(t, got.Read)
		assert.True(t, got.CreatedAt.Equal(now.Add(-2*time.Hour)), "created at %v", got.CreatedAt)
		assert.Equal(t, domain.NotifyNone, got.Notification.State, "no notification unless asked for")

		_, err = r.Find(ctx, first.ID+100)
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))

		empty, err := open(t).Messages.List(ctx)
		require.NoError(t, err)
		assert.NotNil(t, empty, "an empty inbox is an empty list")
		assert.Empty(t, empty)
	})

	t.Run("SetReadAndDelete", func(t *testing.T) {
		r := open(t).Messages
		m := mustMessage(t, r, "hello", "192.0.2.1", now, domain.Notification{})
		got, err := r.SetRead(ctx, m.ID, true)
		require.NoError(t, err)
		assert.True(t, got.Read)
		assert.Equal(t, "hello", got.Subject, "the whole message comes back")
		got, err = r.SetRead(ctx, m.ID, false)
		require.NoError(t, err)
		assert.False(t, got.Read)
		_, err = r.SetRead(ctx, m.ID+1, true)
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))

		require.NoError(t, r.Delete(ctx, m.ID))
		_, err = r.Find(ctx, m.ID)
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(err))
		assert.Equal(t, domain.ENOTFOUND, domain.ErrorCode(r.Delete(ctx, m.ID)))
	})

	t.Run("CreateChecksTheAddressesRecentMessages", func(t *testing.T) {
		r := open(t).Messages
		mustMessage(t, r, "too old", "192.0.2.1", now.Add(-2*time.Hour), domain.Notification{})
		mustMessage(t, r, "recent 1", "192.0.2.1", now.Add(-40*time.Minute), domain.Notification{})
		mustMessage(t, r, "recent 2", "192.0.2.1", now.Add(-10*time.Minute), domain.Notification{})
		mustMessage(t, r, "other address", "192.0.2.9", now.Add(-5*time.Minute), domain.Notification{})

		var recent int
		var oldest time.Time
		m := &domain.Message{Name: "n", Email: "e@example.com", Subject: "s", Message: "m", Address: "192.0.2.1", CreatedAt: now}
		require.NoError(t, r.Create(ctx, m, now.Add(-time.Hour), func(n int, o time.Time) error {
			recent, oldest = n, o
			return nil
		}))
		assert.Equal(t, 2, recent)
		assert.True(t, oldest.Equal(now.Add(-40*time.Minute)), "oldest %v", oldest)

		refuse := errors.New("over the limit")
		m2 := &domain.Message{Name: "n", Email: "e@example.com", Subject: "refused", Message: "m", Address: "192.0.2.1", CreatedAt: now}
		err := r.Create(ctx, m2, now.Add(-time.Hour), func(n int, o time.Time) error {
			recent = n
			return refuse
		})
		assert.ErrorIs(t, err, refuse, "check's error comes back unchanged")
		assert.Equal(t, 3, recent)
		list, err := r.List(ctx)
		require.NoError(t, err)
		assert.NotContains(t, subjects(list), "refused", "a refused message is not stored")

		fresh := &domain.Message{Name: "n", Email: "e@example.com", Subject: "s", Message: "m", Address: "198.51.100.7", CreatedAt: now}
		require.NoError(t, r.Create(ctx, fresh, now.Add(-time.Hour), func(n int, o time.Time) error {
			recent, oldest = n, o
			return nil
		}))
		assert.Zero(t, recent)
		assert.True(t, oldest.IsZero(), "no oldest without recent messages")
	})

	t.Run("ConcurrentCreatesCannotSlipUnderTheLimit", func(t *testing.T) {
		r := open(t).Messages
		var wg sync.WaitGroup
		var mu sync.Mutex
		stored := 0
		for i := 0; i < 12; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				m := &domain.Message{Name: "n", Email: "e@example.com", Subject: fmt.Sprint(i), Message: "m", Address: "203.0.113.5", CreatedAt: now}
				err := r.Create(ctx, m, now.Add(-time.Hour), func(n int, _ time.Time) error {
					if n >= 5 {
						return domain.Errorf(domain.ETHROTTLED, "limit")
					}
					return nil
				})
				if err == nil {
					mu.Lock()
					stored++
					mu.Unlock()
				} else {
					assert.Equal(t, domain.ETHROTTLED, domain.ErrorCode(err), "error: %v", err)
				}
			}()
		}
		wg.Wait()
		assert.Equal(t, 5, stored)
		list, err := r.List(ctx)
		require.NoError(t, err)
		assert.Len(t, list, 5)
	})

	t.Run("ClaimNotifications", func(t *testing.T) {
		r := open(t).Messages
		due := mustMessage(t, r, "due", "192.0.2.1", now.Add(-time.Minute), pending(now.Add(-time.Second)))
		later := mustMessage(t, r, "later", "192.0.2.1", now, pending(now.Add(time.Minute)))
		mustMessage(t, r, "off", "192.0.2.1", now, domain.Notification{State: domain.NotifyNone})
		mustMessage(t, r, "sent", "192.0.2.1", now, domain.Notification{State: domain.NotifySent, Attempts: 1})
		mustMessage(t, r, "failed", "192.0.2.1", now, domain.Notification{State: domain.NotifyFailed, Attempts: 9})

		claimed, err := r.ClaimNotifications(ctx, now, 5*time.Minute, 10)
		require.NoError(t, err)
		require.Equal(t, []string{"due"}, subjects(claimed))
		assert.Equal(t, 1, claimed[0].Notification.Attempts, "a claim counts an attempt")
		assert.True(t, claimed[0].Notification.NextAttempt.Equal(now.Add(5*time.Minute)), "leased until %v", claimed[0].Notification.NextAttempt)
		assert.Equal(t, "Hello — ✉️\nsecond line", claimed[0].Message, "the claim returns the whole message")

		again, err := r.ClaimNotifications(ctx, now, 5*time.Minute, 10)
		require.NoError(t, err)
		assert.Empty(t, again, "a claimed notification is not claimed again within its lease")

		claimed, err = r.ClaimNotifications(ctx, now.Add(6*time.Minute), 5*time.Minute, 10)
		require.NoError(t, err)
		assert.Equal(t, []string{"later", "due"}, subjects(claimed), "a lapsed lease is claimed again, the earliest due first")
		got, err := r.Find(ctx, due.ID)
		require.NoError(t, err)
		assert.Equal(t, 2, got.Notification.Attempts)

		require.NoError(t, r.SetNotification(ctx, due.ID, domain.Notification{State: domain.NotifySent, Attempts: 2}))
		require.NoError(t, r.SetNotification(ctx, later.ID, domain.Notification{State: domain.NotifyPending, Attempts: 1, NextAttempt: now.Add(time.Hour)}))
		got, err = r.Find(ctx, due.ID)
		require.NoError(t, err)
		assert.Equal(t, domain.Notification{State: domain.NotifySent, Attempts: 2}, got.Notification)
		claimed, err = r.ClaimNotifications(ctx, now.Add(30*time.Minute), 5*time.Minute, 10)
		require.NoError(t, err)
		assert.Empty(t, claimed, "sent is done; the rescheduled one is not due yet")
		claimed, err = r.ClaimNotifications(ctx, now.Add(61*time.Minute), 5*time.Minute, 10)
		require.NoError(t, err)
		assert.Equal(t, []string{"later"}, subjects(claimed))

		require.NoError(t, r.Delete(ctx, later.ID))
		assert.NoError(t, r.SetNotification(ctx, later.ID, domain.Notification{State: domain.NotifySent}), "a deleted message is not an error")
	})

	t.Run("ClaimRespectsTheLimitAndEachRowGoesToOneClaimer", func(t *testing.T) {
		r := open(t).Messages
		for i := 0; i < 8; i++ {
			mustMessage(t, r, fmt.Sprint(i), "192.0.2.1", now, pending(now.Add(-time.Duration(8-i)*time.Second)))
		}
		first, err := r.ClaimNotifications(ctx, now, time.Minute, 3)
		require.NoError(t, err)
		assert.Equal(t, []string{"0", "1", "2"}, subjects(first))

		var wg sync.WaitGroup
		var mu sync.Mutex
		seen := map[string]int{}
		for w := 0; w < 4; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				got, err := r.ClaimNotifications(ctx, now, time.Minute, 10)
				assert.NoError(t, err)
				mu.Lock()
				defer mu.Unlock()
				for _, m := range got {
					seen[m.Subject]++
				}
			}()
		}
		wg.Wait()
		assert.Equal(t, map[string]int{"3": 1, "4": 1, "5": 1, "6": 1, "7": 1}, seen, "every due row claimed exactly once")
	})
}

func runSecretContract(t *testing.T, open func(t *testing.T) Repos) {
	ctx := context.Background()
	s := open(t).Secrets
	got, err := s.LoadOrCreate(ctx, "contact", []byte{1, 2, 3, 0, 255})
	require.NoError(t, err)
	assert.Equal(t, []byte{1, 2, 3, 0, 255}, got, "the first caller stores its secret")
	got, err = s.LoadOrCreate(ctx, "contact", []byte{9, 9})
	require.NoError(t, err)
	assert.Equal(t, []byte{1, 2, 3, 0, 255}, got, "later callers get the stored one")
	got, err = s.LoadOrCreate(ctx, "other", []byte{7})
	require.NoError(t, err)
	assert.Equal(t, []byte{7}, got, "names are independent")
}
