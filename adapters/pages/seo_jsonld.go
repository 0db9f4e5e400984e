package pages

import (
	"encoding/json"
	"strings"
)

// Structured data (schema.org) of a page: the owner, the site and the page.
type ldGraph struct {
	Context string `json:"@context"`
	Graph   []any  `json:"@graph"`
}

type ldPerson struct {
	Type     string    `json:"@type"`
	ID       string    `json:"@id"`
	Name     string    `json:"name"`
	JobTitle string    `json:"jobTitle"`
	Email    string    `json:"email,omitempty"`
	Address  ldAddress `json:"address"`
	URL      string    `json:"url"`
	SameAs   []string  `json:"sameAs,omitempty"`
	// Description is the biography's first paragraph.
	Description string `json:"description,omitempty"`
	// Image is the owner's portrait: the press kit's first headshot, else
	// the biography's portrait.
	Image string `json:"image,omitempty"`
}

// ldProfilePage is the About page: a page about its main entity, the
// owner (schema.org ProfilePage, which search engines read for a
// person's profile).
type ldProfilePage struct {
	Type        string   `json:"@type"`
	ID          string   `json:"@id"`
	URL         string   `json:"url"`
	Name        string   `json:"name"`
	Description string   `json:"description,omitempty"`
	MainEntity  ldPerson `json:"mainEntity"`
	IsPartOf    ldRef    `json:"isPartOf"`
}

// profilePath is the page whose structured data is a ProfilePage.
const profilePath = "/about"

type ldAddress struct {
	Type     string `json:"@type"`
	Locality string `json:"addressLocality,omitempty"`
}

type ldWebSite struct {
	Type   string         `json:"@type"`
	ID     string         `json:"@id"`
	Name   string         `json:"name"`
	URL    string         `json:"url"`
	Action ldSearchAction `json:"potentialAction"`
}

type ldSearchAction struct {
	Type       string `json:"@type"`
	Target     string `json:"target"`
	QueryInput string `json:"query-input"`
}

type ldCreativeWork struct {
	Type        string `json:"@type"`
	Name        string `json:"name"`
	Description string `json:"description,omitempty"`
	URL         string `json:"url,omitempty"`
	Author      ldRef  `json:"author"`
}

type ldRef struct {
	ID string `json:"@id"`
}

// jsonLD encodes the graph; encoding/json escapes <, > and & as \u003c and
// friends, so no value can close the script element.
func (g *seoRenderer) jsonLD(rt seoRoute) []byte {
	person, site := g.ldOwner(), g.ldSite()
	if rt.Path == profilePath {
		// The owner once, as the page's main entity.
		url := g.absolute(rt.Path)
		page := ldProfilePage{Type: "ProfilePage", ID: url + "#profile", URL: url, Name: rt.Title, Description: rt.Description,
			MainEntity: person, IsPartOf: ldRef{ID: site.ID}}
		out, err := json.Marshal(ldGraph{Context: "https://schema.org", Graph: []any{page, site}})
		if err != nil {
			return []byte("{}")
		}
		return out
	}
	work := ldCreativeWork{Type: "CreativeWork", Name: rt.Title, Description: rt.Description, Author: ldRef{ID: person.ID}}
	if rt.Path != "" {
		work.URL = g.absolute(rt.Path)
	}
	out, err := json.Marshal(ldGraph{Context: "https://schema.org", Graph: []any{person, site, work}})
	if err != nil {
		return []byte("{}")
	}
	return out
}

// ldOwner is the site's owner.
func (g *seoRenderer) ldOwner() ldPerson {
	var sameAs []string
	for _, s := range g.site.Socials {
		if strings.HasPrefix(s.URL, "https://") || strings.HasPrefix(s.URL, "http://") {
			sameAs = append(sameAs, s.URL)
		}
	}
	home := g.absolute("/")
	return ldPerson{Type: "Person", ID: home + "#person", Name: g.site.Name, JobTitle: g.site.Tagline,
		Email: g.site.Email, Address: ldAddress{Type: "PostalAddress", Locality: g.site.Location}, URL: home, SameAs: sameAs,
		Description: g.description, Image: g.portrait}
}

// ldSite is the site, searchable through the portfolio.
func (g *seoRenderer) ldSite() ldWebSite {
	home := g.absolute("/")
	return ldWebSite{Type: "WebSite", ID: home + "#website", Name: g.site.Name, URL: home,
		Action: ldSearchAction{Type: "SearchAction", Target: g.absolute("/portfolio") + "?search={query}", QueryInput: "required name=query"}}
}
