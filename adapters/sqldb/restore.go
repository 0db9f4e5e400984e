package sqldb

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

// The Restore methods put an item from the trash back as it was: its id,
// timestamps and every field. Ids are never handed out twice (PostgreSQL
// sequences, SQLite AUTOINCREMENT), so the id is free unless a backup was
// imported over it; that is checked first, which keeps a PostgreSQL
// transaction usable, and answered with ECONFLICT.

// requireFreeID returns ECONFLICT when table model already has a row id.
func requireFreeID(ctx context.Context, idb bun.IDB, model any, id int64) error {
	n, err := idb.NewSelect().Model(model).Where("id = ?", id).Count(ctx)
	if err != nil {
		return dbError("check the id is free", err)
	}
	if n > 0 {
		return &domain.Error{Code: domain.ECONFLICT, Message: domain.MsgTrashIDTaken}
	}
	return nil
}

// Restore inserts item with its id and creation time.
func (r *contentRepository[T, R, PR]) Restore(ctx context.Context, item *T) error {
	row := PR(new(R))
	row.fill(item)
	id, created := row.identity()
	if id == 0 {
		return fmt.Errorf("restore %s: no id", r.noun)
	}
	row.setIdentity(id, created)
	return r.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := requireFreeID(ctx, tx, (*R)(nil), id); err != nil {
			return err
		}
		if _, err := tx.NewInsert().Model(row).Exec(ctx); err != nil {
			return dbError(fmt.Sprintf("restore %s %d", r.noun, id), err)
		}
		return nil
	})
}

// Restore inserts p with its id and timestamps, then its links and gallery
// images with theirs, in one transaction.
func (r *ProjectRepository) Restore(ctx context.Context, p *domain.Project) error {
	row, err := newProjectRow(p)
	if err != nil {
		return err
	}
	return r.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := requireFreeID(ctx, tx, (*projectRow)(nil), p.ID); err != nil {
			return err
		}
		if _, err := tx.NewInsert().Model(row).Exec(ctx); err != nil {
			return projectWriteError(fmt.Sprintf("restore project %d", p.ID), err)
		}
		for i := range p.Links {
			l := p.Links[i]
			l.ProjectID = p.ID
			if err := restoreChild(ctx, tx, newLinkRow(&l), l.ID, "link"); err != nil {
				return err
			}
		}
		for i := range p.GalleryImages {
			g := p.GalleryImages[i]
			g.ProjectID = p.ID
			if err := restoreChild(ctx, tx, newGalleryImageRow(&g), g.ID, "gallery image"); err != nil {
				return err
			}
		}
		return nil
	})
}

// Restore inserts l with its id; ENOTFOUND when its project is gone.
func (r *LinkRepository) Restore(ctx context.Context, l *domain.ProjectLink) error {
	return r.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := requireProjects(ctx, tx, l.ProjectID); err != nil {
			return err
		}
		return restoreChild(ctx, tx, newLinkRow(l), l.ID, "link")
	})
}

// Restore inserts g with its id; ENOTFOUND when its project is gone.
func (r *GalleryRepository) Restore(ctx context.Context, g *domain.GalleryImage) error {
	return r.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := requireProjects(ctx, tx, g.ProjectID); err != nil {
			return err
		}
		return restoreChild(ctx, tx, newGalleryImageRow(g), g.ID, "gallery image")
	})
}

// restoreChild inserts the row of a link or gallery image under its id.
func restoreChild(ctx context.Context, tx bun.Tx, row any, id int64, noun string) error {
	if err := requireFreeID(ctx, tx, row, id); err != nil {
		return err
	}
	if _, err := tx.NewInsert().Model(row).Exec(ctx); err != nil {
		return insertChildError(err, fmt.Sprintf("restore %s %d", noun, id))
	}
	return nil
}

// Restore inserts m with its id, read state and notification state.
func (r *MessageRepository) Restore(ctx context.Context, m *domain.Message) error {
	row := &messageRow{
		ID: m.ID, Name: m.Name, Email: m.Email, Subject: m.Subject, Message: m.Message, Address: m.Address,
		Topic: m.Topic, Event: encodeEvent(m.Event), Read: m.Read, CreatedAt: utc(m.CreatedAt), NotifyState: string(m.Notification.State),
		NotifyAttempts: m.Notification.Attempts, NotifyNextAt: utcOrZero(m.Notification.NextAttempt),
	}
	if row.NotifyState == "" {
		row.NotifyState = string(domain.NotifyNone)
	}
	return r.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := requireFreeID(ctx, tx, (*messageRow)(nil), m.ID); err != nil {
			return err
		}
		if _, err := tx.NewInsert().Model(row).Exec(ctx); err != nil {
			return dbError(fmt.Sprintf("restore message %d", m.ID), err)
		}
		return nil
	})
}
