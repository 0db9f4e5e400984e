package domain

import (
	"encoding/json"
	"math"
	"reflect"
	"strconv"
	"strings"
)

// A focal point (issue 44) is where the subject of an image is: two
// numbers from 0 (left, top) to 1 (right, bottom), beside every image
// field of the content, named after it (FocalMember): a project's
// imageUrl has imageFocalX and imageFocalY, a gallery image's src has
// focalX and focalY. Every crop of the image (object-fit: cover on the
// public pages, the 1200 × 630 share copy) keeps that point in view. An
// image nobody placed is centred: FocalCentre, the value a member absent
// from a write, an old row, an old revision or an old backup reads as.

// FocalCentre is the focal point of an image whose point was never set.
const FocalCentre = 0.5

// MsgFocalRange is the problem of a focal point outside the image.
const MsgFocalRange = "Must be a number from 0 to 1"

// FocalMember is the prefix of the focal pair of the image member named
// field: "imageUrl" → "imageFocal" (imageFocalX, imageFocalY), "image" →
// "imageFocal", "thumbnailUrl" → "thumbnailFocal", "shareImage" →
// "shareImageFocal", and "focal" for a bare "src" or "url".
func FocalMember(field string) string {
	base := strings.TrimSuffix(field, "Url")
	if base == "src" || base == "url" || base == "" {
		return "focal"
	}
	return base + "Focal"
}

// ValidFocal reports whether f is a coordinate of a focal point: a number
// from 0 to 1.
func ValidFocal(f float64) bool { return f >= 0 && f <= 1 && !math.IsNaN(f) }

// isFocalMember reports whether the JSON member name is one of a focal
// pair's.
func isFocalMember(name string) bool {
	return strings.HasSuffix(name, "ocalX") || strings.HasSuffix(name, "ocalY")
}

// CentreFocalPoints sets every focal member of the struct x points to,
// and of the structs it holds (not of list items: each is decoded on its
// own), to FocalCentre: what decoding starts from, so a member absent from
// the JSON reads as the centre.
func CentreFocalPoints(x any) {
	centreFocal(reflect.ValueOf(x).Elem())
}

func centreFocal(rv reflect.Value) {
	t := rv.Type()
	if t.Kind() != reflect.Struct {
		return
	}
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		switch fv := rv.Field(i); {
		case f.Type.Kind() == reflect.Float64 && isFocalMember(jsonName(f)):
			fv.SetFloat(FocalCentre)
		case f.Type.Kind() == reflect.Struct:
			centreFocal(fv)
		}
	}
}

// decodeCentred decodes data into x (a type without UnmarshalJSON of its
// own: the plain copy of the caller's) over centred focal points.
func decodeCentred[T any](data []byte, x *T) error {
	CentreFocalPoints(x)
	return json.Unmarshal(data, x)
}

// checkFocalPoints adds a problem to v for every focal member of the
// struct x, of the structs it holds and of their lists' items, outside 0–1,
// named by its JSON path below prefix ("imageFocalX",
// "pressKit.headshots[0].focalY").
func checkFocalPoints(v ValidationErrors, prefix string, x any) {
	walkFocal(reflect.ValueOf(x), prefix, func(path string, f float64) {
		if !ValidFocal(f) {
			v.Add(path, MsgFocalRange)
		}
	})
}

// walkFocal calls fn with the path and value of every focal member of rv.
func walkFocal(rv reflect.Value, prefix string, fn func(path string, f float64)) {
	switch rv.Kind() {
	case reflect.Pointer:
		if !rv.IsNil() {
			walkFocal(rv.Elem(), prefix, fn)
		}
	case reflect.Slice:
		for i := range rv.Len() {
			walkFocal(rv.Index(i), prefix+"["+strconv.Itoa(i)+"]", fn)
		}
	case reflect.Struct:
		t := rv.Type()
		for i := range t.NumField() {
			f := t.Field(i)
			name := jsonName(f)
			if !f.IsExported() || name == "-" {
				continue
			}
			path := name
			if prefix != "" {
				path = prefix + "." + name
			}
			if f.Type.Kind() == reflect.Float64 && isFocalMember(name) {
				fn(path, rv.Field(i).Float())
				continue
			}
			walkFocal(rv.Field(i), path, fn)
		}
	}
}

// jsonName is the JSON member name of a struct field.
func jsonName(f reflect.StructField) string {
	name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
	if name == "" {
		return f.Name
	}
	return name
}
