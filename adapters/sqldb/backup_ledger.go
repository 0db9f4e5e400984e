package sqldb

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.BackupLedger = (*BackupLedger)(nil)

// BackupLedger is the SQL domain.BackupLedger on the backup_runs table.
type BackupLedger struct{ db *DB }

// NewBackupLedger returns the ledger of db.
func NewBackupLedger(db *DB) *BackupLedger { return &BackupLedger{db: db} }

type backupRunRow = backupRunV1

// Claim inserts the run; a scheduled slot another instance inserted first
// makes the insert do nothing, and the run is theirs.
func (l *BackupLedger) Claim(ctx context.Context, kind string, slot int64, name string, at time.Time) (bool, error) {
	row := &backupRunRow{Kind: kind, Name: name, StartedAt: at.UTC()}
	if slot != 0 {
		row.Slot = &slot
	}
	res, err := l.db.db.NewInsert().Model(row).On("CONFLICT (kind, slot) DO NOTHING").Exec(ctx)
	if err != nil {
		return false, dbError("claim backup run", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, dbError("claim backup run", err)
	}
	return n == 1, nil
}

// Finish records the outcome of the newest run of kind named name.
func (l *BackupLedger) Finish(ctx context.Context, kind, name string, ok bool, bytes int64, detail string) error {
	now := time.Now().UTC()
	_, err := l.db.db.NewUpdate().Model((*backupRunRow)(nil)).
		Set("finished_at = ?", now).Set("ok = ?", ok).Set("bytes = ?", bytes).Set("detail = ?", detail).
		Where("kind = ? AND name = ? AND finished_at IS NULL", kind, name).Exec(ctx)
	if err != nil {
		return dbError("finish backup run", err)
	}
	return nil
}

// Runs returns the newest backups, newest first.
func (l *BackupLedger) Runs(ctx context.Context, limit int) ([]domain.BackupRun, error) {
	var rows []backupRunRow
	err := l.db.db.NewSelect().Model(&rows).Where("kind = ?", domain.BackupKindRun).
		OrderExpr("started_at DESC, id DESC").Limit(int64(limit)).Scan(ctx)
	if err != nil {
		return nil, dbError("list backup runs", err)
	}
	out := make([]domain.BackupRun, len(rows))
	for i, r := range rows {
		out[i] = domain.BackupRun{Name: r.Name, At: r.StartedAt.UTC(), OK: r.OK, Bytes: r.Bytes}
		if !r.OK {
			out[i].Error = r.Detail
		}
	}
	return out, nil
}

// LastVerification returns the newest finished verification.
func (l *BackupLedger) LastVerification(ctx context.Context) (*domain.BackupVerification, error) {
	var r backupRunRow
	err := l.db.db.NewSelect().Model(&r).Where("kind = ? AND finished_at IS NOT NULL", domain.BackupKindVerify).
		OrderExpr("started_at DESC, id DESC").Limit(1).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, dbError("read the last verification", err)
	}
	return &domain.BackupVerification{At: r.StartedAt.UTC(), Name: r.Name, OK: r.OK, Detail: r.Detail}, nil
}
