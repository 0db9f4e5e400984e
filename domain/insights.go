package domain

import (
	"context"
	"math"
	"sort"
	"strings"
	"time"
)

// Insights are the site's own analytics: counts of page views, visitors,
// referrers, bots, devices, outbound clicks and contact messages per day,
// and real visitors' Core Web Vitals as histograms per page and day. No
// address, user agent or cookie is ever kept: a visitor is a salted hash
// whose salt lives one day in memory only, and the hashes of a day are
// folded into its counts once it is over.

// InsightDay is the layout of an insight's day: a UTC date, sortable as text.
const InsightDay = "2006-01-02"

// Dimensions of the insight counts. A count's Key depends on it.
const (
	// DimSite counts the human page views of the whole site (Key "").
	DimSite = "site"
	// DimPage counts a page's human views (Key: its path).
	DimPage = "page"
	// DimReferrer counts the views that came from another site (Key: its host).
	DimReferrer = "referrer"
	// DimBot counts the views of crawlers (Key: the crawler's name).
	DimBot = "bot"
	// DimDevice counts human views by device class (Key: mobile, tablet or desktop).
	DimDevice = "device"
	// DimOutbound counts the clicks on outbound links (Key: OutboundKey).
	DimOutbound = "outbound"
	// DimMessages counts the contact messages taken (Key "").
	DimMessages = "messages"
	// DimDownload counts the downloads of the press kit's files (Key: the
	// path the file was served at, /press-kit.zip).
	DimDownload = "download"
)

// InsightOther is the key a view is counted under once a dimension has
// taken its bound of new keys for the day (referrer hosts, paths): no host
// or path can be spelt so, and the admin shows it as "Other", last.
const InsightOther = "(other)"

// Outbound link kinds: what a click leaves the site from.
const (
	OutboundProject    = "project"    // a project's link (id: the project)
	OutboundInvestment = "investment" // an investment's Learn More (id: the investment)
	OutboundMedia      = "media"      // a media and press item (id: the item)
	OutboundEmail      = "email"      // the contact e-mail address (id: 0)
)

// OutboundKinds are the kinds a click may name.
var OutboundKinds = []string{OutboundProject, OutboundInvestment, OutboundMedia, OutboundEmail}

// InsightKey names one count: a day, a dimension and the key within it.
type InsightKey struct {
	Day       string
	Dimension string
	Key       string
}

// VitalKey names one bucket of a Web Vitals histogram.
type VitalKey struct {
	Day    string
	Path   string
	Metric string
	// Bucket is the value's bucket (VitalBucket): milliseconds for LCP and
	// INP, thousandths for CLS.
	Bucket int64
}

// InsightBatch is what an instance gathered since its last flush: counts to
// add, the visitor hashes seen (per site or page and day) and the vitals
// samples to add to their buckets.
type InsightBatch struct {
	Counts   map[InsightKey]int64
	Visitors map[InsightKey]map[string]struct{}
	Vitals   map[VitalKey]int64
	// Bounds are the most keys a day may hold, by dimension (referrer
	// hosts, paths): Add counts a key new to the day under InsightOther
	// once the day holds its bound. A dimension not named is unbounded.
	Bounds map[string]int
	// VisitorsPerDay, when positive, is the most visitors (distinct site
	// hashes) a day may hold: Add drops a hash new to a full day, its
	// views still counted.
	VisitorsPerDay int
}

// NewInsightBatch returns an empty batch.
func NewInsightBatch() InsightBatch {
	return InsightBatch{Counts: map[InsightKey]int64{}, Visitors: map[InsightKey]map[string]struct{}{}, Vitals: map[VitalKey]int64{}}
}

// Empty reports whether the batch holds nothing.
func (b InsightBatch) Empty() bool {
	return len(b.Counts) == 0 && len(b.Visitors) == 0 && len(b.Vitals) == 0
}

// InsightCount is one stored count: views (or clicks, or messages) and
// distinct visitors of a day, dimension and key.
type InsightCount struct {
	InsightKey
	Views    int64
	Visitors int64
}

// VitalCount is one stored bucket of a Web Vitals histogram.
type VitalCount struct {
	VitalKey
	Samples int64
}

