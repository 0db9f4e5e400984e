package work

import (
	"sync"
	"time"
)

// MinuteLimiter counts what each address asks for in the current minute
// (beacons, passkey ceremonies begun), so one address cannot make the
// server write without bound. It is per instance: a bound, not an account.
type MinuteLimiter struct {
	PerMinute int
	mu        sync.Mutex
	minute    int64
	counts    map[string]int
}

// Allow counts one ask of addr in now's minute and says whether it is within the limit.
func (l *MinuteLimiter) Allow(addr string, now time.Time) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if m := now.Unix() / 60; m != l.minute || l.counts == nil {
		l.minute, l.counts = m, map[string]int{}
	}
	l.counts[addr]++
	return l.counts[addr] <= l.PerMinute
}
