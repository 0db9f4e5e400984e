package imaging

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"image"
	"image/gif"
	"image/jpeg"
	"image/png"
	"io"
	"time"

	"golang.org/x/image/webp"

	"github.com/portfolio-site/portfolio/domain"
)

// Image size limits. A header is cheap to forge: 10 KB of PNG can claim
// 65535 × 65535 pixels, which decodes to 16 GiB. Nothing past the header is
// read until its size is within these bounds.
const (
	// MaxImageSide is the largest width or height accepted, in pixels.
	MaxImageSide = 10_000
	// MaxImagePixels is the largest width × height accepted.
	MaxImagePixels = 40_000_000
)

// maxConcurrentDecodes bounds the full decodes running at once. A legal
// 40 MP image takes 160 MB as RGBA and up to ~800 MB as a progressive CMYK
// JPEG (coefficients plus pixels), so two at a time is already a lot for a
// small server; uploads are rare and administrator-only, so one waits.
// The slot also covers the variants made from the decoded image (a few
// copies of at most 1600 px wide, plus the WebP encoder's memory, and their
// AVIF encodes: one encode at a time in the whole process, each a fresh
// WebAssembly instance of libaom whose memory is released after it; a
// 24-megapixel upload peaks at about 430 MB of resident memory), and
// the variants made on first use of an image stored before they existed:
// a burst of requests for old images decodes one original at a time.
const maxConcurrentDecodes = 1

// decodeTimeout bounds one full decode. The size limits bound memory but not
// time: a progressive JPEG may repeat a 66-byte scan that makes the decoder
// walk every block of a 40 MP image (measured: ~30 ms a scan on a loaded
// 2-core box), so 10 MB of them would hold the decoder for over an hour.
const decodeTimeout = 10 * time.Second

// decodeReadChunk caps each read the decoders make, so the deadline is
// looked at often even when a decoder does much work per byte.
const decodeReadChunk = 512

// imageFormat is one accepted image type (domain.ImageTypes) with the
// codec that proves an upload is one.
type imageFormat struct {
	domain.ImageType
	config func(io.Reader) (image.Config, error)
	decode func(io.Reader) (image.Image, error)
}

// codecs are the decoders of the accepted types, by content type.
var codecs = map[string]struct {
	config func(io.Reader) (image.Config, error)
	decode func(io.Reader) (image.Image, error)
}{
	"image/png":  {png.DecodeConfig, png.Decode},
	"image/jpeg": {jpeg.DecodeConfig, jpeg.Decode},
	// gif.Decode stops after the first frame, so a GIF of a thousand
	// frames (an LZW bomb spread over frames) costs no more than one;
	// each frame must fit the logical screen the header declares.
	"image/gif":  {gif.DecodeConfig, gif.Decode},
	"image/webp": {webp.DecodeConfig, webp.Decode},
}

// formatOf returns the format of a content type recognised from a file's
// first bytes (http.DetectContentType); the name and declared type of an
// upload are never trusted.
func formatOf(contentType string) (imageFormat, bool) {
	t, ok := domain.ImageTypeByContentType(contentType)
	c, known := codecs[contentType]
	if !ok || !known {
		return imageFormat{}, false
	}
	return imageFormat{ImageType: t, config: c.config, decode: c.decode}, true
}

// invalidImage is the answer to a file that starts like an image of the
// format but is not one.
func invalidImage(f imageFormat) error {
	msg := fmt.Sprintf("The file is not a valid %s image", f.Name)
	return &domain.Error{Code: domain.EINVALID, Message: msg, Fields: map[string]string{"file": msg}}
}

// checkImageHeader reads only the header of data and refuses images with no
// pixels or over the size limits, before a single pixel is decoded. It
// returns the header.
func checkImageHeader(f imageFormat, data []byte) (image.Config, error) {
	if f.Ext == ".webp" {
		if !riffChunksFit(data) {
			return image.Config{}, invalidImage(f)
		}
		if isAnimatedWebP(data) {
			return image.Config{}, domain.Errorf(domain.EUNSUPPORTED, domain.MsgAnimatedWebP)
		}
	}
	cfg, err := f.config(bytes.NewReader(data))
	if err != nil || cfg.Width <= 0 || cfg.Height <= 0 {
		return image.Config{}, invalidImage(f)
	}
	if cfg.Width > MaxImageSide || cfg.Height > MaxImageSide ||
		int64(cfg.Width)*int64(cfg.Height) > MaxImagePixels {
		return image.Config{}, domain.Errorf(domain.ETOOLARGE, domain.MsgImageTooLarge)
	}
	return cfg, nil
}

