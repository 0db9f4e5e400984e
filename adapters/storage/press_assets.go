package storage

import (
	"context"
	"io"
	"io/fs"
	"mime"
	"path"
	"strings"

	"github.com/portfolio-site/portfolio/domain"
)

// PressAssets opens the files a press kit names (domain.PressAssets): an
// upload through the blob store, any other site path from the frontend's
// build (the demo's pictures under /images/). An https URL is another
// site's file: it is linked, never fetched, so it is "not found" here.
type PressAssets struct {
	blobs domain.BlobStore
	build fs.FS
}

var _ domain.PressAssets = (*PressAssets)(nil)

// NewPressAssets returns the opener of blobs and of the build's files.
func NewPressAssets(blobs domain.BlobStore, build fs.FS) (*PressAssets, error) {
	if blobs == nil || build == nil {
		return nil, domain.Errorf(domain.EINTERNAL, "storage: the press assets need the blob store and the build")
	}
	return &PressAssets{blobs: blobs, build: build}, nil
}

// Open implements domain.PressAssets.
func (a *PressAssets) Open(ctx context.Context, src string) (*domain.Blob, error) {
	if name, ok := strings.CutPrefix(src, domain.UploadsPath); ok {
		return a.blobs.Open(ctx, name)
	}
	if !strings.HasPrefix(src, "/") || strings.HasPrefix(src, "//") || strings.ContainsAny(src, "?#\\") {
		return nil, notFound()
	}
	name := strings.TrimPrefix(path.Clean(src), "/")
	// Only the build's public files: its pages and scripts are not a
	// press kit's, and a template is not a file to hand out.
	if !strings.HasPrefix(name, "images/") && !strings.HasPrefix(name, "logos/") || !fs.ValidPath(name) {
		return nil, notFound()
	}
	f, err := a.build.Open(name)
	if err != nil {
		return nil, notFound()
	}
	info, err := f.Stat()
	rs, seekable := f.(io.ReadSeekCloser)
	if err != nil || info.IsDir() || !seekable {
		f.Close()
		return nil, notFound()
	}
	return &domain.Blob{ReadSeekCloser: rs, Size: info.Size(), ContentType: mime.TypeByExtension(path.Ext(name)), ModTime: info.ModTime()}, nil
}
