package backup

import (
	"context"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// Status is what the owner sees of the scheduled backups (GET /api/backups).
type Status struct {
	// Every is backup.every as a duration ("24h0m0s"); "0s" when off.
	Every string `json:"every"`
	// Next is when the next scheduled backup starts; null when off.
	Next *time.Time `json:"next"`
	// Target is where the archives go, without any secret.
	Target    string             `json:"target"`
	Encrypted bool               `json:"encrypted"`
	Runs      []domain.BackupRun `json:"runs"`
	// Verified is the last verification; null before the first.
	Verified *Verified `json:"verified"`
}

// Verified is the last verification as the owner sees it.
type Verified struct {
	At     time.Time `json:"at"`
	OK     bool      `json:"ok"`
	Detail string    `json:"detail"`
}

// statusRuns is how many runs the status lists.
const statusRuns = 20

// Status reads the runs and the last verification from the ledger.
func (s *Schedule) Status(ctx context.Context) (*Status, error) {
	runs, err := s.ledger.Runs(ctx, statusRuns)
	if err != nil {
		return nil, err
	}
	if runs == nil {
		runs = []domain.BackupRun{}
	}
	out := &Status{Every: s.cfg.Every.String(), Target: s.target.String(), Encrypted: s.cipher != nil, Runs: runs}
	if s.cfg.Every > 0 {
		next := time.Unix(0, (slot(s.now(), s.cfg.Every)+1)*int64(s.cfg.Every)).UTC()
		out.Next = &next
	}
	v, err := s.ledger.LastVerification(ctx)
	if err != nil {
		return nil, err
	}
	if v != nil {
		out.Verified = &Verified{At: v.At, OK: v.OK, Detail: v.Detail}
	}
	return out, nil
}

// Stale says that no backup succeeded for two intervals: since the last
// success, or since this instance started when none is listed.
func (s *Schedule) Stale(ctx context.Context) (bool, error) {
	if s.cfg.Every <= 0 {
		return false, nil
	}
	runs, err := s.ledger.Runs(ctx, statusRuns)
	if err != nil {
		return false, err
	}
	since := s.started
	for _, r := range runs {
		if r.OK {
			since = r.At
			break
		}
	}
	return s.now().Sub(since) > 2*s.cfg.Every, nil
}
