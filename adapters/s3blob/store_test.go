package s3blob_test

import (
	"context"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/blobtest"
	"github.com/portfolio-site/portfolio/adapters/s3blob"
	"github.com/portfolio-site/portfolio/domain"
	"github.com/portfolio-site/portfolio/test/tcpproxy"
	"github.com/portfolio-site/portfolio/test/testenv"
)

// configFor is the Config of bucket on srv, as the product parses it from
// the server's blob URL, with the server's credentials.
func configFor(t *testing.T, srv *testenv.S3Server, bucket, prefix string) s3blob.Config {
	t.Helper()
	cfg, err := s3blob.ParseURL(srv.BlobURL(bucket, prefix))
	require.NoError(t, err)
	cfg.AccessKeyID, cfg.SecretAccessKey = srv.AccessKey, srv.SecretKey
	return cfg
}

// openStore makes the store of cfg and its bucket, as serve does at start.
func openStore(t *testing.T, cfg s3blob.Config) *s3blob.Store {
	t.Helper()
	s, err := s3blob.New(cfg)
	require.NoError(t, err)
	require.NoError(t, s.EnsureBucket(context.Background()))
	return s
}

func TestStoreContract(t *testing.T) {
	srv := testenv.StartS3(t)
	blobtest.RunBlobStoreContract(t, func(t *testing.T) domain.BlobStore {
		return openStore(t, configFor(t, srv, testenv.Bucket(t), ""))
	})
}

// TestStoreContractUnderPrefix runs the contract on stores that share one
// bucket, each under its own prefix, beside objects that are no blobs of
// theirs: another prefix's, one at the top level and one deeper down.
func TestStoreContractUnderPrefix(t *testing.T) {
	srv := testenv.StartS3(t)
	bucket := testenv.Bucket(t)
	neighbour := openStore(t, configFor(t, srv, bucket, "neighbour"))
	_, err := neighbour.Put(context.Background(), "theirs.png", "image/png", []byte("x"))
	require.NoError(t, err)
	top := openStore(t, configFor(t, srv, bucket, ""))
	_, err = top.Put(context.Background(), "top.png", "image/png", []byte("x"))
	require.NoError(t, err)
	n := 0
	blobtest.RunBlobStoreContract(t, func(t *testing.T) domain.BlobStore {
		n++
		prefix := "site-" + strings.Repeat("x", n)
		deeper := openStore(t, configFor(t, srv, bucket, prefix+"/deeper"))
		_, err := deeper.Put(context.Background(), "below.png", "image/png", []byte("x"))
		require.NoError(t, err)
		return openStore(t, configFor(t, srv, bucket, prefix))
	})
	names, err := neighbour.List(context.Background())
	require.NoError(t, err)
	assert.Equal(t, []string{"theirs.png"}, names, "the runs under other prefixes left the neighbour alone")
}

// countingTransport counts the list requests it carries.
type countingTransport struct{ lists atomic.Int32 }

func (c *countingTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	if r.Method == http.MethodGet && r.URL.Query().Has("list-type") {
		c.lists.Add(1)
	}
	return http.DefaultTransport.RoundTrip(r)
}

func TestStoreListSpansPages(t *testing.T) {
	srv := testenv.StartS3(t)
	ctx := context.Background()
	tr := &countingTransport{}
	cfg := configFor(t, srv, testenv.Bucket(t), "paged")
	cfg.ListPageSize, cfg.Transport = 2, tr
	s := openStore(t, cfg)
	want := []string{"a.png", "b.png", "c.png", "d.png", "e.png", "f.png", "g.png"}
	var wg sync.WaitGroup
	for _, name := range want {
		wg.Go(func() {
			_, err := s.Put(ctx, name, "image/png", []byte(name))
			assert.NoError(t, err)
		})
	}
	wg.Wait()
	tr.lists.Store(0)
	names, err := s.List(ctx)
	require.NoError(t, err)
	assert.Equal(t, want, names, "every page, in order")
	assert.GreaterOrEqual(t, int(tr.lists.Load()), 4, "7 keys 2 a page take 4 requests")
}

