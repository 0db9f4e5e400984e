package pages

import "github.com/portfolio-site/portfolio/domain"

// The Games page's view (testdata/views/games.*.json).

type gameCardView struct {
	ID          int64  `json:"id"`
	Title       string `json:"title"`
	Studio      string `json:"studio"`
	Role        string `json:"role"`
	Description string `json:"description"`
	// Href is the game's page ("" for a project without a slug); the
	// card's title is a link to it that covers the card.
	Href       string `json:"href"`
	Image      string `json:"image"`
	SrcSet     string `json:"srcSet"`
	AvifSrcSet string `json:"avifSrcSet"`
	ImageAlt   string `json:"imageAlt"`
	// Position is the image's object-position, its focal point ("80% 20%").
	Position string `json:"position"`
}

// gameListView is the games page's list: its cards in priority order,
// under the strip of the owner's studios.
type gameListView struct {
	Empty   bool             `json:"empty"`
	Items   []gameCardView   `json:"items"`
	Studios []gameStudioView `json:"studios"`
}

// gameStudioView is a studio of the Games page's logo strip: its logo
// image (alt text the name), else its wordmark, else its name, linking to
// its block of the portfolio's Games section.
type gameStudioView struct {
	Title          string `json:"title"`
	Logo           string `json:"logo"`
	LogoImage      string `json:"logoImage"`
	LogoSrcSet     string `json:"logoSrcSet"`
	LogoAvifSrcSet string `json:"logoAvifSrcSet"`
	Href           string `json:"href"`
}

// gamesStudioAnchor is the anchor of the portfolio's Games section, whose
// studio blocks the strip links to (domain.PortfolioSections).
const gamesStudioAnchor = "games"

func (c *viewConfig) gameCardView(p domain.Project) gameCardView {
	image := present(p.ImageURL)
	if image == "" {
		image = c.DefaultProjectImage
	}
	alt := imageAlt(p.ImageDescription, p.Title, p.ImageDecorative)
	studio := ""
	if present(p.Subcategory) != "" {
		studio = c.studioLabel(p.Subcategory)
	}
	return gameCardView{ID: p.ID, Title: p.Title, Studio: studio, Role: present(p.Role), Description: present(p.Description),
		Href: projectHref(p), Image: image, SrcSet: imageSrcSet(image), AvifSrcSet: imageAvifSrcSet(image), ImageAlt: alt,
		Position: objectPosition(p.ImageFocalX, p.ImageFocalY)}
}

// studioLabel is the studio badge of a game of subcategory key: the name
// of the owner's game studio of that key (the site document's
// gameStudios), else the subcategory's label.
func (c *viewConfig) studioLabel(key string) string {
	for _, s := range c.studios {
		if s.Key == key {
			return s.Name
		}
	}
	return subcategoryLabel(key)
}

// gamesView is the app's gamesView: the games in priority order.
func (c *viewConfig) gamesView(games []domain.Project) gameListView {
	items := []gameCardView{}
	for _, p := range byPriorityAsc(games, func(p domain.Project) int { return p.Priority }, func(p domain.Project) int64 { return p.ID }) {
		items = append(items, c.gameCardView(p))
	}
	studios := []gameStudioView{}
	for _, st := range c.studios {
		anchors := studioAnchors(gamesStudioAnchor, st.Key)
		studios = append(studios, gameStudioView{Title: st.Name, Logo: present(st.Logo), LogoImage: present(st.LogoURL),
			LogoSrcSet: imageSrcSet(present(st.LogoURL)), LogoAvifSrcSet: imageAvifSrcSet(present(st.LogoURL)), Href: portfolioRoute + "#" + anchors[len(anchors)-1]})
	}
	return gameListView{Empty: len(items) == 0, Items: items, Studios: studios}
}

// gamesViewTypes are the Games page's views, in ViewTypes' order.
func gamesViewTypes() []ViewType {
	return []ViewType{
		viewType[gameCardView]("GameCardView", "A game's card: studio is the studio badge (the subcategory's label, '' for none); href is the game's page ('' for a project without a slug), the card's one link."),
		viewType[gameStudioView]("GameStudioView", "A studio of the Games page's logo strip: logoImage (alt text the title) when set, else the wordmark (logo), else the title; href is its block of the portfolio's Games section."),
		viewType[gameListView]("GamesView", "The Games page: its cards in priority order (empty shows its empty message) under the strip of the owner's studios."),
	}
}