// riffChunksFit reports whether the RIFF container and each chunk in it
// claim no more bytes than data holds. x/image/vp8 allocates a frame
// chunk's declared length up front (up to 128 MiB), so a 42-byte WebP
// could cost that much; with this check a decode allocates at most the
// upload's size besides its pixels. (Found by FuzzUploadCheck.)
func riffChunksFit(data []byte) bool {
	if len(data) < 12 {
		return false
	}
	end := 8 + uint64(binary.LittleEndian.Uint32(data[4:]))
	if end > uint64(len(data)) {
		return false
	}
	for off := uint64(12); off+8 <= end; {
		n := uint64(binary.LittleEndian.Uint32(data[off+4:]))
		if n > end-off-8 {
			return false
		}
		off += 8 + n + n&1 // chunks are padded to an even length
	}
	return true
}

// isAnimatedWebP reports whether data is an extended WebP (VP8X chunk first)
// with the animation flag set. x/image/webp skips the ANIM and ANMF chunks
// and fails to find a frame, so without this the owner would be told the
// file is not a WebP at all.
func isAnimatedWebP(data []byte) bool {
	const animationBit = 1 << 1
	return len(data) > 20 && string(data[12:16]) == "VP8X" && data[20]&animationBit != 0
}

// withDecoded decodes the whole image and hands it, on its logical screen
// of cfg's size, to use. The work waits for one of p.decodeSlots and holds
// it throughout. Decoding gives up when ctx ends or p.decodeTimeout
// passes; what use does with the image (resizing, encoding), whose cost is
// bounded by the size limits (not by how the file is coded), stops only
// with ctx.
func (p *Processor) withDecoded(ctx context.Context, f imageFormat, cfg image.Config, data []byte, use func(image.Image) error) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("imaging: checking an image: %w", err)
	}
	select {
	case p.decodeSlots <- struct{}{}:
		defer func() { <-p.decodeSlots }()
	case <-ctx.Done():
		return fmt.Errorf("imaging: waiting to check an image: %w", ctx.Err())
	}
	img, err := p.decode(ctx, f, data)
	if err != nil {
		return err
	}
	err = use(canvas(img, cfg.Width, cfg.Height))
	if err != nil && ctx.Err() != nil {
		return fmt.Errorf("imaging: resizing an image: %w", ctx.Err())
	}
	return err
}

// decode decodes the whole image within p.decodeTimeout.
func (p *Processor) decode(ctx context.Context, f imageFormat, data []byte) (image.Image, error) {
	return decodeImage(ctx, f, data, p.decodeTimeout)
}

// decodeImage decodes the whole image within timeout: ETOOLARGE when it
// takes longer, EINVALID when the body is not what the header says.
func decodeImage(ctx context.Context, f imageFormat, data []byte, timeout time.Duration) (image.Image, error) {
	dctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	img, err := f.decode(&ctxReader{ctx: dctx, r: bytes.NewReader(data)})
	// Some decoders format the reader's error with %v, so the contexts,
	// not the error chain, say why a decode stopped.
	switch {
	case err == nil:
		return img, nil
	case ctx.Err() != nil:
		return nil, fmt.Errorf("imaging: checking an image: %w", ctx.Err())
	case dctx.Err() != nil:
		return nil, domain.Errorf(domain.ETOOLARGE, domain.MsgImageDecodeTimeout)
	}
	return nil, invalidImage(f)
}

// ctxReader fails its reads once ctx is done. The image decoders take no
// context, but all of them read as they go, so this is how a decode stops.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c *ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	if len(p) > decodeReadChunk {
		p = p[:decodeReadChunk]
	}
	return c.r.Read(p)
}
