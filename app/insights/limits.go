package insights

import (
	"hash/maphash"
	"net/netip"
	"strings"

	"github.com/portfolio-site/portfolio/domain"
)

// What a stranger may not do to the owner's numbers (issue 37): inflate
// them (per-address and global limits on counted views), bloat them (a
// bound on the new keys a dimension takes a day, and on the visitors kept a
// day, per address and in all). Views past a limit are still served; they
// are only not counted.

// Defaults of the insights' limits and bounds (config insights.*).
const (
	// DefaultViewsPerMinute: a person reads a few pages a minute; a school
	// or an office behind one address, a few dozen.
	DefaultViewsPerMinute = 30
	// DefaultViewsPerMinuteTotal: a personal site's busiest minute is far
	// below it; a crowd of addresses past it is not counted.
	DefaultViewsPerMinuteTotal = 3000
	// DefaultReferrersPerDay is the new referring hosts taken a day.
	DefaultReferrersPerDay = 50
	// DefaultPagesPerDay is the new paths taken a day (only real pages are
	// counted, so this bounds the same page under many spellings).
	DefaultPagesPerDay = 1000
	// DefaultVisitorsPerDay is the visitors a day keeps: each instance
	// keeps at most this many, and the store drops the hashes past it
	// (domain.InsightBatch.VisitorsPerDay) when instances add at once.
	DefaultVisitorsPerDay = 50_000
	// visitorsPerAddress bounds the visitors (user agents) of one address a
	// day: a household's devices; past it, the address is one more visitor.
	visitorsPerAddress = 4
)

// viewLimiter counts the views of the current minute per address and in
// all; s.mu is held. Its map holds at most total addresses: once the total
// is reached, no address is added.
type viewLimiter struct {
	perAddr, total int
	minute         int64
	n              int
	counts         map[string]int
}

// allow reports whether one more view of addr is counted this minute.
func (l *viewLimiter) allow(addr string, minute int64) bool {
	if minute != l.minute || l.counts == nil {
		l.minute, l.n, l.counts = minute, 0, make(map[string]int, 64)
	}
	if l.n >= l.total {
		return false
	}
	c := l.counts[addr]
	if c >= l.perAddr {
		return false
	}
	l.counts[addr] = c + 1
	l.n++
	return true
}

// limitKey is the address a limit applies to: an IPv6 address's /64 (one
// subscriber's network hands out a whole /64), an IPv4 address as it is.
func limitKey(addr string) string {
	if strings.IndexByte(addr, ':') < 0 {
		return addr
	}
	a, err := netip.ParseAddr(strings.Trim(addr, "[]"))
	if err != nil || a.Is4In6() {
		return addr
	}
	p, err := a.Prefix(64)
	if err != nil {
		return addr
	}
	return p.String()
}

// dayKeys are the keys a bounded dimension took today: those this instance
// sent and those the repository holds (read after each flush). It is the
// cheap first filter that keeps a flood's keys off the database; the store
// is the authority (domain.InsightBatch.Bounds), since instances learn each
// other's keys only after a flush.
type dayKeys struct {
	bound int
	keys  map[string]struct{}
}

// take is key, or InsightOther when key is new and the day's bound is
// reached.
func (d *dayKeys) take(key string) string {
	if _, ok := d.keys[key]; ok {
		return key
	}
	if len(d.keys) >= d.bound {
		return domain.InsightOther
	}
	d.keys[key] = struct{}{}
	return key
}

// addrVisitors are the visitor hashes of one address today, by user agent
// (its maphash), and the address's one hash for the user agents past
// visitorsPerAddress.
type addrVisitors struct {
	n     int
	ua    [visitorsPerAddress]uint64
	hash  [visitorsPerAddress]string
	other string
}

// dayVisitors are today's visitors: the hash of each (address, user agent)
// made once a day (a view of a known visitor costs a map look-up, not a
// SHA-256), at most visitorsPerAddress per address and max in all.
type dayVisitors struct {
	seed  maphash.Seed
	max   int
	kept  int
	addrs map[string]*addrVisitors
}

// lookup is the known hash of addr and userAgent (ok), else whether the
// address has no room left for a new user agent (full) and the hash is
// the address's own.
func (d *dayVisitors) lookup(addr string, ua uint64) (hash string, ok, full bool) {
	a := d.addrs[addr]
	if a == nil {
		return "", false, false
	}
	for i := 0; i < a.n; i++ {
		if a.ua[i] == ua {
			return a.hash[i], true, false
		}
	}
	if a.n < visitorsPerAddress {
		return "", false, false
	}
	return a.other, a.other != "", true
}

// keep remembers hash as addr's visitor of user agent ua (or, when the
// address is full, as its one other visitor) and returns the hash to
// count, "" when the day's visitors are all taken.
func (d *dayVisitors) keep(addr string, ua uint64, hash string) string {
	a := d.addrs[addr]
	if a == nil {
		if d.kept >= d.max {
			return ""
		}
		a = &addrVisitors{}
		d.addrs[addr] = a
	}
	for i := 0; i < a.n; i++ {
		if a.ua[i] == ua {
			return a.hash[i] // kept meanwhile by another view
		}
	}
	if a.n < visitorsPerAddress {
		if d.kept >= d.max {
			return ""
		}
		a.ua[a.n], a.hash[a.n] = ua, hash
		a.n++
		d.kept++
		return hash
	}
	if a.other == "" {
		if d.kept >= d.max {
			return ""
		}
		a.other = hash
		d.kept++
	}
	return a.other
}
