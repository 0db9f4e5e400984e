package pages

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// The Speaking page's views (/speaking) and an appearance's page
// (/speaking/{slug}). Each time is shown in the event's own zone, with the
// zone's abbreviation and name ("14 May 2027, 09:30 CEST
// (Europe/Berlin)"); the page's island shows it in the visitor's zone too,
// from the instant (startsAt).

// appearanceRoleLabels are the roles as the pages name them.
var appearanceRoleLabels = map[string]string{"keynote": "Keynote", "talk": "Talk", "panel": "Panel", "fireside": "Fireside chat",
	"jury": "Jury", "host": "Host", "other": "Appearance"}

type appearanceCardView struct {
	ID        int64  `json:"id"`
	Title     string `json:"title"`
	EventName string `json:"eventName"`
	Role      string `json:"role"`
	// When is the start (and end) in the event's zone, with its name;
	// StartsAt is the instant (RFC 3339), for <time> and the island.
	When     string `json:"when"`
	StartsAt string `json:"startsAt"`
	// Place is the venue, city and country, "Online" for an online
	// event (or both for a mixed one), "" for none.
	Place string `json:"place"`
	// Path is the appearance's page; Ics its calendar file.
	Path string `json:"path"`
	Ics  string `json:"ics"`
}

type appearanceListView struct {
	Empty bool                 `json:"empty"`
	Items []appearanceCardView `json:"items"`
}

// speakingView is the Speaking page: the upcoming appearances, soonest
// first, and the past ones, latest first.
type speakingView struct {
	Upcoming appearanceListView `json:"upcoming"`
	Past     appearanceListView `json:"past"`
}

// appearancePageView is an appearance's page.
type appearancePageView struct {
	Card        appearanceCardView `json:"card"`
	Description []string           `json:"description"`
	// URL is the event's page, RecordingURL its recording ("" for none).
	URL          string `json:"url"`
	RecordingURL string `json:"recordingUrl"`
	Image        string `json:"image"`
	SrcSet       string `json:"srcSet"`
	AvifSrcSet   string `json:"avifSrcSet"`
	ImageAlt     string `json:"imageAlt"`
	// Position is the image's object-position, its focal point ("80% 20%").
	Position string `json:"position"`
	Upcoming bool   `json:"upcoming"`
}

// eventWhen is the appearance's time in its zone: "14 May 2027, 09:30–10:15
// CEST (Europe/Berlin)", the end's date too when it ends another day.
func eventWhen(a domain.Appearance) string {
	start, end := a.Start(), a.End()
	if start.IsZero() {
		return ""
	}
	s := start.Format("2 January 2006, 15:04")
	switch {
	case end.IsZero():
	case end.Format("20060102") == start.Format("20060102"):
		s += "–" + end.Format("15:04")
	default:
		s += " – " + end.Format("2 January 2006, 15:04")
	}
	return s + " " + start.Format("MST") + " (" + a.TimeZone + ")"
}

// eventPlace is where the appearance is: its venue, city and country, and
// "Online" when it is online.
func eventPlace(a domain.Appearance) string {
	var parts []string
	for _, p := range []string{a.Venue, a.City, a.Country} {
		if p = present(p); p != "" {
			parts = append(parts, p)
		}
	}
	place := strings.Join(parts, ", ")
	if a.Online {
		if place == "" {
			return "Online"
		}
		return place + " and online"
	}
	return place
}

func appearanceCard(a domain.Appearance) appearanceCardView {
	return appearanceCardView{ID: a.ID, Title: a.Title, EventName: present(a.EventName), Role: appearanceRoleLabels[a.Role],
		When: eventWhen(a), StartsAt: a.StartsAt, Place: eventPlace(a), Path: a.Path, Ics: a.Path + ".ics"}
}

// speakingViewOf splits the appearances (with a page) at now.
func speakingViewOf(items []domain.Appearance, now time.Time) speakingView {
	items = append([]domain.Appearance(nil), items...)
	domain.OrderAppearances(items, now)
	v := speakingView{Upcoming: appearanceListView{Items: []appearanceCardView{}}, Past: appearanceListView{Items: []appearanceCardView{}}}
	for _, a := range items {
		if a.Path == "" {
			continue
		}
		if a.Upcoming(now) {
			v.Upcoming.Items = append(v.Upcoming.Items, appearanceCard(a))
		} else {
			v.Past.Items = append(v.Past.Items, appearanceCard(a))
		}
	}
	v.Upcoming.Empty, v.Past.Empty = len(v.Upcoming.Items) == 0, len(v.Past.Items) == 0
	return v
}

func appearancePage(a domain.Appearance, now time.Time) appearancePageView {
	img := present(a.ImageURL)
	return appearancePageView{Card: appearanceCard(a), Description: paragraphs(a.Description), URL: present(a.URL),
		RecordingURL: present(a.RecordingURL), Image: img, SrcSet: imageSrcSet(img), AvifSrcSet: imageAvifSrcSet(img), ImageAlt: imageAlt(a.ImageDescription, a.Title, false),
		Position: objectPosition(a.ImageFocalX, a.ImageFocalY), Upcoming: a.Upcoming(now)}
}

// pastCount is the number of the appearances that are past at now: the
// Speaking page's split changes exactly when it does.
func pastCount(items []domain.Appearance, now time.Time) int {
	n := 0
	for _, a := range items {
		if !a.Upcoming(now) {
			n++
		}
	}
	return n
}

// speakingLists are the Speaking page's: the appearances, and a second
// source whose tag is how many of them are past, so the page is made again
// when an appearance moves from upcoming to past, not only on a save.
func speakingLists(d *pageData, _ Page) *pageLists {
	load := func(ctx context.Context) (domain.CacheEntry, error) {
		return d.catalogue.List(ctx, d.viewer, domain.KindAppearance)
	}
	split := func(ctx context.Context) (domain.CacheEntry, error) {
		e, err := load(ctx)
		if err != nil {
			return e, err
		}
		var items []domain.Appearance
		if err := unmarshalList(e.Body, &items); err != nil {
			return domain.CacheEntry{}, err
		}
		return domain.CacheEntry{ETag: "past-" + strconv.Itoa(pastCount(items, time.Now()))}, nil
	}
	return &pageLists{
		sources: []listSource{{load: load}, {load: split}},
		build: func(bodies [][]byte, _ pageQuery) (map[string]any, []byte, error) {
			var items []domain.Appearance
			if err := unmarshalList(bodies[0], &items); err != nil {
				return nil, nil, err
			}
			return map[string]any{"speaking": speakingViewOf(items, time.Now())}, nil, nil
		},
	}
}

// appearancesViewTypes are the Speaking pages' views, in ViewTypes' order.
func appearancesViewTypes() []ViewType {
	return []ViewType{
		viewType[appearanceCardView]("AppearanceCardView", "An appearance in a list: when is its time in the event's zone with the zone's name; startsAt the instant (RFC 3339) the page's script shows in the visitor's zone; place '' for none; path its page, ics its calendar file."),
		viewType[appearanceListView]("AppearanceListView", "The upcoming or past appearances; empty shows the list's empty message."),
		viewType[speakingView]("SpeakingView", "The Speaking page: upcoming appearances soonest first, past ones latest first."),
		viewType[appearancePageView]("AppearancePageView", "An appearance's page: its card, the description's paragraphs, the event's and the recording's links ('' for none), the image ('' for none) and whether it is still to come."),
	}
}
