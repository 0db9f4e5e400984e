package backup_test

import (
	"context"
	"io"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/app/backup"
	"github.com/portfolio-site/portfolio/domain"
)

// memLedger is an in-memory domain.BackupLedger.
type memLedger struct {
	mu    sync.Mutex
	slots map[int64]bool
	runs  []domain.BackupRun
}

func (l *memLedger) Claim(_ context.Context, kind string, slot int64, name string, at time.Time) (bool, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if slot != 0 {
		if l.slots[slot] {
			return false, nil
		}
		l.slots[slot] = true
	}
	if kind == domain.BackupKindRun {
		l.runs = append([]domain.BackupRun{{Name: name, At: at}}, l.runs...)
	}
	return true, nil
}

func (l *memLedger) Finish(_ context.Context, kind, name string, ok bool, bytes int64, detail string) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	for i := range l.runs {
		if l.runs[i].Name == name {
			l.runs[i].OK, l.runs[i].Bytes, l.runs[i].Error = ok, bytes, detail
		}
	}
	return nil
}

func (l *memLedger) Runs(context.Context, int) ([]domain.BackupRun, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]domain.BackupRun(nil), l.runs...), nil
}

func (l *memLedger) LastVerification(context.Context) (*domain.BackupVerification, error) {
	return nil, nil //nolint:nilnil // none yet
}

// stallingTarget holds every archive's writes until the run's context
// ends, and records what became of each.
type stallingTarget struct {
	mu        sync.Mutex
	writing   chan struct{}
	committed []string
	aborted   []string
}

func (t *stallingTarget) String() string { return "stalling://" }
func (t *stallingTarget) Create(ctx context.Context, name string) (domain.BackupWriter, error) {
	return &stallingWriter{t: t, ctx: ctx, name: name}, nil
}
func (t *stallingTarget) List(context.Context) ([]domain.BackupObject, error) { return nil, nil }
func (t *stallingTarget) Open(context.Context, string) (io.ReadCloser, error) {
	return nil, domain.Errorf(domain.ENOTFOUND, "none")
}
func (t *stallingTarget) Delete(context.Context, string) error { return nil }

type stallingWriter struct {
	t    *stallingTarget
	ctx  context.Context
	name string
	once sync.Once
}

func (w *stallingWriter) Write(p []byte) (int, error) {
	w.once.Do(func() { close(w.t.writing) })
	<-w.ctx.Done() // the disk is slow: the stop comes first
	return len(p), nil
}

func (w *stallingWriter) Commit() error {
	w.t.mu.Lock()
	defer w.t.mu.Unlock()
	w.t.committed = append(w.t.committed, w.name)
	return nil
}

func (w *stallingWriter) Abort() {
	w.t.mu.Lock()
	defer w.t.mu.Unlock()
	w.t.aborted = append(w.t.aborted, w.name)
}

// TestStopAbandonsARunningBackup: a stop during a backup aborts its
// archive (nothing is committed under a complete name) and records the
// run as abandoned, without e-mailing the owner.
func TestStopAbandonsARunningBackup(t *testing.T) {
	t.Parallel()
	f := newBackupFakes(t, 1<<20)
	target := &stallingTarget{writing: make(chan struct{})}
	ledger := &memLedger{slots: map[int64]bool{}}
	s, err := backup.NewSchedule(backup.ScheduleDeps{
		Service: f.service, Target: target, Ledger: ledger, Alerter: domain.BackupAlertsOff{},
		Scratch: func(context.Context, string) (domain.BackupStore, domain.BlobStore, func(), error) {
			panic("no verification")
		},
		Log: slog.New(slog.DiscardHandler),
	}, backup.ScheduleConfig{Every: 50 * time.Millisecond, Keep: backup.Retention{Last: 1}})
	require.NoError(t, err)
	stop := s.Start(context.Background())
	select {
	case <-target.writing:
	case <-time.After(10 * time.Second):
		t.Fatal("no backup started")
	}
	stop()
	assert.Empty(t, target.committed)
	require.Len(t, target.aborted, 1)
	runs, err := ledger.Runs(context.Background(), 10)
	require.NoError(t, err)
	require.Len(t, runs, 1)
	assert.False(t, runs[0].OK)
	assert.Equal(t, backup.MsgAbandoned, runs[0].Error)
}
