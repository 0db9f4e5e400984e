package pages

import (
	"strconv"
	"strings"

	"github.com/portfolio-site/portfolio/domain"
)

// matchingProjects are the projects /portfolio?search=q shows: those where
// q (trimmed by the caller; "" matches all) is a case-insensitive
// substring of what a visitor reads on the card or would search it by:
// the title, the description, the role, a tag, or the label of its
// subcategory (so "ubisoft" finds the studio's games, "documentar" the
// documentaries). Case folding is Unicode lower case, on both sides.
func matchingProjects(projects []domain.Project, q string) []domain.Project {
	if q == "" {
		return projects
	}
	q = strings.ToLower(q)
	out := []domain.Project{}
	for _, p := range projects {
		if projectMatches(p, q) {
			out = append(out, p)
		}
	}
	return out
}

func projectMatches(p domain.Project, q string) bool {
	texts := append([]string{p.Title, p.Description, p.Role}, p.Tags...)
	if p.Subcategory != "" {
		texts = append(texts, subcategoryLabel(p.Subcategory))
	}
	for _, t := range texts {
		if strings.Contains(strings.ToLower(t), q) {
			return true
		}
	}
	return false
}

// searchView is what /portfolio says of its search (views.portfolioSearch):
// whether there is one, how many projects match it, the owner's result line
// with that count and the words filled in, and none, the page's one empty
// state, when nothing matched (issue 39: the sections without a match are
// hidden, sectionView.Shown, rather than each saying it has nothing).
type searchView struct {
	Searching bool `json:"searching"`
	Count     int  `json:"count"`
	// Result is the site text PortfolioSearchResult, {count} ("3
	// projects"), {search} and {name} filled in; "" when not searching.
	Result string `json:"result"`
	None   bool   `json:"none"`
}

// newSearchView is the view of search (trimmed; "" for none) that matched
// count projects, in the words of doc.
func newSearchView(doc *domain.Site, search string, count int) searchView {
	if search == "" {
		return searchView{}
	}
	// One pass: the words searched for are never read for placeholders.
	result := strings.NewReplacer("{count}", projectCount(count), "{search}", search, "{name}", doc.Name).Replace(doc.Pages.PortfolioSearchResult)
	return searchView{Searching: true, Count: count, Result: result, None: count == 0}
}

// projectCount is a number of projects in words: "1 project", "3 projects".
func projectCount(n int) string {
	if n == 1 {
		return "1 project"
	}
	return strconv.Itoa(n) + " projects"
}

// searchViewTypes are the portfolio search's views, in ViewTypes' order.
func searchViewTypes() []ViewType {
	return []ViewType{
		viewType[searchView]("PortfolioSearchView", "What the portfolio says of its search (?search=): searching, the count of matching projects, result the owner's result line with {count} ('3 projects') and {search} filled in ('' when not searching), and none: nothing matched, the page's one empty state (the sections without a match are hidden: SectionView.shown)."),
	}
}
