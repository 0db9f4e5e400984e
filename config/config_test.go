package config

import (
	"net/netip"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDefaults(t *testing.T) {
	c, err := Load("", nil)
	require.NoError(t, err)
	assert.Equal(t, "127.0.0.1:8080", c.HTTP.Addr)
	assert.Equal(t, "file:data/portfolio.db", c.Database.URL)
	assert.Equal(t, "", c.Redis.URL)
	assert.Equal(t, "data/uploads", c.Uploads.Dir)
	assert.Equal(t, int64(10<<20), c.Uploads.MaxBytes)
	assert.Equal(t, BlobConfig{}, c.Blob, "uploads on the local disk")
	assert.True(t, c.DemoContent)
	assert.Equal(t, "development", c.Log.Format)
	assert.Equal(t, 12*time.Hour, c.Admin.SessionLifetime)
	assert.Equal(t, 30*time.Minute, c.Admin.SessionIdleTimeout)
	assert.Equal(t, 5, c.Admin.LoginMaxFailures)
	assert.Equal(t, 15*time.Minute, c.Admin.LoginLockout)
	assert.Equal(t, 5*time.Second, c.HTTP.ReadHeaderTimeout, "slow headers are cut off")
	assert.Equal(t, 64<<10, c.HTTP.MaxHeaderBytes)
	assert.Equal(t, 15*time.Second, c.HTTP.ReadTimeout)
	assert.Equal(t, 10*time.Second, c.HTTP.UploadIdleTimeout, "an upload that sends nothing this long has stalled")
	assert.Equal(t, int64(50<<10), c.HTTP.UploadMinRate, "a 10 MiB upload has 205 s")
	assert.False(t, c.HTTPS(), "plain HTTP in development")
	require.Len(t, c.Site.Socials, 2)
	assert.Equal(t, "#", c.Site.Socials[0].URL)
	assert.NotEmpty(t, c.Site.Name)
	assert.Equal(t, ContactConfig{MinSeconds: 3, MaxPerHour: 5}, c.Contact)
	assert.Equal(t, SMTPConfig{Port: 587, StartTLS: true}, c.SMTP, "notifications off, STARTTLS required once on")
}

func TestContactAndSMTPFromTheEnvironment(t *testing.T) {
	c, err := Load("", []string{
		"PORTFOLIO_CONTACT_SECRET=k3y", "PORTFOLIO_CONTACT_MIN_SECONDS=5", "PORTFOLIO_CONTACT_MAX_PER_HOUR=2",
		"PORTFOLIO_SMTP_HOST=smtp.example.com", "PORTFOLIO_SMTP_PORT=2525",
		"PORTFOLIO_SMTP_USERNAME=site", "PORTFOLIO_SMTP_PASSWORD=pw",
		"PORTFOLIO_SMTP_FROM=site@example.com", "PORTFOLIO_SMTP_TO=owner@example.com",
		"PORTFOLIO_SMTP_STARTTLS=false",
	})
	require.NoError(t, err)
	assert.Equal(t, ContactConfig{Secret: "k3y", MinSeconds: 5, MaxPerHour: 2}, c.Contact)
	assert.Equal(t, SMTPConfig{Host: "smtp.example.com", Port: 2525, Username: "site", Password: "pw",
		From: "site@example.com", To: "owner@example.com", StartTLS: false}, c.SMTP)

	_, err = Load("", []string{"PORTFOLIO_SMTP_HOST=smtp.example.com"})
	assert.ErrorContains(t, err, "smtp.from", "a mail server needs a sender and a recipient")
	_, err = Load("", []string{"PORTFOLIO_CONTACT_MAX_PER_HOUR=0"})
	assert.ErrorContains(t, err, "contact.max_per_hour")
}

func TestEnvironmentOverrides(t *testing.T) {
	c, err := Load("", []string{
		"PORTFOLIO_HTTP_ADDR=0.0.0.0:9999",
		"PORTFOLIO_DATABASE_URL=postgres://u@h/db",
		"PORTFOLIO_REDIS_URL=redis://127.0.0.1:6379/2",
		"PORTFOLIO_ADMIN_USERNAME=owner",
		"PORTFOLIO_ADMIN_PASSWORD=s3cret",
		"PORTFOLIO_UPLOADS_DIR=/tmp/up",
		"PORTFOLIO_DEMO_CONTENT=false",
		"PORTFOLIO_PUBLIC_URL=https://example.org/",
		"PORTFOLIO_SITE_NAME=Sam Doe",
		"PORTFOLIO_UPLOADS_MAX_BYTES=2048",
		"PORTFOLIO_ENV=production",
		"PORTFOLIO_HTTP_TRUSTED_PROXIES=10.0.0.0/8, 192.0.2.1,::1",
		"PORTFOLIO_ADMIN_SESSION_IDLE_TIMEOUT=10m",
		"OTHER_VAR=x",
	})
	require.NoError(t, err)
	assert.Equal(t, "0.0.0.0:9999", c.HTTP.Addr)
	assert.Equal(t, "postgres://u@h/db", c.Database.URL)
	assert.Equal(t, "redis://127.0.0.1:6379/2", c.Redis.URL)
	assert.Equal(t, "owner", c.Admin.Username)
	assert.Equal(t, "s3cret", c.Admin.Password)
	assert.Equal(t, "/tmp/up", c.Uploads.Dir)
	assert.False(t, c.DemoContent)
	assert.Equal(t, "https://example.org", c.PublicURL)
	assert.Equal(t, "Sam Doe", c.Site.Name)
	assert.Equal(t, int64(2048), c.Uploads.MaxBytes)
	assert.Equal(t, "production", c.Log.Format)
	assert.True(t, c.HTTPS(), "production means HTTPS")
	assert.Equal(t, 10*time.Minute, c.Admin.SessionIdleTimeout)
	proxies, err := c.HTTP.TrustedProxyPrefixes()
	require.NoError(t, err)
	assert.Equal(t, []string{"10.0.0.0/8", "192.0.2.1/32", "::1/128"}, prefixStrings(proxies))

	_, err = Load("", []string{"PORTFOLIO_HTTP_TRUSTED_PROXIES=not-an-ip"})
	assert.ErrorContains(t, err, "trusted_proxies")
}

func prefixStrings(ps []netip.Prefix) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.String()
	}
	return out
}

