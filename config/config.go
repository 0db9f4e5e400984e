// Package config loads the service configuration with viper: a default for
// every key in code, an optional YAML file (--config FILE) and environment
// overrides with the prefix PORTFOLIO_ (PORTFOLIO_HTTP_ADDR overrides
// http.addr, PORTFOLIO_DATABASE_URL overrides database.url, and so on).
package config

import (
	"errors"
	"fmt"
	"net"
	"net/netip"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/viper"
)

// Config is the whole configuration, split into the sub-structs each
// component receives.
type Config struct {
	Env         string         `mapstructure:"env"`
	HTTP        HTTPConfig     `mapstructure:"http"`
	Database    DatabaseConfig `mapstructure:"database"`
	Redis       RedisConfig    `mapstructure:"redis"`
	Cache       CacheConfig    `mapstructure:"cache"`
	Admin       AdminConfig    `mapstructure:"admin"`
	Auth        AuthConfig     `mapstructure:"auth"`
	Uploads     UploadsConfig  `mapstructure:"uploads"`
	Blob        BlobConfig     `mapstructure:"blob"`
	DemoContent bool           `mapstructure:"demo_content"`
	// PublicURL is the site's address as visitors reach it (canonical links,
	// the sitemap, preview links, e-mails). Unset, it follows the listen
	// address (PublicURLFromAddr): http://HOST:PORT, localhost for a wildcard
	// host, and the port actually bound when http.addr asks for port 0.
	PublicURL string          `mapstructure:"public_url"`
	Site      SiteConfig      `mapstructure:"site"`
	Contact   ContactConfig   `mapstructure:"contact"`
	Trash     TrashConfig     `mapstructure:"trash"`
	Activity  ActivityConfig  `mapstructure:"activity"`
	Revisions RevisionsConfig `mapstructure:"revisions"`
	Insights  InsightsConfig  `mapstructure:"insights"`
	Backup    BackupConfig    `mapstructure:"backup"`
	// PublicURLFromAddr says public_url was not set and follows the listen
	// address (serve sets it again from the bound port).
	PublicURLFromAddr bool       `mapstructure:"-"`
	SMTP              SMTPConfig `mapstructure:"smtp"`
	Log               LogConfig  `mapstructure:"log"`
	TLS               TLSConfig  `mapstructure:"tls"`
}

// HTTPConfig configures the HTTP server.
type HTTPConfig struct {
	Addr              string        `mapstructure:"addr"`
	MaxBodyBytes      int64         `mapstructure:"max_body_bytes"`
	MaxHeaderBytes    int           `mapstructure:"max_header_bytes"`
	SecureCookies     bool          `mapstructure:"secure_cookies"`
	ReadHeaderTimeout time.Duration `mapstructure:"read_header_timeout"`
	ReadTimeout       time.Duration `mapstructure:"read_timeout"`
	WriteTimeout      time.Duration `mapstructure:"write_timeout"`
	ShutdownTimeout   time.Duration `mapstructure:"shutdown_timeout"`
	// UploadIdleTimeout and UploadMinRate (bytes a second) bound an
	// upload's body in place of ReadTimeout, which would refuse a large
	// photo from a slow uplink: it is refused as stalled after this long
	// without a byte, and as too slow when its size at this rate (never
	// less than ReadTimeout) has passed.
	UploadIdleTimeout time.Duration `mapstructure:"upload_idle_timeout"`
	UploadMinRate     int64         `mapstructure:"upload_min_rate"`
	// MaxRestoreBytes bounds a backup archive restored from the admin's
	// Account tab (larger ones: portfolio import).
	MaxRestoreBytes int64 `mapstructure:"max_restore_bytes"`
	// TrustedProxies lists the proxies (IP addresses or CIDR prefixes,
	// comma-separated in the environment) whose X-Forwarded-For is believed.
	TrustedProxies []string `mapstructure:"trusted_proxies"`
	// WarmUp makes, in the background as the server starts, what the
	// first visitors would otherwise wait for: the build's small text
	// files compressed and the public pages rendered and compressed at
	// brotli 11 (a few seconds of one core). Tests turn it off.
	WarmUp bool `mapstructure:"warm_up"`
}

