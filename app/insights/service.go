package insights

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"hash/maphash"
	"log/slog"
	"math"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/portfolio-site/portfolio/app/internal/work"
	"github.com/portfolio-site/portfolio/domain"
)

// Config tunes the built-in analytics (config insights.*).
type Config struct {
	// Disabled turns counting off: nothing is counted, the report is empty.
	Disabled bool
	// FlushInterval is how often an instance writes what it counted
	// (default 5 s): the most a crash loses and the most a figure lags.
	FlushInterval time.Duration
	// RetentionMonths is how long the daily counts are kept (default 13).
	RetentionMonths int
	// BeaconsPerMinute bounds the vitals beacons and outbound clicks taken
	// from one address a minute (default 60); more are refused.
	BeaconsPerMinute int
	// ViewsPerMinute bounds the page views counted from one address (an
	// IPv6 /64) a minute; ViewsPerMinuteTotal those counted from all. Views
	// past them are served as ever, not counted.
	ViewsPerMinute      int
	ViewsPerMinuteTotal int
	// ReferrersPerDay and PagesPerDay bound the new referring hosts and
	// paths taken a day; views past them count under domain.InsightOther.
	ReferrersPerDay int
	PagesPerDay     int
	// VisitorsPerDay bounds the visitors a day keeps (each instance's, and
	// the store's across instances); past it views are counted without a
	// visitor.
	VisitorsPerDay int
}

// Defaults of Config.
const (
	DefaultFlush            = 5 * time.Second
	DefaultRetention        = 13
	DefaultBeaconsPerMinute = 60
	// insightsMaxDays bounds the range of one report.
	insightsMaxDays = 400
	// insightsSettleEvery is how often the past days' visitor hashes are
	// folded into their counts and the old days pruned.
	insightsSettleEvery = time.Hour
	// saltTimeout bounds asking for the day's salt; saltRetry is how long
	// an instance salts on its own after salts failed.
	saltTimeout = 2 * time.Second
	saltRetry   = 30 * time.Second
	// maxVitalsSeen bounds the metric ids remembered to take each once.
	maxVitalsSeen = 200_000
)

// Messages of the insights' refusals.
const (
	MsgInsightsRange  = "from and to must be dates (YYYY-MM-DD), from not after to, at most 400 days apart"
	MsgBeaconInvalid  = "A beacon needs path, name (LCP, INP or CLS), a value in range and an id"
	MsgOutbound       = "An outbound click needs a kind (project, investment, media or email) and the id of a public item"
	MsgBeaconsTooMany = "Too many beacons from this address; try again in a minute"
)

// PageVisit is what the server knows of one page view it answered. Nothing
// of it is stored: the address and user agent only make the day's hash.
type PageVisit struct {
	Path      string
	Referrer  string // the Referer header
	UserAgent string
	Addr      string // the client's address
	Host      string // the request's host, whose referrals are not referrers
	// OptOut is a Sec-GPC: 1 or DNT: 1 request: its view counts, its
	// visitor does not.
	OptOut bool
}

// VitalBeacon is one Web Vitals report of a page view (POST /api/vitals).
type VitalBeacon struct {
	Path  string  `json:"path"`
	Name  string  `json:"name"`
	Value float64 `json:"value"`
	ID    string  `json:"id"`
}

var beaconID = regexp.MustCompile(`^[A-Za-z0-9._-]{1,100}$`)

// Service counts page views, visitors, outbound clicks, contact
// messages and Web Vitals in memory and flushes them to the repository in
// batches, so that counting never adds a database write to a request; it
// reads them back as the admin's report.
type Service struct {
	repo   domain.InsightsRepository
	salts  domain.DailySalts
	repos  Items
	clock  domain.Clock
	cfg    Config
	log    *slog.Logger
	public string // the public URL's host, never a referrer

	mu    sync.Mutex
	batch domain.InsightBatch
	// tallies are the page views since the last flush, one per (day, page,
	// device, referrer): a view adds to one tally, which Flush spreads over
	// the site, page, device and referrer counts (see viewTally).
	tallies map[viewKey]*viewTally
	// seen are the vitals already taken today (id and metric): each is
	// taken once. A visitor hash is kept once a batch (the repository keeps
	// it once a day).
	seen    map[string]struct{}
	seenDay string
	// views limits the views counted; referrers, paths and visitors bound
	// what a day takes (limits.go). All are today's, under mu.
	views     viewLimiter
	referrers dayKeys
	paths     dayKeys
	visitors  dayVisitors
	uaSeed    maphash.Seed

	saltMu    sync.Mutex
	saltDay   string
	salt      []byte
	saltLocal bool      // the salt is this instance's own: salts failed
	saltRetry time.Time // when to ask salts again
	shared    atomic.Pointer[daySalt]

	uaClasses sync.Map // user agent → uaClass
	uaCount   atomic.Int64
	day       atomic.Pointer[insightDay]

	limiter  work.MinuteLimiter
	settled  time.Time
	settleMu sync.Mutex
	work.Worker
}

