package httpapi

import (
	"net/http"

	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
)

// appearancesAPI is the API of the appearances (/api/appearances): the
// list is upcoming ones soonest first, then past ones latest first.
var appearancesAPI = &contentAPI[domain.Appearance, *domain.Appearance, domain.AppearancePatch]{
	base:      "/api/appearances",
	kind:      domain.KindAppearance,
	name:      "appearance",
	operation: "appearance",
	labels: contentLabels{
		list:   "The appearances: upcoming soonest first, then past latest first",
		create: "Create an appearance",
		update: "Update an appearance",
		remove: "Move an appearance to the trash",
	},
	writeErrors: []int{http.StatusConflict},
	request:     "AppearanceRequest",
	entity:      schemaOf[domain.Appearance]("Appearance", "An appearance: a talk, keynote, panel, fireside chat, jury or hosted event (GET /api/appearances). startsAt and endsAt carry the offset of timeZone at that instant; path is its page."),
	fields:      appearanceFields,
	newItem:     domain.NewAppearance,
	adminOf:     (*app.ContentService).Appearances,
	arrange:     domain.OrderAppearances,
}

// init registers the kind's API among the server's (contentKinds).
func init() { registerContentKind(appearancesAPI) }

// appearanceFields are the members of an appearance's request body.
var appearanceFields = fields[domain.AppearancePatch]{
	text("title", func(p *domain.AppearancePatch) **string { return &p.Title }),
	optionalText("slug", func(p *domain.AppearancePatch) **string { return &p.Slug }),
	optionalText("eventName", func(p *domain.AppearancePatch) **string { return &p.EventName }),
	optionalText("role", func(p *domain.AppearancePatch) **string { return &p.Role }),
	text("startsAt", func(p *domain.AppearancePatch) **string { return &p.StartsAt }),
	optionalText("endsAt", func(p *domain.AppearancePatch) **string { return &p.EndsAt }),
	text("timeZone", func(p *domain.AppearancePatch) **string { return &p.TimeZone }),
	optionalText("venue", func(p *domain.AppearancePatch) **string { return &p.Venue }),
	optionalText("city", func(p *domain.AppearancePatch) **string { return &p.City }),
	optionalText("country", func(p *domain.AppearancePatch) **string { return &p.Country }),
	boolean("online", func(p *domain.AppearancePatch) **bool { return &p.Online }),
	optionalText("url", func(p *domain.AppearancePatch) **string { return &p.URL }),
	optionalText("recordingUrl", func(p *domain.AppearancePatch) **string { return &p.RecordingURL }),
	optionalText("description", func(p *domain.AppearancePatch) **string { return &p.Description }),
	optionalText("imageUrl", func(p *domain.AppearancePatch) **string { return &p.ImageURL }),
	focal("imageFocalX", func(p *domain.AppearancePatch) **float64 { return &p.ImageFocalX }),
	focal("imageFocalY", func(p *domain.AppearancePatch) **float64 { return &p.ImageFocalY }),
	optionalText("imageDescription", func(p *domain.AppearancePatch) **string { return &p.ImageDescription }),
	boolean("isActive", func(p *domain.AppearancePatch) **bool { return &p.IsActive }),
}.returning(domain.Appearance{})
