package deploy

import (
	"fmt"
	"net/netip"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"

	"github.com/portfolio-site/portfolio/adapters/s3blob"
	"github.com/portfolio-site/portfolio/config"
)

// compose is the part of docker-compose.yml the checks read.
type compose struct {
	Services map[string]service `yaml:"services"`
	Networks map[string]struct {
		IPAM struct {
			Config []struct {
				Subnet  string `yaml:"subnet"`
				IPRange string `yaml:"ip_range"`
			} `yaml:"config"`
		} `yaml:"ipam"`
	} `yaml:"networks"`
	Volumes map[string]any `yaml:"volumes"`
}

type service struct {
	Image       string            `yaml:"image"`
	Build       any               `yaml:"build"`
	Command     []string          `yaml:"command"`
	Environment map[string]string `yaml:"environment"`
	Ports       []string          `yaml:"ports"`
	Volumes     []string          `yaml:"volumes"`
	Deploy      struct {
		Replicas int `yaml:"replicas"`
	} `yaml:"deploy"`
	DependsOn map[string]struct {
		Condition string `yaml:"condition"`
	} `yaml:"depends_on"`
	Healthcheck *struct {
		Test     []string `yaml:"test"`
		Interval string   `yaml:"interval"`
		Timeout  string   `yaml:"timeout"`
		Retries  int      `yaml:"retries"`
	} `yaml:"healthcheck"`
	Networks any      `yaml:"networks"`
	Profiles []string `yaml:"profiles"`
}

// root is the repository's top directory.
func root(t *testing.T) string {
	dir, err := filepath.Abs("../..")
	require.NoError(t, err)
	return dir
}

// loadCompose reads docker-compose.yml with the values of .env.example,
// as `docker compose` reads it with a .env copied from the example, and
// returns it with the names of the variables it requires.
func loadCompose(t *testing.T) (compose, map[string]string, map[string]bool) {
	t.Helper()
	vars, err := readDotEnv(filepath.Join(root(t), ".env.example"))
	require.NoError(t, err)
	raw, err := os.ReadFile(filepath.Join(root(t), "docker-compose.yml"))
	require.NoError(t, err)
	var tree any
	require.NoError(t, yaml.Unmarshal(raw, &tree))
	required := map[string]bool{}
	tree, err = interpolateTree(tree, vars, required)
	require.NoError(t, err, "docker-compose.yml with the values of .env.example")
	out, err := yaml.Marshal(tree)
	require.NoError(t, err)
	var c compose
	require.NoError(t, yaml.Unmarshal(out, &c))
	return c, vars, required
}

// interpolateTree interpolates every string of a decoded YAML tree.
func interpolateTree(v any, vars map[string]string, required map[string]bool) (any, error) {
	switch v := v.(type) {
	case string:
		return interpolate(v, vars, required)
	case []any:
		for i := range v {
			x, err := interpolateTree(v[i], vars, required)
			if err != nil {
				return nil, err
			}
			v[i] = x
		}
	case map[string]any:
		for k := range v {
			x, err := interpolateTree(v[k], vars, required)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", k, err)
			}
			v[k] = x
		}
	}
	return v, nil
}