// NewService returns the insights of repo; salts make the visitor
// hashes, repos name the items of outbound clicks.
func NewService(repo domain.InsightsRepository, salts domain.DailySalts, repos Items, clock domain.Clock, cfg Config, publicURL string, log *slog.Logger) (*Service, error) {
	if repo == nil || salts == nil || clock == nil || log == nil || repos.Projects == nil || repos.Investments == nil || repos.Media == nil {
		return nil, errors.New("insights: need a repository, salts, the content repositories, a clock and a logger")
	}
	if cfg.FlushInterval <= 0 {
		cfg.FlushInterval = DefaultFlush
	}
	if cfg.RetentionMonths <= 0 {
		cfg.RetentionMonths = DefaultRetention
	}
	if cfg.BeaconsPerMinute <= 0 {
		cfg.BeaconsPerMinute = DefaultBeaconsPerMinute
	}
	cfg.ViewsPerMinute = positiveOr(cfg.ViewsPerMinute, DefaultViewsPerMinute)
	cfg.ViewsPerMinuteTotal = positiveOr(cfg.ViewsPerMinuteTotal, DefaultViewsPerMinuteTotal)
	cfg.ReferrersPerDay = positiveOr(cfg.ReferrersPerDay, DefaultReferrersPerDay)
	cfg.PagesPerDay = positiveOr(cfg.PagesPerDay, DefaultPagesPerDay)
	cfg.VisitorsPerDay = positiveOr(cfg.VisitorsPerDay, DefaultVisitorsPerDay)
	s := &Service{repo: repo, salts: salts, repos: repos, clock: clock, cfg: cfg, log: log, batch: domain.NewInsightBatch(), tallies: map[viewKey]*viewTally{}}
	if u, err := url.Parse(publicURL); err == nil {
		s.public = strings.ToLower(u.Hostname())
	}
	s.limiter.PerMinute = cfg.BeaconsPerMinute
	s.views = viewLimiter{perAddr: cfg.ViewsPerMinute, total: cfg.ViewsPerMinuteTotal}
	s.uaSeed = maphash.MakeSeed()
	return s, nil
}

// positiveOr is n, or def when n is not positive.
func positiveOr(n, def int) int {
	if n <= 0 {
		return def
	}
	return n
}

// Enabled reports whether the service counts.
func (s *Service) Enabled() bool { return s != nil && !s.cfg.Disabled }

// FlushInterval is how long a figure may lag.
func (s *Service) FlushInterval() time.Duration { return s.cfg.FlushInterval }

// insightDay is a day's number (Unix days) and its text.
type insightDay struct {
	n    int64
	text string
}

// today is now and its day as text, formatted once a day.
func (s *Service) today() (time.Time, string) {
	now := s.clock.Now().UTC()
	n := now.Unix() / 86400
	if d := s.day.Load(); d != nil && d.n == n {
		return now, d.text
	}
	d := &insightDay{n: n, text: now.Format(domain.InsightDay)}
	s.day.Store(d)
	return now, d.text
}

