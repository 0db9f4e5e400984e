package pages

import "github.com/portfolio-site/portfolio/domain"

// The Notable Collaborations carousel's view, as the app works it out
// (testdata/views/collaborations.*.json).

// collaborationRows and rowDirections are the carousel's rows and their
// directions (RowView.direction of frontend/src/lib/views.gen.ts).
const collaborationRows = 3

var rowDirections = [collaborationRows]string{"rtl", "ltr", "rtl"}

type collaborationView struct {
	ID         int64  `json:"id"`
	Title      string `json:"title"`
	Image      string `json:"image"`
	SrcSet     string `json:"srcSet"`
	AvifSrcSet string `json:"avifSrcSet"`
	Alt        string `json:"alt"`
	// Position is the image's object-position, its focal point ("80% 20%").
	Position string `json:"position"`
	// Logo is the partner's logo ("" for none: the caption shows the
	// title as text); its alt text is the title.
	Logo           string `json:"logo"`
	LogoSrcSet     string `json:"logoSrcSet"`
	LogoAvifSrcSet string `json:"logoAvifSrcSet"`
}

type rowView struct {
	Direction string              `json:"direction" ts:"'rtl' | 'ltr'"`
	Count     int                 `json:"count"`
	Items     []collaborationView `json:"items"`
}

// collaborationCarouselView is the collaborations carousel: its rows of
// logos, or empty.
type collaborationCarouselView struct {
	Empty bool      `json:"empty"`
	Rows  []rowView `json:"rows"`
}

func carouselView(collaborations []domain.Collaboration) collaborationCarouselView {
	sorted := byPriorityAsc(collaborations, func(c domain.Collaboration) int { return c.Priority }, func(c domain.Collaboration) int64 { return c.ID })
	items := make([]collaborationView, len(sorted))
	for i, c := range sorted {
		alt := imageAlt(c.ImageDescription, c.Title, c.ImageDecorative)
		logo := present(c.LogoURL)
		items[i] = collaborationView{ID: c.ID, Title: c.Title, Image: c.ImageURL, SrcSet: imageSrcSet(c.ImageURL), AvifSrcSet: imageAvifSrcSet(c.ImageURL), Alt: alt, Position: objectPosition(c.ImageFocalX, c.ImageFocalY),
			Logo: logo, LogoSrcSet: imageSrcSet(logo), LogoAvifSrcSet: imageAvifSrcSet(logo)}
	}
	v := collaborationCarouselView{Empty: len(items) == 0, Rows: []rowView{}}
	size := (len(items) + collaborationRows - 1) / collaborationRows
	for i := range collaborationRows {
		row := items[min(i*size, len(items)):min((i+1)*size, len(items))]
		if len(row) > 0 {
			v.Rows = append(v.Rows, rowView{Direction: rowDirections[i], Count: len(row), Items: row})
		}
	}
	return v
}

// carouselViewTypes are the home page's carousel's views, in ViewTypes'
// order.
func carouselViewTypes() []ViewType {
	return []ViewType{
		viewType[collaborationView]("CollaborationView", "A collaboration's logo in the carousel."),
		viewType[rowView]("RowView", "A row of the carousel: right-to-left or left-to-right, alternating from the first row; count is its items, which the carousel shows twice for a seamless loop."),
		viewType[collaborationCarouselView]("CarouselView", "The Notable Collaborations carousel: the rows that have items."),
	}
}
