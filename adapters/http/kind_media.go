package httpapi

import (
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// mediaAPI is the API of the media and press items (/api/media-press).
var mediaAPI = &contentAPI[domain.MediaItem, *domain.MediaItem, domain.MediaPatch]{
	base:      "/api/media-press",
	kind:      domain.KindMedia,
	name:      "media item",
	operation: "media",
	labels: contentLabels{
		list:   "The media and press items",
		create: "Create a media and press item",
		update: "Update a media and press item",
		remove: "Move a media and press item to the trash",
	},
	request: "MediaItemRequest",
	entity:  schemaOf[domain.MediaItem]("MediaItem", "A media and press item (GET /api/media-press)."),
	fields:  mediaFields,
	newItem: domain.NewMediaItem,
	adminOf: (*app.ContentService).Media,
}

// init registers the kind's API among the server's (contentKinds).
func init() { registerContentKind(mediaAPI) }

// mediaFields are the members of a media and press item's request body.
var mediaFields = fields[domain.MediaPatch]{
	text("title", func(p *domain.MediaPatch) **string { return &p.Title }),
	optionalText("description", func(p *domain.MediaPatch) **string { return &p.Description }),
	text("category", func(p *domain.MediaPatch) **string { return &p.Category }),
	optionalText("url", func(p *domain.MediaPatch) **string { return &p.URL }),
	optionalText("linkType", func(p *domain.MediaPatch) **string { return &p.LinkType }),
	optionalText("thumbnailUrl", func(p *domain.MediaPatch) **string { return &p.ThumbnailURL }),
	optionalText("thumbnailDescription", func(p *domain.MediaPatch) **string { return &p.ThumbnailDescription }),
	boolean("thumbnailDecorative", func(p *domain.MediaPatch) **bool { return &p.ThumbnailDecorative }),
	focal("thumbnailFocalX", func(p *domain.MediaPatch) **float64 { return &p.ThumbnailFocalX }),
	focal("thumbnailFocalY", func(p *domain.MediaPatch) **float64 { return &p.ThumbnailFocalY }),
	integer("priority", func(p *domain.MediaPatch) **int { return &p.Priority }),
	boolean("isActive", func(p *domain.MediaPatch) **bool { return &p.IsActive }),
}.returning(domain.MediaItem{})