// daySalt is the salt of day, asked of salts once a day per instance
// (with its own deadline: the visitor's request may be over). When salts
// fail (Redis down), the instance salts with its own random salt for the
// day and asks again after saltRetry, so a page view never waits on a
// dependency that is down; visitors who reach two instances meanwhile
// count twice.
func (s *Service) daySalt(ctx context.Context, day string) []byte {
	if cur := s.shared.Load(); cur != nil && cur.day == day {
		return cur.salt // the shared salt of today: no lock
	}
	s.saltMu.Lock()
	defer s.saltMu.Unlock()
	now := s.clock.Now()
	if s.saltDay == day && (!s.saltLocal || now.Before(s.saltRetry)) {
		return s.salt
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), saltTimeout)
	defer cancel()
	salt, err := s.salts.Salt(ctx, day)
	if err == nil {
		s.saltDay, s.salt, s.saltLocal = day, salt, false
		s.shared.Store(&daySalt{day: day, salt: salt})
		return salt
	}
	if s.saltDay != day || !s.saltLocal {
		s.log.Warn("no shared visitor salt: this instance salts on its own until it gets one", slog.Any("error", err))
		local := make([]byte, 32)
		if _, err := rand.Read(local); err != nil {
			return nil
		}
		s.saltDay, s.salt, s.saltLocal = day, local, true
	}
	s.saltRetry = now.Add(saltRetry)
	return s.salt
}

// daySalt is a day's shared salt.
type daySalt struct {
	day  string
	salt []byte
}

// visitorHash is the day's hash of an address and user agent: the first
// 128 bits of SHA-256(salt, address, 0, user agent), in hex. One buffer on
// the stack, one allocation (the string).
func visitorHash(salt []byte, addr, userAgent string) string {
	var buf [512]byte
	b := append(buf[:0], salt...)
	b = append(b, addr...)
	b = append(b, 0)
	b = append(b, userAgent...)
	sum := sha256.Sum256(b)
	var out [32]byte
	hex.Encode(out[:], sum[:16])
	return string(out[:])
}

// View counts one page view, within the address's and the site's views
// of the minute: a crawler's or a script's as a bot view only; a person's
// for the site, the page, the device and the referring site (a new page or
// referrer past the day's bound as domain.InsightOther), and as a visitor
// unless they opted out (at most visitorsPerAddress of an address a day).
//
// The fast path, a known visitor's view: one lock, a map look-up for the
// limit, one for the visitor's hash (made once a day, not a SHA-256 a
// view), one for each bounded key (page, referrer) and one tally; no
// allocation. make bench holds its cost: counting on ÷ off ≥ 0.95 on a
// cached page (BenchmarkCachedPageHit).
func (s *Service) View(ctx context.Context, v PageVisit) {
	if !s.Enabled() {
		return
	}
	now, day := s.today()
	class := s.classify(v.UserAgent)
	limit := limitKey(v.Addr)
	s.mu.Lock()
	s.rollDay(day)
	if !s.views.allow(limit, now.Unix()/60) {
		s.mu.Unlock()
		return
	}
	if class.bot != "" {
		s.count(domain.InsightKey{Day: day, Dimension: domain.DimBot, Key: class.bot}, "")
		s.mu.Unlock()
		return
	}
	var hash string
	var ua uint64
	known, full := v.OptOut, false
	if !v.OptOut {
		ua = maphash.String(s.uaSeed, v.UserAgent)
		hash, known, full = s.visitors.lookup(v.Addr, ua)
	}
	if !known {
		// A new visitor: the hash is made outside the lock (the day's
		// salt may be asked of Redis once a day).
		s.mu.Unlock()
		if salt := s.daySalt(ctx, day); salt != nil {
			if full {
				hash = visitorHash(salt, v.Addr, "")
			} else {
				hash = visitorHash(salt, v.Addr, v.UserAgent)
			}
		}
		s.mu.Lock()
		s.rollDay(day)
		if hash != "" {
			hash = s.visitors.keep(v.Addr, ua, hash)
		}
	}
	defer s.mu.Unlock()
	k := viewKey{day: day, page: s.paths.take(v.Path), device: class.device}
	if ref := s.referrer(v); ref != "" {
		k.referrer = s.referrers.take(ref)
	}
	t := s.tallies[k]
	if t == nil {
		t = &viewTally{}
		s.tallies[k] = t
	}
	t.views++
	if hash != "" {
		if t.visitors == nil {
			t.visitors = map[string]struct{}{}
		}
		t.visitors[hash] = struct{}{}
	}
}

// viewKey is what a person's page view is counted under: its day, page
// (or domain.InsightOther), device class and referring host ("" for none,
// or domain.InsightOther).
type viewKey struct{ day, page, device, referrer string }

