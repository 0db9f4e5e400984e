package domain

import (
	"math"
	"strconv"
	"strings"
)

// ShareImageWidth and ShareImageHeight are the size of the copy of an
// uploaded image that link previews show (og:image): 1.91:1, the size
// Facebook, LinkedIn and X's large card ask for. Whatever the size of the
// upload, the copy fills it, cropped around the image's focal point
// (focal_point.go): the crop window is placed so the point is as near its
// centre as the image allows.
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

// ShareFocalStep is the step, in percent, of the focal point a share
// copy is cut around: a point is rounded to it (the share copy is at
// least 52% of the image's width or height, so 2.5% moves the subject
// little), and an upload has at most 21 × 21 share copies, each made once
// when first asked for, deleted with the original.
const ShareFocalStep = 5

// SharePoint is the focal point of a share copy, in percent of the
// image's width and height (0–100, a multiple of ShareFocalStep).
type SharePoint struct{ X, Y int }

// centredSharePoint is the point of an image whose focal point is its
// centre (a constant: Go has no struct constants): its share copy keeps
// the name of before focal points.
var centredSharePoint = SharePoint{50, 50}

// SharePointOf is the share copy's point of the focal point (x, y),
// rounded to ShareFocalStep; a point outside the image is the centre.
func SharePointOf(x, y float64) SharePoint {
	if !ValidFocal(x) || !ValidFocal(y) {
		return centredSharePoint
	}
	step := func(f float64) int { return int(math.Round(f*100/ShareFocalStep)) * ShareFocalStep }
	return SharePoint{step(x), step(y)}
}

// Focal is the point as a focal point (0–1).
func (p SharePoint) Focal() (x, y float64) { return float64(p.X) / 100, float64(p.Y) / 100 }

// ShareImageName is the stored name of the share copy of the uploaded
// file name: "<base>-og.jpg" for "<base>.<ext>".
func ShareImageName(name string) string { return ShareImageNameAt(name, centredSharePoint) }

// ShareImageNameAt is the stored name of the share copy of the uploaded
// file name cut around the point p: "<base>-og.jpg" for the centre (the
// name of before focal points), "<base>-og-f80x20.jpg" for any other, so
// a moved point is a new address that caches and link previews fetch
// anew.
func ShareImageNameAt(name string, p SharePoint) string {
	base := name
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		base = name[:i]
	}
	if p == centredSharePoint {
		return base + shareImageSuffix + shareImageType.Ext
	}
	return base + shareImageSuffix + "-f" + strconv.Itoa(p.X) + "x" + strconv.Itoa(p.Y) + shareImageType.Ext
}

// ParseShareImageName returns the base name of the original when name is
// a name ShareImageName or ShareImageNameAt gives the copy of an upload;
// ok is false for any other name. Uploads are named with letters, digits
// and underscores, so a base with a hyphen is a copy's (a resized copy or
// another share copy), of which no share copy is made.
func ParseShareImageName(name string) (base string, ok bool) {
	base, _, ok = ParseShareImage(name)
	return base, ok
}

// ParseShareImage is ParseShareImageName with the point the copy is cut
// around: the centre for "<base>-og.jpg". A point that is not one
// ShareImageNameAt writes (off the step, out of range, zero-padded, the
// centre written out) is no share copy's name.
func ParseShareImage(name string) (base string, p SharePoint, ok bool) {
	rest, found := strings.CutSuffix(name, shareImageType.Ext)
	if !found {
		return "", p, false
	}
	p = centredSharePoint
	if i := strings.LastIndex(rest, shareImageSuffix+"-f"); i >= 0 {
		xs, ys, cut := strings.Cut(rest[i+len(shareImageSuffix)+2:], "x")
		x, errX := strconv.Atoi(xs)
		y, errY := strconv.Atoi(ys)
		p = SharePoint{x, y}
		if !cut || errX != nil || errY != nil || ShareImageNameAt("b.x", p) != "b"+rest[i:]+shareImageType.Ext ||
			p != SharePointOf(float64(x)/100, float64(y)/100) || p == centredSharePoint {
			return "", p, false
		}
		rest = rest[:i] + shareImageSuffix
	}
	rest, found = strings.CutSuffix(rest, shareImageSuffix)
	if !found || rest == "" || strings.ContainsRune(rest, '-') {
		return "", p, false
	}
	return rest, p, true
}
