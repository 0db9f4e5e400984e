package backup

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"sync"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// Defaults of ScheduleConfig.
const (
	DefaultEvery       = 24 * time.Hour
	DefaultVerifyEvery = 7 * 24 * time.Hour
)

// MsgAbandoned is the error of a run the server's stop cut short.
const MsgAbandoned = "abandoned: the server stopped during the backup"

// ScheduleConfig says how often backups run and are verified, and which
// are kept.
type ScheduleConfig struct {
	// Every is the interval of the scheduled backups; 0 turns them off
	// (a run asked for by hand still works).
	Every time.Duration
	// VerifyEvery is the interval of the verifications; 0 turns them off.
	VerifyEvery time.Duration
	Keep        Retention
}

// Schedule runs the scheduled backups to a target, rotates them, verifies
// the newest, and tells the owner when they fail. Every instance runs a
// Schedule; the ledger's lease makes one of them run each interval.
type Schedule struct {
	svc     *Service
	target  domain.BackupTarget
	ledger  domain.BackupLedger
	cipher  domain.BackupCipher // nil: archives in clear
	opener  domain.BackupCipher // nil: no identity to decrypt with
	alerter domain.BackupAlerter
	scratch Scratch
	cfg     ScheduleConfig
	log     *slog.Logger
	now     func() time.Time
	started time.Time

	mu     sync.Mutex
	ctx    context.Context // the running schedule's; nil while stopped
	cancel context.CancelFunc
	wg     sync.WaitGroup
}

// ScheduleDeps are what a Schedule uses. Cipher encrypts the archives
// (nil: none); Opener decrypts them for verification (nil: an encrypted
// archive cannot be verified here).
type ScheduleDeps struct {
	Service *Service
	Target  domain.BackupTarget
	Ledger  domain.BackupLedger
	Cipher  domain.BackupCipher
	Opener  domain.BackupCipher
	Alerter domain.BackupAlerter
	Scratch Scratch
	Log     *slog.Logger
}

// NewSchedule returns the schedule of d; the service, target, ledger,
// alerter, scratch and logger are required.
func NewSchedule(d ScheduleDeps, cfg ScheduleConfig) (*Schedule, error) {
	if d.Service == nil || d.Target == nil || d.Ledger == nil || d.Alerter == nil || d.Scratch == nil || d.Log == nil {
		return nil, errors.New("backup: the schedule needs the backup service, a target, a ledger, an alerter, a scratch store and a logger")
	}
	if cfg.Every < 0 || cfg.VerifyEvery < 0 {
		return nil, errors.New("backup: negative interval")
	}
	return &Schedule{svc: d.Service, target: d.Target, ledger: d.Ledger, cipher: d.Cipher, opener: d.Opener, alerter: d.Alerter,
		scratch: d.Scratch, cfg: cfg, log: d.Log, now: time.Now, started: time.Now()}, nil
}

// WithOpener returns a schedule that decrypts with opener (the operator's
// identity file), for a verification by hand.
func (s *Schedule) WithOpener(opener domain.BackupCipher) *Schedule {
	return &Schedule{svc: s.svc, target: s.target, ledger: s.ledger, cipher: s.cipher, opener: opener, alerter: s.alerter,
		scratch: s.scratch, cfg: s.cfg, log: s.log, now: s.now, started: s.started}
}

// Encrypted says whether archives are encrypted.
func (s *Schedule) Encrypted() bool { return s.cipher != nil }

// Target is where the archives go.
func (s *Schedule) Target() domain.BackupTarget { return s.target }

// slot is the number of the interval of every that t falls in.
func slot(t time.Time, every time.Duration) int64 { return t.UnixNano() / int64(every) }

// Start runs the scheduled backups and verifications until the returned
// func is called, which waits for a run under way: it is cut short
// (abandoned, leaving no archive that looks complete) and recorded so.
func (s *Schedule) Start(ctx context.Context) func() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cancel != nil {
		return s.Stop
	}
	ctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	s.ctx, s.cancel = ctx, cancel
	s.started = s.now()
	if s.cfg.Every > 0 {
		s.loop(ctx, s.cfg.Every, func(ctx context.Context, n int64) {
			_, _ = s.run(ctx, n)
		})
	}
	if s.cfg.VerifyEvery > 0 {
		s.loop(ctx, s.cfg.VerifyEvery, func(ctx context.Context, n int64) {
			_, _ = s.verify(ctx, n, "")
		})
	}
	return s.Stop
}

// Stop ends the loops and waits for them.
func (s *Schedule) Stop() {
	s.mu.Lock()
	cancel := s.cancel
	s.ctx, s.cancel = nil, nil
	s.mu.Unlock()
	if cancel != nil {
		cancel()
	}
	s.wg.Wait()
}

// loop calls fn at every boundary of every, with the interval's number:
// every instance computes the same numbers from the clock, and the
// ledger lets one of them claim each.
func (s *Schedule) loop(ctx context.Context, every time.Duration, fn func(context.Context, int64)) {
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		for {
			now := s.now()
			n := slot(now, every) + 1
			timer := time.NewTimer(time.Unix(0, n*int64(every)).Sub(now))
			select {
			case <-ctx.Done():
				timer.Stop()
				return
			case <-timer.C:
			}
			fn(ctx, n)
		}
	}()
}

