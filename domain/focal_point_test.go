package domain

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFocalMember(t *testing.T) {
	for field, want := range map[string]string{"imageUrl": "imageFocal", "image": "imageFocal", "src": "focal",
		"thumbnailUrl": "thumbnailFocal", "logoUrl": "logoFocal", "shareImage": "shareImageFocal"} {
		assert.Equal(t, want, FocalMember(field), field)
	}
}

// TestFocalValidation: a coordinate outside 0–1 is a problem named by its
// member, in every kind and down the site document.
func TestFocalValidation(t *testing.T) {
	p := NewProject()
	p.Title, p.Category = "T", "games"
	require.NoError(t, p.Validate())
	for _, tc := range []struct {
		x, y float64
		bad  []string
	}{{0, 1, nil}, {0.8, 0.2, nil}, {-0.01, 0.5, []string{"imageFocalX"}}, {0.5, 1.5, []string{"imageFocalY"}}, {2, -1, []string{"imageFocalX", "imageFocalY"}}} {
		p.ImageFocalX, p.ImageFocalY = tc.x, tc.y
		err := p.Validate()
		if tc.bad == nil {
			assert.NoError(t, err)
			continue
		}
		var e *Error
		require.ErrorAs(t, err, &e)
		assert.Len(t, e.Fields, len(tc.bad))
		for _, f := range tc.bad {
			assert.Equal(t, MsgFocalRange, e.Fields[f], f)
		}
	}
	g := GalleryImage{Src: "/uploads/a.png", FocalX: 1.01}
	assert.Equal(t, MsgFocalRange, fieldError(g.Validate(), "focalX"))
	m := NewMediaItem()
	m.Title, m.Category, m.ThumbnailFocalY = "T", "podcasts", -1
	assert.Equal(t, MsgFocalRange, fieldError(m.Validate(), "thumbnailFocalY"))
	i := NewInvestment()
	i.Title, i.Category, i.LogoFocalX = "T", "funds-managed", 9
	assert.Equal(t, MsgFocalRange, fieldError(i.Validate(), "logoFocalX"))

	var s Site
	require.NoError(t, json.Unmarshal([]byte(`{"name":"N","tagline":"T","pressKit":{"headshots":[{"src":"/uploads/h.jpg","focalY":3}]},"biography":{"imageFocalX":-2}}`), &s))
	err := s.Validate()
	assert.Equal(t, MsgFocalRange, fieldError(err, "pressKit.headshots[0].focalY"))
	assert.Equal(t, MsgFocalRange, fieldError(err, "biography.imageFocalX"))
	assert.Equal(t, FocalCentre, s.PressKit.Headshots[0].FocalX, "absent: centred")
}

func fieldError(err error, field string) string {
	var e *Error
	if !asError(err, &e) {
		return ""
	}
	return e.Fields[field]
}

func asError(err error, target **Error) bool {
	e, ok := err.(*Error)
	if ok {
		*target = e
	}
	return ok
}

// TestFocalDefaults: JSON of before the focal points (an old revision,
// draft, trash item or backup) reads centred, every kind and every image
// of the site document.
func TestFocalDefaults(t *testing.T) {
	for _, x := range focalHolders() {
		ptr := reflect.New(reflect.TypeOf(x))
		require.NoError(t, json.Unmarshal([]byte(`{}`), ptr.Interface()))
		n := 0
		walkFocal(ptr, "", func(path string, f float64) { n++; assert.Equal(t, FocalCentre, f, "%T.%s", x, path) })
		assert.Positive(t, n, "%T has focal points", x)
	}
	var s Site
	require.NoError(t, json.Unmarshal([]byte(`{"categoryCards":[{"title":"a"}],"funds":[{}],"mediaHighlights":[{}],"outletLogos":[{}],"gameStudios":[{}],"pressKit":{"headshots":[{}],"logos":[{}]}}`), &s))
	walkFocal(reflect.ValueOf(s), "", func(path string, f float64) { assert.Equal(t, FocalCentre, f, path) })
}

// focalHolders are the content's types with images: every kind's entity
// and the site document.
func focalHolders() []any {
	return []any{Project{}, GalleryImage{}, MediaItem{}, Investment{}, Collaboration{}, Appearance{}, Site{}}
}

// TestEveryImageHasAFocalPoint is the coverage test: every image member of
// the content (a string member named like an image: src, image, *Image,
// *Url of an image, logo or thumbnail) has its focal pair beside it, so a
// new image field without one fails here.
func TestEveryImageHasAFocalPoint(t *testing.T) {
	seen := map[reflect.Type]bool{}
	images := 0
	var visit func(t *testing.T, rt reflect.Type)
	visit = func(t *testing.T, rt reflect.Type) {
		for rt.Kind() == reflect.Slice || rt.Kind() == reflect.Pointer {
			rt = rt.Elem()
		}
		if rt.Kind() != reflect.Struct || seen[rt] {
			return
		}
		seen[rt] = true
		members := map[string]reflect.Kind{}
		for i := range rt.NumField() {
			members[jsonName(rt.Field(i))] = rt.Field(i).Type.Kind()
		}
		for i := range rt.NumField() {
			f := rt.Field(i)
			name := jsonName(f)
			visit(t, f.Type)
			if f.Type.Kind() != reflect.String || !isImageMember(name) {
				continue
			}
			images++
			for _, axis := range []string{"X", "Y"} {
				assert.Equal(t, reflect.Float64, members[FocalMember(name)+axis], "%s.%s has no %s%s", rt.Name(), name, FocalMember(name), axis)
			}
		}
	}
	for _, x := range focalHolders() {
		visit(t, reflect.TypeOf(x))
	}
	assert.GreaterOrEqual(t, images, 17, "the image members found")
}

// isImageMember says whether a member names an image by its name.
func isImageMember(name string) bool {
	lower := strings.ToLower(name)
	if name == "src" || name == "image" || strings.HasSuffix(name, "Image") {
		return true
	}
	return strings.HasSuffix(name, "Url") && (strings.Contains(lower, "image") || strings.Contains(lower, "logo") ||
		strings.Contains(lower, "thumbnail") || strings.Contains(lower, "photo") || strings.Contains(lower, "headshot"))
}
