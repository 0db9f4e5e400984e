// Package s3blob keeps uploaded files in an S3-compatible bucket (AWS S3,
// MinIO, Versity Gateway, …) through minio-go, so that every instance of
// the site serves the uploads any of them stored.
package s3blob

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"

	"github.com/portfolio-site/portfolio/domain"
)

// maxRetries is how many times minio-go tries a request that failed on
// the network or with a 5xx: a blip is retried, an outage answers within
// about a second instead of its default ten tries with growing backoff.
const maxRetries = 3

// answerTimeout bounds how long a read waits for the store's answer (the
// HEAD of Open, the response headers of a GET, the readiness check),
// retries included: a hung store fails /uploads with 503 within it rather
// than holding the request for minio-go's minute per try. Writes, lists and
// deletes have the caller's context: the owner waits for an upload, the
// backup for its listing.
const answerTimeout = 5 * time.Second

// Config says which bucket holds the blobs and how to reach it.
type Config struct {
	Bucket string
	// Endpoint is host[:port] of the S3 API, without a scheme.
	Endpoint string
	Region   string
	// Secure speaks HTTPS to the endpoint.
	Secure bool
	// PathStyle addresses the bucket in the path (endpoint/bucket/key), as
	// MinIO and most self-hosted servers want; otherwise minio-go picks,
	// virtual-host style on AWS.
	PathStyle bool
	// Prefix is put before every name ("site-a/"), so several sites or
	// test runs share a bucket; empty for the bucket's top level.
	Prefix string
	// AccessKeyID, SecretAccessKey and SessionToken sign the requests.
	AccessKeyID, SecretAccessKey, SessionToken string
	// ListPageSize is how many keys one list request asks for; 0 means the
	// server's maximum (1000 on S3). Tests make it small so that a listing
	// spans pages.
	ListPageSize int
	// Transport carries the requests; nil is minio-go's default.
	Transport http.RoundTripper
}

// Store keeps blobs as the objects of one bucket, under an optional key
// prefix.
type Store struct {
	client   *minio.Client
	core     *minio.Core
	bucket   string
	region   string
	prefix   string
	pageSize int
}

var _ domain.BlobStore = (*Store)(nil)

// New returns a Store for cfg. It makes no request: EnsureBucket does, at
// start.
func New(cfg Config) (*Store, error) {
	if cfg.Bucket == "" || cfg.Endpoint == "" {
		return nil, errors.New("s3blob: a bucket and an endpoint are required")
	}
	if cfg.AccessKeyID == "" || cfg.SecretAccessKey == "" {
		return nil, errors.New("s3blob: credentials are required (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)")
	}
	lookup := minio.BucketLookupAuto
	if cfg.PathStyle {
		lookup = minio.BucketLookupPath
	}
	client, err := minio.New(cfg.Endpoint, &minio.Options{
		Creds:        credentials.NewStaticV4(cfg.AccessKeyID, cfg.SecretAccessKey, cfg.SessionToken),
		Secure:       cfg.Secure,
		Region:       cfg.Region,
		BucketLookup: lookup,
		Transport:    cfg.Transport,
		MaxRetries:   maxRetries,
	})
	if err != nil {
		return nil, fmt.Errorf("s3blob: %w", err)
	}
	return &Store{
		client: client, core: &minio.Core{Client: client}, bucket: cfg.Bucket, region: cfg.Region,
		prefix: normalizePrefix(cfg.Prefix), pageSize: cfg.ListPageSize,
	}, nil
}

// normalizePrefix makes a prefix a "directory" of the bucket: "a/b" and
// "/a/b/" both keep their blobs under "a/b/".
func normalizePrefix(p string) string {
	p = strings.Trim(p, "/")
	if p == "" {
		return ""
	}
	return p + "/"
}

// EnsureBucket creates the bucket when it does not exist, so that a fresh
// server (a new MinIO container) needs no set-up step. Another instance
// creating it at the same moment is fine.
func (s *Store) EnsureBucket(ctx context.Context) error {
	ok, err := s.client.BucketExists(ctx, s.bucket)
	if err != nil {
		return fmt.Errorf("s3 bucket %s: %w", s.bucket, err)
	}
	if ok {
		return nil
	}
	err = s.client.MakeBucket(ctx, s.bucket, minio.MakeBucketOptions{Region: s.region})
	if code := minio.ToErrorResponse(err).Code; err != nil && code != minio.BucketAlreadyOwnedByYou {
		return fmt.Errorf("create s3 bucket %s: %w", s.bucket, err)
	}
	return nil
}

