package pages

import (
	"strconv"

	"github.com/portfolio-site/portfolio/domain"
)

// The Media & Press page's view (testdata/views/media.*.json). The
// ?category= choice is the server's: a known category shows only its
// section; "documentaries" adds the note pointing to the portfolio's
// documentaries; anything else selects nothing (every section shown).

// documentariesCategory is the ?category= of the note pointing to the
// portfolio's documentaries (they are projects, not media items).
const documentariesCategory = "documentaries"

type mediaCardView struct {
	ID          int64  `json:"id"`
	Title       string `json:"title"`
	Description string `json:"description"`
	Image       string `json:"image"`
	SrcSet      string `json:"srcSet"`
	AvifSrcSet  string `json:"avifSrcSet"`
	ImageAlt    string `json:"imageAlt"`
	// Position is the image's object-position, its focal point ("80% 20%").
	Position string `json:"position"`
	URL      string `json:"url"`
	Label    string `json:"label"`
	Opens    string `json:"opens" ts:"'video' | 'audio' | 'tab'"`
	// Embed is the player URL when Opens is "video" and the URL is a
	// YouTube video, else "".
	Embed string `json:"embed"`
	// Ping counts a click that leaves for its link (the ping attribute;
	// the dialog's links to the original carry it too).
	Ping string `json:"ping"`
}

type mediaSectionView struct {
	// Heading is the section's heading and its category link's label:
	// the owner's (the site document's sections texts).
	Heading string          `json:"heading"`
	Empty   bool            `json:"empty"`
	Items   []mediaCardView `json:"items"`
	// Shown: no category is selected, or this section is the selected one.
	Shown bool `json:"shown"`
	// Current is "true" when this section is the selected category, else
	// "false" (text, for aria-current).
	Current string `json:"current"`
}

// mediaPageView is the media page for one ?category=: every category's
// section and which of them the query selects.
type mediaPageView struct {
	Sections map[string]mediaSectionView `json:"sections"`
	// AllCurrent is "true" when no known category is selected, else
	// "false".
	AllCurrent string `json:"allCurrent"`
	// Documentaries: ?category=documentaries.
	Documentaries bool `json:"documentaries"`
}

// mediaCategorySelects reports whether ?category=c changes the page: a
// media category or documentaries.
func mediaCategorySelects(c string) bool {
	if c == documentariesCategory {
		return true
	}
	for _, cat := range domain.MediaCategories() {
		if cat.Key == c {
			return true
		}
	}
	return false
}

// mediaAction is what the media card (frontend/src/features/media) shows:
// the card button's label and what it opens, by link type; "other",
// "external" and anything else are plain links.
// The labels are the owner's (the site document's sections texts).
func mediaAction(linkType string, t domain.SiteSectionTexts) (label, opens string) {
	switch linkType {
	case "youtube":
		return t.WatchButton, "video"
	case "audio":
		return t.ListenButton, "audio"
	case "article":
		return t.ReadButton, "tab"
	}
	return t.ViewButton, "tab"
}

func (c *viewConfig) mediaCardView(m domain.MediaItem) mediaCardView {
	image := present(m.ThumbnailURL)
	if image == "" {
		image = c.DefaultProjectImage
	}
	alt := imageAlt(m.ThumbnailDescription, m.Title, m.ThumbnailDecorative)
	label, opens := mediaAction(m.LinkType, c.texts().Sections)
	embed := ""
	if opens == "video" {
		embed = videoEmbedURL(m.URL)
	}
	return mediaCardView{ID: m.ID, Title: m.Title, Description: present(m.Description), Image: image, SrcSet: imageSrcSet(image), AvifSrcSet: imageAvifSrcSet(image),
		ImageAlt: alt, Position: objectPosition(m.ThumbnailFocalX, m.ThumbnailFocalY), URL: present(m.URL), Label: label, Opens: opens, Embed: embed, Ping: outboundPing(c.base(), domain.OutboundMedia, m.ID)}
}

// mediaView is the page's view for ?category=category: every catalogue
// category, items of an unknown category nowhere.
func (c *viewConfig) mediaView(items []domain.MediaItem, category string) mediaPageView {
	sorted := byPriorityAsc(items, func(m domain.MediaItem) int { return m.Priority }, func(m domain.MediaItem) int64 { return m.ID })
	selected := ""
	for _, cat := range domain.MediaCategories() {
		if cat.Key == category {
			selected = category
		}
	}
	v := mediaPageView{Sections: map[string]mediaSectionView{}, AllCurrent: strconv.FormatBool(selected == ""),
		Documentaries: category == documentariesCategory}
	for _, cat := range domain.MediaCategories() {
		cards := []mediaCardView{}
		for _, m := range sorted {
			if m.Category == cat.Key {
				cards = append(cards, c.mediaCardView(m))
			}
		}
		heading, ok := c.texts().SectionHeading(cat.Key)
		if !ok {
			heading = cat.Label
		}
		v.Sections[cat.Key] = mediaSectionView{Heading: heading, Empty: len(cards) == 0, Items: cards,
			Shown: selected == "" || selected == cat.Key, Current: strconv.FormatBool(selected == cat.Key)}
	}
	return v
}

// mediaViewTypes are the Media & Press page's views, in ViewTypes' order.
func mediaViewTypes() []ViewType {
	return []ViewType{
		viewType[mediaCardView]("MediaCardView", "A media item's card: url is its link, '' for none (then the card has no button); label is the button's text; opens is how the button opens it (the page's dialog for video or audio, else a new tab); embed is the player's address when opens is video, else ''; ping counts a click that leaves for url (the ping attribute)."),
		viewType[mediaSectionView]("MediaSectionView", "The cards of a media category; empty shows its empty message; shown: no category is selected, or this one is; current is \"true\" when the address selects this category, else \"false\" (aria-current)."),
		viewType[mediaPageView]("MediaView", "The Media & Press page: every category's section by key; allCurrent is \"true\" when no known category is selected, else \"false\"; documentaries is ?category=documentaries, the note pointing to the portfolio's documentaries."),
	}
}