func TestComposeRunsEveryServiceWithAHealthCheck(t *testing.T) {
	c, _, _ := loadCompose(t)
	var names []string
	for name := range c.Services {
		names = append(names, name)
	}
	sort.Strings(names)
	assert.Equal(t, []string{"minio", "portfolio", "postgres", "proxy", "redis", "site"}, names)
	for name, s := range c.Services {
		if assert.NotNil(t, s.Healthcheck, "%s has a health check", name) {
			assert.NotEmpty(t, s.Healthcheck.Test, name)
			assert.Contains(t, []string{"CMD", "CMD-SHELL"}, s.Healthcheck.Test[0], name)
			assert.NotEmpty(t, s.Healthcheck.Interval, name)
		}
	}

	app := c.Services["portfolio"]
	assert.GreaterOrEqual(t, app.Deploy.Replicas, 2, "two instances at least")
	assert.NotNil(t, app.Build, "the instances run the image this repository builds")
	assert.Empty(t, app.Ports, "the instances are reached through the proxy only")
	assert.Empty(t, app.Volumes, "an instance keeps nothing on its own disk: uploads are in the bucket")
	for _, dep := range []string{"postgres", "redis", "minio"} {
		assert.Equal(t, "service_healthy", app.DependsOn[dep].Condition, "portfolio waits for a healthy %s", dep)
	}
	proxy := c.Services["proxy"]
	assert.Equal(t, "service_healthy", proxy.DependsOn["portfolio"].Condition)
	assert.Subset(t, proxy.Ports, []string{"80:80", "443:443"})
	assert.Contains(t, c.Services["minio"].Volumes, "uploads:/data", "the uploads volume is the bucket's")
	assert.Contains(t, c.Services["postgres"].Volumes, "pgdata:/var/lib/postgresql/data")
}

// TestComposeHealthCheckRunsTheImagesBinary: the image has no shell, so
// the instances' health check must name the binary and the configuration
// file where the Dockerfile puts them, and the binary's own probe command.
func TestComposeHealthCheckRunsTheImagesBinary(t *testing.T) {
	c, _, _ := loadCompose(t)
	dockerfile, err := os.ReadFile(filepath.Join(root(t), "Dockerfile"))
	require.NoError(t, err)
	test := c.Services["portfolio"].Healthcheck.Test
	require.Equal(t, "CMD", test[0], "exec form: there is no shell in the image")
	require.Len(t, test, 5)
	assert.Regexp(t, `(?m)^COPY --from=build \S+ `+regexp.QuoteMeta(test[1])+`$`, string(dockerfile))
	assert.Equal(t, "--config", test[2])
	assert.Regexp(t, `(?m)^COPY \S+ `+regexp.QuoteMeta(test[3])+`$`, string(dockerfile))
	assert.Equal(t, "healthcheck", test[4])
}

// TestComposeGivesEachInstanceAWorkingConfiguration loads the
// configuration an instance gets (the image's file plus the compose
// environment, filled from .env.example) with the product's own loader.
func TestComposeGivesEachInstanceAWorkingConfiguration(t *testing.T) {
	c, vars, _ := loadCompose(t)
	app := c.Services["portfolio"]
	var env []string
	for k, v := range app.Environment {
		if strings.HasPrefix(k, "PORTFOLIO_") {
			assert.True(t, config.KnownEnv(k), "%s sets no configuration key (a typo is silently ignored)", k)
		}
		env = append(env, k+"="+v)
	}
	cfg, err := config.Load(filepath.Join(root(t), "config", "production.example.yaml"), env)
	require.NoError(t, err)

	assert.Equal(t, "production", cfg.Env)
	assert.Equal(t, "0.0.0.0:8080", cfg.HTTP.Addr)
	db, err := url.Parse(cfg.Database.URL)
	require.NoError(t, err)
	assert.Equal(t, "postgres", db.Scheme)
	assert.Equal(t, "postgres:5432", db.Host, "the postgres service")
	pass, _ := db.User.Password()
	assert.Equal(t, c.Services["postgres"].Environment["POSTGRES_PASSWORD"], pass)
	assert.Equal(t, "/"+c.Services["postgres"].Environment["POSTGRES_DB"], db.Path)

	redis, err := url.Parse(cfg.Redis.URL)
	require.NoError(t, err)
	assert.Equal(t, "redis:6379", redis.Host, "the redis service: a shared cache")
	rpass, _ := redis.User.Password()
	assert.True(t, slices.Contains(c.Services["redis"].Command, rpass), "the Redis password is the one it requires")

	blob, err := s3blob.ParseURL(cfg.Blob.URL)
	require.NoError(t, err, "uploads in the bucket")
	assert.Equal(t, vars["S3_BUCKET"], blob.Bucket)
	assert.Equal(t, "minio:9000", blob.Endpoint, "the minio service")
	assert.True(t, blob.PathStyle, "MinIO wants path-style requests")
	assert.False(t, blob.Secure, "plain HTTP inside the backend network")
	assert.Equal(t, c.Services["minio"].Environment["MINIO_ROOT_USER"], app.Environment["AWS_ACCESS_KEY_ID"])
	assert.Equal(t, c.Services["minio"].Environment["MINIO_ROOT_PASSWORD"], app.Environment["AWS_SECRET_ACCESS_KEY"])

	prefixes, err := cfg.HTTP.TrustedProxyPrefixes()
	require.NoError(t, err)
	proxyIP := proxyAddress(t)
	require.Len(t, prefixes, 1, "only the proxy is trusted")
	assert.Equal(t, proxyIP+"/32", prefixes[0].String())
	subnet := c.Networks["backend"].IPAM.Config[0]
	ip := netip.MustParseAddr(proxyIP)
	assert.True(t, netip.MustParsePrefix(subnet.Subnet).Contains(ip), "the proxy is on the backend network")
	assert.False(t, netip.MustParsePrefix(subnet.IPRange).Contains(ip),
		"the proxy's address is outside the range other containers get theirs from, so none can take it")

	assert.Equal(t, vars["PORTFOLIO_PUBLIC_URL"], cfg.PublicURL)
	assert.True(t, cfg.HTTPS(), "secure cookies in production")
	assert.Equal(t, vars["PORTFOLIO_ADMIN_PASSWORD"], cfg.Admin.Password)
	assert.NotEmpty(t, cfg.Auth.TOTPKey, "two-factor secrets are encrypted with a key of the operator's")
	assert.NotEmpty(t, cfg.Contact.Secret)
	assert.False(t, cfg.DemoContent, "production starts empty unless asked")
}

