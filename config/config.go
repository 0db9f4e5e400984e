// Package config loads the service configuration with viper: a default for
// every key in code, an optional YAML file (--config FILE) and environment
// overrides with the prefix PORTFOLIO_ (PORTFOLIO_HTTP_ADDR overrides
// http.addr, PORTFOLIO_DATABASE_URL overrides database.url, and so on).
package config

import (
	"errors"
	"fmt"
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
	Uploads     UploadsConfig  `mapstructure:"uploads"`
	DemoContent bool           `mapstructure:"demo_content"`
	PublicURL   string         `mapstructure:"public_url"`
	Site        SiteConfig     `mapstructure:"site"`
	Log         LogConfig      `mapstructure:"log"`
}

// HTTPConfig configures the HTTP server.
type HTTPConfig struct {
	Addr            string        `mapstructure:"addr"`
	MaxBodyBytes    int64         `mapstructure:"max_body_bytes"`
	SecureCookies   bool          `mapstructure:"secure_cookies"`
	ReadTimeout     time.Duration `mapstructure:"read_timeout"`
	WriteTimeout    time.Duration `mapstructure:"write_timeout"`
	ShutdownTimeout time.Duration `mapstructure:"shutdown_timeout"`
}

// DatabaseConfig selects the database: postgres://… for PostgreSQL, file:PATH
// for the embedded SQLite.
type DatabaseConfig struct {
	URL string `mapstructure:"url"`
}

// RedisConfig selects Redis (redis://host:port/db); empty means the
// in-process cache and database-backed sessions.
type RedisConfig struct {
	URL string `mapstructure:"url"`
}

// CacheConfig tunes the public response cache.
type CacheConfig struct {
	TTL          time.Duration `mapstructure:"ttl"`
	LocalMaxAge  time.Duration `mapstructure:"local_max_age"`
	RedisTimeout time.Duration `mapstructure:"redis_timeout"`
	KeyPrefix    string        `mapstructure:"key_prefix"`
}

// AdminConfig names the administrator created at start when missing.
type AdminConfig struct {
	Username   string        `mapstructure:"username"`
	Password   string        `mapstructure:"password"`
	SessionTTL time.Duration `mapstructure:"session_ttl"`
}

// UploadsConfig says where uploads live and how large they may be.
type UploadsConfig struct {
	Dir      string `mapstructure:"dir"`
	MaxBytes int64  `mapstructure:"max_bytes"`
}

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

// LogConfig chooses the log format: "production" (JSON) or "development"
// (console), and the level.
type LogConfig struct {
	Format string `mapstructure:"format"`
	Level  string `mapstructure:"level"`
}

// defaults lists every key with its default; it is also the list of keys
// that environment variables may override.
var defaults = map[string]any{
	"env":                   "development",
	"http.addr":             "127.0.0.1:8080",
	"http.max_body_bytes":   int64(1 << 20),
	"http.secure_cookies":   false,
	"http.read_timeout":     "15s",
	"http.write_timeout":    "30s",
	"http.shutdown_timeout": "10s",
	"database.url":          "file:data/portfolio.db",
	"redis.url":             "",
	"cache.ttl":             "10m",
	"cache.local_max_age":   "2s",
	"cache.redis_timeout":   "100ms",
	"cache.key_prefix":      "portfolio:",
	"admin.username":        "",
	"admin.password":        "",
	"admin.session_ttl":     "168h",
	"uploads.dir":           "data/uploads",
	"uploads.max_bytes":     int64(10 << 20),
	"demo_content":          true,
	"public_url":            "http://127.0.0.1:8080",
	"site.name":             "Jordan Avery",
	"site.email":            "hello@example.com",
	"site.location":         "Los Angeles, California",
	"site.tagline":          "Producer, Investor & Creative Catalyst",
	"log.format":            "",
	"log.level":             "info",
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
	if err := c.validate(); err != nil {
		return nil, err
	}
	return &c, nil
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
	if c.Uploads.MaxBytes <= 0 || c.HTTP.MaxBodyBytes <= 0 {
		errs = append(errs, errors.New("uploads.max_bytes and http.max_body_bytes must be positive"))
	}
	if c.Admin.SessionTTL <= 0 {
		errs = append(errs, errors.New("admin.session_ttl must be positive"))
	}
	c.PublicURL = strings.TrimRight(c.PublicURL, "/")
	if c.Log.Format == "" {
		c.Log.Format = "development"
		if c.Env == "production" {
			c.Log.Format = "production"
		}
	}
	return errors.Join(errs...)
}
