package pages

import (
	"encoding/json"

	"github.com/portfolio-site/portfolio/domain"
)

// A portfolio card's gallery: what its link opens without script (the
// first image) and what the gallery dialog shows (data-gallery).

// projectGallery is the project image, then its gallery images lowest
// priority first (then by id), none repeated.
func projectGallery(p domain.Project) []galleryImageView {
	out := []galleryImageView{}
	seen := map[string]int{} // a picture's place in out
	add := func(src, alt, caption string, x, y float64) {
		src = present(src)
		if src == "" {
			return
		}
		// A picture shown once: a gallery image that repeats the cover gives
		// the cover figure its caption (the owner wrote it for that picture).
		if i, ok := seen[src]; ok {
			if out[i].Caption == "" {
				out[i].Caption = present(caption)
			}
			return
		}
		seen[src] = len(out)
		out = append(out, galleryImageView{Src: src, SrcSet: imageSrcSet(src), AvifSrcSet: imageAvifSrcSet(src), Alt: alt, Caption: present(caption), Position: objectPosition(x, y)})
	}
	add(p.ImageURL, imageAlt(p.ImageDescription, p.Title, p.ImageDecorative), "", p.ImageFocalX, p.ImageFocalY)
	for _, g := range byPriorityAsc(p.GalleryImages, func(g domain.GalleryImage) int { return g.Priority }, func(g domain.GalleryImage) int64 { return g.ID }) {
		add(g.Src, imageAlt(g.Alt, p.Title, g.Decorative), g.Caption, g.FocalX, g.FocalY)
	}
	return out
}

// jsonText is v as JSON text for an attribute (the field escaping makes
// it HTML); encoding/json escapes <, > and &, which is harmless there.
func jsonText(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // plain structs and strings
	}
	return string(b)
}
