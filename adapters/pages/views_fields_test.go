package pages

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/domain"
)

func TestInvestmentLabelReadsForAnyName(t *testing.T) {
	for name, want := range map[string]string{
		"Jordan Avery": "Jordan Avery's Investments",
		"James":        "James' Investments",
		"CHARLES":      "CHARLES' Investments",
		" Riley ":      "Riley's Investments",
		"":             " Investments",
	} {
		assert.Equal(t, want, investmentLabel("{name}' Investments", name), name)
	}
	assert.Equal(t, "Funds Managed by James", investmentLabel("Funds Managed by {name}", "James"))
	v := (&viewConfig{DefaultProjectImage: "/d.svg"}).investmentsView(nil, "James")
	assert.Equal(t, "James' Investments", v.Labels["portfolio-companies"])
}

func TestVideoEmbedURLIsTheOneRule(t *testing.T) {
	for u, want := range map[string]string{
		"https://www.youtube.com/watch?v=M7lc1UVf-VE": "https://www.youtube.com/embed/M7lc1UVf-VE?autoplay=1",
		"https://youtu.be/M7lc1UVf-VE":                "https://www.youtube.com/embed/M7lc1UVf-VE?autoplay=1",
		"https://www.youtube.com/shorts/M7lc1UVf-VE":  "https://www.youtube.com/embed/M7lc1UVf-VE?autoplay=1",
		"https://vimeo.com/123":                       "",
		"https://www.youtube.com/watch?v=short":       "",
		"https://example.com/watch?v=M7lc1UVf-VE":     "",
	} {
		assert.Equal(t, want, videoEmbedURL(u), u)
	}
}

func TestCardGalleryAndLinkEmbed(t *testing.T) {
	c := &viewConfig{DefaultProjectImage: "/d.svg"}
	p := domain.Project{ID: 1, Title: "Star", ImageURL: "/uploads/0123456789abcdef0123456789abcdef.jpg", ImageDescription: "Cover",
		GalleryImages: []domain.GalleryImage{
			{ID: 3, Src: "https://img.example/low.png", Alt: "Low", Priority: 1},
			{ID: 2, Src: "https://img.example/high.png", Caption: " On set ", Priority: 5, Decorative: true},
			{ID: 4, Src: "/uploads/0123456789abcdef0123456789abcdef.jpg", Priority: 9},
		},
		Links: []domain.ProjectLink{{ID: 1, URL: "https://youtu.be/M7lc1UVf-VE", Label: "Trailer"}, {ID: 2, URL: "https://imdb.com/x", Label: "IMDb", Priority: 1}},
	}
	v := c.cardView(p)
	var gallery []galleryImageView
	require.NoError(t, json.Unmarshal([]byte(v.Gallery), &gallery))
	assert.Equal(t, []galleryImageView{
		{Src: "/uploads/0123456789abcdef0123456789abcdef.jpg", SrcSet: imageSrcSet("/uploads/0123456789abcdef0123456789abcdef.jpg"), Alt: "Cover"},
		{Src: "https://img.example/low.png", Alt: "Low"},
		{Src: "https://img.example/high.png", Alt: "", Caption: "On set"},
	}, gallery, "the project image, then lowest priority first, none repeated")
	assert.Equal(t, "/uploads/0123456789abcdef0123456789abcdef.jpg", v.GalleryHref)
	assert.Equal(t, "https://www.youtube.com/embed/M7lc1UVf-VE?autoplay=1", v.Links[0].Embed)
	assert.True(t, v.Links[0].Popup)
	assert.Equal(t, "", v.Links[1].Embed)

	none := c.cardView(domain.Project{ID: 2, Title: "Bare"})
	assert.Equal(t, "[]", none.Gallery)
	assert.Equal(t, "", none.GalleryHref, "no image at all")
}

func TestGameBadges(t *testing.T) {
	c := &viewConfig{DefaultProjectImage: "/d.svg"}
	assert.Equal(t, `["Riot Games","Lead"]`, c.gameCardView(domain.Project{Title: "G", Subcategory: "riot-games", Role: " Lead "}).Badges)
	assert.Equal(t, `[]`, c.gameCardView(domain.Project{Title: "G"}).Badges)
}
