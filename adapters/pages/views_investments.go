package pages

import (
	"strings"

	"github.com/portfolio-site/portfolio/domain"
)

// The Investments page's view (testdata/views/investments.*.json).
// The headings are the owner's (the site document's sections texts) with
// the owner's name in place, in its possessive form where they ask for it
// (labels).

type investmentCardView struct {
	ID          int64  `json:"id"`
	Title       string `json:"title"`
	Role        string `json:"role"`
	Description string `json:"description"`
	URL         string `json:"url"`
	LinkLabel   string `json:"linkLabel"`
	// Logo is the logo image, "" for none: the card then shows Monogram,
	// the title's initials, beside the title.
	Logo       string `json:"logo"`
	SrcSet     string `json:"srcSet"`
	AvifSrcSet string `json:"avifSrcSet"`
	LogoAlt    string `json:"logoAlt"`
	// Position is the image's object-position, its focal point ("80% 20%").
	Position string `json:"position"`
	Monogram string `json:"monogram"`
	// Ping counts a click on its link (the ping attribute).
	Ping string `json:"ping"`
}

type investmentListView struct {
	Empty bool                 `json:"empty"`
	Items []investmentCardView `json:"items"`
}

// investmentCatalogueView is the investments page: every category's list,
// split by subcategory where the catalogue has them, with its heading.
type investmentCatalogueView struct {
	// Categories without subcategories, by key.
	Categories map[string]investmentListView `json:"categories"`
	// Categories with subcategories: by category key, then subcategory key.
	Subcategories map[string]map[string]investmentListView `json:"subcategories"`
	// Labels are the categories' and subcategories' headings by key, the
	// owner's name filled in ("Jordan Avery's Investments").
	Labels map[string]string `json:"labels"`
}

// investmentLabel fills a heading's "{name}'" with the possessive of the
// owner's name, and any other "{name}" with the name.
func investmentLabel(label, name string) string {
	return strings.ReplaceAll(strings.ReplaceAll(label, "{name}'", possessive(name)), "{name}", strings.TrimSpace(name))
}

// possessive is the English possessive of a name: "Jordan Avery's",
// "James'" (a name ending in s takes the apostrophe alone), "" for none.
func possessive(name string) string {
	name = strings.TrimSpace(name)
	switch {
	case name == "":
		return ""
	case strings.HasSuffix(name, "s") || strings.HasSuffix(name, "S"):
		return name + "'"
	}
	return name + "'s"
}

func (c *viewConfig) investmentCardView(i domain.Investment) investmentCardView {
	logo := present(i.LogoURL)
	alt := imageAlt(i.LogoDescription, i.Title, i.LogoDecorative)
	label := c.texts().Sections.WebsiteButton
	if i.Category == "funds-managed" {
		label = c.texts().Sections.FundButton
	}
	return investmentCardView{ID: i.ID, Title: i.Title, Role: present(i.Role), Description: present(i.Description), URL: present(i.URL),
		LinkLabel: label, Logo: logo, SrcSet: imageSrcSet(logo), AvifSrcSet: imageAvifSrcSet(logo), LogoAlt: alt, Position: objectPosition(i.LogoFocalX, i.LogoFocalY), Monogram: monogram(i.Title), Ping: outboundPing(c.base(), domain.OutboundInvestment, i.ID)}
}

// monogram is up to two initials of title's first words ("Nova Fund" →
// "NF"), upper-cased.
func monogram(title string) string {
	out := []rune{}
	for _, w := range strings.Fields(title) {
		r := []rune(w)
		if len(out) == 2 {
			break
		}
		out = append(out, []rune(strings.ToUpper(string(r[0])))...)
	}
	return string(out)
}

func (c *viewConfig) investmentList(items []domain.Investment, keep func(domain.Investment) bool) investmentListView {
	v := investmentListView{Items: []investmentCardView{}}
	for _, i := range items {
		if keep(i) {
			v.Items = append(v.Items, c.investmentCardView(i))
		}
	}
	v.Empty = len(v.Items) == 0
	return v
}

// investmentsView is the app's investmentsView: investments of an unknown
// category, or of a subcategory their category does not have, show
// nowhere.
func (c *viewConfig) investmentsView(investments []domain.Investment, owner string) investmentCatalogueView {
	sorted := byPriorityAsc(investments, func(i domain.Investment) int { return i.Priority }, func(i domain.Investment) int64 { return i.ID })
	v := investmentCatalogueView{Categories: map[string]investmentListView{}, Subcategories: map[string]map[string]investmentListView{},
		Labels: map[string]string{}}
	heading := func(key, catalogue string) string {
		if h, ok := c.texts().SectionHeading(key); ok {
			return investmentLabel(h, owner)
		}
		return investmentLabel(catalogue, owner)
	}
	for _, cat := range domain.InvestmentCategories() {
		v.Labels[cat.Key] = heading(cat.Key, cat.Label)
		for _, s := range cat.Subcategories {
			v.Labels[s.Key] = heading(s.Key, s.Label)
		}
		if len(cat.Subcategories) == 0 {
			v.Categories[cat.Key] = c.investmentList(sorted, func(i domain.Investment) bool { return i.Category == cat.Key })
			continue
		}
		subs := map[string]investmentListView{}
		for _, s := range cat.Subcategories {
			subs[s.Key] = c.investmentList(sorted, func(i domain.Investment) bool { return i.Category == cat.Key && i.Subcategory == s.Key })
		}
		v.Subcategories[cat.Key] = subs
	}
	return v
}

// shown are the cards the page shows, in its order.
func (v investmentCatalogueView) shown() []investmentCardView {
	var out []investmentCardView
	for _, cat := range domain.InvestmentCategories() {
		if len(cat.Subcategories) == 0 {
			out = append(out, v.Categories[cat.Key].Items...)
			continue
		}
		for _, s := range cat.Subcategories {
			out = append(out, v.Subcategories[cat.Key][s.Key].Items...)
		}
	}
	return out
}

// investmentsViewTypes are the Investments page's views, in ViewTypes'
// order.
func investmentsViewTypes() []ViewType {
	return []ViewType{
		viewType[investmentCardView]("InvestmentCardView", "An investment's card: url is the website, '' for none (then the card has no button); linkLabel is the button's text (funds link to more about the fund, companies and boards to their website); ping counts a click on it (the ping attribute)."),
		viewType[investmentListView]("InvestmentListView", "The cards of a category or subcategory; empty shows its empty message."),
		viewType[investmentCatalogueView]("InvestmentsView", "The Investments page: categories without subcategories by key; categories with subcategories by category key, then subcategory key; each category's heading by key, the owner's name in place (\"Funds Managed by …\", \"…'s Investments\")."),
	}
}