// DatabaseConfig selects the database: postgres://… for PostgreSQL, file:PATH
// for the embedded SQLite.
type DatabaseConfig struct {
	URL string `mapstructure:"url"`
}

// RedisConfig selects Redis (redis://host:port/db); empty means the
// in-process cache, kept coherent between instances over LISTEN/NOTIFY when
// the database is PostgreSQL. Sessions live in the database either way.
type RedisConfig struct {
	URL string `mapstructure:"url"`
}

// CacheConfig tunes the public response cache.
type CacheConfig struct {
	TTL          time.Duration `mapstructure:"ttl"`
	LocalMaxAge  time.Duration `mapstructure:"local_max_age"`
	RedisTimeout time.Duration `mapstructure:"redis_timeout"`
	KeyPrefix    string        `mapstructure:"key_prefix"`
	// MaxEntries caps the entries kept in memory per cache region (LRU).
	MaxEntries int `mapstructure:"max_entries"`
}

// AdminConfig names the administrator created at start when missing and
// bounds sessions and sign-in attempts.
type AdminConfig struct {
	Username string `mapstructure:"username"`
	Password string `mapstructure:"password"`
	// SessionIdleTimeout ends a session nobody used for this long.
	SessionIdleTimeout time.Duration `mapstructure:"session_idle_timeout"`
	// SessionLifetime ends a session this long after sign-in, used or not.
	SessionLifetime time.Duration `mapstructure:"session_lifetime"`
	// LoginMaxFailures failed sign-ins for one username, or from one
	// address, within LoginWindow lock further attempts for LoginLockout.
	LoginMaxFailures int           `mapstructure:"login_max_failures"`
	LoginWindow      time.Duration `mapstructure:"login_window"`
	LoginLockout     time.Duration `mapstructure:"login_lockout"`
}

// AuthConfig configures two-factor sign-in.
type AuthConfig struct {
	// TOTPKey encrypts the TOTP secrets: the base64 of 32 random bytes
	// (openssl rand -base64 32). Empty means a key generated once and kept
	// in the database, which protects nothing against a stolen database:
	// set it in production and keep it apart from the database backups.
	TOTPKey string `mapstructure:"totp_key"`
	// PasskeyRPID is the relying-party ID passkeys are made for; empty is
	// public_url's host (see PasskeyParty). A passkey made for one ID
	// never works for another: choose it once.
	PasskeyRPID string `mapstructure:"passkey_rp_id"`
	// PasskeyOrigins are more origins (comma-separated, like
	// https://www.example.com) where passkeys may sign in, besides
	// public_url's; each must be on the relying-party ID.
	PasskeyOrigins string `mapstructure:"passkey_origins"`
}

// UploadsConfig says where uploads live and how large they may be.
type UploadsConfig struct {
	Dir      string `mapstructure:"dir"`
	MaxBytes int64  `mapstructure:"max_bytes"`
}

// BlobConfig selects where uploads are kept: an empty URL means the local
// disk at uploads.dir (one instance, or several sharing that directory);
// s3://BUCKET?endpoint=HOST:PORT&region=…&secure=…&prefix=…&path_style=…
// an S3-compatible bucket every instance shares.
type BlobConfig struct {
	URL string `mapstructure:"url"`
	// The bucket's credentials come from the standard variables of the
	// environment only (never the file, which tends to be committed):
	// AWS_ACCESS_KEY_ID (or AWS_ACCESS_KEY), AWS_SECRET_ACCESS_KEY (or
	// AWS_SECRET_KEY) and AWS_SESSION_TOKEN, as minio-go's EnvAWS reads
	// them, but from Load's environ rather than the process.
	AccessKeyID     string `mapstructure:"-"`
	SecretAccessKey string `mapstructure:"-"`
	SessionToken    string `mapstructure:"-"`
}

