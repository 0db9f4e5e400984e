package imaging_test

import (
	"bytes"
	"context"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/imaging"
	"github.com/portfolio-site/portfolio/adapters/memory"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/app/journal"
	"github.com/portfolio-site/portfolio/domain"
)

// diskFake is a blob store in memory that counts the writes of each name.
type diskFake struct {
	mu    sync.Mutex
	files map[string][]byte
	puts  map[string]int
}

func (d *diskFake) Put(_ context.Context, name, _ string, data []byte) (string, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.files[name] = data
	if d.puts == nil {
		d.puts = map[string]int{}
	}
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

type nopCloser struct{ *bytes.Reader }

func (nopCloser) Close() error { return nil }

// newUploads is an upload service on a Processor of its own, over a blob
// store in memory: the processor's contract, held through the use case
// that drives it.
func newUploads(t testing.TB, maxBytes int64) (*app.UploadService, *diskFake) {
	t.Helper()
	return newUploadsWith(t, maxBytes, imaging.NewUnhurried())
}

// newUploadsWith is newUploads on p, for tests that reach into it.
func newUploadsWith(t testing.TB, maxBytes int64, p *imaging.Processor) (*app.UploadService, *diskFake) {
	t.Helper()
	blobs := &diskFake{files: map[string][]byte{}}
	store := memory.NewStore()
	j, err := journal.New(memory.NewTransactor(store), store.Activity(), store.Revisions(), domain.RevisionPolicy{}, domain.SystemClock{})
	require.NoError(t, err)
	up, err := app.NewUploadService(blobs, p, j, maxBytes)
	require.NoError(t, err)
	return up, blobs
}

func TestUploadRecognisesImagesByContent(t *testing.T) {
	ctx := context.Background()
	up, blobs := newUploads(t, 1024)
	images := map[string][]byte{
		".png":  encodePNG(t, 3, 2),
		".jpg":  encodeJPEG(t, 3, 2),
		".gif":  encodeGIF(t, 3, 2),
		".webp": webpLossless1x1,
	}
	for ext, data := range images {
		res, err := up.Upload(ctx, data)
		require.NoError(t, err, ext)
		assert.True(t, strings.HasSuffix(res.Filename, ext), res.Filename)
		assert.Equal(t, "/uploads/"+res.Filename, res.URL)
		assert.Len(t, strings.TrimSuffix(res.Filename, ext), 32, "a random name")
	}
	_, err := up.Upload(ctx, []byte("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"))
	assert.Equal(t, domain.EUNSUPPORTED, domain.ErrorCode(err))
	_, err = up.Upload(ctx, []byte("just text that claims to be a png"))
	assert.Equal(t, domain.EUNSUPPORTED, domain.ErrorCode(err))
	_, err = up.Upload(ctx, bytes.Repeat([]byte{0x89}, 2048))
	assert.Equal(t, domain.ETOOLARGE, domain.ErrorCode(err))
	_, err = up.Upload(ctx, nil)
	assert.Equal(t, domain.EINVALID, domain.ErrorCode(err))
	assert.Len(t, blobs.files, 4*(1+len(domain.ImageVariantWidths())*len(domain.ImageVariantTypes())), "four originals and their variants (WebP, AVIF)")
}

func TestUploadAcceptsRealImages(t *testing.T) {
	p := imaging.NewUnhurried()
	up, blobs := newUploadsWith(t, 8<<20, p)
	// What is checked is that legal images are accepted: the 40 MP one may
	// outlast the product's 10 s decode budget under -race on a busy
	// 2-core machine (seen once), and the budget has tests of its own.
	imaging.SetDecodeTimeout(p, 2*time.Minute)
	for _, c := range []struct {
		name, ext string
		data      []byte
	}{
		{"png", ".png", encodePNG(t, 64, 48)},
		{"png at the side limit", ".png", encodePNG(t, imaging.MaxImageSide, 1)},
		{"png at the pixel limit", ".png", encodePNG(t, imaging.MaxImageSide, imaging.MaxImagePixels/imaging.MaxImageSide)},
		{"jpeg", ".jpg", encodeJPEG(t, 64, 48)},
		{"gif", ".gif", encodeGIF(t, 64, 48)},
		{"animated gif", ".gif", animatedGIF(t, 16, 16, 50)},
		{"webp lossless", ".webp", webpLossless1x1},
		{"webp lossy", ".webp", webpLossy1x1},
		{"webp with alpha", ".webp", webpAlpha1x1},
	} {
		t.Run(c.name, func(t *testing.T) {
			res, err := up.Upload(context.Background(), c.data)
			require.NoError(t, err)
			assert.True(t, strings.HasSuffix(res.Filename, c.ext), res.Filename)
			assert.Equal(t, c.data, blobs.files[res.Filename], "stored as sent")
		})
	}
}

func TestUploadRefusesFloodsAndFakes(t *testing.T) {
	tooLarge := &domain.Error{Code: domain.ETOOLARGE, Message: domain.MsgImageTooLarge}
	notPNG := &domain.Error{Code: domain.EINVALID, Message: "The file is not a valid PNG image"}
	notJPEG := &domain.Error{Code: domain.EINVALID, Message: "The file is not a valid JPEG image"}
	notGIF := &domain.Error{Code: domain.EINVALID, Message: "The file is not a valid GIF image"}
	notWebP := &domain.Error{Code: domain.EINVALID, Message: "The file is not a valid WebP image"}
	valid := encodePNG(t, 32, 32)
	up, blobs := newUploads(t, 8<<20)
	for _, c := range []struct {
		name string
		data []byte
		want *domain.Error
	}{
		{"pixel-flood png", pixelFloodPNG(t, 65535, 65535), tooLarge},
		{"png one pixel too wide", pixelFloodPNG(t, imaging.MaxImageSide+1, 1), tooLarge},
		{"png over 40 megapixels", pixelFloodPNG(t, 8000, 5001), tooLarge},
		{"png with no pixels", pixelFloodPNG(t, 0, 10), notPNG},
		{"jpeg sof claiming 60000x60000", jpegWithSize(t, 60000, 60000), tooLarge},
		{"gif screen of 65535x65535", gifWithScreen(t, 65535, 65535), tooLarge},
		{"webp canvas of 16384x16384", webpWithCanvas(16384, 16384), tooLarge},
		{"truncated png", valid[:len(valid)/2], notPNG},
		{"png header then garbage", append(valid[:33:33], bytes.Repeat([]byte("garbage!"), 64)...), notPNG},
		{"png signature only", []byte("\x89PNG\r\n\x1a\n"), notPNG},
		{"jpeg magic then zeros", append([]byte{0xFF, 0xD8, 0xFF, 0xE0}, make([]byte, 32)...), notJPEG},
		{"gif magic then zeros", append([]byte("GIF89a"), make([]byte, 32)...), notGIF},
		{"webp magic then zeros", append([]byte("RIFF\x00\x00\x00\x00WEBPVP8 "), make([]byte, 32)...), notWebP},
		{"animated webp", animatedWebP(), &domain.Error{Code: domain.EUNSUPPORTED, Message: domain.MsgAnimatedWebP}},
		{"text file", []byte("name,value\nflood,65535\n"), &domain.Error{Code: domain.EUNSUPPORTED, Message: domain.MsgUnsupportedImage}},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := up.Upload(context.Background(), c.data)
			require.Error(t, err)
			assert.Equal(t, c.want.Code, domain.ErrorCode(err))
			assert.Equal(t, c.want.Message, domain.ErrorMessage(err))
		})
	}
	assert.Empty(t, blobs.files, "nothing refused was stored")
}

