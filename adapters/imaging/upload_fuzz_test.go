package imaging_test

import (
	"bytes"
	"context"
	"image"
	"image/gif"
	"image/jpeg"
	"image/png"
	"io"
	"net/http"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"

	"golang.org/x/image/webp"

	"github.com/portfolio-site/portfolio/adapters/imaging"
	"github.com/portfolio-site/portfolio/domain"
)

// codecs are the decoders a browser would pick from the sniffed type; the
// fuzz target holds accepted uploads to them, not to the service's own table.
var codecs = map[string]struct {
	ext    string
	config func(io.Reader) (image.Config, error)
	decode func(io.Reader) (image.Image, error)
}{
	"image/png":  {".png", png.DecodeConfig, png.Decode},
	"image/jpeg": {".jpg", jpeg.DecodeConfig, jpeg.Decode},
	"image/gif":  {".gif", gif.DecodeConfig, gif.Decode},
	"image/webp": {".webp", webp.DecodeConfig, webp.Decode},
}

// bytesPerPixel bounds what a decoder may allocate for each pixel its
// header declares: a progressive CMYK JPEG keeps four int32 coefficients
// and four bytes of output per pixel; an interlaced 16-bit RGBA PNG holds a
// pass and the image at 8 bytes each.
const bytesPerPixel = 24

// Besides decoding, an accepted upload has its variants made: each copy
// (at most imaging.MaxVariantPixels) is resized into 4 bytes a pixel, turned
// (4 more) and encoded by libwebp under wazero, whose linear memory grows
// by reallocation: measured up to 140 bytes a pixel for noise, and about
// 2 MB for a copy of a few thousand pixels (the encoder's own tables).
// Each copy is also encoded as AVIF by libaom under wazero, a fresh
// instance per copy whose linear memory (in the Go heap) starts at about
// 4 MB however small the copy (measured: three copies of a few pixels
// allocate 12.6 MB in all, WebP included) and grows with its pixels.
const (
	variantBytesPerPixel = 160 + 64
	variantFixedBytes    = 8<<20 + 3*(4<<20)
)

// FuzzUploadCheck feeds arbitrary bytes to UploadService.Upload. It must
// never panic; what it accepts must decode with the codec of its sniffed
// type and be within the size limits; and the memory it allocates must be
// bounded by what the header declares, which the limits bound in turn.
// The seeds (and testdata/fuzz/FuzzUploadCheck) run in plain go test.
func FuzzUploadCheck(f *testing.F) {
	for _, seed := range [][]byte{
		encodePNG(f, 5, 3), encodeJPEG(f, 9, 7), encodeGIF(f, 4, 4), animatedGIF(f, 4, 4, 3),
		webpLossless1x1, webpLossy1x1, webpAlpha1x1,
		pixelFloodPNG(f, 65535, 65535), jpegWithSize(f, 60000, 60000), gifWithScreen(f, 65535, 65535),
		webpWithCanvas(16384, 16384), animatedWebP(), scanBomb(80, 40, 3),
		[]byte("\x89PNG\r\n\x1a\n"), []byte("GIF89a"), []byte("plain text"),
	} {
		f.Add(seed)
	}
	up, blobs := newUploads(f, 1<<20)
	// The first encode compiles the WebP encoder (tens of MB, once per
	// process): done here, not counted against an input.
	if _, err := up.Upload(context.Background(), encodePNG(f, 2, 2)); err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		start := time.Now()
		res, err := up.Upload(context.Background(), data)
		elapsed := time.Since(start)
		runtime.ReadMemStats(&after)

		if elapsed > 30*time.Second {
			t.Fatalf("checking %d bytes took %s", len(data), elapsed)
		}
		contentType := http.DetectContentType(data)
		codec, known := codecs[contentType]
		declared := int64(0)
		if known {
			if cfg, err := codec.config(bytes.NewReader(data)); err == nil {
				declared = int64(cfg.Width) * int64(cfg.Height)
			}
		}
		budget := 4<<20 + 16*int64(len(data)) + bytesPerPixel*min(declared, imaging.MaxImagePixels) +
			variantFixedBytes + variantBytesPerPixel*min(declared, int64(len(domain.ImageVariantWidths()))*imaging.MaxVariantPixels)
		if grew := int64(after.TotalAlloc - before.TotalAlloc); grew > budget {
			t.Fatalf("checking %d bytes (%s, %d pixels declared) allocated %d bytes, budget %d",
				len(data), contentType, declared, grew, budget)
		}

		if err != nil {
			if code := domain.ErrorCode(err); code == domain.EINTERNAL {
				t.Fatalf("an upload is refused with a message, not an internal error: %v", err)
			}
			return
		}
		if !known {
			t.Fatalf("accepted an upload sniffed as %s", contentType)
		}
		if !strings.HasSuffix(res.Filename, codec.ext) || blobs.files[res.Filename] == nil {
			t.Fatalf("accepted %s but stored it as %+v", contentType, res)
		}
		// Keep the fake's memory flat over millions of runs.
		blobs.mu.Lock()
		stored := blobs.files[res.Filename]
		delete(blobs.files, res.Filename)
		for _, v := range res.Variants {
			delete(blobs.files, strings.TrimPrefix(v.URL, "/uploads/"))
		}
		blobs.mu.Unlock()
		cfg, err := codec.config(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("accepted an upload whose header does not decode: %v", err)
		}
		if cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width > imaging.MaxImageSide || cfg.Height > imaging.MaxImageSide ||
			int64(cfg.Width)*int64(cfg.Height) > imaging.MaxImagePixels {
			t.Fatalf("accepted a %d × %d image", cfg.Width, cfg.Height)
		}
		want, err := codec.decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("accepted an upload that does not decode as %s: %v", contentType, err)
		}
		// Stripping its metadata leaves the same pixels.
		if http.DetectContentType(stored) != contentType {
			t.Fatalf("stored a %s upload as %s", contentType, http.DetectContentType(stored))
		}
		got, err := codec.decode(bytes.NewReader(stored))
		if err != nil {
			t.Fatalf("the stored copy of a %s upload does not decode: %v", contentType, err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("the stored copy of a %s upload decodes to other pixels", contentType)
		}
	})
}
