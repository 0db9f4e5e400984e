package testenv

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
	"time"
)

// VersityGWEnv names the versitygw binary; the Makefile sets it to the copy
// it installs (bin/tools/versitygw), which is also where tests look
// without it.
const VersityGWEnv = "PORTFOLIO_TEST_VERSITYGW"

// S3Server is an S3-compatible server of a test's own: Versity Gateway
// serving a temporary directory (each bucket a directory in it) on a free
// loopback port, stopped when the test ends.
type S3Server struct {
	// Endpoint is host:port, plain HTTP.
	Endpoint string
	// AccessKey and SecretKey are its root user's credentials.
	AccessKey, SecretKey string
	// Dir holds the buckets.
	Dir string
}

// StartS3 starts versitygw for the test. Without the binary, or when it
// does not start, the test is skipped, except when CI=true, where that is
// a failure.
func StartS3(t testing.TB) *S3Server {
	t.Helper()
	bin, err := versityGWBinary()
	if err != nil {
		unavailable(t, "versitygw (make versitygw installs it)", err)
	}
	s := &S3Server{AccessKey: "portfolio-test", SecretKey: "portfolio-test-secret-" + randomHex(t, 8), Dir: t.TempDir()}
	// The port is free when asked for but may be taken before versitygw
	// binds it: another try takes another port.
	var last error
	for range 3 {
		if last = s.start(t, bin); last == nil {
			return s
		}
	}
	unavailable(t, "versitygw", last)
	return nil
}

// start runs bin on a free port and waits until it answers HTTP.
func (s *S3Server) start(t testing.TB, bin string) error {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	addr := l.Addr().String()
	l.Close()
	out := &Buffer{}
	cmd := exec.Command(bin, "--port", addr, "--quiet", "posix", s.Dir)
	// Credentials through the environment keep them off the command line.
	cmd.Env = append(os.Environ(), "ROOT_ACCESS_KEY="+s.AccessKey, "ROOT_SECRET_KEY="+s.SecretKey)
	cmd.Stdout, cmd.Stderr = out, out
	cmd.SysProcAttr = dieWithParent()
	if err := cmd.Start(); err != nil {
		return err
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	stop := func() {
		_ = cmd.Process.Kill()
		<-exited
	}
	client := &http.Client{Timeout: time.Second}
	for deadline := time.Now().Add(30 * time.Second); ; {
		select {
		case err := <-exited:
			return fmt.Errorf("versitygw exited (%v): %s", err, out.String())
		default:
		}
		// Any HTTP answer (403 to an unsigned request) means it serves.
		if resp, err := client.Get("http://" + addr + "/"); err == nil {
			resp.Body.Close()
			break
		}
		if time.Now().After(deadline) {
			stop()
			return fmt.Errorf("versitygw did not answer on %s: %s", addr, out.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
	s.Endpoint = addr
	t.Cleanup(func() {
		stop()
		if t.Failed() {
			t.Logf("versitygw output:\n%s", out.String())
		}
	})
	return nil
}

// BlobURL is the PORTFOLIO_BLOB_URL of bucket on this server, its keys
// under prefix (none when empty).
func (s *S3Server) BlobURL(bucket, prefix string) string {
	u := "s3://" + bucket + "?endpoint=" + s.Endpoint + "&secure=false&path_style=true"
	if prefix != "" {
		u += "&prefix=" + prefix
	}
	return u
}

// Env is what a portfolio process needs to keep its uploads in bucket on
// this server: the blob URL and the credentials.
func (s *S3Server) Env(bucket, prefix string) []string {
	return []string{
		"PORTFOLIO_BLOB_URL=" + s.BlobURL(bucket, prefix),
		"AWS_ACCESS_KEY_ID=" + s.AccessKey,
		"AWS_SECRET_ACCESS_KEY=" + s.SecretKey,
	}
}

// Bucket is a fresh bucket name for one test (the server creates nothing:
// the store under test makes the bucket, as the product does at start).
func Bucket(t testing.TB) string {
	return "portfolio-test-" + randomHex(t, 6)
}

// versityGWBinary finds versitygw: $PORTFOLIO_TEST_VERSITYGW, then the
// Makefile's bin/tools/versitygw, then the PATH.
func versityGWBinary() (string, error) {
	if bin := os.Getenv(VersityGWEnv); bin != "" {
		if _, err := os.Stat(bin); err != nil {
			return "", fmt.Errorf("%s: %w", VersityGWEnv, err)
		}
		return bin, nil
	}
	_, file, _, _ := runtime.Caller(0)
	local := filepath.Join(filepath.Dir(file), "..", "..", "bin", "tools", "versitygw")
	if _, err := os.Stat(local); err == nil {
		return local, nil
	}
	if bin, err := exec.LookPath("versitygw"); err == nil {
		return bin, nil
	}
	return "", errors.New("no versitygw: not at " + local + " nor on the PATH, and " + VersityGWEnv + " is not set")
}
