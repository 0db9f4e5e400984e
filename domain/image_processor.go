package domain

import (
	"context"
	"strconv"
	"strings"
)

// MsgUnsupportedImage is the answer to an upload that is not a PNG, JPEG,
// GIF or WebP image.
const MsgUnsupportedImage = "Only image files are allowed (PNG, JPEG, GIF or WebP)"

// MsgImageTooLarge is the answer to an image whose header is over the size
// limits of the ImageProcessor.
const MsgImageTooLarge = "Image is too large: at most 10000 pixels on a side and 40 megapixels"

// MsgAnimatedWebP is the answer to an animated WebP: only still images are
// decoded, and nothing is stored that could not be.
const MsgAnimatedWebP = "Animated WebP images are not supported"

// MsgImageDecodeTimeout is the answer to an image whose decoding outlasted
// the ImageProcessor's time budget.
const MsgImageDecodeTimeout = "The image took too long to decode"

// ImageInfo is what an image's header says, read without decoding a pixel.
type ImageInfo struct {
	// Type is the format recognised from the content; an upload's name
	// and declared type are never trusted.
	Type ImageType
	// Width and Height are the size as displayed: the EXIF orientation
	// applied, so a photo taken upright is taller than wide.
	Width, Height int
}

// RenderedImage is one copy an ImageProcessor made of an image: its size
// and its encoded bytes.
type RenderedImage struct {
	Width, Height int
	Data          []byte
}

// ImageProcessor reads, checks and renders uploaded images: the codecs
// behind the upload use cases. Every method takes the file's bytes, whose
// type it recognises from their content. Decoding is the costly part, and
// the processor bounds it (memory by the header's size limits, time by a
// budget, and how many decodes run at once), so callers need not.
type ImageProcessor interface {
	// Inspect recognises data and reads only its header: EUNSUPPORTED
	// (MsgUnsupportedImage) for anything but a PNG, JPEG, GIF or WebP,
	// EUNSUPPORTED (MsgAnimatedWebP) for an animated WebP, EINVALID ("The
	// file is not a valid <type> image", on the field "file") for a header
	// that does not parse or has no pixels, ETOOLARGE (MsgImageTooLarge)
	// for one over the size limits.
	Inspect(data []byte) (ImageInfo, error)
	// StripMetadata returns data without its metadata (camera, position,
	// comments, thumbnails), its coded pixels untouched and its
	// orientation kept; data must have passed Inspect. EINVALID when its
	// structure cannot be walked.
	StripMetadata(data []byte) ([]byte, error)
	// Variants decodes data whole and returns its copies, displayed the
	// right way up, one per width in that order and, for each, one per
	// format of types (of ImageVariantTypes) in that order: never wider
	// than the image, never upscaled, narrower when a copy would be too
	// large. Encoding an AVIF copy takes seconds, so it is done here, with
	// the decode, and never when a copy is served. Besides Inspect's
	// errors: ETOOLARGE (MsgImageDecodeTimeout) when the decode outlasts
	// its budget, EINVALID when the body is not what the header says, and
	// ctx's error (an internal one) when ctx ends first.
	Variants(ctx context.Context, data []byte, widths []int, types []ImageType) ([][]RenderedImage, error)
	// ShareImage decodes data whole and returns its share copy: filling
	// ShareImageWidth × ShareImageHeight, cropped so the focal point p (of
	// the image as displayed) is as near the crop's centre as the image
	// allows, encoded as ShareImageType. Its errors are those of Variants.
	ShareImage(ctx context.Context, data []byte, p SharePoint) ([]byte, error)
	// CheckFile reports whether data is a file the product would have
	// stored under name (an imported backup's): an image of the type the
	// name says, within the size limits, whose body decodes whole. A
	// refusal is a domain error whose message says why (MsgUnsupportedImage
	// for a name of no image type); ctx's error when ctx ends first.
	CheckFile(ctx context.Context, name string, data []byte) error
}

// MsgFileTooLarge is the answer to an upload over max bytes, in the unit
// an owner knows ("at most 10 MB").
func MsgFileTooLarge(max int64) string {
	return "The file is too large: at most " + byteSize(max) + ". Choose a smaller file or export it smaller."
}

// byteSize writes n bytes as B, KB or MB (1024-based, one decimal when it is not whole).
func byteSize(n int64) string {
	switch {
	case n >= 1<<20:
		return trimUnit(float64(n)/(1<<20)) + " MB"
	case n >= 1<<10:
		return trimUnit(float64(n)/(1<<10)) + " KB"
	}
	return strconv.FormatInt(n, 10) + " bytes"
}

func trimUnit(v float64) string {
	return strings.TrimSuffix(strconv.FormatFloat(v, 'f', 1, 64), ".0")
}