// viewTally is the views of one viewKey since the last flush and their
// visitors. A view costs one map look-up here instead of four counts and
// two visitor sets; Flush spreads the tallies over the dimensions, a cost
// of the distinct keys, not of the views.
type viewTally struct {
	views    int64
	visitors map[string]struct{}
}

// spreadTallies adds the tallies to the batch: each to the site, its page,
// its device and its referrer, the visitors to the site's and the page's
// sets (as a view's counts always were); s.mu is held.
func (s *Service) spreadTallies() {
	for k, t := range s.tallies {
		keys := [...]domain.InsightKey{
			{Day: k.day, Dimension: domain.DimSite},
			{Day: k.day, Dimension: domain.DimPage, Key: k.page},
			{Day: k.day, Dimension: domain.DimDevice, Key: k.device},
			{Day: k.day, Dimension: domain.DimReferrer, Key: k.referrer},
		}
		n := len(keys)
		if k.referrer == "" {
			n--
		}
		for i, key := range keys[:n] {
			s.batch.Counts[key] += t.views
			if i > 1 || len(t.visitors) == 0 {
				continue
			}
			set := s.batch.Visitors[key]
			if set == nil {
				set = make(map[string]struct{}, len(t.visitors))
				s.batch.Visitors[key] = set
			}
			for h := range t.visitors {
				set[h] = struct{}{}
			}
		}
	}
	clear(s.tallies)
}

// referrer is the host of another site a view came from, or "": read by
// hand (a view pays for it), only from an http(s) address with a plain host
// name.
func (s *Service) referrer(v PageVisit) string {
	host := refererHost(v.Referrer)
	if host == "" || host == s.public {
		return ""
	}
	own := v.Host
	if i := strings.LastIndexByte(own, ':'); i >= 0 && !strings.Contains(own[i:], "]") {
		own = own[:i]
	}
	if strings.EqualFold(host, own) {
		return ""
	}
	return host
}

// refererHost is the lower-case host name of an http(s) Referer, or "".
func refererHost(ref string) string {
	var rest string
	switch {
	case len(ref) > 8 && strings.EqualFold(ref[:8], "https://"):
		rest = ref[8:]
	case len(ref) > 7 && strings.EqualFold(ref[:7], "http://"):
		rest = ref[7:]
	default:
		return ""
	}
	if i := strings.IndexAny(rest, "/?#"); i >= 0 {
		rest = rest[:i]
	}
	if i := strings.LastIndexByte(rest, '@'); i >= 0 {
		rest = rest[i+1:]
	}
	if i := strings.IndexByte(rest, ':'); i >= 0 {
		rest = rest[:i]
	}
	rest = strings.TrimSuffix(rest, ".")
	if rest == "" || len(rest) > 253 {
		return ""
	}
	upper := false
	for i := 0; i < len(rest); i++ {
		switch c := rest[i]; {
		case c >= 'a' && c <= 'z', c >= '0' && c <= '9', c == '.', c == '-':
		case c >= 'A' && c <= 'Z':
			upper = true
		default:
			return ""
		}
	}
	if upper {
		return strings.ToLower(rest)
	}
	return rest
}

// uaClass is what a user agent says: the crawler's name ("" for none) and
// the device class.
type uaClass struct{ bot, device string }

// maxUAClasses bounds the user agents whose class is remembered.
const maxUAClasses = 4096

// classify is the class of a user agent, remembered for the next views of
// the same browser (most views come from a few hundred user agents).
func (s *Service) classify(userAgent string) uaClass {
	if c, ok := s.uaClasses.Load(userAgent); ok {
		return c.(uaClass)
	}
	c := uaClass{bot: domain.BotName(userAgent)}
	if c.bot == "" {
		c.device = domain.DeviceClass(userAgent)
	}
	if s.uaCount.Add(1) <= maxUAClasses {
		s.uaClasses.Store(userAgent, c)
	}
	return c
}

// rollDay forgets what was sent on another day: the vitals taken, the
// day's keys and visitors; s.mu is held.
func (s *Service) rollDay(day string) {
	if s.seenDay != day {
		s.seenDay, s.seen = day, map[string]struct{}{}
		s.referrers = dayKeys{bound: s.cfg.ReferrersPerDay, keys: map[string]struct{}{}}
		s.paths = dayKeys{bound: s.cfg.PagesPerDay, keys: map[string]struct{}{}}
		s.visitors = dayVisitors{max: s.cfg.VisitorsPerDay, addrs: map[string]*addrVisitors{}}
	}
}

