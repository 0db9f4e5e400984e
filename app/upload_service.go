package app

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"net/http"

	"github.com/portfolio-site/portfolio/domain"
)

// MsgUnsupportedImage is the answer to an upload that is not a PNG, JPEG,
// GIF or WebP image.
const MsgUnsupportedImage = "Only image files are allowed (PNG, JPEG, GIF or WebP)"

// imageTypes maps the content types recognised from a file's first bytes to
// the extension it is stored with. The name and declared type of the upload
// are never trusted.
var imageTypes = map[string]string{
	"image/png":  ".png",
	"image/jpeg": ".jpg",
	"image/gif":  ".gif",
	"image/webp": ".webp",
}

// Upload is the answer to a successful upload.
type Upload struct {
	URL      string `json:"url"`
	Filename string `json:"filename"`
}

// UploadService stores uploaded images under random names.
type UploadService struct {
	blobs    domain.BlobStore
	maxBytes int64
}

// NewUploadService returns an UploadService accepting files up to maxBytes.
func NewUploadService(blobs domain.BlobStore, maxBytes int64) (*UploadService, error) {
	if blobs == nil {
		return nil, errors.New("app: a blob store is required")
	}
	if maxBytes <= 0 {
		return nil, errors.New("app: the upload limit must be positive")
	}
	return &UploadService{blobs: blobs, maxBytes: maxBytes}, nil
}

// MaxBytes is the largest file accepted.
func (s *UploadService) MaxBytes() int64 { return s.maxBytes }

// Upload recognises the image by its content and stores it.
func (s *UploadService) Upload(ctx context.Context, data []byte) (*Upload, error) {
	if int64(len(data)) > s.maxBytes {
		return nil, domain.Errorf(domain.ETOOLARGE, "File is too large (limit %d bytes)", s.maxBytes)
	}
	if len(data) == 0 {
		return nil, &domain.Error{Code: domain.EINVALID, Message: "file: Required", Fields: map[string]string{"file": domain.MsgRequired}}
	}
	ext, ok := imageTypes[http.DetectContentType(data)]
	if !ok {
		return nil, domain.Errorf(domain.EUNSUPPORTED, MsgUnsupportedImage)
	}
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return nil, err
	}
	name := hex.EncodeToString(b) + ext
	url, err := s.blobs.Put(ctx, name, contentTypeOf(ext), data)
	if err != nil {
		return nil, err
	}
	return &Upload{URL: url, Filename: name}, nil
}

func contentTypeOf(ext string) string {
	for ct, e := range imageTypes {
		if e == ext {
			return ct
		}
	}
	return "application/octet-stream"
}