func TestFileThenEnvironment(t *testing.T) {
	path := filepath.Join(t.TempDir(), "c.yaml")
	require.NoError(t, os.WriteFile(path, []byte("http:\n  addr: 127.0.0.1:7000\nsite:\n  name: File Name\n  socials:\n    - {platform: github, label: GitHub, url: 'https://example.org/x'}\n"), 0o600))
	c, err := Load(path, []string{"PORTFOLIO_SITE_NAME=Env Name"})
	require.NoError(t, err)
	assert.Equal(t, "127.0.0.1:7000", c.HTTP.Addr)
	assert.Equal(t, "Env Name", c.Site.Name)
	require.Len(t, c.Site.Socials, 1)
	assert.Equal(t, "github", c.Site.Socials[0].Platform)
}

func TestExampleFilesLoad(t *testing.T) {
	for _, f := range []string{"portfolio.example.yaml", "production.example.yaml"} {
		_, err := Load(f, nil)
		assert.NoError(t, err, f)
	}
}

func TestBlobStoreFromTheEnvironment(t *testing.T) {
	c, err := Load("", []string{
		"PORTFOLIO_BLOB_URL=s3://portfolio?endpoint=minio:9000&secure=false&path_style=true",
		"AWS_ACCESS_KEY_ID=AKIDEXAMPLE", "AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI", "AWS_SESSION_TOKEN=token",
	})
	require.NoError(t, err)
	assert.Equal(t, BlobConfig{URL: "s3://portfolio?endpoint=minio:9000&secure=false&path_style=true",
		AccessKeyID: "AKIDEXAMPLE", SecretAccessKey: "wJalrXUtnFEMI", SessionToken: "token"}, c.Blob)

	c, err = Load("", []string{"PORTFOLIO_BLOB_URL=s3://portfolio", "AWS_ACCESS_KEY=old-name", "AWS_SECRET_KEY=old-secret"})
	require.NoError(t, err)
	assert.Equal(t, "old-name", c.Blob.AccessKeyID, "the older names minio-go's EnvAWS reads too")
	assert.Equal(t, "old-secret", c.Blob.SecretAccessKey)

	path := filepath.Join(t.TempDir(), "c.yaml")
	require.NoError(t, os.WriteFile(path, []byte("blob:\n  url: s3://from-file\n  access_key_id: in-the-file\n"), 0o600))
	c, err = Load(path, []string{"AWS_ACCESS_KEY_ID=env", "AWS_SECRET_ACCESS_KEY=env-secret"})
	require.NoError(t, err)
	assert.Equal(t, "s3://from-file", c.Blob.URL)
	assert.Equal(t, "env", c.Blob.AccessKeyID, "credentials come from the environment only")

	_, err = Load("", []string{"PORTFOLIO_BLOB_URL=s3://portfolio"})
	assert.ErrorContains(t, err, "AWS_ACCESS_KEY_ID")
	_, err = Load("", []string{"PORTFOLIO_BLOB_URL=gs://portfolio", "AWS_ACCESS_KEY_ID=k", "AWS_SECRET_ACCESS_KEY=s"})
	assert.ErrorContains(t, err, "blob.url \"gs://portfolio\"")
}