// learnKeys adds today's referrers and paths the repository holds (other
// instances', and this one's before a restart) to those the day took, so
// the day's bound counts them.
func (s *Service) learnKeys(ctx context.Context) error {
	_, day := s.today()
	rows, err := s.repo.Counts(ctx, day, day)
	if err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.rollDay(day)
	for _, c := range rows {
		if c.Day != day || c.Key == domain.InsightOther {
			continue
		}
		switch c.Dimension {
		case domain.DimReferrer:
			s.referrers.keys[c.Key] = struct{}{}
		case domain.DimPage:
			s.paths.keys[c.Key] = struct{}{}
		}
	}
	return nil
}

// count adds one to k and, when hash is given, the visitor to k's set of
// the batch; s.mu is held.
func (s *Service) count(k domain.InsightKey, hash string) {
	s.batch.Counts[k]++
	if hash == "" {
		return
	}
	set := s.batch.Visitors[k]
	if set == nil {
		set = map[string]struct{}{}
		s.batch.Visitors[k] = set
	}
	set[hash] = struct{}{}
}

func (s *Service) add(day, dim, key, hash string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.rollDay(day)
	s.count(domain.InsightKey{Day: day, Dimension: dim, Key: key}, hash)
}

// Download counts a person's download of a press kit file served at
// v.Path (a path the server made: the files of the press kit are few). It
// keeps the page views' rules: no crawler counted, the same limit of an
// address's requests a minute, nothing of the visitor kept.
func (s *Service) Download(ctx context.Context, v PageVisit) {
	if !s.Enabled() {
		return
	}
	now, day := s.today()
	if s.classify(v.UserAgent).bot != "" {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.rollDay(day)
	if !s.views.allow(limitKey(v.Addr), now.Unix()/60) {
		return
	}
	s.count(domain.InsightKey{Day: day, Dimension: domain.DimDownload, Key: v.Path}, "")
}

// Message counts a contact message taken.
func (s *Service) Message() {
	if !s.Enabled() {
		return
	}
	_, day := s.today()
	s.add(day, domain.DimMessages, "", "")
}

// Outbound counts a click on an outbound link: kind and the id of a public
// item of that kind (0 for the contact e-mail). EINVALID for anything
// else, ETHROTTLED past the address's beacons of the minute.
func (s *Service) Outbound(ctx context.Context, kind string, id int64, addr string) error {
	if !s.Enabled() {
		return nil
	}
	if !s.publicItem(ctx, kind, id) {
		return domain.Errorf(domain.EINVALID, MsgOutbound)
	}
	now, day := s.today()
	if !s.limiter.Allow(addr, now) {
		return &domain.Error{Code: domain.ETHROTTLED, Message: MsgBeaconsTooMany, RetryAfter: time.Minute}
	}
	s.add(day, domain.DimOutbound, kind+":"+strconv.FormatInt(id, 10), "")
	return nil
}

// publicItem reports whether kind and id name an item visitors see.
func (s *Service) publicItem(ctx context.Context, kind string, id int64) bool {
	switch kind {
	case domain.OutboundEmail:
		return id == 0
	case domain.OutboundProject:
		p, err := s.repos.Projects.Find(ctx, id)
		return err == nil && p.IsActive
	case domain.OutboundInvestment:
		i, err := s.repos.Investments.Find(ctx, id)
		return err == nil && i.IsActive
	case domain.OutboundMedia:
		m, err := s.repos.Media.Find(ctx, id)
		return err == nil && m.IsActive
	}
	return false
}

// CheckVital checks a beacon's fields (not its path: the caller knows the
// pages): EINVALID when one is missing or out of range.
func CheckVital(b VitalBeacon) error {
	m, ok := domain.VitalMetrics[b.Name]
	if !ok || !beaconID.MatchString(b.ID) || b.Path == "" || len(b.Path) > 300 ||
		math.IsNaN(b.Value) || math.IsInf(b.Value, 0) || b.Value < 0 || b.Value > m.Max {
		return domain.Errorf(domain.EINVALID, MsgBeaconInvalid)
	}
	return nil
}

// Vital takes one Web Vitals beacon of a page (path, already known to be a
// page): each metric id once, within the address's beacons of the minute.
func (s *Service) Vital(_ context.Context, b VitalBeacon, addr string) error {
	if err := CheckVital(b); err != nil {
		return err
	}
	if !s.Enabled() {
		return nil
	}
	now, day := s.today()
	if !s.limiter.Allow(addr, now) {
		return &domain.Error{Code: domain.ETHROTTLED, Message: MsgBeaconsTooMany, RetryAfter: time.Minute}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.rollDay(day)
	once := b.Name + " " + b.ID
	if _, dup := s.seen[once]; dup {
		return nil
	}
	if len(s.seen) < maxVitalsSeen {
		s.seen[once] = struct{}{}
	}
	s.batch.Vitals[domain.VitalKey{Day: day, Path: b.Path, Metric: b.Name, Bucket: domain.VitalBucket(b.Name, b.Value)}]++
	return nil
}

// Flush writes what was counted since the last flush; when the write
// fails the counts wait for the next one.
func (s *Service) Flush(ctx context.Context) error {
	s.mu.Lock()
	s.spreadTallies()
	b := s.batch
	s.batch = domain.NewInsightBatch()
	s.mu.Unlock()
	if b.Empty() {
		return nil
	}
	// The store keeps the day's bounds exact across instances; dayKeys
	// only spares it most of the keys past them.
	b.Bounds = map[string]int{domain.DimReferrer: s.cfg.ReferrersPerDay, domain.DimPage: s.cfg.PagesPerDay}
	b.VisitorsPerDay = s.cfg.VisitorsPerDay
	if err := s.repo.Add(ctx, b); err != nil {
		s.mu.Lock()
		for k, n := range b.Counts {
			s.batch.Counts[k] += n
		}
		for k, set := range b.Visitors {
			into := s.batch.Visitors[k]
			if into == nil {
				s.batch.Visitors[k] = set
				continue
			}
			for h := range set {
				into[h] = struct{}{}
			}
		}
		for k, n := range b.Vitals {
			s.batch.Vitals[k] += n
		}
		s.mu.Unlock()
		return err
	}
	if err := s.learnKeys(ctx); err != nil && ctx.Err() == nil {
		s.log.Warn("could not read today's insight keys; the day's bounds count this instance's only", slog.Any("error", err))
	}
	return nil
}

// settle folds the past days' visitor hashes into their counts and prunes
// the days past retention, at most once an hour.
func (s *Service) settle(ctx context.Context) error {
	s.settleMu.Lock()
	defer s.settleMu.Unlock()
	now, day := s.today()
	if !s.settled.IsZero() && now.Sub(s.settled) < insightsSettleEvery {
		return nil
	}
	if err := s.repo.Settle(ctx, day); err != nil {
		return err
	}
	if err := s.repo.Prune(ctx, now.AddDate(0, -s.cfg.RetentionMonths, 0).Format(domain.InsightDay)); err != nil {
		return err
	}
	s.settled = now
	return nil
}

// Start flushes every FlushInterval (and settles hourly) until the
// returned func, which flushes once more before it returns.
func (s *Service) Start(ctx context.Context) func() {
	if !s.Enabled() {
		return func() {}
	}
	if err := s.learnKeys(ctx); err != nil {
		s.log.Warn("could not read today's insight keys; the day's bounds count this instance's only", slog.Any("error", err))
	}
	stop := s.Worker.Start(ctx, s.cfg.FlushInterval, nil, func(ctx context.Context) {
		if err := s.Flush(ctx); err != nil && ctx.Err() == nil {
			s.log.Warn("could not write the insights; they wait for the next flush", slog.Any("error", err))
		}
		if err := s.settle(ctx); err != nil && ctx.Err() == nil {
			s.log.Warn("could not settle the insights", slog.Any("error", err))
		}
	})
	return func() {
		stop()
		ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		defer cancel()
		if err := s.Flush(ctx); err != nil {
			s.log.Warn("could not write the last insights", slog.Any("error", err))
		}
	}
}

// Items are the content repositories the insights read: an outbound click
// counts only for an item the public can see, and the report titles them.
type Items struct {
	Projects    domain.ProjectRepository
	Investments domain.InvestmentRepository
	Media       domain.MediaRepository
}
