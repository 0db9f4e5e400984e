package insights

import (
	"cmp"
	"context"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/portfolio-site/portfolio/domain"
)

// Report is GET /api/insights: the figures of the days from..to.
type Report struct {
	From         string `json:"from"`
	To           string `json:"to"`
	FlushSeconds int    `json:"flushSeconds"`
	// Days has one entry per day of the range, oldest first.
	Days      []Day      `json:"days"`
	Pages     []Page     `json:"pages"`
	Referrers []Referrer `json:"referrers"`
	Outbound  []Outbound `json:"outbound"`
	Vitals    []Vital    `json:"vitals"`
	Bots      []Named    `json:"bots"`
	Devices   []Device   `json:"devices"`
	Projects  []Project  `json:"projects"`
	// Downloads are the press kit's files downloaded, most first.
	Downloads []Download `json:"downloads"`
}

// Download is the downloads of one press kit file, by the path it is
// served at.
type Download struct {
	Path  string `json:"path"`
	Count int64  `json:"count"`
}

// Day is one day's totals.
type Day struct {
	Date     string `json:"date"`
	Views    int64  `json:"views"`
	Visitors int64  `json:"visitors"`
	BotViews int64  `json:"botViews"`
	Messages int64  `json:"messages"`
}

// Page is a page's views and visitors (the sum of its days').
type Page struct {
	Path     string `json:"path"`
	Views    int64  `json:"views"`
	Visitors int64  `json:"visitors"`
	// Other is the views of the paths past a day's bound (Path is
	// domain.InsightOther): listed last, shown as "Other".
	Other bool `json:"other,omitempty"`
}

// Referrer is a referring site's views.
type Referrer struct {
	Host  string `json:"host"`
	Views int64  `json:"views"`
	// Other is the views from the hosts past a day's bound (Host is
	// domain.InsightOther): listed last, shown as "Other".
	Other bool `json:"other,omitempty"`
}

// Outbound is the clicks on an item's outbound links.
type Outbound struct {
	Kind   string `json:"kind"`
	ID     int64  `json:"id"`
	Title  string `json:"title"`
	Clicks int64  `json:"clicks"`
}

// Vital is a page's metric at the 75th percentile.
type Vital struct {
	Path    string  `json:"path"`
	Metric  string  `json:"metric"`
	P75     float64 `json:"p75"`
	Samples int64   `json:"samples"`
	// Rating is good, needs-improvement or poor by Google's thresholds.
	Rating string `json:"rating"`
}

// Named is a crawler's views.
type Named struct {
	Name  string `json:"name"`
	Views int64  `json:"views"`
}

// Device is a device class's views.
type Device struct {
	Device string `json:"device"`
	Views  int64  `json:"views"`
}

// Project is a project's page views and its links' clicks.
type Project struct {
	ID     int64  `json:"id"`
	Title  string `json:"title"`
	Path   string `json:"path"`
	Views  int64  `json:"views"`
	Clicks int64  `json:"clicks"`
}

// Bounds of the report's lists.
const (
	reportPages     = 100
	reportReferrers = 50
)

// Range reads a report's range: from and to as YYYY-MM-DD, both
// inclusive; an empty one defaults to the last 30 days to today (UTC).
// EINVALID for a bad date, from after to, or more than 400 days.
func (s *Service) Range(from, to string) (time.Time, time.Time, error) {
	now, _ := s.today()
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	end, start := today, today.AddDate(0, 0, -29)
	var err error
	if to != "" {
		if end, err = time.Parse(domain.InsightDay, to); err != nil {
			return time.Time{}, time.Time{}, domain.Errorf(domain.EINVALID, MsgInsightsRange)
		}
		if from == "" {
			start = end.AddDate(0, 0, -29)
		}
	}
	if from != "" {
		if start, err = time.Parse(domain.InsightDay, from); err != nil {
			return time.Time{}, time.Time{}, domain.Errorf(domain.EINVALID, MsgInsightsRange)
		}
	}
	if start.After(end) || end.Sub(start) >= insightsMaxDays*24*time.Hour {
		return time.Time{}, time.Time{}, domain.Errorf(domain.EINVALID, MsgInsightsRange)
	}
	return start, end, nil
}

