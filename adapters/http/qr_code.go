package httpapi

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"image/png"

	"github.com/boombuler/barcode"
	"github.com/boombuler/barcode/qr"
)

// qrCodeSide is the width and height of the enrolment's QR code, in
// pixels.
const qrCodeSide = 256

// qrCodeDataURL is the QR code of text as a PNG data: URL, what the admin
// app shows an authenticator to scan. Drawing it is this adapter's part of
// the enrolment (the use case gives the otpauth:// URL): the same
// encoding, error correction and size as pquerna/otp's Key.Image.
func qrCodeDataURL(text string) (string, error) {
	b, err := qr.Encode(text, qr.M, qr.Auto)
	if err != nil {
		return "", fmt.Errorf("http: encoding a QR code: %w", err)
	}
	if b, err = barcode.Scale(b, qrCodeSide, qrCodeSide); err != nil {
		return "", fmt.Errorf("http: scaling a QR code: %w", err)
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, b); err != nil {
		return "", fmt.Errorf("http: writing a QR code: %w", err)
	}
	return "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes()), nil
}
