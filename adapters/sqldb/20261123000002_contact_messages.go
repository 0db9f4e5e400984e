package sqldb

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"
)

// The contact inbox: one row per stored message, carrying its e-mail
// notification as an outbox (state, attempts, when the next attempt is
// due), so a mail server that is down delays the e-mail and never the
// message. app_secrets keeps keys the server generates itself (the contact
// form's token key) so that every instance signs with the same one.

type contactMessageV1 struct {
	bun.BaseModel  `bun:"table:contact_messages"`
	ID             int64     `bun:"id,pk,autoincrement"`
	Name           string    `bun:"name,type:text,notnull"`
	Email          string    `bun:"email,type:text,notnull"`
	Subject        string    `bun:"subject,type:text,notnull"`
	Message        string    `bun:"message,type:text,notnull"`
	Address        string    `bun:"address,type:text,notnull"`
	Read           bool      `bun:"is_read,type:boolean,notnull,default:false"`
	CreatedAt      time.Time `bun:"created_at,notnull"`
	NotifyState    string    `bun:"notify_state,type:text,notnull,default:'none'"`
	NotifyAttempts int       `bun:"notify_attempts,type:integer,notnull,default:0"`
	NotifyNextAt   time.Time `bun:"notify_next_at,nullzero"`
}

type appSecretV1 struct {
	bun.BaseModel `bun:"table:app_secrets"`
	Name          string `bun:"name,pk,type:text"`
	Value         string `bun:"value,type:text,notnull"`
}

func registerContactMessages(m *migrate.Migrations) {
	m.MustRegister(contactMessagesUp, contactMessagesDown)
}

func contactMessagesUp(ctx context.Context, db *bun.DB) error {
	return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewCreateTable().Model((*contactMessageV1)(nil)).Exec(ctx); err != nil {
			return fmt.Errorf("create contact_messages: %w", err)
		}
		// The rate limit counts one address's messages of the last hour.
		if _, err := tx.NewCreateIndex().Model((*contactMessageV1)(nil)).Index("contact_messages_address_created_idx").
			Column("address", "created_at").Exec(ctx); err != nil {
			return fmt.Errorf("create contact_messages_address_created_idx: %w", err)
		}
		// The outbox worker looks for pending notifications that are due.
		if _, err := tx.NewCreateIndex().Model((*contactMessageV1)(nil)).Index("contact_messages_notify_idx").
			Column("notify_state", "notify_next_at").Exec(ctx); err != nil {
			return fmt.Errorf("create contact_messages_notify_idx: %w", err)
		}
		if _, err := tx.NewCreateTable().Model((*appSecretV1)(nil)).Exec(ctx); err != nil {
			return fmt.Errorf("create app_secrets: %w", err)
		}
		return nil
	})
}

func contactMessagesDown(ctx context.Context, db *bun.DB) error {
	return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		for _, model := range []any{(*contactMessageV1)(nil), (*appSecretV1)(nil)} {
			if _, err := tx.NewDropTable().Model(model).IfExists().Exec(ctx); err != nil {
				return fmt.Errorf("drop contact tables: %w", err)
			}
		}
		return nil
	})
}