// S3 says the uploads are kept in a bucket.
func (c BlobConfig) S3() bool { return strings.HasPrefix(c.URL, "s3://") }

// SocialConfig is one of the owner's public profiles.
type SocialConfig struct {
	Platform string `mapstructure:"platform"`
	Label    string `mapstructure:"label"`
	URL      string `mapstructure:"url"`
}

// SiteConfig is the owner's public profile. The defaults are neutral
// placeholders, never a real person's details.
type SiteConfig struct {
	Name     string         `mapstructure:"name"`
	Email    string         `mapstructure:"email"`
	Location string         `mapstructure:"location"`
	Tagline  string         `mapstructure:"tagline"`
	Socials  []SocialConfig `mapstructure:"socials"`
}

// ContactConfig tunes the contact form's spam protections.
type ContactConfig struct {
	// Secret signs the form tokens; empty means a random key generated
	// once and kept in the database (shared by every instance).
	Secret string `mapstructure:"secret"`
	// MinSeconds is how long after the form was shown it may be sent.
	MinSeconds int `mapstructure:"min_seconds"`
	// MaxPerHour is how many messages one client address may leave in an
	// hour.
	MaxPerHour int `mapstructure:"max_per_hour"`
}

// SMTPConfig is the mail server that tells the owner about new messages;
// an empty Host turns notifications off.
type SMTPConfig struct {
	Host     string `mapstructure:"host"`
	Port     int    `mapstructure:"port"`
	Username string `mapstructure:"username"`
	Password string `mapstructure:"password"`
	// From is the sender address of the notifications.
	From string `mapstructure:"from"`
	// To is the owner's address (or several, comma-separated).
	To string `mapstructure:"to"`
	// StartTLS requires STARTTLS before anything is sent; turn it off only
	// for a plain relay on loopback.
	StartTLS bool `mapstructure:"starttls"`
}

// TrashConfig says how long deleted items stay restorable.
type TrashConfig struct {
	Retention time.Duration `mapstructure:"retention"`
}

// ActivityConfig says how long the activity log keeps its entries.
type ActivityConfig struct {
	Retention time.Duration `mapstructure:"retention"`
}

// RevisionsConfig says how long the history of every item lasts: its
// newest Keep revisions, and every revision younger than MaxAge.
type RevisionsConfig struct {
	Keep   int           `mapstructure:"keep"`
	MaxAge time.Duration `mapstructure:"max_age"`
}

// InsightsConfig tunes the built-in analytics: whether page views are
// counted, how often each instance writes its counts (at most 5 s: the
// most a figure lags and a crash loses), how many months of daily counts
// are kept, how many beacons (Web Vitals, outbound clicks) one address
// may send a minute, and what a stranger may add (issue 37): the page views
// counted a minute from one address and from all, the new referrers and
// paths a day takes (the rest count as "Other"), the visitors kept a day.
type InsightsConfig struct {
	Enabled             bool          `mapstructure:"enabled"`
	FlushInterval       time.Duration `mapstructure:"flush_interval"`
	RetentionMonths     int           `mapstructure:"retention_months"`
	BeaconsPerMinute    int           `mapstructure:"beacons_per_minute"`
	ViewsPerMinute      int           `mapstructure:"views_per_minute"`
	ViewsPerMinuteTotal int           `mapstructure:"views_per_minute_total"`
	ReferrersPerDay     int           `mapstructure:"referrers_per_day"`
	PagesPerDay         int           `mapstructure:"pages_per_day"`
	VisitorsPerDay      int           `mapstructure:"visitors_per_day"`
}