func TestUploadDecodeHonoursContext(t *testing.T) {
	up, blobs := newUploads(t, 8<<20)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := up.Upload(ctx, encodePNG(t, 8, 8))
	require.ErrorIs(t, err, context.Canceled)
	assert.Equal(t, domain.EINTERNAL, domain.ErrorCode(err), "not the owner's fault, not a message for them")
	assert.Empty(t, blobs.files)
}

func TestUploadStopsAScanBomb(t *testing.T) {
	p := imaging.NewUnhurried()
	up, blobs := newUploadsWith(t, 8<<20, p)
	imaging.SetDecodeTimeout(p, 300*time.Millisecond)
	// 40 MP in 200 scans of 66 bytes: 13 KB that take seconds to decode
	// (about 30 ms a scan on a loaded 2-core box); the budget stops it.
	// The budget's own error shows it stopped the decode; how long that
	// took on a shared machine is not asserted (no timed assertions).
	data := scanBomb(8000, 5000, 200)
	_, err := up.Upload(context.Background(), data)
	assert.Equal(t, domain.MsgImageDecodeTimeout, domain.ErrorMessage(err))
	assert.Empty(t, blobs.files)

	_, err = up.Upload(context.Background(), scanBomb(64, 48, 3))
	assert.NoError(t, err, "a progressive JPEG of a few scans is fine")
}

func TestUploadWaitsForTheDecodeSlot(t *testing.T) {
	p := imaging.NewUnhurried()
	up, blobs := newUploadsWith(t, 8<<20, p)
	data := encodePNG(t, 16, 16)
	release := imaging.HoldDecodeSlot(p)

	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	_, err := up.Upload(ctx, data)
	require.ErrorIs(t, err, context.DeadlineExceeded, "a waiting upload gives up with its request")

	done := make(chan error, 1)
	go func() {
		_, err := up.Upload(context.Background(), data)
		done <- err
	}()
	select {
	case err := <-done:
		t.Fatalf("decoded while the slot was taken: %v", err)
	case <-time.After(50 * time.Millisecond):
	}
	release()
	require.NoError(t, <-done)
	assert.Len(t, blobs.files, 1+len(domain.ImageVariantWidths())*len(domain.ImageVariantTypes()))
}

func TestUploadDecodeHasATimeBudget(t *testing.T) {
	p := imaging.NewUnhurried()
	up, blobs := newUploadsWith(t, 8<<20, p)
	imaging.SetDecodeTimeout(p, time.Nanosecond)
	for _, data := range [][]byte{encodePNG(t, 64, 64), encodeJPEG(t, 64, 64), animatedGIF(t, 64, 64, 3), webpLossy1x1} {
		_, err := up.Upload(context.Background(), data)
		assert.Equal(t, domain.ETOOLARGE, domain.ErrorCode(err))
		assert.Equal(t, domain.MsgImageDecodeTimeout, domain.ErrorMessage(err))
	}
	assert.Empty(t, blobs.files)
}