func TestEnsureBucketCreatesItOnce(t *testing.T) {
	srv := testenv.StartS3(t)
	cfg := configFor(t, srv, testenv.Bucket(t), "")
	var wg sync.WaitGroup
	for range 3 {
		wg.Go(func() {
			s, err := s3blob.New(cfg)
			if assert.NoError(t, err) {
				assert.NoError(t, s.EnsureBucket(context.Background()), "instances starting together")
			}
		})
	}
	wg.Wait()
	s := openStore(t, cfg)
	require.NoError(t, s.Check(context.Background()))
	_, err := s.Put(context.Background(), "a.png", "image/png", []byte("x"))
	require.NoError(t, err)
	require.NoError(t, s.EnsureBucket(context.Background()), "an existing bucket is kept")
	names, err := s.List(context.Background())
	require.NoError(t, err)
	assert.Equal(t, []string{"a.png"}, names)
}

func TestStoreUnreachableIsUnavailable(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := l.Addr().String()
	require.NoError(t, l.Close())
	s, err := s3blob.New(s3blob.Config{Bucket: "nowhere", Endpoint: addr, Region: s3blob.DefaultRegion,
		PathStyle: true, AccessKeyID: "k", SecretAccessKey: "s"})
	require.NoError(t, err)
	ctx := context.Background()
	require.Error(t, s.EnsureBucket(ctx))
	unavailable := func(err error) {
		t.Helper()
		assert.Equal(t, domain.EUNAVAILABLE, domain.ErrorCode(err), "%v", err)
		assert.Equal(t, domain.MsgBlobStoreUnavailable, domain.ErrorMessage(err))
		assert.ErrorContains(t, err, "connection refused", "the cause stays for the log")
	}
	_, err = s.Put(ctx, "a.png", "image/png", []byte("x"))
	unavailable(err)
	_, err = s.Open(ctx, "a.png")
	unavailable(err)
	_, err = s.List(ctx)
	unavailable(err)
	unavailable(s.Delete(ctx, "a.png"))
	unavailable(s.Check(ctx))
}

// TestStoreHungIsUnavailable puts the server behind a proxy that stops
// forwarding: reads and the check answer EUNAVAILABLE (within the store's
// bound, not minio-go's minute per try), for a blob opened before too.
func TestStoreHungIsUnavailable(t *testing.T) {
	srv := testenv.StartS3(t)
	proxy := tcpproxy.Start(t, srv.Endpoint)
	via := *srv
	via.Endpoint = proxy.Addr()
	s := openStore(t, configFor(t, &via, testenv.Bucket(t), ""))
	ctx := context.Background()
	_, err := s.Put(ctx, "a.png", "image/png", []byte("png bytes"))
	require.NoError(t, err)
	opened, err := s.Open(ctx, "a.png")
	require.NoError(t, err)
	defer opened.Close()

	proxy.Stall()
	_, err = s.Open(ctx, "a.png")
	assert.Equal(t, domain.EUNAVAILABLE, domain.ErrorCode(err), "%v", err)
	_, err = io.ReadAll(opened)
	assert.Equal(t, domain.EUNAVAILABLE, domain.ErrorCode(err), "%v", err)
	assert.Equal(t, domain.EUNAVAILABLE, domain.ErrorCode(s.Check(ctx)))

	require.NoError(t, proxy.Restore())
	b, err := s.Open(ctx, "a.png")
	require.NoError(t, err, "the store recovers by itself")
	data, err := io.ReadAll(b)
	require.NoError(t, err)
	assert.Equal(t, "png bytes", string(data))
	require.NoError(t, b.Close())
}

func TestNewRefusesMissingSettings(t *testing.T) {
	_, err := s3blob.New(s3blob.Config{Endpoint: "localhost:9000", AccessKeyID: "k", SecretAccessKey: "s"})
	assert.ErrorContains(t, err, "bucket")
	_, err = s3blob.New(s3blob.Config{Bucket: "b", Endpoint: "localhost:9000"})
	assert.ErrorContains(t, err, "AWS_ACCESS_KEY_ID")
}