// TestComposeSecretsComeFromTheEnvFile: every secret is a required
// variable, the example sets each one, and .env stays out of git.
func TestComposeSecretsComeFromTheEnvFile(t *testing.T) {
	_, vars, required := loadCompose(t)
	for _, secret := range []string{"POSTGRES_PASSWORD", "REDIS_PASSWORD", "MINIO_ROOT_USER", "MINIO_ROOT_PASSWORD",
		"PORTFOLIO_ADMIN_PASSWORD", "PORTFOLIO_AUTH_TOTP_KEY", "PORTFOLIO_CONTACT_SECRET", "PORTFOLIO_PUBLIC_URL"} {
		assert.True(t, required[secret], "%s is required (${%s:?…}), not defaulted", secret, secret)
	}
	for name := range required {
		assert.NotEmpty(t, vars[name], ".env.example sets %s", name)
	}
	raw, err := os.ReadFile(filepath.Join(root(t), "docker-compose.yml"))
	require.NoError(t, err)
	assert.NotRegexp(t, `(?i)(PASSWORD|SECRET|_KEY)[A-Z_]*: +[^$\s]`, string(raw), "no secret written into the compose file")
	ignore, err := os.ReadFile(filepath.Join(root(t), ".gitignore"))
	require.NoError(t, err)
	assert.Regexp(t, `(?m)^/?\.env$`, string(ignore))
}

// TestCaddyfileProxiesEveryReplica: the proxy finds the instances by the
// service's name, on the port they listen on.
func TestCaddyfileProxiesEveryReplica(t *testing.T) {
	c, _, _ := loadCompose(t)
	proxy := c.Services["proxy"]
	var caddyfile string
	for _, v := range proxy.Volumes {
		if host, target, ok := strings.Cut(v, ":"); ok && strings.HasPrefix(target, "/etc/caddy/Caddyfile") {
			caddyfile = filepath.Join(root(t), host)
		}
	}
	require.NotEmpty(t, caddyfile, "the proxy mounts a Caddyfile of the repository")
	raw, err := os.ReadFile(caddyfile)
	require.NoError(t, err)
	_, port, _ := strings.Cut(c.Services["portfolio"].Environment["PORTFOLIO_HTTP_ADDR"], ":")
	assert.Regexp(t, `(?m)^\s*dynamic a portfolio `+port+` \{`, string(raw), "every replica of the portfolio service, found in DNS")
	assert.Regexp(t, `(?m)^\s*refresh \d+s$`, string(raw))
	assert.Regexp(t, `(?m)^\s*lb_try_duration \d+s$`, string(raw), "a request to a replica that went away is tried on another")
	assert.Contains(t, string(raw), "{$SITE_ADDRESS", "the site's address comes from .env")
}

