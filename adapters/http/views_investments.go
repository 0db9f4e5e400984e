package httpapi

import "github.com/portfolio-site/portfolio/domain"

// The Investments page's view, as the app works it out
// (frontend/src/features/investments/view.ts;
// test/fixtures/views/investments.*.json). The headings are the
// catalogue's labels with the owner's name, written by the page template
// itself (site.name).

type investmentCardView struct {
	ID          int64  `json:"id"`
	Title       string `json:"title"`
	Role        string `json:"role"`
	Description string `json:"description"`
	URL         string `json:"url"`
	LinkLabel   string `json:"linkLabel"`
	Logo        string `json:"logo"`
	SrcSet      string `json:"srcSet"`
	LogoAlt     string `json:"logoAlt"`
}

type investmentListView struct {
	Empty bool                 `json:"empty"`
	Items []investmentCardView `json:"items"`
}

type investmentsViewT struct {
	// Categories without subcategories, by key.
	Categories map[string]investmentListView `json:"categories"`
	// Categories with subcategories: by category key, then subcategory key.
	Subcategories map[string]map[string]investmentListView `json:"subcategories"`
}

func (c *viewConfig) investmentCardView(i domain.Investment) investmentCardView {
	logo := present(i.LogoURL)
	if logo == "" {
		logo = c.DefaultProjectImage
	}
	alt := present(i.LogoDescription)
	if alt == "" {
		alt = i.Title
	}
	label := "Visit Website"
	if i.Category == "funds-managed" {
		label = "Learn More"
	}
	return investmentCardView{ID: i.ID, Title: i.Title, Role: present(i.Role), Description: present(i.Description), URL: present(i.URL),
		LinkLabel: label, Logo: logo, SrcSet: imageSrcSet(logo), LogoAlt: alt}
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
func (c *viewConfig) investmentsView(investments []domain.Investment) investmentsViewT {
	sorted := byPriorityAsc(investments, func(i domain.Investment) int { return i.Priority }, func(i domain.Investment) int64 { return i.ID })
	v := investmentsViewT{Categories: map[string]investmentListView{}, Subcategories: map[string]map[string]investmentListView{}}
	for _, cat := range domain.InvestmentCategories() {
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
func (v investmentsViewT) shown() []investmentCardView {
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
