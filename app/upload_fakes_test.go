package app_test

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"sync"

	"github.com/portfolio-site/portfolio/domain"
)

// diskFake is a blob store in memory that counts the writes of each name.
type diskFake struct {
	mu    sync.Mutex
	files map[string][]byte
	puts  map[string]int
}

func newDiskFake() *diskFake { return &diskFake{files: map[string][]byte{}, puts: map[string]int{}} }

func (d *diskFake) Put(_ context.Context, name, _ string, data []byte) (string, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.files[name] = data
	d.puts[name]++
	return "/uploads/" + name, nil
}

func (d *diskFake) Open(_ context.Context, name string) (*domain.Blob, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	data, ok := d.files[name]
	if !ok {
		return nil, domain.Errorf(domain.ENOTFOUND, "File not found")
	}
	return &domain.Blob{ReadSeekCloser: nopCloser{bytes.NewReader(data)}, Size: int64(len(data))}, nil
}

func (d *diskFake) List(context.Context) ([]string, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	names := make([]string, 0, len(d.files))
	for name := range d.files {
		names = append(names, name)
	}
	slices.Sort(names)
	return names, nil
}

func (d *diskFake) Delete(_ context.Context, name string) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	delete(d.files, name)
	return nil
}

// file returns the content stored under name and how often it was put.
func (d *diskFake) file(name string) (data []byte, puts int) {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.files[name], d.puts[name]
}

type nopCloser struct{ *bytes.Reader }

func (nopCloser) Close() error { return nil }

// fakeImages is an honest domain.ImageProcessor without codecs: an
// "image" is any file starting with fakeImage, 40 × 30 pixels as
// displayed, a PNG; anything else is not an image. refuse, when set, is
// what Inspect answers instead. gate, when set, holds every render until
// it is closed.
type fakeImages struct {
	mu               sync.Mutex
	refuse           error
	gate             chan struct{}
	variants, shares int
}

// fakeImage starts every file fakeImages takes for an image.
const fakeImage = "IMG"

var _ domain.ImageProcessor = (*fakeImages)(nil)

func (f *fakeImages) Inspect(data []byte) (domain.ImageInfo, error) {
	f.mu.Lock()
	refuse := f.refuse
	f.mu.Unlock()
	if refuse != nil {
		return domain.ImageInfo{}, refuse
	}
	if !bytes.HasPrefix(data, []byte(fakeImage)) {
		return domain.ImageInfo{}, domain.Errorf(domain.EUNSUPPORTED, domain.MsgUnsupportedImage)
	}
	t, _ := domain.ImageTypeByContentType("image/png")
	return domain.ImageInfo{Type: t, Width: 40, Height: 30}, nil
}

func (f *fakeImages) StripMetadata(data []byte) ([]byte, error) {
	if _, err := f.Inspect(data); err != nil {
		return nil, err
	}
	return append(append([]byte(nil), data...), " (stripped)"...), nil
}

func (f *fakeImages) Variants(ctx context.Context, data []byte, widths []int) ([]domain.RenderedImage, error) {
	info, err := f.render(ctx, data, &f.variants)
	if err != nil {
		return nil, err
	}
	out := make([]domain.RenderedImage, len(widths))
	for i, w := range widths {
		w = min(w, info.Width)
		out[i] = domain.RenderedImage{Width: w, Height: w * info.Height / info.Width, Data: fmt.Appendf(nil, "variant %d of %s", w, data)}
	}
	return out, nil
}

func (f *fakeImages) ShareImage(ctx context.Context, data []byte) ([]byte, error) {
	if _, err := f.render(ctx, data, &f.shares); err != nil {
		return nil, err
	}
	return fmt.Appendf(nil, "share of %s", data), nil
}

// render counts one render in *calls, waits for the gate and inspects
// data.
func (f *fakeImages) render(ctx context.Context, data []byte, calls *int) (domain.ImageInfo, error) {
	f.mu.Lock()
	*calls++
	gate := f.gate
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

func (f *fakeImages) CheckFile(_ context.Context, name string, data []byte) error {
	if _, ok := domain.ImageTypeByName(name); !ok {
		return domain.Errorf(domain.EUNSUPPORTED, domain.MsgUnsupportedImage)
	}
	_, err := f.Inspect(data)
	return err
}

// calls returns how many variant and share renders were asked for.
func (f *fakeImages) calls() (variants, shares int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.variants, f.shares
}
