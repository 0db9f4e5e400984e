package tlsserve

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"os"
	"sync/atomic"
	"time"

	"go.uber.org/zap"
)

// fileCertificate is the owner's own certificate, read again when either
// file changes (a renewal by another tool, a secret rotated): polled, as
// atomic renames and symlink swaps (Kubernetes secrets) defeat file events.
type fileCertificate struct {
	certFile, keyFile string
	log               *zap.Logger
	current           atomic.Pointer[tls.Certificate]
	stamp             string
}

// fileStamp says what the two files are now: a change to either changes it.
func (f *fileCertificate) fileStamp() string {
	s := ""
	for _, name := range []string{f.certFile, f.keyFile} {
		if fi, err := os.Stat(name); err == nil {
			s += fmt.Sprintf("%d/%d/", fi.ModTime().UnixNano(), fi.Size())
		}
	}
	return s
}

// load reads the pair; on an error the certificate served stays as it was.
func (f *fileCertificate) load() error {
	stamp := f.fileStamp()
	pair, err := tls.LoadX509KeyPair(f.certFile, f.keyFile)
	if err != nil {
		return fmt.Errorf("tls.cert_file %s and tls.key_file %s: %w", f.certFile, f.keyFile, err)
	}
	if pair.Leaf == nil {
		if pair.Leaf, err = x509.ParseCertificate(pair.Certificate[0]); err != nil {
			return fmt.Errorf("tls.cert_file %s: %w", f.certFile, err)
		}
	}
	f.current.Store(&pair)
	f.stamp = stamp
	return nil
}

// watch reads the files again whenever they change, until ctx ends. A pair
// that does not load (the key replaced before the certificate, say) is
// tried again at the next tick; the old one is served meanwhile.
func (f *fileCertificate) watch(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	failed := ""
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		stamp := f.fileStamp()
		if stamp == f.stamp {
			continue
		}
		if err := f.load(); err != nil {
			if stamp != failed {
				f.log.Warn("the certificate files changed but do not load; serving the previous certificate", zap.Error(err))
				failed = stamp
			}
			continue
		}
		leaf := f.current.Load().Leaf
		f.log.Info("certificate reloaded", zap.String("file", f.certFile), zap.Strings("names", leaf.DNSNames), zap.Time("not_after", leaf.NotAfter))
	}
}