// Run makes a backup now, whatever the schedule (the admin's Back up now,
// portfolio backup run), and returns it.
func (s *Schedule) Run(ctx context.Context) (domain.BackupRun, error) {
	return s.run(ctx, 0)
}

// Snapshot writes a backup to the target outside the schedule and its
// ledger (whose table an older schema may lack): the backup taken before
// an upgrade's migrations. Its name says so, and the rotation keeps it.
func (s *Schedule) Snapshot(ctx context.Context) (string, int64, error) {
	name := PreUpgradeName(s.now(), s.cipher != nil)
	n, err := s.write(ctx, name)
	if err != nil {
		return "", 0, err
	}
	return name, n, nil
}

// Trigger starts a backup now in the background (POST /api/backups/run):
// it is cut short, like a scheduled one, when the schedule stops. A
// schedule not started runs it until it ends.
func (s *Schedule) Trigger() {
	s.mu.Lock()
	ctx := s.ctx
	if ctx == nil {
		ctx = context.Background()
	}
	s.wg.Add(1)
	s.mu.Unlock()
	go func() {
		defer s.wg.Done()
		_, _ = s.run(ctx, 0)
	}()
}

// run makes the backup of slot n (0: by hand) when this instance claims
// it; a slot another claimed returns a zero run and no error.
func (s *Schedule) run(ctx context.Context, n int64) (domain.BackupRun, error) {
	at := s.now().UTC()
	name := ArchiveName(at, s.cipher != nil)
	mine, err := s.ledger.Claim(ctx, domain.BackupKindRun, n, name, at)
	if err != nil {
		s.log.Warn("could not claim a backup run", slog.Any("error", err))
		return domain.BackupRun{}, err
	}
	if !mine {
		return domain.BackupRun{}, nil
	}
	run := domain.BackupRun{Name: name, At: at}
	run.Bytes, err = s.write(ctx, name)
	// The outcome is recorded even when the stop cut the run short.
	rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	if err != nil {
		run.Error = err.Error()
		if ctx.Err() != nil {
			run.Error = MsgAbandoned
		}
		if ferr := s.ledger.Finish(rctx, domain.BackupKindRun, name, false, 0, run.Error); ferr != nil {
			s.log.Warn("could not record a failed backup", slog.Any("error", ferr))
		}
		s.log.Error("backup failed", slog.String("name", name), slog.String("target", s.target.String()), slog.Any("error", err))
		if ctx.Err() == nil {
			s.alert(rctx, run)
		}
		return run, err
	}
	run.OK = true
	if err := s.ledger.Finish(rctx, domain.BackupKindRun, name, true, run.Bytes, ""); err != nil {
		s.log.Warn("could not record a backup", slog.Any("error", err))
	}
	s.log.Info("backup written", slog.String("name", name), slog.String("target", s.target.String()), slog.Int64("bytes", run.Bytes))
	if err := s.rotate(ctx); err != nil {
		s.log.Warn("could not rotate the backups", slog.Any("error", err))
	}
	return run, nil
}

// write writes the archive name to the target, encrypted when a cipher is
// set (the clear archive is never written anywhere), and returns its size.
func (s *Schedule) write(ctx context.Context, name string) (int64, error) {
	w, err := s.target.Create(ctx, name)
	if err != nil {
		return 0, err
	}
	counted := &countingWriter{w: w}
	var out io.Writer = counted
	var enc io.WriteCloser
	if s.cipher != nil {
		if enc, err = s.cipher.Encrypt(counted); err != nil {
			w.Abort()
			return 0, fmt.Errorf("encrypt: %w", err)
		}
		out = enc
	}
	if _, err := s.svc.Export(ctx, out); err != nil {
		w.Abort()
		return 0, err
	}
	if enc != nil {
		if err := enc.Close(); err != nil {
			w.Abort()
			return 0, fmt.Errorf("encrypt: %w", err)
		}
	}
	if err := ctx.Err(); err != nil {
		w.Abort()
		return 0, err
	}
	if err := w.Commit(); err != nil {
		return 0, err
	}
	return counted.n, nil
}

// alert e-mails the owner about run's failure, once per streak: only when
// the run before it succeeded, or there was none.
func (s *Schedule) alert(ctx context.Context, run domain.BackupRun) {
	runs, err := s.ledger.Runs(ctx, 10)
	if err != nil {
		s.log.Warn("could not read the backups before a failure", slog.Any("error", err))
		return
	}
	for _, r := range runs {
		if r.Name == run.Name || (!r.OK && r.Error == "") {
			continue // this run, or one still going
		}
		if !r.OK {
			return // the streak was already told
		}
		break
	}
	if err := s.alerter.BackupFailed(ctx, run); err != nil {
		s.log.Warn("could not e-mail the owner about a failed backup", slog.Any("error", err))
	}
}

// rotate deletes the archives the retention does not keep.
func (s *Schedule) rotate(ctx context.Context) error {
	objs, err := s.target.List(ctx)
	if err != nil {
		return err
	}
	names := make([]string, len(objs))
	for i, o := range objs {
		names[i] = o.Name
	}
	var errs []error
	for _, name := range s.cfg.Keep.Expired(names) {
		if err := s.target.Delete(ctx, name); err != nil {
			errs = append(errs, err)
			continue
		}
		s.log.Info("old backup deleted by the rotation", slog.String("name", name))
	}
	return errors.Join(errs...)
}

type countingWriter struct {
	w io.Writer
	n int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}
