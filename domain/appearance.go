package domain

import (
	"slices"
	"strings"
	"time"
	// The zones' rules travel with the binary: a server without a zone
	// database still reads Europe/Berlin.
	_ "time/tzdata"
)

// MsgAppearanceNotFound is the message of ENOTFOUND for a missing
// appearance.
const MsgAppearanceNotFound = "Appearance not found"

// Messages of an appearance the API refuses.
const (
	MsgBadTime     = "Use a date and time with its offset (for example 2027-05-14T09:30:00+02:00)"
	MsgBadTimeZone = "Use a time zone name such as Europe/Berlin"
	MsgEndBefore   = "Must be after the start"
	MsgBadRole     = "Use one of keynote, talk, panel, fireside, jury, host, other"
)

// AppearanceRoles are the roles the owner can have at an appearance, in the
// admin's order.
func AppearanceRoles() []string {
	return []string{"keynote", "talk", "panel", "fireside", "jury", "host", "other"}
}

// SpeakingPath is the address of the speaking page; an appearance's page
// is below it (AppearancePath).
const SpeakingPath = "/speaking"

// AppearancePath is the address of the page of the appearance named slug.
func AppearancePath(slug string) string { return SpeakingPath + "/" + slug }

// Appearance is a talk, keynote, panel, fireside chat, jury or hosted
// event of the owner. StartsAt and EndsAt are RFC 3339 times with the
// offset of the event's own zone (TimeZone) at that instant: the instant
// is what is kept, so the time stays right across daylight-saving changes.
type Appearance struct {
	ID               int64  `json:"id"`
	Title            string `json:"title"`
	Slug             string `json:"slug"`
	EventName        string `json:"eventName"`
	Role             string `json:"role"`
	StartsAt         string `json:"startsAt"`
	EndsAt           string `json:"endsAt"`
	TimeZone         string `json:"timeZone"`
	Venue            string `json:"venue"`
	City             string `json:"city"`
	Country          string `json:"country"`
	Online           bool   `json:"online"`
	URL              string `json:"url"`
	RecordingURL     string `json:"recordingUrl"`
	Description      string `json:"description"`
	ImageURL         string `json:"imageUrl"`
	ImageDescription string `json:"imageDescription"`
	// ImageFocalX and ImageFocalY are the image's focal point
	// (focal_point.go).
	ImageFocalX float64 `json:"imageFocalX"`
	ImageFocalY float64 `json:"imageFocalY"`
	IsActive    bool    `json:"isActive"`
	// Path is the public page's address (AppearancePath), set with the slug.
	Path      string    `json:"path"`
	CreatedAt time.Time `json:"createdAt"`
}

// NewAppearance returns an appearance with the defaults: active, a talk.
func NewAppearance() Appearance {
	return Appearance{IsActive: true, Role: "talk", ImageFocalX: FocalCentre, ImageFocalY: FocalCentre}
}

// UnmarshalJSON decodes over centred focal points (FocalCentre): JSON of
// before they existed (a revision, a draft, a backup) reads as centred.
func (a *Appearance) UnmarshalJSON(data []byte) error {
	type plain Appearance
	return decodeCentred(data, (*plain)(a))
}

// Validate checks the fields and writes the times with the offset of the
// event's zone at their instant (a time sent in UTC is kept as the same
// instant). The slug, when given, must be a slug; an empty one is made
// from the title by the store's caller (app).
func (a *Appearance) Validate() error {
	v := ValidationErrors{}
	requireText(v, "title", a.Title)
	requireText(v, "startsAt", a.StartsAt)
	requireText(v, "timeZone", a.TimeZone)
	for f, s := range map[string]string{"title": a.Title, "eventName": a.EventName, "venue": a.Venue, "city": a.City,
		"country": a.Country, "url": a.URL, "recordingUrl": a.RecordingURL, "imageDescription": a.ImageDescription, "timeZone": a.TimeZone} {
		limitText(v, f, s, maxTextLength)
	}
	limitLines(v, "description", a.Description, maxDescriptionLength)
	optionalLink(v, "url", a.URL)
	optionalLink(v, "recordingUrl", a.RecordingURL)
	optionalImage(v, "imageUrl", a.ImageURL)
	checkFocalPoints(v, "", a)
	if a.Slug != "" && !IsSlug(a.Slug) {
		v.Add("slug", MsgSlugInvalid)
	}
	if !slices.Contains(AppearanceRoles(), a.Role) {
		v.Add("role", MsgBadRole)
	}
	var loc *time.Location
	if a.TimeZone != "" {
		l, err := LoadZone(a.TimeZone)
		if err != nil {
			v.Add("timeZone", MsgBadTimeZone)
		}
		loc = l
	}
	start, startOK := parseEventTime(v, "startsAt", a.StartsAt)
	end, endOK := parseEventTime(v, "endsAt", a.EndsAt)
	if startOK && endOK && a.EndsAt != "" && !end.After(start) {
		v.Add("endsAt", MsgEndBefore)
	}
	if err := v.Err(); err != nil {
		return err
	}
	a.StartsAt = start.In(loc).Format(time.RFC3339)
	if a.EndsAt != "" {
		a.EndsAt = end.In(loc).Format(time.RFC3339)
	}
	a.SetPath()
	return nil
}