func TestInvalid(t *testing.T) {
	_, err := Load("", []string{"PORTFOLIO_DATABASE_URL=mysql://x"})
	assert.ErrorContains(t, err, "database.url")
	_, err = Load("", []string{"PORTFOLIO_REDIS_URL=http://x"})
	assert.ErrorContains(t, err, "redis.url")
	_, err = Load(filepath.Join(t.TempDir(), "missing.yaml"), nil)
	assert.Error(t, err)
}

func TestUploadTimeouts(t *testing.T) {
	c, err := Load("", []string{"PORTFOLIO_HTTP_UPLOAD_IDLE_TIMEOUT=3s", "PORTFOLIO_HTTP_UPLOAD_MIN_RATE=1000"})
	require.NoError(t, err)
	assert.Equal(t, 3*time.Second, c.HTTP.UploadIdleTimeout)
	assert.Equal(t, int64(1000), c.HTTP.UploadMinRate)
	for _, kv := range []string{
		"PORTFOLIO_HTTP_UPLOAD_IDLE_TIMEOUT=0s", "PORTFOLIO_HTTP_UPLOAD_MIN_RATE=0", "PORTFOLIO_HTTP_UPLOAD_MIN_RATE=-1",
		"PORTFOLIO_HTTP_READ_TIMEOUT=0s", "PORTFOLIO_HTTP_WRITE_TIMEOUT=0s",
	} {
		_, err := Load("", []string{kv})
		assert.ErrorContains(t, err, "http.upload_min_rate must be positive", kv)
	}
}

func TestKnownEnv(t *testing.T) {
	assert.True(t, KnownEnv("PORTFOLIO_HTTP_ADDR"))
	assert.True(t, KnownEnv("PORTFOLIO_DEMO_CONTENT"))
	assert.False(t, KnownEnv("PORTFOLIO_HTTP_ADRR"), "a typo")
	assert.False(t, KnownEnv("HTTP_ADDR"), "no prefix")
	assert.False(t, KnownEnv("PORTFOLIO_"))
}

func TestPublicURLFollowsTheListenAddressUnlessSet(t *testing.T) {
	c, err := Load("", []string{"PORTFOLIO_HTTP_ADDR=0.0.0.0:9090"})
	require.NoError(t, err)
	assert.Equal(t, "http://localhost:9090", c.PublicURL, "a changed port moves the public address with it")
	assert.True(t, c.PublicURLFromAddr)

	c, err = Load("", nil)
	require.NoError(t, err)
	assert.Equal(t, "http://127.0.0.1:8080", c.PublicURL, "the default listen address")

	c, err = Load("", []string{"PORTFOLIO_HTTP_ADDR=0.0.0.0:9090", "PORTFOLIO_PUBLIC_URL=https://jordan.example/"})
	require.NoError(t, err)
	assert.Equal(t, "https://jordan.example", c.PublicURL, "a set address is kept")
	assert.False(t, c.PublicURLFromAddr)

	for addr, want := range map[string]string{
		":3000":          "http://localhost:3000",
		"[::]:80":        "http://localhost:80",
		"[::1]:8080":     "http://[::1]:8080",
		"10.0.0.5:8443":  "http://10.0.0.5:8443",
		"127.0.0.1:4321": "http://127.0.0.1:4321",
	} {
		assert.Equal(t, want, ListenURL(addr), addr)
	}
}

