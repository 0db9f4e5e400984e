package pages

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/portfolio-site/portfolio/domain"
)

func TestOutboundLinksPingTheCountOfWhatTheyLeadTo(t *testing.T) {
	c := (&viewConfig{DefaultProjectImage: "/d.svg"}).withSite(domain.Site{PublicURL: "https://jordan.example/"})
	p := domain.Project{ID: 12, Title: "Star", Slug: "star", Category: "film-animation", VideoURL: "https://youtu.be/M7lc1UVf-VE",
		Links: []domain.ProjectLink{{ID: 1, URL: "https://imdb.com/x", Label: "IMDb"}, {ID: 2, URL: "https://example.com", Label: "Site", Priority: 1}}}
	card := c.cardView(p)
	for _, l := range card.Links {
		assert.Equal(t, "https://jordan.example/api/outbound?kind=project&id=12", l.Ping, "every link of a project counts for the project, not the link (%s)", l.URL)
	}
	page := c.projectPageView(p, nil, nil)
	for _, l := range append(page.Links, page.Video...) {
		assert.Equal(t, "https://jordan.example/api/outbound?kind=project&id=12", l.Ping, "the project's page: %s", l.URL)
	}
	assert.Len(t, page.Video, 1, "the video link is a link of the project too")

	assert.Equal(t, "https://jordan.example/api/outbound?kind=investment&id=5", c.investmentCardView(domain.Investment{ID: 5, Title: "Fund", URL: "https://fund.example"}).Ping)
	assert.Equal(t, "https://jordan.example/api/outbound?kind=media&id=7", c.mediaCardView(domain.MediaItem{ID: 7, Title: "Talk", URL: "https://pod.example", LinkType: "audio"}).Ping)
	assert.Equal(t, "https://jordan.example/api/outbound?kind=email&id=0", newFooterView(domain.Site{PublicURL: "https://jordan.example"}, time.Now()).EmailPing)
}
