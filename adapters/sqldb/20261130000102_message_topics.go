package sqldb

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"
)

// Speaking requests (issue 40): a contact message gets a topic
// ("speaking" for an invitation to speak) and the event it invites to, as
// JSON. Existing messages have neither.

var messageTopicColumns = []string{"topic", "event"}

func registerMessageTopics(m *migrate.Migrations) {
	m.MustRegister(func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			for _, c := range messageTopicColumns {
				if _, err := tx.ExecContext(ctx, "ALTER TABLE ? ADD COLUMN ? TEXT", bun.Ident("contact_messages"), bun.Ident(c)); err != nil {
					return fmt.Errorf("add contact_messages.%s: %w", c, err)
				}
			}
			return nil
		})
	}, func(ctx context.Context, db *bun.DB) error {
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			for _, c := range messageTopicColumns {
				if _, err := tx.ExecContext(ctx, "ALTER TABLE ? DROP COLUMN ?", bun.Ident("contact_messages"), bun.Ident(c)); err != nil {
					return fmt.Errorf("drop contact_messages.%s: %w", c, err)
				}
			}
			return nil
		})
	})
}
