package imaging_test

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color/palette"
	"image/gif"
	"image/jpeg"
	"image/png"
	"io"
	"testing"

	"github.com/stretchr/testify/require"
)

// Tiny WebP files (1 × 1), as no WebP encoder is at hand: lossless (VP8L),
// lossy (VP8) and extended with an alpha channel (VP8X, ALPH, VP8).
var (
	webpLossless1x1 = []byte("RIFF\x1a\x00\x00\x00WEBPVP8L\r\x00\x00\x00/\x00\x00\x00\x10\a\x10\x11\x11\x88\x88\xfe\a\x00")
	webpLossy1x1    = []byte("RIFF\"\x00\x00\x00WEBPVP8 \x16\x00\x00\x000\x01\x00\x9d\x01*\x01\x00\x01\x00\x0e\xc0\xfe%\xa4\x00\x03p\x00\x00\x00\x00")
	webpAlpha1x1    = []byte("RIFFJ\x00\x00\x00WEBPVP8X\n\x00\x00\x00\x10\x00\x00\x00\x00\x00\x00\x00\x00\x00" +
		"ALPH\f\x00\x00\x00\x11\a\x10\x11\xfd\x0fDD\xff\x03\x00\x00" +
		"VP8 \x18\x00\x00\x00\x14\x01\x00\x9d\x01*\x01\x00\x01\x00\x00\x00\xfe\x00\x00\r\xc0\x00\xfe\xe6\xb5\x00\x00\x00")
)

// gradient is a w × h grey image with something in it to compress.
func gradient(w, h int) *image.Gray {
	m := image.NewGray(image.Rect(0, 0, w, h))
	for i := range m.Pix {
		m.Pix[i] = uint8(i)
	}
	return m
}

func encodePNG(t testing.TB, w, h int) []byte {
	t.Helper()
	var buf bytes.Buffer
	require.NoError(t, png.Encode(&buf, gradient(w, h)))
	return buf.Bytes()
}

func encodeJPEG(t testing.TB, w, h int) []byte {
	t.Helper()
	var buf bytes.Buffer
	require.NoError(t, jpeg.Encode(&buf, gradient(w, h), nil))
	return buf.Bytes()
}

func encodeGIF(t testing.TB, w, h int) []byte {
	t.Helper()
	return animatedGIF(t, w, h, 1)
}

func animatedGIF(t testing.TB, w, h, frames int) []byte {
	t.Helper()
	all := &gif.GIF{}
	for i := range frames {
		m := image.NewPaletted(image.Rect(0, 0, w, h), palette.Plan9)
		for j := range m.Pix {
			m.Pix[j] = uint8(i + j)
		}
		all.Image = append(all.Image, m)
		all.Delay = append(all.Delay, 10)
	}
	var buf bytes.Buffer
	require.NoError(t, gif.EncodeAll(&buf, all))
	return buf.Bytes()
}

// pixelFloodPNG is a valid PNG whose header claims w × h RGBA pixels and
// whose IDAT is 10 MB of zeros compressed to about 10 KB: a decoder that
// trusts the header allocates w × h × 4 bytes before noticing the data is
// short.
func pixelFloodPNG(t testing.TB, w, h uint32) []byte {
	t.Helper()
	var idat bytes.Buffer
	zw := zlib.NewWriter(&idat)
	_, err := io.CopyN(zw, zeros{}, 10<<20)
	require.NoError(t, err)
	require.NoError(t, zw.Close())

	out := bytes.NewBufferString("\x89PNG\r\n\x1a\n")
	ihdr := binary.BigEndian.AppendUint32(nil, w)
	ihdr = binary.BigEndian.AppendUint32(ihdr, h)
	ihdr = append(ihdr, 8, 6, 0, 0, 0) // 8-bit RGBA, deflate, no interlace
	for _, c := range []struct {
		kind string
		data []byte
	}{{"IHDR", ihdr}, {"IDAT", idat.Bytes()}, {"IEND", nil}} {
		chunk := binary.BigEndian.AppendUint32(nil, uint32(len(c.data)))
		chunk = append(append(chunk, c.kind...), c.data...)
		chunk = binary.BigEndian.AppendUint32(chunk, crc32.ChecksumIEEE(chunk[4:]))
		out.Write(chunk)
	}
	return out.Bytes()
}

