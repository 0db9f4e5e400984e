package main

import (
	"context"
	"fmt"
	"time"

	"github.com/portfolio-site/portfolio/adapters/s3blob"
	"github.com/portfolio-site/portfolio/adapters/storage"
	"github.com/portfolio-site/portfolio/config"
	"github.com/portfolio-site/portfolio/domain"
)

// blobStartTimeout bounds the start's check (and creation) of the bucket.
const blobStartTimeout = 15 * time.Second

// blobCheckTimeout bounds the uploads' store's part of a readiness probe.
const blobCheckTimeout = time.Second

// blobCheck reports whether the uploads' store answers, for /readyz: nil,
// or why /uploads is failing.
type blobCheck func(ctx context.Context) error

// blobBackend is the store uploads are kept in, with its check.
type blobBackend struct {
	Store domain.BlobStore
	Check blobCheck
}

// provideBlobBackend opens the store blob.url names: the local disk at
// uploads.dir when it is empty, else the S3 bucket, created when missing.
// A bucket that cannot be reached stops the start, as the database does
// (sqldb.Open pings it): an instance that would answer every upload with
// 503 is better not started, and the orchestrator's restart retries.
// After the start, an outage fails /uploads alone.
func provideBlobBackend(ctx context.Context, cfg config.BlobConfig, uploads config.UploadsConfig) (*blobBackend, error) {
	if !cfg.S3() {
		disk, err := storage.NewLocalDisk(uploads.Dir)
		if err != nil {
			return nil, err
		}
		return &blobBackend{Store: disk, Check: disk.Check}, nil
	}
	s3cfg, err := s3blob.ParseURL(cfg.URL)
	if err != nil {
		return nil, fmt.Errorf("blob.url: %w", err)
	}
	s3cfg.AccessKeyID, s3cfg.SecretAccessKey, s3cfg.SessionToken = cfg.AccessKeyID, cfg.SecretAccessKey, cfg.SessionToken
	store, err := s3blob.New(s3cfg)
	if err != nil {
		return nil, fmt.Errorf("blob.url: %w", err)
	}
	sctx, cancel := context.WithTimeout(ctx, blobStartTimeout)
	defer cancel()
	if err := store.EnsureBucket(sctx); err != nil {
		return nil, fmt.Errorf("blob.url: the uploads' bucket at %s cannot be used: %w", s3cfg.Endpoint, err)
	}
	return &blobBackend{Store: store, Check: store.Check}, nil
}
