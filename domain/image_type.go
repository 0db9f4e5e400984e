package domain

import "strings"

// ImageType is an image format uploads may have: the content type it is
// recognised (from its first bytes) and served as, the extension it is
// stored with, and the name messages give it.
type ImageType struct {
	ContentType string
	Ext         string
	Name        string
}

// imageTypes is the one table of accepted upload formats; the upload check
// and the file server both read it.
var imageTypes = []ImageType{
	{ContentType: "image/png", Ext: ".png", Name: "PNG"},
	{ContentType: "image/jpeg", Ext: ".jpg", Name: "JPEG"},
	{ContentType: "image/gif", Ext: ".gif", Name: "GIF"},
	{ContentType: "image/webp", Ext: ".webp", Name: "WebP"},
}

// ImageTypes lists the accepted upload formats.
func ImageTypes() []ImageType { return append([]ImageType(nil), imageTypes...) }

// ImageTypeByContentType returns the format of a content type.
func ImageTypeByContentType(ct string) (ImageType, bool) {
	for _, t := range imageTypes {
		if t.ContentType == ct {
			return t, true
		}
	}
	return ImageType{}, false
}

// ImageTypeByName returns the format of a stored file name by its
// extension (in any case): an accepted upload format, or AVIF, which is
// stored (the resized copies, AVIFVariantType) but never taken as an
// upload.
func ImageTypeByName(name string) (ImageType, bool) {
	i := strings.LastIndexByte(name, '.')
	if i < 0 {
		return ImageType{}, false
	}
	ext := strings.ToLower(name[i:])
	for _, t := range append(imageTypes[:len(imageTypes):len(imageTypes)], avifVariantType) {
		if t.Ext == ext {
			return t, true
		}
	}
	return ImageType{}, false
}