// LoadZone is the IANA zone named name; "Local" and "" are not names of an
// event's zone.
func LoadZone(name string) (*time.Location, error) {
	if name == "" || name == "Local" || strings.TrimSpace(name) != name {
		return nil, Errorf(EINVALID, "%s", MsgBadTimeZone)
	}
	return time.LoadLocation(name)
}

// parseEventTime reads an RFC 3339 time with its offset; "" is no time.
func parseEventTime(v ValidationErrors, field, s string) (time.Time, bool) {
	if s == "" {
		return time.Time{}, true
	}
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		v.Add(field, MsgBadTime)
		return time.Time{}, false
	}
	return t, true
}

// SetPath sets Path from the slug ("" without one).
func (a *Appearance) SetPath() {
	a.Path = ""
	if a.Slug != "" {
		a.Path = AppearancePath(a.Slug)
	}
}

// Start is the instant the appearance starts (zero when StartsAt is not a
// time), in its zone.
func (a *Appearance) Start() time.Time { return a.eventTime(a.StartsAt) }

// End is the instant it ends, zero for none.
func (a *Appearance) End() time.Time { return a.eventTime(a.EndsAt) }

func (a *Appearance) eventTime(s string) time.Time {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		return time.Time{}
	}
	if loc, err := LoadZone(a.TimeZone); err == nil {
		return t.In(loc)
	}
	return t
}

// Upcoming says whether the appearance has not ended at now (one without
// an end, not started).
func (a *Appearance) Upcoming(now time.Time) bool {
	if end := a.End(); !end.IsZero() {
		return end.After(now)
	}
	return !a.Start().Before(now)
}

// OrderAppearances sorts items as the public list shows them: upcoming
// ones soonest first, then past ones latest first; equal starts by id.
func OrderAppearances(items []Appearance, now time.Time) {
	slices.SortStableFunc(items, func(a, b Appearance) int {
		ua, ub := a.Upcoming(now), b.Upcoming(now)
		switch {
		case ua && !ub:
			return -1
		case ub && !ua:
			return 1
		}
		c := a.Start().Compare(b.Start())
		if !ua {
			c = -c
		}
		if c == 0 {
			return compareIDs(a.ID, b.ID)
		}
		return c
	})
}

func compareIDs(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// AppearancePatch holds the fields of a create or partial update.
type AppearancePatch struct {
	Title, Slug, EventName, Role, StartsAt, EndsAt, TimeZone *string
	Venue, City, Country, URL, RecordingURL, Description     *string
	ImageURL, ImageDescription                               *string
	Online, IsActive                                         *bool
	ImageFocalX, ImageFocalY                                 *float64
}

// Apply copies the present fields onto a.
func (u AppearancePatch) Apply(a *Appearance) {
	for dst, src := range map[*string]*string{&a.Title: u.Title, &a.Slug: u.Slug, &a.EventName: u.EventName, &a.Role: u.Role,
		&a.StartsAt: u.StartsAt, &a.EndsAt: u.EndsAt, &a.TimeZone: u.TimeZone, &a.Venue: u.Venue, &a.City: u.City,
		&a.Country: u.Country, &a.URL: u.URL, &a.RecordingURL: u.RecordingURL, &a.Description: u.Description,
		&a.ImageURL: u.ImageURL, &a.ImageDescription: u.ImageDescription} {
		setString(dst, src)
	}
	setBool(&a.Online, u.Online)
	setFloat(&a.ImageFocalX, u.ImageFocalX)
	setFloat(&a.ImageFocalY, u.ImageFocalY)
	setBool(&a.IsActive, u.IsActive)
}

// AppearanceRepository stores appearances.
type AppearanceRepository interface {
	ContentRepository[Appearance]
	Restorer[Appearance]
}

// AppearanceSaved: an appearance was created or updated.
type AppearanceSaved struct{ AppearanceID int64 }

// AppearanceDeleted: an appearance was deleted.
type AppearanceDeleted struct{ AppearanceID int64 }

// EventName implements Event.
func (AppearanceSaved) EventName() string { return "AppearanceSaved" }

// EventName implements Event.
func (AppearanceDeleted) EventName() string { return "AppearanceDeleted" }

// EventKind implements KindEvent.
func (AppearanceSaved) EventKind() Kind { return KindAppearance }

// EventKind implements KindEvent.
func (AppearanceDeleted) EventKind() Kind { return KindAppearance }