func TestInsightsConfig(t *testing.T) {
	c, err := Load("", nil)
	require.NoError(t, err)
	assert.Equal(t, InsightsConfig{Enabled: true, FlushInterval: 5 * time.Second, RetentionMonths: 13, BeaconsPerMinute: 60,
		ViewsPerMinute: 30, ViewsPerMinuteTotal: 3000, ReferrersPerDay: 50, PagesPerDay: 1000, VisitorsPerDay: 50000}, c.Insights)
	c, err = Load("", []string{"PORTFOLIO_INSIGHTS_ENABLED=false", "PORTFOLIO_INSIGHTS_FLUSH_INTERVAL=2s", "PORTFOLIO_INSIGHTS_RETENTION_MONTHS=3",
		"PORTFOLIO_INSIGHTS_VIEWS_PER_MINUTE=10", "PORTFOLIO_INSIGHTS_VIEWS_PER_MINUTE_TOTAL=500", "PORTFOLIO_INSIGHTS_REFERRERS_PER_DAY=20",
		"PORTFOLIO_INSIGHTS_PAGES_PER_DAY=200", "PORTFOLIO_INSIGHTS_VISITORS_PER_DAY=1000"})
	require.NoError(t, err)
	assert.Equal(t, InsightsConfig{Enabled: false, FlushInterval: 2 * time.Second, RetentionMonths: 3, BeaconsPerMinute: 60,
		ViewsPerMinute: 10, ViewsPerMinuteTotal: 500, ReferrersPerDay: 20, PagesPerDay: 200, VisitorsPerDay: 1000}, c.Insights)
	_, err = Load("", []string{"PORTFOLIO_INSIGHTS_REFERRERS_PER_DAY=0"})
	assert.ErrorContains(t, err, "referrers_per_day")
	_, err = Load("", []string{"PORTFOLIO_INSIGHTS_FLUSH_INTERVAL=1m"})
	assert.ErrorContains(t, err, "insights.flush_interval")
}

// TestBackupSettings: the defaults (daily, a week of verification, the
// backups folder beside the SQLite database), the environment's
// comma-separated recipients, and the refusals.
func TestBackupSettings(t *testing.T) {
	c, err := Load("", []string{"PORTFOLIO_DATABASE_URL=file:/srv/site/data/p.db?_pragma=x"})
	require.NoError(t, err)
	assert.Equal(t, 24*time.Hour, c.Backup.Every)
	assert.Equal(t, 7*24*time.Hour, c.Backup.VerifyEvery)
	assert.Equal(t, 7, c.Backup.KeepLast)
	assert.Empty(t, c.Backup.Recipients())
	assert.Equal(t, "dir:///srv/site/data/backups", c.TargetURL())

	c, err = Load("", []string{"PORTFOLIO_DATABASE_URL=postgres://db/site", "PORTFOLIO_UPLOADS_DIR=/srv/site/uploads",
		"PORTFOLIO_BACKUP_AGE_RECIPIENTS=age1aaa, age1bbb", "PORTFOLIO_BACKUP_EVERY=0"})
	require.NoError(t, err)
	assert.Equal(t, []string{"age1aaa", "age1bbb"}, c.Backup.Recipients())
	assert.Equal(t, time.Duration(0), c.Backup.Every)
	assert.Equal(t, "dir:///srv/site/backups", c.TargetURL())

	for _, env := range [][]string{
		{"PORTFOLIO_BACKUP_TARGET=backups"},
		{"PORTFOLIO_BACKUP_TARGET=s3://bucket/prefix"}, // no blob.url S3 server
		{"PORTFOLIO_BACKUP_KEEP_LAST=0"},
		{"PORTFOLIO_BACKUP_EVERY=-1s"},
	} {
		_, err := Load("", env)
		assert.ErrorContains(t, err, "backup.", env)
	}
}