// Report reads the figures of the days from..to.
func (s *Service) Report(ctx context.Context, from, to time.Time) (*Report, error) {
	f, t := from.Format(domain.InsightDay), to.Format(domain.InsightDay)
	counts, err := s.repo.Counts(ctx, f, t)
	if err != nil {
		return nil, err
	}
	vitals, err := s.repo.Vitals(ctx, f, t)
	if err != nil {
		return nil, err
	}
	items, err := s.outboundItems(ctx)
	if err != nil {
		return nil, err
	}
	r := &Report{From: f, To: t, FlushSeconds: int(s.cfg.FlushInterval.Round(time.Second) / time.Second)}
	days := map[string]*Day{}
	for _, d := range domain.InsightDays(from, to) {
		r.Days = append(r.Days, Day{Date: d})
	}
	for i := range r.Days {
		days[r.Days[i].Date] = &r.Days[i]
	}
	pages := map[string]*Page{}
	sums := map[string]map[string]int64{}
	add := func(dim, key string, n int64) {
		if sums[dim] == nil {
			sums[dim] = map[string]int64{}
		}
		sums[dim][key] += n
	}
	for _, c := range counts {
		day := days[c.Day]
		switch c.Dimension {
		case domain.DimSite:
			day.Views += c.Views
			day.Visitors += c.Visitors
		case domain.DimBot:
			day.BotViews += c.Views
			add(c.Dimension, c.Key, c.Views)
		case domain.DimMessages:
			day.Messages += c.Views
		case domain.DimPage:
			p := pages[c.Key]
			if p == nil {
				p = &Page{Path: c.Key}
				pages[c.Key] = p
			}
			p.Views += c.Views
			p.Visitors += c.Visitors
		default:
			add(c.Dimension, c.Key, c.Views)
		}
	}
	r.Pages = make([]Page, 0, len(pages))
	for _, p := range pages {
		r.Pages = append(r.Pages, *p)
	}
	slices.SortFunc(r.Pages, func(a, b Page) int { return cmp.Or(cmp.Compare(b.Views, a.Views), cmp.Compare(a.Path, b.Path)) })
	r.Pages = otherLast(r.Pages, reportPages, func(p *Page) bool { p.Other = p.Path == domain.InsightOther; return p.Other })

	r.Referrers = ranked(sums[domain.DimReferrer], func(k string, n int64) Referrer { return Referrer{Host: k, Views: n} })
	r.Referrers = otherLast(r.Referrers, reportReferrers, func(p *Referrer) bool { p.Other = p.Host == domain.InsightOther; return p.Other })
	r.Bots = ranked(sums[domain.DimBot], func(k string, n int64) Named { return Named{Name: k, Views: n} })
	r.Devices = ranked(sums[domain.DimDevice], func(k string, n int64) Device { return Device{Device: k, Views: n} })
	r.Downloads = ranked(sums[domain.DimDownload], func(k string, n int64) Download { return Download{Path: k, Count: n} })
	r.Outbound = ranked(sums[domain.DimOutbound], func(k string, n int64) Outbound {
		kind, idText, _ := strings.Cut(k, ":")
		id, _ := strconv.ParseInt(idText, 10, 64)
		title := items.titles[k]
		if title == "" {
			title = "(deleted)"
		}
		return Outbound{Kind: kind, ID: id, Title: title, Clicks: n}
	})
	r.Projects = []Project{}
	for _, p := range items.projects {
		views := int64(0)
		if pg := pages[p.Path]; pg != nil {
			views = pg.Views
		}
		clicks := sums[domain.DimOutbound][domain.OutboundProject+":"+strconv.FormatInt(p.ID, 10)]
		if views+clicks > 0 {
			p.Views, p.Clicks = views, clicks
			r.Projects = append(r.Projects, p)
		}
	}
	slices.SortFunc(r.Projects, func(a, b Project) int {
		return cmp.Or(cmp.Compare(b.Views, a.Views), cmp.Compare(b.Clicks, a.Clicks), cmp.Compare(a.Title, b.Title))
	})
	r.Vitals = vitalsP75(vitals)
	return r, nil
}