// InsightsRepository keeps the insight counts every instance adds to.
type InsightsRepository interface {
	// Add adds a batch in one transaction: counts are added to what is
	// stored, visitor hashes are kept once each, vitals samples are added
	// to their buckets. A key of a bounded dimension (b.Bounds) that the
	// day does not hold is counted under InsightOther once the day holds
	// the bound, however many instances add at once (InsightBatch.Fold);
	// so is a visitor hash past b.VisitorsPerDay dropped (DropVisitors).
	// Nothing is kept when it fails.
	Add(ctx context.Context, b InsightBatch) error
	// Counts returns the counts of the days from..to (inclusive), each
	// with its visitors: those folded in plus the distinct hashes kept.
	Counts(ctx context.Context, from, to string) ([]InsightCount, error)
	// Vitals returns the histogram buckets of the days from..to.
	Vitals(ctx context.Context, from, to string) ([]VitalCount, error)
	// Settle folds the visitor hashes of the days before day into their
	// counts and deletes them, so that each hash is folded in once even
	// when instances settle at the same time.
	Settle(ctx context.Context, before string) error
	// Prune deletes the counts and buckets of the days before day.
	Prune(ctx context.Context, before string) error
}

// DailySalts hands out the salt of a day's visitor hashes: random, the same
// on every instance that shares it, kept in memory only and forgotten once
// the day is over.
type DailySalts interface {
	Salt(ctx context.Context, day string) ([]byte, error)
}

// Web Vitals metrics and Google's thresholds (good at or under Good, poor
// over Poor).
var VitalMetrics = map[string]struct {
	Max        float64 // the largest value taken
	Good, Poor float64
}{
	"LCP": {Max: 120000, Good: 2500, Poor: 4000},
	"INP": {Max: 120000, Good: 200, Poor: 500},
	"CLS": {Max: 100, Good: 0.1, Poor: 0.25},
}

// VitalBucket is the histogram bucket of a value: whole milliseconds up to
// a second, then tens up to ten seconds, then hundreds; CLS in thousandths,
// then hundredths from 1.
func VitalBucket(metric string, value float64) int64 {
	v := int64(math.Round(value))
	if metric == "CLS" {
		v = int64(math.Round(value * 1000))
	}
	switch {
	case v < 1000:
		return v
	case v < 10000 || metric == "CLS":
		return v / 10 * 10
	default:
		return v / 100 * 100
	}
}

// VitalValue is the value a bucket stands for.
func VitalValue(metric string, bucket int64) float64 {
	if metric == "CLS" {
		return float64(bucket) / 1000
	}
	return float64(bucket)
}

// P75 is the 75th percentile (nearest rank) of a histogram, as a value, and
// its number of samples.
func P75(metric string, buckets map[int64]int64) (float64, int64) {
	var n int64
	keys := make([]int64, 0, len(buckets))
	for b, c := range buckets {
		n += c
		keys = append(keys, b)
	}
	if n == 0 {
		return 0, 0
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] })
	rank := int64(math.Ceil(0.75 * float64(n)))
	var seen int64
	for _, b := range keys {
		seen += buckets[b]
		if seen >= rank {
			return VitalValue(metric, b), n
		}
	}
	return VitalValue(metric, keys[len(keys)-1]), n
}

// InsightDays lists the days from..to inclusive; from and to must be days.
func InsightDays(from, to time.Time) []string {
	var days []string
	for d := from; !d.After(to); d = d.AddDate(0, 0, 1) {
		days = append(days, d.Format(InsightDay))
	}
	return days
}