func TestTLS(t *testing.T) {
	c, err := Load("", nil)
	require.NoError(t, err)
	assert.False(t, c.TLS.Enabled(), "make run stays plain HTTP")
	assert.Equal(t, TLSConfig{HTTPSAddr: ":443", HTTPAddr: ":80", ExtraHosts: []string{}, ACMECA: LetsEncryptCA, HSTSMaxAge: 2 * 365 * 24 * time.Hour}, c.TLS)

	c, err = Load("", []string{"PORTFOLIO_PUBLIC_URL=https://www.example.com", "PORTFOLIO_TLS_ACME=true",
		"PORTFOLIO_TLS_HTTPS_ADDR=127.0.0.1:8443", "PORTFOLIO_TLS_HTTP_ADDR=127.0.0.1:8081",
		"PORTFOLIO_TLS_EXTRA_HOSTS=example.com, Other.example.com", "PORTFOLIO_TLS_ACME_CA=https://localhost:14000/dir",
		"PORTFOLIO_TLS_ACME_CA_ROOT=/tmp/pebble.pem", "PORTFOLIO_TLS_ACME_EMAIL=owner@example.com", "PORTFOLIO_TLS_HSTS_MAX_AGE=8760h"})
	require.NoError(t, err)
	assert.True(t, c.TLS.Enabled())
	assert.True(t, c.HTTPS())
	assert.Equal(t, []string{"www.example.com", "example.com", "other.example.com"}, c.TLSHosts())
	assert.Equal(t, "127.0.0.1:8443", c.TLS.HTTPSAddr)
	assert.Equal(t, "127.0.0.1:8081", c.TLS.HTTPAddr)
	assert.Equal(t, "https://localhost:14000/dir", c.TLS.ACMECA)
	assert.Equal(t, "/tmp/pebble.pem", c.TLS.ACMECARoot)
	assert.Equal(t, "owner@example.com", c.TLS.ACMEEmail)
	assert.Equal(t, 365*24*time.Hour, c.TLS.HSTSMaxAge)

	c, err = Load("", []string{"PORTFOLIO_PUBLIC_URL=https://www.example.com", "PORTFOLIO_TLS_CERT_FILE=/c.pem", "PORTFOLIO_TLS_KEY_FILE=/k.pem"})
	require.NoError(t, err)
	assert.True(t, c.TLS.Enabled())

	acme := func(more ...string) []string {
		return append([]string{"PORTFOLIO_PUBLIC_URL=https://www.example.com", "PORTFOLIO_TLS_ACME=true"}, more...)
	}
	for _, tc := range []struct {
		env  []string
		want string
	}{
		{[]string{"PORTFOLIO_TLS_ACME=true"}, "set public_url to the site's https:// address"},
		{[]string{"PORTFOLIO_PUBLIC_URL=https://www.example.com", "PORTFOLIO_TLS_CERT_FILE=/c.pem"}, "tls.cert_file and tls.key_file go together"},
		{acme("PORTFOLIO_TLS_HTTPS_ADDR=443"), "tls.https_addr \"443\": want HOST:PORT"},
		{acme("PORTFOLIO_TLS_ACME_CA=http://ca.example/dir"), "tls.acme_ca"},
		{[]string{"PORTFOLIO_TLS_HSTS_MAX_AGE=720h"}, "tls.hsts_max_age must be at least a year"},
		{acme("PORTFOLIO_TLS_EXTRA_HOSTS=https://example.com/"), "tls.extra_hosts"},
	} {
		_, err := Load("", tc.env)
		assert.ErrorContains(t, err, tc.want, tc.env)
	}
	_, err = Load("", []string{"PORTFOLIO_PUBLIC_URL=https://www.example.com", "PORTFOLIO_TLS_ACME=true", "PORTFOLIO_TLS_CERT_FILE=/c.pem", "PORTFOLIO_TLS_KEY_FILE=/k.pem"})
	assert.ErrorContains(t, err, "choose ACME or a certificate of your own")
}