// BackupConfig configures the scheduled backups (issue 41): how often,
// where to (dir:///path or s3://BUCKET/PREFIX on blob.url's S3 server;
// empty: a backups folder beside the SQLite database, or beside
// uploads.dir), which are kept (the newest KeepLast plus a
// grandfather-father-son rotation), for whom they are encrypted (age
// public keys; empty: in clear), the identity file that decrypts them for
// verification, and how often the newest is verified.
type BackupConfig struct {
	Every         time.Duration `mapstructure:"every"`
	Target        string        `mapstructure:"target"`
	KeepLast      int           `mapstructure:"keep_last"`
	KeepDaily     int           `mapstructure:"keep_daily"`
	KeepWeekly    int           `mapstructure:"keep_weekly"`
	KeepMonthly   int           `mapstructure:"keep_monthly"`
	AgeRecipients []string      `mapstructure:"age_recipients"`
	AgeIdentity   string        `mapstructure:"age_identity"`
	VerifyEvery   time.Duration `mapstructure:"verify_every"`
}

// Recipients are the age public keys, given as a list or as one
// comma-separated string (PORTFOLIO_BACKUP_AGE_RECIPIENTS).
func (b BackupConfig) Recipients() []string {
	var out []string
	for _, item := range b.AgeRecipients {
		for _, r := range strings.Split(item, ",") {
			if r = strings.TrimSpace(r); r != "" {
				out = append(out, r)
			}
		}
	}
	return out
}

// TargetURL is backup.target, or the default: dir:// of a backups folder
// beside the SQLite database file, or beside the uploads folder on
// PostgreSQL.
func (c *Config) TargetURL() string {
	if c.Backup.Target != "" {
		return c.Backup.Target
	}
	if path, ok := strings.CutPrefix(c.Database.URL, "file:"); ok {
		path, _, _ = strings.Cut(path, "?")
		return "dir://" + filepath.Join(filepath.Dir(path), "backups")
	}
	return "dir://" + filepath.Join(filepath.Dir(filepath.Clean(c.Uploads.Dir)), "backups")
}

// LogConfig chooses the log format: "production" (JSON) or "development"
// (console), and the level.
type LogConfig struct {
	Format string `mapstructure:"format"`
	Level  string `mapstructure:"level"`
}

// defaults lists every key with its default; it is also the list of keys
// that environment variables may override.
var defaults = map[string]any{
	"env":                             "development",
	"http.addr":                       "127.0.0.1:8080",
	"http.max_body_bytes":             int64(1 << 20),
	"http.secure_cookies":             false,
	"http.max_header_bytes":           64 << 10,
	"http.read_header_timeout":        "5s",
	"http.trusted_proxies":            []string{},
	"http.read_timeout":               "15s",
	"http.write_timeout":              "30s",
	"http.shutdown_timeout":           "10s",
	"http.upload_idle_timeout":        "10s",
	"http.upload_min_rate":            int64(50 << 10),
	"http.max_restore_bytes":          int64(1 << 30),
	"http.warm_up":                    true,
	"database.url":                    "file:data/portfolio.db",
	"redis.url":                       "",
	"cache.ttl":                       "10m",
	"cache.local_max_age":             "2s",
	"cache.redis_timeout":             "100ms",
	"cache.key_prefix":                "portfolio:",
	"cache.max_entries":               1000,
	"admin.username":                  "",
	"admin.password":                  "",
	"admin.session_idle_timeout":      "30m",
	"admin.session_lifetime":          "12h",
	"admin.login_max_failures":        5,
	"admin.login_window":              "15m",
	"admin.login_lockout":             "15m",
	"auth.totp_key":                   "",
	"auth.passkey_rp_id":              "",
	"auth.passkey_origins":            "",
	"uploads.dir":                     "data/uploads",
	"uploads.max_bytes":               int64(10 << 20),
	"blob.url":                        "",
	"demo_content":                    true,
	"public_url":                      "",
	"site.name":                       "Jordan Avery",
	"site.email":                      "hello@example.com",
	"site.location":                   "Los Angeles, California",
	"site.tagline":                    "Producer, Investor & Creative Catalyst",
	"contact.secret":                  "",
	"trash.retention":                 "720h",
	"activity.retention":              "4320h",
	"revisions.keep":                  50,
	"revisions.max_age":               "8760h",
	"insights.enabled":                true,
	"insights.flush_interval":         "5s",
	"insights.retention_months":       13,
	"insights.beacons_per_minute":     60,
	"insights.views_per_minute":       30,
	"insights.views_per_minute_total": 3000,
	"insights.referrers_per_day":      50,
	"insights.pages_per_day":          1000,
	"insights.visitors_per_day":       50000,
	"contact.min_seconds":             3,
	"contact.max_per_hour":            5,
	"smtp.host":                       "",
	"smtp.port":                       587,
	"smtp.username":                   "",
	"smtp.password":                   "",
	"smtp.from":                       "",
	"smtp.to":                         "",
	"smtp.starttls":                   true,
	"backup.every":                    "24h",
	"backup.target":                   "",
	"backup.keep_last":                7,
	"backup.keep_daily":               7,
	"backup.keep_weekly":              4,
	"backup.keep_monthly":             12,
	"backup.age_recipients":           []string{},
	"backup.age_identity":             "",
	"backup.verify_every":             "168h",
	"log.format":                      "",
	"log.level":                       "info",
	"tls.acme":                        false,
	"tls.https_addr":                  ":443",
	"tls.http_addr":                   ":80",
	"tls.extra_hosts":                 []string{},
	"tls.acme_ca":                     LetsEncryptCA,
	"tls.acme_ca_root":                "",
	"tls.acme_email":                  "",
	"tls.cert_file":                   "",
	"tls.key_file":                    "",
	"tls.hsts_max_age":                "17520h",
}

