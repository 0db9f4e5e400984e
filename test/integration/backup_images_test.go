package integration_test

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/jpeg"
	"image/png"
	"testing"

	"github.com/stretchr/testify/require"
)

// The images the backup tests restore: an import checks each file with
// the real image processor, as an upload is (adapters/imaging has the
// image tests themselves).

// webpLossless1x1 is a 1 × 1 lossless WebP, as no WebP encoder is at hand.
var webpLossless1x1 = []byte("RIFF\x1a\x00\x00\x00WEBPVP8L\r\x00\x00\x00/\x00\x00\x00\x10\a\x10\x11\x11\x88\x88\xfe\a\x00")

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

// animatedWebP is a one-frame animation: VP8X with the animation flag, ANIM
// and one ANMF holding the 1 × 1 lossless frame.
func animatedWebP() []byte {
	frame := webpLossless1x1[12:]
	anmf := binary.LittleEndian.AppendUint32([]byte("ANMF"), uint32(16+len(frame)))
	anmf = append(anmf, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 100, 0, 0, 0, 0)
	anmf = append(anmf, frame...)
	vp8x := []byte("VP8X\x0a\x00\x00\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00")
	body := []byte("WEBP")
	for _, c := range [][]byte{vp8x, []byte("ANIM\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00"), anmf} {
		body = append(body, c...)
	}
	return append(binary.LittleEndian.AppendUint32([]byte("RIFF"), uint32(len(body))), body...)
}
