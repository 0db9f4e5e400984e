package app

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"net/http"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// MsgUnsupportedImage is the answer to an upload that is not a PNG, JPEG,
// GIF or WebP image.
const MsgUnsupportedImage = "Only image files are allowed (PNG, JPEG, GIF or WebP)"

// Upload is the answer to a successful upload.
type Upload struct {
	URL      string `json:"url"`
	Filename string `json:"filename"`
}

// UploadService stores uploaded images under random names, once their
// header is within the size limits and their whole body decodes.
type UploadService struct {
	blobs    domain.BlobStore
	maxBytes int64
	// decodeSlots holds one token per full decode under way.
	decodeSlots   chan struct{}
	decodeTimeout time.Duration
}

// NewUploadService returns an UploadService accepting files up to maxBytes.
func NewUploadService(blobs domain.BlobStore, maxBytes int64) (*UploadService, error) {
	if blobs == nil {
		return nil, errors.New("app: a blob store is required")
	}
	if maxBytes <= 0 {
		return nil, errors.New("app: the upload limit must be positive")
	}
	return &UploadService{
		blobs:         blobs,
		maxBytes:      maxBytes,
		decodeSlots:   make(chan struct{}, maxConcurrentDecodes),
		decodeTimeout: decodeTimeout,
	}, nil
}

// MaxBytes is the largest file accepted.
func (s *UploadService) MaxBytes() int64 { return s.maxBytes }

// Upload recognises the image by its content, checks it and stores it. It
// returns ETOOLARGE for a file over MaxBytes, an image over MaxImageSide or
// MaxImagePixels, or one that takes over decodeTimeout to decode;
// EUNSUPPORTED for anything but a PNG, JPEG, GIF or still WebP; EINVALID
// for an empty file or one whose body does not decode as its type.
func (s *UploadService) Upload(ctx context.Context, data []byte) (*Upload, error) {
	if int64(len(data)) > s.maxBytes {
		return nil, domain.Errorf(domain.ETOOLARGE, "File is too large (limit %d bytes)", s.maxBytes)
	}
	if len(data) == 0 {
		return nil, &domain.Error{Code: domain.EINVALID, Message: "file: Required", Fields: map[string]string{"file": domain.MsgRequired}}
	}
	contentType := http.DetectContentType(data)
	format, ok := formatOf(contentType)
	if !ok {
		return nil, domain.Errorf(domain.EUNSUPPORTED, MsgUnsupportedImage)
	}
	if err := checkImageHeader(format, data); err != nil {
		return nil, err
	}
	if err := s.decodeImage(ctx, format, data); err != nil {
		return nil, err
	}
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return nil, err
	}
	name := hex.EncodeToString(b) + format.Ext
	url, err := s.blobs.Put(ctx, name, contentType, data)
	if err != nil {
		return nil, err
	}
	return &Upload{URL: url, Filename: name}, nil
}

// Open returns an uploaded file for serving; ENOTFOUND when there is none.
func (s *UploadService) Open(ctx context.Context, name string) (*domain.Blob, error) {
	return s.blobs.Open(ctx, name)
}