// DefaultSocials are the placeholder social profiles: links to '#', as the
// product's footer shows them until the owner sets real ones.
var defaultSocials = []map[string]any{
	{"platform": "linkedin", "label": "LinkedIn", "url": "#"},
	{"platform": "twitter", "label": "X", "url": "#"},
}

// Load reads the configuration: defaults, then the YAML file at path (when
// path is not empty), then PORTFOLIO_* variables from environ.
func Load(path string, environ []string) (*Config, error) {
	v := viper.New()
	for k, d := range defaults {
		v.SetDefault(k, d)
	}
	v.SetDefault("site.socials", defaultSocials)
	if path != "" {
		v.SetConfigFile(path)
		if err := v.ReadInConfig(); err != nil {
			return nil, fmt.Errorf("read config %s: %w", path, err)
		}
	}
	// Environment variables come from environ, not the process, so tests
	// and run(ctx, args, env) stay free of global state.
	for _, kv := range environ {
		name, value, ok := strings.Cut(kv, "=")
		if !ok || !strings.HasPrefix(name, "PORTFOLIO_") {
			continue
		}
		key := envKey(strings.TrimPrefix(name, "PORTFOLIO_"))
		if key != "" {
			v.Set(key, value)
		}
	}
	var c Config
	if err := v.Unmarshal(&c); err != nil {
		return nil, fmt.Errorf("decode config: %w", err)
	}
	c.Blob.AccessKeyID = lookup(environ, "AWS_ACCESS_KEY_ID", "AWS_ACCESS_KEY")
	c.Blob.SecretAccessKey = lookup(environ, "AWS_SECRET_ACCESS_KEY", "AWS_SECRET_KEY")
	c.Blob.SessionToken = lookup(environ, "AWS_SESSION_TOKEN")
	if err := c.validate(); err != nil {
		return nil, err
	}
	return &c, nil
}

// lookup returns the value of the first of names set in environ.
func lookup(environ []string, names ...string) string {
	for _, name := range names {
		for _, kv := range environ {
			if k, v, ok := strings.Cut(kv, "="); ok && k == name && v != "" {
				return v
			}
		}
	}
	return ""
}

