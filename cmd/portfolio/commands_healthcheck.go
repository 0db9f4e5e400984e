package main

import (
	"context"
	"crypto/tls"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/portfolio-site/portfolio/config"
)

// healthcheckTimeout bounds one probe; an orchestrator runs it every few
// seconds and counts a hung instance as unhealthy.
const healthcheckTimeout = 3 * time.Second

// healthcheck asks the server this configuration describes (http.addr)
// whether it is ready (GET /readyz) and fails unless it answers 200. The
// production image has no shell, curl or wget, so the container's health
// check runs the binary itself.
func healthcheck(ctx context.Context, configPath string, env []string, stdout io.Writer) error {
	cfg, err := config.Load(configPath, env)
	if err != nil {
		return err
	}
	target, err := readyURL(cfg.HTTP.Addr)
	client := http.DefaultClient
	if cfg.TLS.Enabled() {
		// Serving HTTPS itself, the instance answers on tls.https_addr;
		// it is asked by its public name over loopback, and the
		// certificate's trust is not what this probes (/readyz reports
		// its expiry).
		target, err = readyURL(cfg.TLS.HTTPSAddr)
		target = "https" + strings.TrimPrefix(target, "http")
		client = &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{
			ServerName: hostOf(cfg.PublicURL), InsecureSkipVerify: true, //nolint:gosec // see above
		}}}
	}
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, healthcheckTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, target, nil)
	if err != nil {
		return fmt.Errorf("healthcheck: %w", err)
	}
	resp, err := client.Do(req)
	if err != nil {
		return fmt.Errorf("healthcheck: %w", err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 4<<10))
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("healthcheck: %s answered %d %s", target, resp.StatusCode, strings.TrimSpace(string(body)))
	}
	fmt.Fprintf(stdout, "%s\n", strings.TrimSpace(string(body)))
	return nil
}

// readyURL is the readiness URL of a server listening on addr: a wildcard
// host (0.0.0.0, ::, empty) is reached on the loopback address.
func readyURL(addr string) (string, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "", fmt.Errorf("healthcheck: http.addr %q: %w", addr, err)
	}
	if port == "0" {
		return "", fmt.Errorf("healthcheck: http.addr %q has no fixed port to probe", addr)
	}
	switch host {
	case "", "0.0.0.0", "::":
		host = "127.0.0.1"
	}
	return "http://" + net.JoinHostPort(host, port) + "/readyz", nil
}

// hostOf is the host name of a URL.
func hostOf(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	return u.Hostname()
}