// proxyAddress is the proxy's fixed address on the backend network.
func proxyAddress(t *testing.T) string {
	raw, err := os.ReadFile(filepath.Join(root(t), "docker-compose.yml"))
	require.NoError(t, err)
	var tree struct {
		Services struct {
			Proxy struct {
				Networks map[string]struct {
					IPv4 string `yaml:"ipv4_address"`
				} `yaml:"networks"`
			} `yaml:"proxy"`
		} `yaml:"services"`
	}
	require.NoError(t, yaml.Unmarshal(raw, &tree))
	ip := tree.Services.Proxy.Networks["backend"].IPv4
	require.NotEmpty(t, ip, "the proxy has a fixed address")
	return ip
}

// TestComposeOffersBothShapes (issue 42): the binary on its own with ACME
// (profile one-binary: service site answers 80 and 443 itself) or behind
// the proxy (profile proxy); .env.example picks one; the shared services
// run in both.
func TestComposeOffersBothShapes(t *testing.T) {
	c, vars, _ := loadCompose(t)
	assert.Equal(t, []string{"one-binary"}, c.Services["site"].Profiles)
	assert.Equal(t, []string{"proxy"}, c.Services["proxy"].Profiles)
	assert.Equal(t, []string{"proxy"}, c.Services["portfolio"].Profiles)
	for _, shared := range []string{"postgres", "redis", "minio"} {
		assert.Empty(t, c.Services[shared].Profiles, "%s runs in both shapes", shared)
	}
	assert.Contains(t, []string{"one-binary", "proxy"}, vars["COMPOSE_PROFILES"], ".env.example picks a shape")

	site := c.Services["site"]
	var env []string
	for k, v := range site.Environment {
		if strings.HasPrefix(k, "PORTFOLIO_") {
			assert.True(t, config.KnownEnv(k), "%s sets no configuration key", k)
		}
		env = append(env, k+"="+v)
	}
	cfg, err := config.Load(filepath.Join(root(t), "config", "production.example.yaml"), env)
	require.NoError(t, err)
	assert.True(t, cfg.TLS.ACME, "the certificate from ACME")
	assert.Equal(t, config.LetsEncryptCA, cfg.TLS.ACMECA)
	assert.Equal(t, vars["PORTFOLIO_PUBLIC_URL"], cfg.PublicURL)
	assert.Equal(t, []string{"portfolio.example.com"}, cfg.TLSHosts())
	prefixes, err := cfg.HTTP.TrustedProxyPrefixes()
	require.NoError(t, err)
	assert.Empty(t, prefixes, "no proxy in front: no X-Forwarded-For is believed")
	_, httpsPort, _ := strings.Cut(cfg.TLS.HTTPSAddr, ":")
	_, httpPort, _ := strings.Cut(cfg.TLS.HTTPAddr, ":")
	assert.ElementsMatch(t, []string{"443:" + httpsPort, "80:" + httpPort}, site.Ports, "80 and 443 reach the binary's two listeners")
	assert.Equal(t, c.Services["portfolio"].Healthcheck.Test, site.Healthcheck.Test, "the same probe: it follows tls.*")
	assert.Equal(t, cfg.Database.URL, mustLoad(t, c.Services["portfolio"]).Database.URL, "the same database as the proxy shape")
}

// mustLoad is the configuration a service's environment gives.
func mustLoad(t *testing.T, s service) *config.Config {
	t.Helper()
	var env []string
	for k, v := range s.Environment {
		env = append(env, k+"="+v)
	}
	cfg, err := config.Load(filepath.Join(root(t), "config", "production.example.yaml"), env)
	require.NoError(t, err)
	return cfg
}
