package sqldb

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.MessageRepository = (*MessageRepository)(nil)

// MessageRepository is the SQL domain.MessageRepository: the contact inbox
// and the outbox of its e-mail notifications, shared by every instance.
type MessageRepository struct{ db *DB }

// NewMessageRepository returns the message repository of db.
func NewMessageRepository(db *DB) *MessageRepository { return &MessageRepository{db: db} }

// messageRow is a row of contact_messages.
type messageRow struct {
	bun.BaseModel  `bun:"table:contact_messages"`
	ID             int64     `bun:"id,pk,autoincrement"`
	Name           string    `bun:"name"`
	Email          string    `bun:"email"`
	Subject        string    `bun:"subject"`
	Message        string    `bun:"message"`
	Topic          string    `bun:"topic,nullzero"`
	Event          string    `bun:"event,nullzero"` // the SpeakingEvent as JSON, "" for none
	Address        string    `bun:"address"`
	Read           bool      `bun:"is_read"`
	CreatedAt      time.Time `bun:"created_at"`
	NotifyState    string    `bun:"notify_state"`
	NotifyAttempts int       `bun:"notify_attempts"`
	NotifyNextAt   time.Time `bun:"notify_next_at,nullzero"`
}

// contactLockSpace is the first key of the PostgreSQL advisory locks that
// queue the creates of one address (the second is a hash of the address).
const contactLockSpace = 7_301_355

func (r *messageRow) toDomain() domain.Message {
	m := domain.Message{
		ID: r.ID, Name: r.Name, Email: r.Email, Subject: r.Subject, Message: r.Message,
		Address: r.Address, Read: r.Read, CreatedAt: r.CreatedAt.UTC(), Topic: r.Topic, Event: decodeEvent(r.Event),
		Notification: domain.Notification{State: domain.NotificationState(r.NotifyState), Attempts: r.NotifyAttempts},
	}
	if !r.NotifyNextAt.IsZero() {
		m.Notification.NextAttempt = r.NotifyNextAt.UTC()
	}
	return m
}

// Create stores m after check accepted the recent messages of its address.
// The count and the insert are one transaction; on PostgreSQL a
// transaction-scoped advisory lock on the address makes concurrent creates
// from it take turns (creates from other addresses do not wait), on SQLite
// the write transaction holds the database anyway.
func (r *MessageRepository) Create(ctx context.Context, m *domain.Message, since time.Time, check func(recent int, oldest time.Time) error) error {
	row := &messageRow{
		Name: m.Name, Email: m.Email, Subject: m.Subject, Message: m.Message, Address: m.Address,
		Topic: m.Topic, Event: encodeEvent(m.Event), Read: m.Read, CreatedAt: utc(m.CreatedAt), NotifyState: string(m.Notification.State),
		NotifyAttempts: m.Notification.Attempts, NotifyNextAt: utcOrZero(m.Notification.NextAttempt),
	}
	if row.NotifyState == "" {
		row.NotifyState = string(domain.NotifyNone)
	}
	err := r.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if check != nil {
			recent, oldest, err := r.recent(ctx, tx, m.Address, since)
			if err != nil {
				return err
			}
			if err := check(recent, oldest); err != nil {
				return err
			}
		}
		if _, err := tx.NewInsert().Model(row).Returning("id").Exec(ctx); err != nil {
			return dbError("insert message", err)
		}
		return nil
	})
	if err != nil {
		return err
	}
	m.ID, m.CreatedAt = row.ID, row.CreatedAt
	return nil
}

// recent counts the messages of addr since since and finds the oldest.
func (r *MessageRepository) recent(ctx context.Context, tx bun.Tx, addr string, since time.Time) (int, time.Time, error) {
	if r.db.isPostgres() {
		if _, err := tx.NewRaw("SELECT pg_advisory_xact_lock(?, hashtext(?))", contactLockSpace, addr).Exec(ctx); err != nil {
			return 0, time.Time{}, dbError("lock the address's messages", err)
		}
	}
	q := func() *bun.SelectQuery {
		return tx.NewSelect().Model((*messageRow)(nil)).Where("address = ? AND created_at >= ?", addr, utc(since))
	}
	n, err := q().Count(ctx)
	if err != nil {
		return 0, time.Time{}, dbError("count recent messages", err)
	} else if n == 0 {
		return 0, time.Time{}, nil
	}
	var oldest messageRow
	if err := q().Column("created_at").Order("created_at ASC").Limit(1).Scan(ctx, &oldest); err != nil {
		return 0, time.Time{}, dbError("find the oldest recent message", err)
	}
	return int(n), oldest.CreatedAt.UTC(), nil
}

// List returns every message, newest first.
func (r *MessageRepository) List(ctx context.Context) ([]domain.Message, error) {
	var rows []messageRow
	if err := r.db.idb(ctx).NewSelect().Model(&rows).Order("created_at DESC", "id DESC").Scan(ctx); err != nil {
		return nil, dbError("list messages", err)
	}
	out := make([]domain.Message, 0, len(rows))
	for i := range rows {
		out = append(out, rows[i].toDomain())
	}
	return out, nil
}