type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// jpegWithSize is a small real JPEG whose SOF0 segment is patched to claim
// w × h pixels.
func jpegWithSize(t testing.TB, w, h uint16) []byte {
	t.Helper()
	data := encodeJPEG(t, 8, 8)
	sof := bytes.Index(data, []byte{0xFF, 0xC0})
	require.GreaterOrEqual(t, sof, 0, "the std encoder writes a baseline SOF0")
	// Marker (2), length (2), precision (1), then height and width.
	binary.BigEndian.PutUint16(data[sof+5:], h)
	binary.BigEndian.PutUint16(data[sof+7:], w)
	return data
}

// gifWithScreen is a small real GIF whose logical screen is patched to
// w × h.
func gifWithScreen(t testing.TB, w, h uint16) []byte {
	t.Helper()
	data := encodeGIF(t, 4, 4)
	binary.LittleEndian.PutUint16(data[6:], w)
	binary.LittleEndian.PutUint16(data[8:], h)
	return data
}

// vp8x is the extended WebP header chunk for a w × h canvas.
func vp8x(flags byte, w, h uint32) []byte {
	c := []byte("VP8X\x0a\x00\x00\x00")
	c = append(c, flags, 0, 0, 0)
	c = append(c, byte(w-1), byte((w-1)>>8), byte((w-1)>>16))
	return append(c, byte(h-1), byte((h-1)>>8), byte((h-1)>>16))
}

// riffWebP wraps chunks into a WebP file.
func riffWebP(chunks ...[]byte) []byte {
	body := []byte("WEBP")
	for _, c := range chunks {
		body = append(body, c...)
	}
	return append(binary.LittleEndian.AppendUint32([]byte("RIFF"), uint32(len(body))), body...)
}

// webpWithCanvas is an extended WebP claiming a w × h canvas, with a 1 × 1
// frame.
func webpWithCanvas(w, h uint32) []byte {
	return riffWebP(vp8x(0, w, h), webpLossless1x1[12:])
}

// animatedWebP is a one-frame animation: VP8X with the animation flag, ANIM
// and one ANMF holding the 1 × 1 lossless frame.
func animatedWebP() []byte {
	frame := webpLossless1x1[12:]
	anmf := binary.LittleEndian.AppendUint32([]byte("ANMF"), uint32(16+len(frame)))
	anmf = append(anmf, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 100, 0, 0, 0, 0)
	anmf = append(anmf, frame...)
	return riffWebP(vp8x(1<<1, 1, 1), []byte("ANIM\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00"), anmf)
}

// scanBomb is a progressive greyscale JPEG of w × h pixels made of the same
// AC scan repeated: every scan codes all blocks as one end-of-band run in a
// few dozen bytes, yet the decoder walks every block for each of them.
func scanBomb(w, h, scans int) []byte {
	var b bytes.Buffer
	b.Write([]byte{0xFF, 0xD8})                                                                        // SOI
	b.Write([]byte{0xFF, 0xDB, 0, 67, 0})                                                              // DQT 0…
	b.Write(bytes.Repeat([]byte{1}, 64))                                                               // …all ones
	b.Write([]byte{0xFF, 0xC2, 0, 11, 8, byte(h >> 8), byte(h), byte(w >> 8), byte(w), 1, 1, 0x11, 0}) // SOF2, one component
	b.Write([]byte{0xFF, 0xC4, 0, 20, 0x10, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xE0})     // DHT: AC 0 holds EOB14 only

	// Each EOB14 code ('0' and 14 one bits) skips 32768 blocks.
	var scan []byte
	var acc uint32
	var n uint
	put := func(bits uint32, k uint) {
		acc, n = acc<<k|bits, n+k
		for n >= 8 {
			c := byte(acc >> (n - 8))
			if scan = append(scan, c); c == 0xFF {
				scan = append(scan, 0) // byte stuffing
			}
			n -= 8
		}
	}
	blocks := ((w + 7) / 8) * ((h + 7) / 8)
	for range (blocks + 32767) / 32768 {
		put(0, 1)
		put(1<<14-1, 14)
	}
	if n > 0 {
		put(1<<(8-n)-1, 8-n)
	}
	for range scans {
		b.Write([]byte{0xFF, 0xDA, 0, 8, 1, 1, 0x00, 1, 63, 0}) // SOS: component 1, AC 1…63
		b.Write(scan)
	}
	b.Write([]byte{0xFF, 0xD9}) // EOI
	return b.Bytes()
}
