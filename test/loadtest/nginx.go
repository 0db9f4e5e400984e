package main

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"syscall"
	"time"
)

// proxyServer is nginx in front of the instances, with its configuration,
// pid, logs and temporary files in a directory of its own. It runs as a
// child of the load test (daemon off) and as the current user.
type proxyServer struct {
	port    int
	dir     string
	version string
	proc    *process
}

// nginxConfig is the reverse proxy: round robin over the upstreams with
// the forwarded headers the instances trust. Choices that keep the test
// honest: proxy_next_upstream off, so an instance's error or reset reaches
// the client instead of being retried on the other instance; max_fails=0,
// so nginx never takes an instance out; and idle upstream connections
// closed by nginx (10s) before the instances' own idle timeout (30s), so a
// request is never sent on a connection the instance is closing.
// X-Upstream names the instance that answered.
func nginxConfig(dir string, port int, upstreams []string, runAs string) string {
	var b strings.Builder
	b.WriteString("# written by test/loadtest\n")
	if runAs != "" {
		fmt.Fprintf(&b, "user %s;\n", runAs)
	}
	fmt.Fprintf(&b, `daemon off;
master_process on;
worker_processes %d;
pid %[2]s/nginx.pid;
error_log %[2]s/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path %[2]s/client_body;
  proxy_temp_path %[2]s/proxy;
  fastcgi_temp_path %[2]s/fastcgi;
  uwsgi_temp_path %[2]s/uwsgi;
  scgi_temp_path %[2]s/scgi;
  server_tokens off;
  keepalive_requests 1000000;
  client_max_body_size 16m;
  upstream portfolio {
`, runtime.NumCPU(), dir)
	for _, u := range upstreams {
		fmt.Fprintf(&b, "    server %s max_fails=0;\n", u)
	}
	fmt.Fprintf(&b, `    keepalive 128;
    keepalive_requests 1000000;
    keepalive_timeout 10s;
  }
  server {
    listen 127.0.0.1:%d;
    location / {
      proxy_pass http://portfolio;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_next_upstream off;
      proxy_connect_timeout 5s;
      proxy_read_timeout 30s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`, port)
	return b.String()
}

// currentUser is the user directive that keeps nginx's workers running as
// the user who started it: without one, a root master hands its workers to
// nobody. Empty when not root (nginx ignores the directive then, with a
// warning).
func currentUser() string {
	if os.Geteuid() != 0 {
		return ""
	}
	u, err := user.Current()
	if err != nil {
		return "root"
	}
	if g, err := user.LookupGroupId(u.Gid); err == nil {
		return u.Username + " " + g.Name
	}
	return u.Username
}

// startNginx checks and runs the configuration and waits until the proxy
// answers /healthz from an instance.
func startNginx(ctx context.Context, dir string, port int, upstreams []string) (*proxyServer, error) {
	bin, err := lookPath("nginx")
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	conf := filepath.Join(dir, "nginx.conf")
	if err := os.WriteFile(conf, []byte(nginxConfig(dir, port, upstreams, currentUser())), 0o644); err != nil {
		return nil, err
	}
	args := []string{"-p", dir + "/", "-e", filepath.Join(dir, "error.log"), "-c", conf}
	if out, err := exec.Command(bin, append([]string{"-t", "-q"}, args...)...).CombinedOutput(); err != nil {
		return nil, fmt.Errorf("nginx -t: %v\n%s", err, out)
	}
	out, _ := exec.Command(bin, "-v").CombinedOutput()
	version := ""
	if m := regexp.MustCompile(`nginx/(\S+)`).FindSubmatch(out); m != nil {
		version = string(m[1])
	}
	p, err := startMaster("nginx", filepath.Join(dir, "nginx.out"), append([]string{bin}, args...)...)
	if err != nil {
		return nil, err
	}
	px := &proxyServer{port: port, dir: dir, version: version, proc: p}
	base := "http://" + loopback(port)
	err = waitFor(ctx, p, "nginx on "+base, 10*time.Second, func(ctx context.Context) error {
		return expectStatus(ctx, base+"/healthz", http.StatusOK)
	})
	if err != nil {
		_ = px.stop()
		return nil, err
	}
	return px, nil
}

// stop ends nginx gracefully (SIGQUIT lets workers finish their requests).
func (p *proxyServer) stop() error { return p.proc.stop(syscall.SIGQUIT, 5*time.Second) }

// expectStatus GETs url once and wants status.
func expectStatus(ctx context.Context, url string, status int) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	resp.Body.Close()
	if resp.StatusCode != status {
		return fmt.Errorf("GET %s: %d, want %d", url, resp.StatusCode, status)
	}
	return nil
}
