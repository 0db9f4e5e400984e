package domain

import (
	"strconv"
	"strings"
)

// imageVariantWidths are the widths, in pixels, every uploaded image is
// also stored at. The frontend builds its srcset from them: 480 for small
// phones at 1×, 960 for a 360 px phone at 2–3× and tablets, 1600 for
// desktops.
var imageVariantWidths = []int{480, 960, 1600}

// ImageVariantWidths lists the widths of the resized copies of an upload,
// smallest first.
func ImageVariantWidths() []int { return append([]int(nil), imageVariantWidths...) }

// imageVariantType is the format of the resized copies.
var imageVariantType = ImageType{ContentType: "image/webp", Ext: ".webp", Name: "WebP"}

// ImageVariantType is the format of the resized copies: WebP.
func ImageVariantType() ImageType { return imageVariantType }

// ImageVariantName is the stored name of the width px wide copy of the
// uploaded file name: "<base>-w<width>.webp" for "<base>.<ext>". Every
// width of ImageVariantWidths exists for every upload: a copy is never
// wider than the original, so an original narrower than width is stored
// at its own width under the same name.
func ImageVariantName(name string, width int) string {
	base := name
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		base = name[:i]
	}
	return base + "-w" + strconv.Itoa(width) + imageVariantType.Ext
}

// ParseImageVariantName returns the base name of the original and the
// width when name is the name ImageVariantName gives one of the
// ImageVariantWidths; ok is false for any other name, including a variant
// of a variant or of a share copy (ShareImageName).
func ParseImageVariantName(name string) (base string, width int, ok bool) {
	rest, found := strings.CutSuffix(name, imageVariantType.Ext)
	if !found {
		return "", 0, false
	}
	i := strings.LastIndex(rest, "-w")
	if i <= 0 {
		return "", 0, false
	}
	base, digits := rest[:i], rest[i+2:]
	for _, w := range imageVariantWidths {
		if digits == strconv.Itoa(w) {
			width = w
		}
	}
	if width == 0 {
		return "", 0, false
	}
	if _, _, nested := ParseImageVariantName(base + imageVariantType.Ext); nested {
		return "", 0, false
	}
	if _, share := ParseShareImageName(base + shareImageType.Ext); share {
		return "", 0, false
	}
	return base, width, true
}
