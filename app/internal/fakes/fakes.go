// Package fakes holds the honest in-memory ports the app's tests share (a
// blob store that counts writes, an image processor without codecs). Only
// tests import it.
package fakes

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"sync"

	"github.com/portfolio-site/portfolio/domain"
)

// Disk is a blob store in memory that counts the writes of each name.
type Disk struct {
	mu    sync.Mutex
	Files map[string][]byte
	Puts  map[string]int
}

func NewDisk() *Disk { return &Disk{Files: map[string][]byte{}, Puts: map[string]int{}} }

func (d *Disk) Put(_ context.Context, name, _ string, data []byte) (string, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.Files[name] = data
	d.Puts[name]++
	return "/uploads/" + name, nil
}

func (d *Disk) Open(_ context.Context, name string) (*domain.Blob, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	data, ok := d.Files[name]
	if !ok {
		return nil, domain.Errorf(domain.ENOTFOUND, domain.MsgFileNotFound)
	}
	return &domain.Blob{ReadSeekCloser: nopCloser{bytes.NewReader(data)}, Size: int64(len(data))}, nil
}

func (d *Disk) List(context.Context) ([]string, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	names := make([]string, 0, len(d.Files))
	for name := range d.Files {
		names = append(names, name)
	}
	slices.Sort(names)
	return names, nil
}

func (d *Disk) Delete(_ context.Context, name string) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	delete(d.Files, name)
	return nil
}

// File returns the content stored under name and how often it was put.
func (d *Disk) File(name string) (data []byte, puts int) {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.Files[name], d.Puts[name]
}

// Names are the stored names, sorted.
func (d *Disk) Names() []string {
	names, _ := d.List(context.Background())
	return names
}

type nopCloser struct{ *bytes.Reader }

func (nopCloser) Close() error { return nil }

// Images is an honest domain.ImageProcessor without codecs: an
// "image" is any file starting with Image, 40 × 30 pixels as
// displayed, a PNG; anything else is not an image. Refuse, when set, is
// what Inspect answers instead. Gate, when set, holds every render until
// it is closed.
type Images struct {
	mu               sync.Mutex
	Refuse           error
	Gate             chan struct{}
	variants, shares int
}

// Image starts every file Images takes for an image.
const Image = "IMG"

var _ domain.ImageProcessor = (*Images)(nil)

func (f *Images) Inspect(data []byte) (domain.ImageInfo, error) {
	f.mu.Lock()
	refuse := f.Refuse
	f.mu.Unlock()
	if refuse != nil {
		return domain.ImageInfo{}, refuse
	}
	if !bytes.HasPrefix(data, []byte(Image)) {
		return domain.ImageInfo{}, domain.Errorf(domain.EUNSUPPORTED, domain.MsgUnsupportedImage)
	}
	t, _ := domain.ImageTypeByContentType("image/png")
	return domain.ImageInfo{Type: t, Width: 40, Height: 30}, nil
}

func (f *Images) StripMetadata(data []byte) ([]byte, error) {
	if _, err := f.Inspect(data); err != nil {
		return nil, err
	}
	return append(append([]byte(nil), data...), " (stripped)"...), nil
}

func (f *Images) Variants(ctx context.Context, data []byte, widths []int, types []domain.ImageType) ([][]domain.RenderedImage, error) {
	info, err := f.render(ctx, data, &f.variants)
	if err != nil {
		return nil, err
	}
	out := make([][]domain.RenderedImage, len(widths))
	for i, w := range widths {
		w = min(w, info.Width)
		for _, t := range types {
			out[i] = append(out[i], domain.RenderedImage{Width: w, Height: w * info.Height / info.Width, Data: fmt.Appendf(nil, "%s variant %d of %s", t.Name, w, data)})
		}
	}
	return out, nil
}

func (f *Images) ShareImage(ctx context.Context, data []byte, p domain.SharePoint) ([]byte, error) {
	if _, err := f.render(ctx, data, &f.shares); err != nil {
		return nil, err
	}
	if p != domain.SharePointOf(domain.FocalCentre, domain.FocalCentre) {
		return fmt.Appendf(nil, "share at %dx%d of %s", p.X, p.Y, data), nil
	}
	return fmt.Appendf(nil, "share of %s", data), nil
}

// render counts one render in *calls, waits for the gate and inspects
// data.
func (f *Images) render(ctx context.Context, data []byte, calls *int) (domain.ImageInfo, error) {
	f.mu.Lock()
	*calls++
	gate := f.Gate
	f.mu.Unlock()
	if gate != nil {
		select {
		case <-gate:
		case <-ctx.Done():
			return domain.ImageInfo{}, ctx.Err()
		}
	}
	return f.Inspect(data)
}

func (f *Images) CheckFile(_ context.Context, name string, data []byte) error {
	if _, ok := domain.ImageTypeByName(name); !ok {
		return domain.Errorf(domain.EUNSUPPORTED, domain.MsgUnsupportedImage)
	}
	_, err := f.Inspect(data)
	return err
}

// Calls returns how many variant and share renders were asked for.
func (f *Images) Calls() (variants, shares int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.variants, f.shares
}
