package sqldb

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.BackupStore = (*BackupStore)(nil)

// backupTables is the registry of what a backup holds: the tables of the
// kinds of content (kindTables, parents before children), then the trash,
// the activity log, the history, the drafts and the schedules; rows are
// restored in this order and deleted in the reverse. A table added to the
// backup is one more line, naming its row struct; the row struct's columns
// are the columns dumped and restored.
func backupTables() []backupTable {
	var out []backupTable
	for _, t := range kindTables() {
		out = append(out, t.rows)
	}
	return append(out,
		rowTable[trashRow]{},
		rowTable[activityRow]{},
		rowTable[revisionRow]{},
		rowTable[draftRow]{},
		rowTable[scheduleRow]{},
	)
}

// BackupStore is the SQL domain.BackupStore over the tables of backupTables.
type BackupStore struct {
	db     *DB
	tables []backupTable
	// sealer seals again the two-factor secret of a restored user whose
	// archived id is taken (backup_accounts.go); nil on a scratch store,
	// which restores into no users.
	sealer domain.SecretSealer
}

// NewBackupStore returns the backup store of db.
func NewBackupStore(db *DB) *BackupStore { return &BackupStore{db: db, tables: backupTables()} }

// NewSealedBackupStore returns the backup store of db that restores the
// two-factor secrets of users with sealer's key.
func NewSealedBackupStore(db *DB, sealer domain.SecretSealer) *BackupStore {
	s := NewBackupStore(db)
	s.sealer = sealer
	return s
}

// Tables names the tables of the registry, in its order, then the
// account tables (merged, not replaced: backup_accounts.go).
func (s *BackupStore) Tables() []string {
	names := make([]string, len(s.tables))
	for i, t := range s.tables {
		names[i] = t.name(s.db.db)
	}
	return append(names, accountTableNames...)
}

// Dump reads every table in one transaction: repeatable read on PostgreSQL,
// so that all the tables are read as of one moment (a project and its links
// agree); an SQLite transaction reads one snapshot anyway.
func (s *BackupStore) Dump(ctx context.Context) ([]domain.BackupTable, error) {
	var opts *sql.TxOptions
	if s.db.isPostgres() {
		opts = &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true}
	}
	out := make([]domain.BackupTable, 0, len(s.tables))
	err := s.db.db.RunInTx(ctx, opts, func(ctx context.Context, tx bun.Tx) error {
		out = out[:0]
		for _, t := range s.tables {
			rows, err := t.dump(ctx, s.db.db, tx)
			if err != nil {
				return err
			}
			out = append(out, domain.BackupTable{Name: t.name(s.db.db), Rows: rows})
		}
		accounts, err := dumpAccounts(ctx, s.db.db, tx)
		if err != nil {
			return err
		}
		out = append(out, accounts...)
		return nil
	})
	if err != nil {
		return nil, dbError("dump backup tables", err)
	}
	return out, nil
}

// Count returns the rows of all the content tables together (the
// accounts are merged by a restore, never in its way).
func (s *BackupStore) Count(ctx context.Context) (int, error) {
	return s.count(ctx, s.db.db)
}

func (s *BackupStore) count(ctx context.Context, idb bun.IDB) (int, error) {
	total := 0
	for _, t := range s.tables {
		n, err := t.count(ctx, idb)
		if err != nil {
			return 0, dbError("count "+t.name(s.db.db), err)
		}
		total += n
	}
	return total, nil
}

// Check decodes every row of tables, writing nothing.
func (s *BackupStore) Check(tables []domain.BackupTable) error {
	_, _, err := s.decode(tables)
	return err
}

// Restore decodes every row first, then deletes (with replace) and inserts
// in one transaction, and on PostgreSQL moves each id sequence past the
// largest id restored, so the next row created gets a fresh id. With
// replace, every item whose state the import changes keeps the state it
// had as a revision (restore_history.go), in the same transaction.
func (s *BackupStore) Restore(ctx context.Context, tables []domain.BackupTable, replace bool) error {
	inserts, accounts, err := s.decode(tables)
	if err != nil {
		return err
	}
	if s.sealer != nil && len(accounts.twoFactor) > 0 {
		// A key generated now is stored outside the transaction.
		if err := s.sealer.Ready(ctx); err != nil {
			return err
		}
	}
	return s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var before map[itemKey][]byte
		if replace {
			var err error
			if before, err = s.contentStates(ctx); err != nil {
				return err
			}
			for i := len(s.tables) - 1; i >= 0; i-- {
				if err := s.tables[i].deleteAll(ctx, tx); err != nil {
					return dbError("delete "+s.tables[i].name(s.db.db), err)
				}
			}
		} else if n, err := s.count(ctx, tx); err != nil {
			return err
		} else if n > 0 {
			return &domain.Error{Code: domain.ECONFLICT, Message: domain.MsgBackupNotEmpty}
		}
		for i, t := range s.tables {
			if err := inserts[i](ctx, tx); err != nil {
				if isForeignKeyViolation(err) {
					// The archive's checksums held, but its rows do not
					// agree: the archive, not the database, is at fault.
					return fmt.Errorf("%w: %w", domain.Errorf(domain.EINVALID, "A row of table %s refers to a row the backup does not hold", t.name(s.db.db)), err)
				}
				return dbError("restore "+t.name(s.db.db), err)
			}
		}
		if s.db.isPostgres() {
			for _, t := range s.tables {
				if err := t.resetSequence(ctx, s.db.db, tx); err != nil {
					return dbError("reset the id sequence of "+t.name(s.db.db), err)
				}
			}
		}
		if _, err := s.mergeAccounts(ctx, tx, accounts); err != nil {
			return err
		}
		if len(before) == 0 {
			return nil
		}
		after, err := s.contentStates(ctx)
		if err != nil {
			return err
		}
		return s.keepReplacedStates(ctx, before, after, time.Now())
	})
}

// decode turns tables into one insert per registered table (a table the
// backup lacks inserts nothing), refusing a table it does not know: its
// rows would be lost.
func (s *BackupStore) decode(tables []domain.BackupTable) ([]func(context.Context, bun.IDB) error, *accountRows, error) {
	given := make(map[string][]json.RawMessage, len(tables))
	for _, t := range tables {
		if _, dup := given[t.Name]; dup {
			return nil, nil, domain.Errorf(domain.EINVALID, "The backup holds table %s twice", t.Name)
		}
		given[t.Name] = t.Rows
	}
	accounts, err := decodeAccounts(s.db.db, given)
	if err != nil {
		return nil, nil, err
	}
	inserts := make([]func(context.Context, bun.IDB) error, len(s.tables))
	for i, t := range s.tables {
		name := t.name(s.db.db)
		insert, err := t.decode(s.db.db, given[name])
		if err != nil {
			return nil, nil, err
		}
		inserts[i] = insert
		delete(given, name)
	}
	for _, t := range tables {
		if _, unknown := given[t.Name]; unknown {
			return nil, nil, domain.Errorf(domain.EINVALID, "The backup holds table %s, which this server does not know", t.Name)
		}
	}
	return inserts, accounts, nil
}
