package s3blob

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/minio/minio-go/v7"

	"github.com/portfolio-site/portfolio/domain"
)

// BackupTarget keeps scheduled backups as objects under a prefix of a
// bucket (backup.target s3://BUCKET/PREFIX on blob.url's S3 server). An
// object is streamed as a multipart upload, which S3 shows only once it
// is complete: an aborted run leaves no object.
type BackupTarget struct {
	s *Store
}

var _ domain.BackupTarget = (*BackupTarget)(nil)

// NewBackupTarget returns the target of bucket and prefix on the server of
// cfg (its endpoint, region and credentials).
func NewBackupTarget(cfg Config, bucket, prefix string) (*BackupTarget, error) {
	cfg.Bucket, cfg.Prefix = bucket, prefix
	s, err := New(cfg)
	if err != nil {
		return nil, err
	}
	return &BackupTarget{s: s}, nil
}

// EnsureBucket creates the bucket when missing.
func (t *BackupTarget) EnsureBucket(ctx context.Context) error { return t.s.EnsureBucket(ctx) }

// String names the bucket and prefix, never the credentials.
func (t *BackupTarget) String() string {
	return "s3://" + t.s.bucket + "/" + strings.TrimSuffix(t.s.prefix, "/")
}

func backupName(name string) bool {
	return name != "" && !strings.ContainsAny(name, `/\`) && !strings.HasPrefix(name, ".")
}

// Create streams the object through a pipe into PutObject.
func (t *BackupTarget) Create(ctx context.Context, name string) (domain.BackupWriter, error) {
	if !backupName(name) {
		return nil, domain.Errorf(domain.EINVALID, "invalid backup name %q", name)
	}
	ctx, cancel := context.WithCancel(ctx)
	pr, pw := io.Pipe()
	w := &s3Writer{pw: pw, cancel: cancel, done: make(chan error, 1)}
	go func() {
		_, err := t.s.client.PutObject(ctx, t.s.bucket, t.s.prefix+name, pr, -1, minio.PutObjectOptions{ContentType: "application/octet-stream"})
		_ = pr.CloseWithError(err)
		w.done <- err
	}()
	return w, nil
}

type s3Writer struct {
	pw     *io.PipeWriter
	cancel context.CancelFunc
	done   chan error
	ended  bool
}

func (w *s3Writer) Write(p []byte) (int, error) { return w.pw.Write(p) }

func (w *s3Writer) Commit() error {
	if w.ended {
		return fmt.Errorf("s3 backup: archive already finished")
	}
	w.ended = true
	_ = w.pw.Close()
	err := <-w.done
	w.cancel()
	if err != nil {
		return fmt.Errorf("s3 backup: %w", err)
	}
	return nil
}

func (w *s3Writer) Abort() {
	if w.ended {
		return
	}
	w.ended = true
	_ = w.pw.CloseWithError(context.Canceled)
	w.cancel()
	<-w.done
}

// List returns the objects directly under the prefix.
func (t *BackupTarget) List(ctx context.Context) ([]domain.BackupObject, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var out []domain.BackupObject
	for obj := range t.s.client.ListObjectsIter(ctx, t.s.bucket, minio.ListObjectsOptions{Prefix: t.s.prefix}) {
		if obj.Err != nil {
			return nil, t.s.fail("list", "", obj.Err)
		}
		if name := strings.TrimPrefix(obj.Key, t.s.prefix); backupName(name) {
			out = append(out, domain.BackupObject{Name: name, Size: obj.Size, ModTime: obj.LastModified})
		}
	}
	return out, nil
}

// Open reads an object.
func (t *BackupTarget) Open(ctx context.Context, name string) (io.ReadCloser, error) {
	if !backupName(name) {
		return nil, notFound()
	}
	obj, err := t.s.client.GetObject(ctx, t.s.bucket, t.s.prefix+name, minio.GetObjectOptions{})
	if err != nil {
		return nil, t.s.fail("open", name, err)
	}
	if _, err := obj.Stat(); err != nil {
		_ = obj.Close()
		if minio.ToErrorResponse(err).Code == minio.NoSuchKey {
			return nil, notFound()
		}
		return nil, t.s.fail("open", name, err)
	}
	return obj, nil
}

// Delete removes an object.
func (t *BackupTarget) Delete(ctx context.Context, name string) error {
	if !backupName(name) {
		return domain.Errorf(domain.EINVALID, "invalid backup name %q", name)
	}
	if err := t.s.client.RemoveObject(ctx, t.s.bucket, t.s.prefix+name, minio.RemoveObjectOptions{}); err != nil {
		return t.s.fail("delete", name, err)
	}
	return nil
}
