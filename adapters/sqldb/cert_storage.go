package sqldb

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/caddyserver/certmagic"
	"github.com/uptrace/bun"
)

var (
	_ certmagic.Storage   = (*CertStorage)(nil)
	_ certmagic.TryLocker = (*CertStorage)(nil)
)

// CertStorage is certmagic's Storage on the database every instance shares
// (issue 42): a restart finds its certificate again rather than ordering a
// new one (the CA's rate limits), and of several instances one orders while
// the others wait on its lock, then load what it stored.
//
// A lock is a row of tls_locks with an expiry its holder pushes forward
// while it holds it (LockLease, refreshed every LockLease/3); a holder that
// died leaves a lock the next Lock takes over once it expired.
type CertStorage struct {
	db *DB
	// LockLease and LockPoll tune the locks (tests shorten them).
	LockLease time.Duration
	LockPoll  time.Duration

	mu   sync.Mutex
	held map[string]heldLock
}

// heldLock is a lock this process holds: its holder token and the stop of
// its refresher.
type heldLock struct {
	holder string
	stop   func()
}

// NewCertStorage returns the certificate storage of db.
func NewCertStorage(db *DB) *CertStorage {
	return &CertStorage{db: db, LockLease: 30 * time.Second, LockPoll: 250 * time.Millisecond, held: map[string]heldLock{}}
}

type tlsAssetRow struct {
	bun.BaseModel `bun:"table:tls_assets"`
	Name          string    `bun:"name,pk"`
	Value         []byte    `bun:"value"`
	Modified      time.Time `bun:"modified"`
}

type tlsLockRow struct {
	bun.BaseModel `bun:"table:tls_locks"`
	Name          string    `bun:"name,pk"`
	Holder        string    `bun:"holder"`
	ExpiresAt     time.Time `bun:"expires_at"`
}

// Store puts value at key, replacing what was there.
func (s *CertStorage) Store(ctx context.Context, key string, value []byte) error {
	row := &tlsAssetRow{Name: key, Value: value, Modified: now()}
	if row.Value == nil {
		row.Value = []byte{}
	}
	_, err := s.db.idb(ctx).NewInsert().Model(row).
		On("CONFLICT (name) DO UPDATE").Set("value = EXCLUDED.value").Set("modified = EXCLUDED.modified").Exec(ctx)
	if err != nil {
		return dbError("store tls asset "+key, err)
	}
	return nil
}

// Load returns the value at key, fs.ErrNotExist when there is none.
func (s *CertStorage) Load(ctx context.Context, key string) ([]byte, error) {
	var row tlsAssetRow
	err := s.db.idb(ctx).NewSelect().Model(&row).Where("name = ?", key).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("tls asset %s: %w", key, fs.ErrNotExist)
	}
	if err != nil {
		return nil, dbError("load tls asset "+key, err)
	}
	return row.Value, nil
}

// under restricts q to the keys below dir (dir/…); the empty dir is the root.
func under(q *bun.SelectQuery, dir string) *bun.SelectQuery {
	if dir == "" {
		return q
	}
	// substr, not LIKE: SQLite's LIKE ignores case, and keys hold _ and %.
	prefix := dir + "/"
	return q.Where("substr(name, 1, ?) = ?", utf8.RuneCountInString(prefix), prefix)
}

// Delete removes key and every key below it; a key that is not there is no
// error.
func (s *CertStorage) Delete(ctx context.Context, key string) error {
	prefix := key + "/"
	_, err := s.db.idb(ctx).NewDelete().Model((*tlsAssetRow)(nil)).
		Where("name = ? OR substr(name, 1, ?) = ?", key, utf8.RuneCountInString(prefix), prefix).Exec(ctx)
	if err != nil {
		return dbError("delete tls asset "+key, err)
	}
	return nil
}

// Exists says whether key is a value or a directory of values.
func (s *CertStorage) Exists(ctx context.Context, key string) bool {
	_, err := s.Stat(ctx, key)
	return err == nil
}