// Check says whether the bucket answers: nil, or an EUNAVAILABLE error,
// for the readiness report.
func (s *Store) Check(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, answerTimeout)
	defer cancel()
	ok, err := s.client.BucketExists(ctx, s.bucket)
	if err == nil && !ok {
		err = fmt.Errorf("bucket %s does not exist", s.bucket)
	}
	if err != nil {
		return s.fail("check", "", err)
	}
	return nil
}

// Put uploads data in one request (or, over minio-go's part size, one
// multipart upload): either way S3 shows the object only once whole.
func (s *Store) Put(ctx context.Context, name, contentType string, data []byte) (string, error) {
	if !domain.ValidBlobName(name) {
		return "", domain.Errorf(domain.EINVALID, domain.MsgInvalidFileName)
	}
	_, err := s.client.PutObject(ctx, s.bucket, s.prefix+name, bytes.NewReader(data), int64(len(data)),
		minio.PutObjectOptions{ContentType: contentType})
	if err != nil {
		return "", s.fail("put", name, err)
	}
	return domain.UploadsPath + name, nil
}

// Open asks for the object's size, type, time and ETag (one HEAD); the
// bytes are fetched as they are read (object), so a revalidation that
// ends in 304 costs no GET and a range costs one GET of that range.
func (s *Store) Open(ctx context.Context, name string) (*domain.Blob, error) {
	if !domain.ValidBlobName(name) {
		return nil, notFound()
	}
	sctx, cancel := context.WithTimeout(ctx, answerTimeout)
	defer cancel()
	info, err := s.client.StatObject(sctx, s.bucket, s.prefix+name, minio.StatObjectOptions{})
	if minio.ToErrorResponse(err).Code == minio.NoSuchKey {
		return nil, notFound()
	} else if err != nil {
		return nil, s.fail("open", name, err)
	}
	return &domain.Blob{
		ReadSeekCloser: &object{ctx: ctx, store: s, name: name, size: info.Size, etag: info.ETag},
		Size:           info.Size, ContentType: info.ContentType, ModTime: info.LastModified, Version: info.ETag,
	}, nil
}

// List returns the names under the prefix, page after page. The listing
// is not recursive: keys below another "/" (other prefixes' blobs) come
// back as common prefixes, which are not blob names, and are skipped.
func (s *Store) List(ctx context.Context) ([]string, error) {
	// Leaving the iterator early leaks its goroutine unless its context
	// ends.
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var names []string
	for obj := range s.client.ListObjectsIter(ctx, s.bucket, minio.ListObjectsOptions{Prefix: s.prefix, MaxKeys: s.pageSize}) {
		if obj.Err != nil {
			return nil, s.fail("list", "", obj.Err)
		}
		if name := strings.TrimPrefix(obj.Key, s.prefix); domain.ValidBlobName(name) {
			names = append(names, name)
		}
	}
	// S3 lists in UTF-8 byte order, which is Go's; sorting says so
	// whatever the server does.
	slices.Sort(names)
	return names, nil
}

// Delete removes the object; S3 answers a missing one with success.
func (s *Store) Delete(ctx context.Context, name string) error {
	if !domain.ValidBlobName(name) {
		return domain.Errorf(domain.EINVALID, domain.MsgInvalidFileName)
	}
	if err := s.client.RemoveObject(ctx, s.bucket, s.prefix+name, minio.RemoveObjectOptions{}); err != nil {
		return s.fail("delete", name, err)
	}
	return nil
}

// fail wraps a failed request as EUNAVAILABLE with
// domain.MsgBlobStoreUnavailable, keeping the cause for the log: to a
// visitor or the owner, a bucket that refuses, times out or denies access
// is the store being unavailable. A request whose client went away keeps
// its context error, which the HTTP adapter knows.
func (s *Store) fail(op, name string, err error) error {
	where := "s3 " + op + " " + s.bucket + "/" + s.prefix + name
	if errors.Is(err, context.Canceled) {
		return fmt.Errorf("%s: %w", where, err)
	}
	return fmt.Errorf("%s: %w: %w", where, domain.Errorf(domain.EUNAVAILABLE, domain.MsgBlobStoreUnavailable), err)
}

func notFound() error { return domain.Errorf(domain.ENOTFOUND, domain.MsgFileNotFound) }