// crawlers are user-agent fragments (lower case) of known bots, crawlers and
// link-preview fetchers, with the name the owner sees; the first match wins.
var crawlers = []struct{ fragment, name string }{
	{"googlebot", "Googlebot"}, {"google-inspectiontool", "Googlebot"}, {"adsbot-google", "Googlebot"},
	{"mediapartners-google", "Googlebot"}, {"googleother", "Googlebot"}, {"google-extended", "Googlebot"},
	{"bingbot", "Bingbot"}, {"bingpreview", "Bingbot"}, {"adidxbot", "Bingbot"},
	{"duckduckbot", "DuckDuckBot"}, {"duckassistbot", "DuckDuckBot"},
	{"yandex", "YandexBot"}, {"baiduspider", "Baiduspider"}, {"applebot", "Applebot"},
	{"slurp", "Yahoo! Slurp"}, {"petalbot", "PetalBot"}, {"seznambot", "SeznamBot"},
	{"facebookexternalhit", "Facebook"}, {"facebookcatalog", "Facebook"}, {"meta-externalagent", "Facebook"},
	{"twitterbot", "Twitterbot"}, {"linkedinbot", "LinkedInBot"}, {"slackbot", "Slackbot"},
	{"slack-imgproxy", "Slackbot"}, {"discordbot", "Discordbot"}, {"whatsapp", "WhatsApp"},
	{"telegrambot", "TelegramBot"}, {"skypeuripreview", "Skype"}, {"pinterestbot", "Pinterestbot"},
	{"redditbot", "Redditbot"}, {"embedly", "Embedly"}, {"iframely", "Iframely"},
	{"gptbot", "GPTBot"}, {"chatgpt-user", "ChatGPT"}, {"oai-searchbot", "ChatGPT"},
	{"claudebot", "ClaudeBot"}, {"claude-user", "ClaudeBot"}, {"anthropic-ai", "ClaudeBot"},
	{"perplexitybot", "PerplexityBot"}, {"ccbot", "CCBot"}, {"bytespider", "Bytespider"},
	{"amazonbot", "Amazonbot"}, {"ahrefsbot", "AhrefsBot"}, {"semrushbot", "SemrushBot"},
	{"mj12bot", "MJ12bot"}, {"dotbot", "DotBot"}, {"chrome-lighthouse", "Lighthouse"},
	{"uptimerobot", "UptimeRobot"}, {"pingdom", "Pingdom"},
}

// automation are user-agent fragments (lower case) of headless browsers,
// browser drivers and plain HTTP clients: a script, not a person reading,
// so their views are kept apart as bots too.
var automation = []struct{ fragment, name string }{
	{"headlesschrome", "Headless browsers"}, {"headless", "Headless browsers"}, {"phantomjs", "Headless browsers"},
	{"playwright", "Browser automation"}, {"puppeteer", "Browser automation"}, {"selenium", "Browser automation"},
	{"webdriver", "Browser automation"}, {"electron/", "Browser automation"},
	{"curl/", "HTTP clients"}, {"wget/", "HTTP clients"}, {"python-requests", "HTTP clients"},
	{"python-urllib", "HTTP clients"}, {"python-httpx", "HTTP clients"}, {"aiohttp", "HTTP clients"},
	{"go-http-client", "HTTP clients"}, {"okhttp", "HTTP clients"}, {"axios/", "HTTP clients"},
	{"node-fetch", "HTTP clients"}, {"undici", "HTTP clients"}, {"libwww-perl", "HTTP clients"},
	{"httpie", "HTTP clients"}, {"java/", "HTTP clients"}, {"apache-httpclient", "HTTP clients"},
	{"guzzlehttp", "HTTP clients"}, {"scrapy", "HTTP clients"}, {"powershell", "HTTP clients"},
}

// NoUserAgent is the bot name of a request that sends no User-Agent: no
// browser does.
const NoUserAgent = "No user agent"

// BotName names the crawler or script a user agent declares, or "" for a
// browser a person uses: the known crawlers by name, any other that calls
// itself a bot, crawler or spider "Other bots", headless browsers, browser
// drivers and plain HTTP clients by their kind, and an empty user agent
// NoUserAgent. Only a "" is counted as a person's view and visitor.
func BotName(userAgent string) string {
	if strings.TrimSpace(userAgent) == "" {
		return NoUserAgent
	}
	ua := strings.ToLower(userAgent)
	for _, c := range crawlers {
		if strings.Contains(ua, c.fragment) {
			return c.name
		}
	}
	for _, word := range []string{"bot", "crawler", "spider", "crawl"} {
		if strings.Contains(ua, word) {
			return "Other bots"
		}
	}
	for _, c := range automation {
		if strings.Contains(ua, c.fragment) {
			return c.name
		}
	}
	return ""
}

// Device classes.
const (
	DeviceMobile  = "mobile"
	DeviceTablet  = "tablet"
	DeviceDesktop = "desktop"
)

// DeviceClass is the class of device a user agent names.
func DeviceClass(userAgent string) string {
	ua := strings.ToLower(userAgent)
	switch {
	case strings.Contains(ua, "ipad") || strings.Contains(ua, "tablet") ||
		(strings.Contains(ua, "android") && !strings.Contains(ua, "mobile")):
		return DeviceTablet
	case strings.Contains(ua, "mobi") || strings.Contains(ua, "iphone") || strings.Contains(ua, "android"):
		return DeviceMobile
	default:
		return DeviceDesktop
	}
}
