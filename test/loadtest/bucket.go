package main

import (
	"context"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"syscall"
	"time"
)

// bucketServer is the load test's own S3-compatible server (Versity
// Gateway on a directory, as the blob store's tests run it): the instances
// keep their uploads in one bucket of it, as production keeps them in
// MinIO, so an image uploaded through one is served by the other.
type bucketServer struct {
	bin       string
	port      int
	dir       string
	accessKey string
	secretKey string
	proc      *process
}

// bucketName is the bucket the instances share; the first instance to
// start creates it, as the product does.
const bucketName = "portfolio-loadtest"

// newBucketServer finds versitygw: PORTFOLIO_TEST_VERSITYGW (set by the
// Makefile) or bin/tools/versitygw.
func newBucketServer(dir string, port int, getenv func(string) string) (*bucketServer, error) {
	bin := getenv("PORTFOLIO_TEST_VERSITYGW")
	if bin == "" {
		bin = filepath.Join("bin", "tools", "versitygw")
	}
	if _, err := os.Stat(bin); err != nil {
		return nil, errors.New("versitygw not found: run make versitygw")
	}
	return &bucketServer{bin: bin, port: port, dir: dir, accessKey: "loadtest", secretKey: "loadtest-secret-" + randomHex(8)}, nil
}

// start runs versitygw and waits until it answers HTTP (403 to an
// unsigned request is an answer).
func (b *bucketServer) start(ctx context.Context) error {
	if err := os.MkdirAll(filepath.Join(b.dir, "data"), 0o755); err != nil {
		return err
	}
	env := append(os.Environ(), "ROOT_ACCESS_KEY="+b.accessKey, "ROOT_SECRET_KEY="+b.secretKey)
	p, err := startProcess("versitygw", filepath.Join(b.dir, "versitygw.log"), env, b.bin,
		"--port", loopback(b.port), "--quiet", "posix", filepath.Join(b.dir, "data"))
	if err != nil {
		return err
	}
	b.proc = p
	return waitFor(ctx, p, "versitygw on "+loopback(b.port), 30*time.Second, func(ctx context.Context) error {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+loopback(b.port)+"/", nil)
		if err != nil {
			return err
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return err
		}
		return resp.Body.Close()
	})
}

// stop ends versitygw.
func (b *bucketServer) stop() error {
	if b.proc == nil {
		return nil
	}
	return b.proc.stop(syscall.SIGTERM, 10*time.Second)
}

// env is what an instance needs to keep its uploads in the bucket.
func (b *bucketServer) env() []string {
	return []string{
		"PORTFOLIO_BLOB_URL=s3://" + bucketName + "?endpoint=" + loopback(b.port) + "&secure=false&path_style=true",
		"AWS_ACCESS_KEY_ID=" + b.accessKey,
		"AWS_SECRET_ACCESS_KEY=" + b.secretKey,
	}
}
