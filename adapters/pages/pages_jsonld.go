package pages

import (
	"bytes"
	"encoding/json"
	"strings"

	"github.com/portfolio-site/portfolio/domain"
)

// The JSON-LD of the pages with lists: an ItemList of what the page shows,
// in its order, for crawlers that read structured data. Every list is
// written by withJSONLD, which makes it safe inside a <script>.

// portfolioItemList is the JSON-LD ItemList of the portfolio's projects, in
// the page's order, each a CreativeWork at its page's address.
func (d *pageData) portfolioItemList(sections []portfolioSection, lists map[string][]domain.Project) []byte {
	type creativeWork struct {
		Type        string `json:"@type"`
		Name        string `json:"name"`
		Description string `json:"description,omitempty"`
		Image       string `json:"image,omitempty"`
		Genre       string `json:"genre,omitempty"`
		URL         string `json:"url"`
	}
	type listItem struct {
		Type     string       `json:"@type"`
		Position int          `json:"position"`
		Item     creativeWork `json:"item"`
	}
	items := []listItem{}
	for _, s := range sections {
		for _, p := range byPriorityAsc(lists[s.Category], func(p domain.Project) int { return p.Priority }, func(p domain.Project) int64 { return p.ID }) {
			items = append(items, listItem{Type: "ListItem", Position: len(items) + 1, Item: creativeWork{
				Type: "CreativeWork", Name: p.Title, Description: present(p.Description), Image: d.absolute(present(p.ImageURL)),
				Genre: s.Title, URL: d.projectURL(p, "/portfolio#"+s.Anchor),
			}})
		}
	}
	b, _ := json.Marshal(map[string]any{
		"@context": "https://schema.org", "@type": "ItemList", "name": "Portfolio",
		"numberOfItems": len(items), "itemListElement": items,
	})
	return b
}

// itemList is a JSON-LD ItemList of items (schema.org things), in order.
func itemList(name string, items []any) []byte {
	type listItem struct {
		Type     string `json:"@type"`
		Position int    `json:"position"`
		Item     any    `json:"item"`
	}
	list := make([]listItem, len(items))
	for i, it := range items {
		list[i] = listItem{Type: "ListItem", Position: i + 1, Item: it}
	}
	b, _ := json.Marshal(map[string]any{
		"@context": "https://schema.org", "@type": "ItemList", "name": name,
		"numberOfItems": len(list), "itemListElement": list,
	})
	return b
}

// projectURL is the absolute address of p's page, else of fallback (a
// project without a slug has no page).
func (d *pageData) projectURL(p domain.Project, fallback string) string {
	if href := projectHref(p); href != "" {
		return d.publicURL + href
	}
	return d.publicURL + fallback
}

// gamesItemList is the JSON-LD ItemList of the Games page: each game a
// VideoGame, in the page's order.
func (d *pageData) gamesItemList(v gameListView, all []domain.Project) []byte {
	type videoGame struct {
		Type        string `json:"@type"`
		Name        string `json:"name"`
		Description string `json:"description,omitempty"`
		Image       string `json:"image,omitempty"`
		Genre       string `json:"genre,omitempty"`
		URL         string `json:"url"`
	}
	images := make(map[int64]string, len(all))
	for _, p := range all {
		images[p.ID] = present(p.ImageURL)
	}
	items := make([]any, len(v.Items))
	for i, g := range v.Items {
		url := d.publicURL + "/games"
		if g.Href != "" {
			url = d.publicURL + g.Href
		}
		items[i] = videoGame{Type: "VideoGame", Name: g.Title, Description: g.Description, Image: d.absolute(images[g.ID]), Genre: g.Studio, URL: url}
	}
	return itemList("Games Portfolio", items)
}

// investmentsItemList is the JSON-LD ItemList of the Investments page:
// each investment it shows an Organization, in the page's order.
func (d *pageData) investmentsItemList(v investmentCatalogueView, all []domain.Investment) []byte {
	type organization struct {
		Type        string `json:"@type"`
		Name        string `json:"name"`
		Description string `json:"description,omitempty"`
		URL         string `json:"url,omitempty"`
		Logo        string `json:"logo,omitempty"`
	}
	logos := make(map[int64]string, len(all))
	for _, i := range all {
		logos[i.ID] = present(i.LogoURL)
	}
	shown := v.shown()
	items := make([]any, len(shown))
	for n, c := range shown {
		items[n] = organization{Type: "Organization", Name: c.Title, Description: c.Description, URL: c.URL, Logo: d.absolute(logos[c.ID])}
	}
	return itemList("Investments", items)
}

// mediaItemList is the JSON-LD ItemList of the Media & Press page: each
// item a CreativeWork, in the page's order; one without a link points at
// its section of the page.
func (d *pageData) mediaItemList(v mediaPageView, all []domain.MediaItem, route string) []byte {
	type creativeWork struct {
		Type        string `json:"@type"`
		Name        string `json:"name"`
		Description string `json:"description,omitempty"`
		URL         string `json:"url"`
		Image       string `json:"image,omitempty"`
		Genre       string `json:"genre,omitempty"`
	}
	images := make(map[int64]string, len(all))
	for _, m := range all {
		images[m.ID] = present(m.ThumbnailURL)
	}
	items := []any{}
	for _, cat := range domain.MediaCategories() {
		for _, c := range v.Sections[cat.Key].Items {
			u := c.URL
			if u == "" {
				u = d.publicURL + route + "#" + cat.Key
			}
			items = append(items, creativeWork{Type: "CreativeWork", Name: c.Title, Description: c.Description, URL: u, Image: d.absolute(images[c.ID]), Genre: cat.Label})
		}
	}
	return itemList("Media & Press", items)
}

// absolute makes a site path absolute with the public URL; other URLs stay.
func (d *pageData) absolute(u string) string {
	if strings.HasPrefix(u, "/") && !strings.HasPrefix(u, "//") {
		return d.publicURL + u
	}
	return u
}

// withJSONLD puts the JSON-LD (script-safe, appendScriptJSON) before
// </body>, or at the end of a page without one.
func withJSONLD(page, jsonLD []byte) []byte {
	if jsonLD == nil {
		return page
	}
	i := bytes.LastIndex(page, []byte("</body>"))
	if i < 0 {
		i = len(page)
	}
	out := make([]byte, 0, len(page)+len(jsonLD)+64)
	out = append(out, page[:i]...)
	out = append(out, `<script type="application/ld+json">`...)
	out = appendScriptJSON(out, jsonLD)
	out = append(out, "</script>"...)
	return append(out, page[i:]...)
}