// otherLast keeps the first max of a ranked list and moves its "Other"
// entry (marked by isOther) after them: a flood of junk counted as Other
// never ranks above the owner's real referrers and pages.
func otherLast[T any](list []T, max int, isOther func(*T) bool) []T {
	var other *T
	out := make([]T, 0, min(len(list), max)+1)
	for i := range list {
		if isOther(&list[i]) {
			other = &list[i]
			continue
		}
		if len(out) < max {
			out = append(out, list[i])
		}
	}
	if other != nil {
		out = append(out, *other)
	}
	return out
}

// ranked lists a dimension's sums, largest first, then by key.
func ranked[T any](sums map[string]int64, item func(key string, n int64) T) []T {
	keys := make([]string, 0, len(sums))
	for k := range sums {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b string) int { return cmp.Or(cmp.Compare(sums[b], sums[a]), cmp.Compare(a, b)) })
	out := make([]T, 0, len(keys))
	for _, k := range keys {
		out = append(out, item(k, sums[k]))
	}
	return out
}

var vitalOrder = map[string]int{"LCP": 0, "INP": 1, "CLS": 2}

// vitalsP75 merges each page's metric over the days and rates its p75.
func vitalsP75(rows []domain.VitalCount) []Vital {
	type key struct{ path, metric string }
	hist := map[key]map[int64]int64{}
	for _, v := range rows {
		k := key{v.Path, v.Metric}
		if hist[k] == nil {
			hist[k] = map[int64]int64{}
		}
		hist[k][v.Bucket] += v.Samples
	}
	out := make([]Vital, 0, len(hist))
	for k, h := range hist {
		p75, n := domain.P75(k.metric, h)
		out = append(out, Vital{Path: k.path, Metric: k.metric, P75: p75, Samples: n, Rating: VitalRating(k.metric, p75)})
	}
	slices.SortFunc(out, func(a, b Vital) int {
		return cmp.Or(cmp.Compare(a.Path, b.Path), cmp.Compare(vitalOrder[a.Metric], vitalOrder[b.Metric]))
	})
	return out
}

// VitalRating rates a value by Google's thresholds.
func VitalRating(metric string, value float64) string {
	m := domain.VitalMetrics[metric]
	switch {
	case value <= m.Good:
		return "good"
	case value <= m.Poor:
		return "needs-improvement"
	default:
		return "poor"
	}
}

// outbound are the titles of the items outbound clicks name, and the
// projects with their pages.
type outbound struct {
	titles   map[string]string
	projects []Project
}

func (s *Service) outboundItems(ctx context.Context) (outbound, error) {
	o := outbound{titles: map[string]string{domain.OutboundEmail + ":0": "Contact e-mail"}}
	projects, err := s.repos.Projects.List(ctx, domain.ProjectFilter{})
	if err != nil {
		return o, err
	}
	for i := range projects {
		p := &projects[i]
		o.titles[domain.OutboundProject+":"+strconv.FormatInt(p.ID, 10)] = p.Title
		o.projects = append(o.projects, Project{ID: p.ID, Title: p.Title, Path: p.PagePath()})
	}
	investments, err := s.repos.Investments.List(ctx, false)
	if err != nil {
		return o, err
	}
	for _, i := range investments {
		o.titles[domain.OutboundInvestment+":"+strconv.FormatInt(i.ID, 10)] = i.Title
	}
	media, err := s.repos.Media.List(ctx, false)
	if err != nil {
		return o, err
	}
	for _, m := range media {
		o.titles[domain.OutboundMedia+":"+strconv.FormatInt(m.ID, 10)] = m.Title
	}
	return o, nil
}
