package pages

import (
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
