package httpapi

import "github.com/portfolio-site/portfolio/domain"

// The Media & Press page's view, as the app works it out
// (frontend/src/features/media-press/view.ts;
// test/fixtures/views/media.*.json). The server's page is the unfiltered
// one: the ?category= choice applies in the browser once hydrated.

type mediaCardView struct {
	ID          int64  `json:"id"`
	Title       string `json:"title"`
	Description string `json:"description"`
	Image       string `json:"image"`
	SrcSet      string `json:"srcSet"`
	ImageAlt    string `json:"imageAlt"`
	URL         string `json:"url"`
	Label       string `json:"label"`
	Opens       string `json:"opens"`
}

type mediaSectionView struct {
	Empty bool            `json:"empty"`
	Items []mediaCardView `json:"items"`
}

type mediaViewT struct {
	Sections map[string]mediaSectionView `json:"sections"`
}

// mediaAction is the app's (frontend/src/features/media-press/media-actions.ts):
// the card button's label and what it opens, by link type; "other",
// "external" and anything else are plain links.
func mediaAction(linkType string) (label, opens string) {
	switch linkType {
	case "youtube":
		return "Watch Now", "video"
	case "audio":
		return "Listen Now", "audio"
	case "article":
		return "Read More", "tab"
	}
	return "View", "tab"
}

func (c *viewConfig) mediaCardView(m domain.MediaItem) mediaCardView {
	image := present(m.ThumbnailURL)
	if image == "" {
		image = c.DefaultProjectImage
	}
	alt := present(m.ThumbnailDescription)
	if alt == "" {
		alt = m.Title
	}
	label, opens := mediaAction(m.LinkType)
	return mediaCardView{ID: m.ID, Title: m.Title, Description: present(m.Description), Image: image, SrcSet: imageSrcSet(image),
		ImageAlt: alt, URL: present(m.URL), Label: label, Opens: opens}
}

// mediaView is the app's mediaView: every catalogue category, items of an
// unknown category nowhere.
func (c *viewConfig) mediaView(items []domain.MediaItem) mediaViewT {
	sorted := byPriorityAsc(items, func(m domain.MediaItem) int { return m.Priority }, func(m domain.MediaItem) int64 { return m.ID })
	v := mediaViewT{Sections: map[string]mediaSectionView{}}
	for _, cat := range domain.MediaCategories() {
		cards := []mediaCardView{}
		for _, m := range sorted {
			if m.Category == cat.Key {
				cards = append(cards, c.mediaCardView(m))
			}
		}
		v.Sections[cat.Key] = mediaSectionView{Empty: len(cards) == 0, Items: cards}
	}
	return v
}