// envKey maps an environment name (after the prefix) to its config key:
// HTTP_ADDR → http.addr, DEMO_CONTENT → demo_content, UPLOADS_DIR →
// uploads.dir. Unknown names are ignored.
func envKey(name string) string {
	lower := strings.ToLower(name)
	for k := range defaults {
		if strings.ReplaceAll(k, ".", "_") == lower {
			return k
		}
	}
	return ""
}

// KnownEnv says whether name (PORTFOLIO_HTTP_ADDR, …) sets a configuration
// key; Load ignores any other, so a deployment file can check it names no
// variable that would be silently dropped.
func KnownEnv(name string) bool {
	rest, ok := strings.CutPrefix(name, "PORTFOLIO_")
	return ok && envKey(rest) != ""
}

// HTTPS says the site is served over HTTPS: its public URL is https, it runs
// in production, secure cookies were asked for (a TLS-terminating proxy), or
// the binary serves HTTPS itself (tls.*).
func (c *Config) HTTPS() bool {
	return strings.HasPrefix(strings.ToLower(c.PublicURL), "https://") || c.Env == "production" || c.HTTP.SecureCookies || c.TLS.Enabled()
}

// TrustedProxyPrefixes parses http.trusted_proxies: IP addresses or CIDR
// prefixes, given as a list or one comma-separated string.
func (c HTTPConfig) TrustedProxyPrefixes() ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, item := range c.TrustedProxies {
		for _, s := range strings.Split(item, ",") {
			s = strings.TrimSpace(s)
			if s == "" {
				continue
			}
			if strings.Contains(s, "/") {
				p, err := netip.ParsePrefix(s)
				if err != nil {
					return nil, fmt.Errorf("http.trusted_proxies: %q is not an address or CIDR prefix", s)
				}
				out = append(out, p.Masked())
				continue
			}
			a, err := netip.ParseAddr(s)
			if err != nil {
				return nil, fmt.Errorf("http.trusted_proxies: %q is not an address or CIDR prefix", s)
			}
			a = a.Unmap()
			out = append(out, netip.PrefixFrom(a, a.BitLen()))
		}
	}
	return out, nil
}