// Find returns the message with that id.
func (r *MessageRepository) Find(ctx context.Context, id int64) (*domain.Message, error) {
	var row messageRow
	if err := r.db.idb(ctx).NewSelect().Model(&row).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, noRows(err, domain.MsgMessageNotFound, fmt.Sprintf("find message %d", id))
	}
	m := row.toDomain()
	return &m, nil
}

// SetRead marks the message read or unread and returns it.
func (r *MessageRepository) SetRead(ctx context.Context, id int64, read bool) (*domain.Message, error) {
	var out *domain.Message
	err := r.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		res, err := tx.NewUpdate().Model((*messageRow)(nil)).Set("is_read = ?", read).Where("id = ?", id).Exec(ctx)
		if err != nil {
			return dbError(fmt.Sprintf("mark message %d", id), err)
		}
		if n, err := rowsAffected(res, fmt.Sprintf("mark message %d", id)); err != nil {
			return err
		} else if n == 0 {
			return notFound(domain.MsgMessageNotFound)
		}
		var row messageRow
		if err := tx.NewSelect().Model(&row).Where("id = ?", id).Scan(ctx); err != nil {
			return noRows(err, domain.MsgMessageNotFound, fmt.Sprintf("read message %d back", id))
		}
		m := row.toDomain()
		out = &m
		return nil
	})
	return out, err
}

// Delete removes the message.
func (r *MessageRepository) Delete(ctx context.Context, id int64) error {
	res, err := r.db.idb(ctx).NewDelete().Model((*messageRow)(nil)).Where("id = ?", id).Exec(ctx)
	if err != nil {
		return dbError(fmt.Sprintf("delete message %d", id), err)
	}
	if n, err := rowsAffected(res, fmt.Sprintf("delete message %d", id)); err != nil {
		return err
	} else if n == 0 {
		return notFound(domain.MsgMessageNotFound)
	}
	return nil
}

// ClaimNotifications picks due pending notifications and claims each with
// an update that only succeeds while the row is still pending and due: the
// first claim moves the row's next attempt past now, so when two instances
// pick the same row the second update changes nothing and that instance
// leaves the row alone.
func (r *MessageRepository) ClaimNotifications(ctx context.Context, now time.Time, lease time.Duration, limit int) ([]domain.Message, error) {
	now = utc(now)
	var candidates []messageRow
	if err := r.db.idb(ctx).NewSelect().Model(&candidates).Column("id").
		Where("notify_state = ? AND notify_next_at <= ?", string(domain.NotifyPending), now).
		Order("notify_next_at ASC", "id ASC").Limit(int64(limit)).Scan(ctx); err != nil {
		return nil, dbError("find due notifications", err)
	}
	var out []domain.Message
	for _, c := range candidates {
		res, err := r.db.idb(ctx).NewUpdate().Model((*messageRow)(nil)).
			Set("notify_attempts = notify_attempts + 1").
			Set("notify_next_at = ?", now.Add(lease)).
			Where("id = ? AND notify_state = ? AND notify_next_at <= ?", c.ID, string(domain.NotifyPending), now).
			Exec(ctx)
		if err != nil {
			return out, dbError("claim notification", err)
		}
		if n, err := rowsAffected(res, "claim notification"); err != nil {
			return out, err
		} else if n == 0 {
			continue // another instance claimed it first
		}
		m, err := r.Find(ctx, c.ID)
		if domain.ErrorCode(err) == domain.ENOTFOUND {
			continue // deleted since the claim
		} else if err != nil {
			return out, err
		}
		out = append(out, *m)
	}
	return out, nil
}

// SetNotification records the outcome of an attempt.
func (r *MessageRepository) SetNotification(ctx context.Context, id int64, n domain.Notification) error {
	if _, err := r.db.idb(ctx).NewUpdate().Model((*messageRow)(nil)).
		Set("notify_state = ?", string(n.State)).
		Set("notify_attempts = ?", n.Attempts).
		Set("notify_next_at = ?", nullTime(n.NextAttempt)).
		Where("id = ?", id).Exec(ctx); err != nil {
		return dbError(fmt.Sprintf("record notification of message %d", id), err)
	}
	return nil
}

// nullTime is t in UTC, or NULL for the zero time.
func nullTime(t time.Time) any {
	if t.IsZero() {
		return nil
	}
	return utc(t)
}

// encodeEvent is a speaking request's event as the event column keeps it.
func encodeEvent(e *domain.SpeakingEvent) string {
	if e == nil {
		return ""
	}
	b, err := json.Marshal(e)
	if err != nil {
		return "" // plain strings and a number
	}
	return string(b)
}

// decodeEvent reads the event column; "" (and anything unreadable) is none.
func decodeEvent(s string) *domain.SpeakingEvent {
	if s == "" {
		return nil
	}
	var e domain.SpeakingEvent
	if json.Unmarshal([]byte(s), &e) != nil {
		return nil
	}
	return &e
}