// List returns the keys below dir: its direct entries (values and
// directories), or with recursive every value and directory beneath it;
// fs.ErrNotExist when there is none.
func (s *CertStorage) List(ctx context.Context, dir string, recursive bool) ([]string, error) {
	var names []string
	if err := under(s.db.idb(ctx).NewSelect().Model((*tlsAssetRow)(nil)).Column("name"), dir).Scan(ctx, &names); err != nil {
		return nil, dbError("list tls assets "+dir, err)
	}
	base := ""
	if dir != "" {
		base = dir + "/"
	}
	seen := map[string]bool{}
	var out []string
	add := func(k string) {
		if !seen[k] {
			seen[k] = true
			out = append(out, k)
		}
	}
	for _, name := range names {
		parts := strings.Split(strings.TrimPrefix(name, base), "/")
		if !recursive {
			add(base + parts[0])
			continue
		}
		for i := range parts {
			add(base + strings.Join(parts[:i+1], "/"))
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("tls assets %s: %w", dir, fs.ErrNotExist)
	}
	slices.Sort(out)
	return out, nil
}

// Stat describes key: a value (terminal, with its size and time) or a
// directory; fs.ErrNotExist when it is neither.
func (s *CertStorage) Stat(ctx context.Context, key string) (certmagic.KeyInfo, error) {
	var row tlsAssetRow
	err := s.db.idb(ctx).NewSelect().Model(&row).Where("name = ?", key).Scan(ctx)
	if err == nil {
		return certmagic.KeyInfo{Key: key, Modified: row.Modified, Size: int64(len(row.Value)), IsTerminal: true}, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return certmagic.KeyInfo{}, dbError("stat tls asset "+key, err)
	}
	n, err := under(s.db.idb(ctx).NewSelect().Model((*tlsAssetRow)(nil)), key).Limit(1).Count(ctx)
	if err != nil {
		return certmagic.KeyInfo{}, dbError("stat tls asset "+key, err)
	}
	if n == 0 {
		return certmagic.KeyInfo{}, fmt.Errorf("tls asset %s: %w", key, fs.ErrNotExist)
	}
	return certmagic.KeyInfo{Key: key, IsTerminal: false}, nil
}

// Lock takes the named lock, waiting while another holder has it and its
// lease runs; ctx ends the wait.
func (s *CertStorage) Lock(ctx context.Context, name string) error {
	for {
		ok, err := s.TryLock(ctx, name)
		if err != nil {
			if end := ended(ctx); end != nil {
				// The wait ended during an attempt: the driver's error then is the
				// connection's deadline (an i/o timeout), not the database's state.
				return fmt.Errorf("wait for tls lock %s: %w", name, end)
			}
		}
		if err != nil || ok {
			return err
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("wait for tls lock %s: %w", name, ctx.Err())
		case <-time.After(s.LockPoll):
		}
	}
}

// ended is ctx's error once it has ended, counting a deadline already
// past: the connection's deadline, which the driver sets from ctx's, can
// fire before ctx's own timer has marked it done (a loaded machine met it).
func ended(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if dl, ok := ctx.Deadline(); ok && !time.Now().Before(dl) {
		return context.DeadlineExceeded
	}
	return nil
}

// TryLock takes the named lock if nobody holds it (or its holder's lease
// ran out) and says whether it did.
func (s *CertStorage) TryLock(ctx context.Context, name string) (bool, error) {
	holder := token()
	taken := false
	err := s.db.inTx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewDelete().Model((*tlsLockRow)(nil)).Where("name = ? AND expires_at < ?", name, now()).Exec(ctx); err != nil {
			return dbError("expire tls lock "+name, err)
		}
		res, err := tx.NewInsert().Model(&tlsLockRow{Name: name, Holder: holder, ExpiresAt: now().Add(s.LockLease)}).
			On("CONFLICT (name) DO NOTHING").Exec(ctx)
		if err != nil {
			return dbError("take tls lock "+name, err)
		}
		n, err := res.RowsAffected()
		taken = err == nil && n == 1
		return err
	})
	if err != nil || !taken {
		return false, err
	}
	s.hold(name, holder)
	return true, nil
}

// hold keeps the lease of a lock just taken running until Unlock.
func (s *CertStorage) hold(name, holder string) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		t := time.NewTicker(s.LockLease / 3)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				_, _ = s.db.db.NewUpdate().Model((*tlsLockRow)(nil)).Set("expires_at = ?", now().Add(s.LockLease)).
					Where("name = ? AND holder = ?", name, holder).Exec(ctx)
			}
		}
	}()
	s.mu.Lock()
	s.held[name] = heldLock{holder: holder, stop: func() { cancel(); <-done }}
	s.mu.Unlock()
}

// Unlock releases a lock this process holds.
func (s *CertStorage) Unlock(ctx context.Context, name string) error {
	s.mu.Lock()
	h, ok := s.held[name]
	delete(s.held, name)
	s.mu.Unlock()
	if !ok {
		return fmt.Errorf("unlock tls lock %s: not held here", name)
	}
	h.stop()
	if _, err := s.db.db.NewDelete().Model((*tlsLockRow)(nil)).Where("name = ? AND holder = ?", name, h.holder).Exec(context.WithoutCancel(ctx)); err != nil {
		return dbError("release tls lock "+name, err)
	}
	return nil
}

// token is a random holder name, unique across instances.
func token() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
