package pages

import (
	"bytes"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/portfolio-site/portfolio/domain"
)

// The appearances as an iCalendar file (RFC 5545): /speaking.ics holds
// every active appearance of the last 12 months and the future,
// /speaking/{slug}.ics one. Times are written in UTC (DTSTART:…Z): an
// instant, which every calendar shows in its reader's zone and no
// daylight-saving change can shift (no VTIMEZONE to get wrong); the
// event's zone is named in the description.

// icsWindow is how far back /speaking.ics reaches.
const icsWindow = 12 // months

// icsTime is t in UTC, in the form DTSTART takes.
func icsTime(t time.Time) string { return t.UTC().Format("20060102T150405Z") }

// icsText escapes a TEXT value: backslash, semicolon, comma and line breaks
// (RFC 5545 3.3.11).
func icsText(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	return strings.NewReplacer(`\`, `\\`, ";", `\;`, ",", `\,`, "\n", `\n`, "\r", `\n`).Replace(s)
}

// icsLine writes one content line, folded at 75 octets (a CRLF and a space
// before each continuation), never inside a UTF-8 sequence.
func icsLine(b *bytes.Buffer, line string) {
	limit := 75
	for len(line) > limit {
		cut := limit
		for cut > 0 && !utf8.RuneStart(line[cut]) {
			cut--
		}
		b.WriteString(line[:cut])
		b.WriteString("\r\n ")
		line = line[cut:]
		limit = 74 // the leading space counts
	}
	b.WriteString(line)
	b.WriteString("\r\n")
}

// icsCalendar is a calendar of the appearances; base is the site's
// address (UIDs and URLs). Each event is stamped with when it was made
// (DTSTAMP), so the file is the same for the same list.
func icsCalendar(items []domain.Appearance, base, name string) []byte {
	var b bytes.Buffer
	host := strings.TrimPrefix(strings.TrimPrefix(base, "https://"), "http://")
	icsLine(&b, "BEGIN:VCALENDAR")
	icsLine(&b, "VERSION:2.0")
	icsLine(&b, "PRODID:-//"+icsText(host)+"//Speaking//EN")
	icsLine(&b, "CALSCALE:GREGORIAN")
	icsLine(&b, "X-WR-CALNAME:"+icsText(name))
	for _, a := range items {
		start := a.Start()
		if start.IsZero() {
			continue
		}
		icsLine(&b, "BEGIN:VEVENT")
		icsLine(&b, "UID:appearance-"+strconv.FormatInt(a.ID, 10)+"@"+icsText(host))
		icsLine(&b, "DTSTAMP:"+icsTime(a.CreatedAt))
		icsLine(&b, "DTSTART:"+icsTime(start))
		if end := a.End(); !end.IsZero() {
			icsLine(&b, "DTEND:"+icsTime(end))
		}
		summary := a.Title
		if e := present(a.EventName); e != "" {
			summary += " – " + e
		}
		icsLine(&b, "SUMMARY:"+icsText(summary))
		if place := eventPlace(a); place != "" {
			icsLine(&b, "LOCATION:"+icsText(place))
		}
		desc := strings.TrimSpace(a.Description)
		if desc != "" {
			desc += "\n\n"
		}
		desc += "Time zone: " + a.TimeZone
		icsLine(&b, "DESCRIPTION:"+icsText(desc))
		if a.Path != "" {
			icsLine(&b, "URL:"+base+a.Path)
		}
		icsLine(&b, "STATUS:CONFIRMED")
		icsLine(&b, "END:VEVENT")
	}
	icsLine(&b, "END:VCALENDAR")
	return b.Bytes()
}

// icsRecent are the appearances /speaking.ics holds at now: those that
// start after the window's beginning, in start order.
func icsRecent(items []domain.Appearance, now time.Time) []domain.Appearance {
	from := now.AddDate(0, -icsWindow, 0)
	var out []domain.Appearance
	for _, a := range items {
		if end := a.End(); a.Start().After(from) || end.After(from) {
			out = append(out, a)
		}
	}
	return out
}
