package memory

import (
	"bytes"
	"context"
	"maps"
	"slices"
	"sync"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

var _ domain.BlobStore = (*BlobStore)(nil)

// BlobStore keeps blobs in memory: the honest fake of domain.BlobStore the
// app's tests use, held to the same contract as the disk.
type BlobStore struct {
	mu    sync.Mutex
	blobs map[string]memoryBlob
}

type memoryBlob struct {
	data        []byte
	contentType string
	modTime     time.Time
}

// NewBlobStore returns an empty BlobStore.
func NewBlobStore() *BlobStore { return &BlobStore{blobs: map[string]memoryBlob{}} }

// Put stores a copy of data under name.
func (s *BlobStore) Put(_ context.Context, name, contentType string, data []byte) (string, error) {
	if !domain.ValidBlobName(name) {
		return "", domain.Errorf(domain.EINVALID, domain.MsgInvalidFileName)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.blobs[name] = memoryBlob{data: bytes.Clone(data), contentType: contentType, modTime: time.Now()}
	return domain.UploadsPath + name, nil
}

// Open returns the blob name; ENOTFOUND when there is none.
func (s *BlobStore) Open(_ context.Context, name string) (*domain.Blob, error) {
	if !domain.ValidBlobName(name) {
		return nil, domain.Errorf(domain.ENOTFOUND, domain.MsgFileNotFound)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	b, ok := s.blobs[name]
	if !ok {
		return nil, domain.Errorf(domain.ENOTFOUND, domain.MsgFileNotFound)
	}
	return &domain.Blob{ReadSeekCloser: readSeekNopCloser{bytes.NewReader(b.data)}, Size: int64(len(b.data)),
		ContentType: b.contentType, ModTime: b.modTime}, nil
}

// List returns the names of the blobs, sorted.
func (s *BlobStore) List(context.Context) ([]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Sorted(maps.Keys(s.blobs)), nil
}

// Delete removes the blob name, if there is one.
func (s *BlobStore) Delete(_ context.Context, name string) error {
	if !domain.ValidBlobName(name) {
		return domain.Errorf(domain.EINVALID, domain.MsgInvalidFileName)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.blobs, name)
	return nil
}

type readSeekNopCloser struct{ *bytes.Reader }

func (readSeekNopCloser) Close() error { return nil }
