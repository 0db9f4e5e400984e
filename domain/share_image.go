package domain

import "strings"

// ShareImageWidth and ShareImageHeight are the size of the copy of an
// uploaded image that link previews show (og:image): 1.91:1, the size
// Facebook, LinkedIn and X's large card ask for. Whatever the size of the
// upload, the copy fills it, cropped about the centre.
const (
	ShareImageWidth  = 1200
	ShareImageHeight = 630
)

// shareImageType is the format of the share copies: JPEG, which every
// link-preview reader takes (some take no WebP) and which keeps a photo
// small at this size.
var shareImageType = ImageType{ContentType: "image/jpeg", Ext: ".jpg", Name: "JPEG"}

// ShareImageType is the format of the share copies: JPEG.
func ShareImageType() ImageType { return shareImageType }

// shareImageSuffix ends the base name of a share copy.
const shareImageSuffix = "-og"

// ShareImageName is the stored name of the share copy of the uploaded
// file name: "<base>-og.jpg" for "<base>.<ext>".
func ShareImageName(name string) string {
	base := name
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		base = name[:i]
	}
	return base + shareImageSuffix + shareImageType.Ext
}

// ParseShareImageName returns the base name of the original when name is
// the name ShareImageName gives the copy of an upload; ok is false for any
// other name. Uploads are named with letters, digits and underscores, so a
// base with a hyphen is a copy's (a resized copy or another share copy),
// of which no share copy is made.
func ParseShareImageName(name string) (base string, ok bool) {
	rest, found := strings.CutSuffix(name, shareImageSuffix+shareImageType.Ext)
	if !found || rest == "" || strings.ContainsRune(rest, '-') {
		return "", false
	}
	return rest, true
}