func (c *Config) validate() error {
	var errs []error
	if c.HTTP.Addr == "" {
		errs = append(errs, errors.New("http.addr is required"))
	}
	if !strings.HasPrefix(c.Database.URL, "postgres://") && !strings.HasPrefix(c.Database.URL, "postgresql://") && !strings.HasPrefix(c.Database.URL, "file:") {
		errs = append(errs, fmt.Errorf("database.url %q: want postgres://… or file:PATH", c.Database.URL))
	}
	if c.Redis.URL != "" && !strings.HasPrefix(c.Redis.URL, "redis://") && !strings.HasPrefix(c.Redis.URL, "rediss://") {
		errs = append(errs, fmt.Errorf("redis.url %q: want redis://host:port/db or empty", c.Redis.URL))
	}
	if c.Blob.URL != "" && !c.Blob.S3() {
		errs = append(errs, fmt.Errorf("blob.url %q: want s3://BUCKET?endpoint=HOST:PORT&region=… or empty for the local disk at uploads.dir", c.Blob.URL))
	}
	if c.Blob.S3() && (c.Blob.AccessKeyID == "" || c.Blob.SecretAccessKey == "") {
		errs = append(errs, errors.New("blob.url is an s3:// bucket: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY in the environment"))
	}
	if c.Uploads.MaxBytes <= 0 || c.HTTP.MaxBodyBytes <= 0 {
		errs = append(errs, errors.New("uploads.max_bytes and http.max_body_bytes must be positive"))
	}
	if c.Admin.SessionIdleTimeout <= 0 || c.Admin.SessionLifetime <= 0 {
		errs = append(errs, errors.New("admin.session_idle_timeout and admin.session_lifetime must be positive"))
	}
	if c.Admin.LoginMaxFailures <= 0 || c.Admin.LoginWindow <= 0 || c.Admin.LoginLockout <= 0 {
		errs = append(errs, errors.New("admin.login_max_failures, admin.login_window and admin.login_lockout must be positive"))
	}
	if c.HTTP.ReadHeaderTimeout <= 0 || c.HTTP.MaxHeaderBytes <= 0 {
		errs = append(errs, errors.New("http.read_header_timeout and http.max_header_bytes must be positive"))
	}
	if c.HTTP.ReadTimeout <= 0 || c.HTTP.WriteTimeout <= 0 || c.HTTP.UploadIdleTimeout <= 0 || c.HTTP.UploadMinRate <= 0 {
		errs = append(errs, errors.New("http.read_timeout, http.write_timeout, http.upload_idle_timeout and http.upload_min_rate must be positive"))
	}
	if _, err := c.HTTP.TrustedProxyPrefixes(); err != nil {
		errs = append(errs, err)
	}
	if c.Contact.MinSeconds <= 0 || c.Contact.MaxPerHour <= 0 {
		errs = append(errs, errors.New("contact.min_seconds and contact.max_per_hour must be positive"))
	}
	if c.Revisions.Keep <= 0 || c.Revisions.MaxAge <= 0 {
		errs = append(errs, errors.New("revisions.keep and revisions.max_age must be positive"))
	}
	if c.Insights.FlushInterval <= 0 || c.Insights.FlushInterval > 5*time.Second || c.Insights.RetentionMonths <= 0 || c.Insights.BeaconsPerMinute <= 0 ||
		c.Insights.ViewsPerMinute <= 0 || c.Insights.ViewsPerMinuteTotal <= 0 || c.Insights.ReferrersPerDay <= 0 || c.Insights.PagesPerDay <= 0 || c.Insights.VisitorsPerDay <= 0 {
		errs = append(errs, errors.New("insights.flush_interval must be positive and at most 5s; insights.retention_months, beacons_per_minute, views_per_minute, views_per_minute_total, referrers_per_day, pages_per_day and visitors_per_day must be positive"))
	}
	if c.Backup.Every < 0 || c.Backup.VerifyEvery < 0 || c.Backup.KeepLast < 1 || c.Backup.KeepDaily < 0 || c.Backup.KeepWeekly < 0 || c.Backup.KeepMonthly < 0 {
		errs = append(errs, errors.New("backup.every and backup.verify_every must not be negative (0 turns them off), backup.keep_last must be at least 1, keep_daily, keep_weekly and keep_monthly not negative"))
	}
	if t := c.Backup.Target; t != "" && !strings.HasPrefix(t, "dir:///") && !strings.HasPrefix(t, "s3://") {
		errs = append(errs, fmt.Errorf("backup.target %q: want dir:///ABSOLUTE/PATH or s3://BUCKET/PREFIX", t))
	}
	if strings.HasPrefix(c.Backup.Target, "s3://") && !c.Blob.S3() {
		errs = append(errs, errors.New("backup.target is an s3:// bucket: blob.url must name the S3 server (its endpoint and credentials are used)"))
	}
	if c.SMTP.Host != "" && (c.SMTP.From == "" || c.SMTP.To == "" || c.SMTP.Port <= 0 || c.SMTP.Port > 65535) {
		errs = append(errs, errors.New("smtp.host is set: smtp.from, smtp.to and a valid smtp.port are required"))
	}
	c.PublicURL = strings.TrimRight(c.PublicURL, "/")
	if c.PublicURL == "" {
		c.PublicURL = ListenURL(c.HTTP.Addr)
		c.PublicURLFromAddr = true
	}
	errs = append(errs, c.validateTLS()...)
	if c.Log.Format == "" {
		c.Log.Format = "development"
		if c.Env == "production" {
			c.Log.Format = "production"
		}
	}
	return errors.Join(errs...)
}

// ListenURL is the address a browser on this machine uses for a server
// listening on addr (host:port): a wildcard or empty host becomes
// localhost; an IPv6 host keeps its brackets.
func ListenURL(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "http://" + addr
	}
	switch host {
	case "", "0.0.0.0", "::":
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, port)
}
