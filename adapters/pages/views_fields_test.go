package pages

import (
	"testing"

	"github.com/stretchr/testify/assert"

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
	p := domain.Project{ID: 1, Title: "Star", Slug: "star", Category: "film-animation", ImageURL: "/uploads/0123456789abcdef0123456789abcdef.jpg", ImageDescription: "Cover",
		ImageFocalX: 0.8, ImageFocalY: 0.2,
		GalleryImages: []domain.GalleryImage{
			{ID: 3, Src: "https://img.example/low.png", Alt: "Low", Priority: 1, FocalX: 0.125, FocalY: 1},
			{ID: 2, Src: "https://img.example/high.png", Caption: " On set ", Priority: 5, Decorative: true},
			{ID: 4, Src: "/uploads/0123456789abcdef0123456789abcdef.jpg", Caption: "The cover, captioned", Priority: 9},
		},
		Links: []domain.ProjectLink{{ID: 1, URL: "https://youtu.be/M7lc1UVf-VE", Label: "Trailer"}, {ID: 2, URL: "https://imdb.com/x", Label: "IMDb", Priority: 1}},
	}
	assert.Equal(t, []galleryImageView{
		{Src: "/uploads/0123456789abcdef0123456789abcdef.jpg", SrcSet: imageSrcSet("/uploads/0123456789abcdef0123456789abcdef.jpg"), AvifSrcSet: imageAvifSrcSet("/uploads/0123456789abcdef0123456789abcdef.jpg"), Alt: "Cover", Caption: "The cover, captioned", Position: "80% 20%"},
		{Src: "https://img.example/low.png", Alt: "Low", Position: "12.5% 100%"},
		{Src: "https://img.example/high.png", Alt: "", Caption: "On set", Position: "0% 0%"},
	}, projectGallery(p), "the project image, then lowest priority first, none repeated: a repeat of the cover captions it; each with its focal point")
	v := c.cardView(p)
	assert.Equal(t, "/portfolio/film-animation/star", v.Href, "the card leads to the project's page")
	assert.Equal(t, "project-star", v.Anchor)
	assert.Equal(t, "80% 20%", v.Position, "the cover's focal point is the card's object-position")
	assert.Equal(t, 3, v.ImageCount, "the images the gallery shows, none repeated")
	assert.Equal(t, "3 images", v.ImageCountLabel)
	assert.Equal(t, "https://www.youtube.com/embed/M7lc1UVf-VE?autoplay=1", v.Links[0].Embed)
	assert.True(t, v.Links[0].Popup)
	assert.Equal(t, "", v.Links[1].Embed)

	none := c.cardView(domain.Project{ID: 2, Title: "Bare"})
	assert.Empty(t, projectGallery(domain.Project{ID: 2, Title: "Bare"}), "no image at all")
	assert.Equal(t, "", none.Href, "no slug, no page: the card links nowhere")
	assert.Equal(t, "project-2", none.Anchor)
	assert.Equal(t, 0, none.ImageCount)
	assert.Equal(t, "", none.ImageCountLabel, "no badge")
	one := c.cardView(domain.Project{ID: 3, Title: "One", ImageURL: "/a.png", GalleryImages: []domain.GalleryImage{{ID: 1, Src: "/a.png"}}})
	assert.Equal(t, "1 image", one.ImageCountLabel)
}

func TestGameCardLeadsToItsPage(t *testing.T) {
	c := &viewConfig{DefaultProjectImage: "/d.svg"}
	assert.Equal(t, "/portfolio/games/rift", c.gameCardView(domain.Project{Title: "G", Slug: "rift", Category: "games", Subcategory: "riot-games"}).Href)
	assert.Equal(t, "", c.gameCardView(domain.Project{Title: "G", Category: "games"}).Href, "no slug, no page")
}
