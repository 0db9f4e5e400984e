package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/portfolio-site/portfolio/adapters/pages"
	"github.com/portfolio-site/portfolio/app/insights"
)

// The built-in analytics (issue 26): page views counted where the server
// answers them, the beacons of the pages (Web Vitals, outbound clicks) and
// the admin's report.

// maxBeaconBytes bounds a Web Vitals beacon: a larger one is refused.
const maxBeaconBytes = 1024

const (
	msgInsightsOff   = "Insights are turned off (insights.enabled)"
	msgBeaconTooBig  = "A beacon is at most 1 KiB"
	msgUnknownPage   = "The beacon names no page of the site"
	msgExportTable   = "table must be one of days, pages, referrers, outbound, vitals, bots, devices, projects or downloads"
	hdrHTMLPrefix    = "text/html"
	insightsFilename = "insights-"
)

// insightsHandlers are the analytics' routes: the admin's report and its
// export, and the pages' beacons (views, Web Vitals, outbound clicks).
type insightsHandlers struct {
	responder
	insights *insights.Service // nil: nothing counted, the report answers 404
	// isPage says whether a path is a public page (Pages.IsPage).
	isPage func(ctx context.Context, path string) bool
}

// routes are the group's rows of the route table.
func (s *insightsHandlers) routes() []route {
	const get, post = http.MethodGet, http.MethodPost
	const throttled = http.StatusTooManyRequests
	return []route{
		{get, "/api/insights", s.handleInsights, editorRead, "The site's own analytics of the days from..to (both inclusive, UTC; default the last 30 days): views, visitors and bot views a day, pages, referrers, outbound clicks, Web Vitals p75 a page, downloads of the press kit's files", "?from&to", ok[insights.Report]().or(http.StatusBadRequest)},
		{get, "/api/insights/export", s.handleInsightsExport, editorRead, "One table of the analytics as CSV (table: days, pages, referrers, outbound, vitals, bots, devices, projects or downloads)", "?table&from&to", download("text/csv").or(http.StatusBadRequest)},
		{post, "/api/vitals", s.handleVitals, openWrite, "A real visitor's Core Web Vitals of a page view (a beacon: JSON or text/plain, at most 1 KiB)", "VitalBeacon", noContent.or(http.StatusBadRequest, throttled)},
		{post, "/api/views", s.handleView, openWrite, "Count the view of a page that was prerendered or prefetched and then opened (the page's beacon on activation: JSON or text/plain, at most 1 KiB); counted under the page views' limits", "PageViewBeacon", noContent.or(http.StatusBadRequest)},
		{post, "/api/outbound", s.handleOutbound, openWrite, "Count a click on an outbound link (the link's ping attribute or a beacon)", "?kind&id:integer", noContent.or(http.StatusBadRequest, throttled)},
	}
}

// countingViews counts each page view the pages answer: a GET answered
// 200 or 304 with an HTML page (not the admin's). The count is in memory:
// no write, no wait on the request's path.
func (s *insightsHandlers) countingViews(h http.HandlerFunc) http.HandlerFunc {
	if !s.insights.Enabled() {
		return h
	}
	return func(w http.ResponseWriter, r *http.Request) {
		h(w, r)
		if r.Method != http.MethodGet {
			return
		}
		rec, ok := w.(*recorder)
		if !ok || (rec.status != http.StatusOK && rec.status != http.StatusNotModified) {
			return
		}
		p := r.URL.Path
		if p == pages.AdminPath || strings.HasPrefix(p, pages.AdminPath+"/") {
			return
		}
		if ct := w.Header()["Content-Type"]; len(ct) == 0 || !strings.HasPrefix(ct[0], hdrHTMLPrefix) {
			return
		}
		// The header map is read by canonical key: Header.Get would
		// canonicalise each name on every view.
		hdr := r.Header
		if speculative(hdr) {
			return // counted by the page's beacon if the visitor opens it
		}
		s.insights.View(r.Context(), s.pageVisit(r, p, first(hdr["Referer"])))
	}
}

// pageVisit is what the request tells of a view of path from referrer.
func (s *insightsHandlers) pageVisit(r *http.Request, path, referrer string) insights.PageVisit {
	hdr := r.Header
	return insights.PageVisit{
		Path: path, Referrer: referrer, UserAgent: first(hdr["User-Agent"]),
		Addr: s.visitorAddr(r), Host: r.Host,
		OptOut: first(hdr["Sec-Gpc"]) == "1" || first(hdr["Dnt"]) == "1",
	}
}

// speculative reports whether a request is a prefetch or a prerender
// (Sec-Purpose: prefetch, or prefetch;prerender; the legacy Purpose and
// X-Moz: prefetch): the visitor may never open the page, so it is not a
// view until the page's script says it was opened (POST /api/views).
func speculative(hdr http.Header) bool {
	for _, name := range [...]string{"Sec-Purpose", "Purpose", "X-Purpose", "X-Moz"} {
		if v := hdr[name]; len(v) > 0 && strings.Contains(strings.ToLower(v[0]), "prefetch") {
			return true
		}
	}
	return false
}

// viewRequest is the body of POST /api/views.
type viewRequest struct {
	Path, Referrer *string
}

var viewFields = fields[viewRequest]{
	text("path", func(p *viewRequest) **string { return &p.Path }),
	optionalText("referrer", func(p *viewRequest) **string { return &p.Referrer }),
}

// handleView counts the view of a page that was prerendered or prefetched
// and then opened (its request was not counted): the page's script sends
// its path and document.referrer, JSON in a JSON or text/plain body of at
// most 1 KiB. The view is counted as the page's request would have been,
// under the same limits (past them it is answered 204 and not counted).
func (s *insightsHandlers) handleView(w http.ResponseWriter, r *http.Request) {
	req, ok := readBeacon(s, w, r, viewFields)
	if !ok {
		return
	}
	if req.Path == nil || *req.Path == "" || len(*req.Path) > 300 || !s.isPage(r.Context(), *req.Path) {
		writeMessage(w, http.StatusBadRequest, msgUnknownPage)
		return
	}
	referrer := ""
	if req.Referrer != nil {
		referrer = *req.Referrer
	}
	s.insights.View(r.Context(), s.pageVisit(r, *req.Path, referrer))
	w.WriteHeader(http.StatusNoContent)
}

// readBeacon reads a beacon's body into its request struct by fs: at
// most 1 KiB of JSON holding an object of the members fs knows. It
// answers the request itself (404 with the insights off, 400 naming what
// is wrong) and returns false when the beacon is not to be counted.
func readBeacon[P any](s *insightsHandlers, w http.ResponseWriter, r *http.Request, fs fields[P]) (P, bool) {
	var none P
	if s.insights == nil {
		writeMessage(w, http.StatusNotFound, msgInsightsOff)
		return none, false
	}
	obj, ok := s.beaconObject(w, r)
	if !ok {
		return none, false
	}
	req, err := fs.decode(obj, "")
	if err != nil {
		s.writeError(w, r, err)
		return none, false
	}
	return req, true
}

// beaconObject reads a beacon's body: at most 1 KiB of JSON holding an
// object; it answers the request itself when not.
func (s *insightsHandlers) beaconObject(w http.ResponseWriter, r *http.Request) (map[string]json.RawMessage, bool) {
	body, err := io.ReadAll(io.LimitReader(r.Body, maxBeaconBytes+1))
	if err != nil {
		writeMessage(w, http.StatusBadRequest, msgInvalidJSON)
		return nil, false
	}
	if len(body) > maxBeaconBytes {
		writeMessage(w, http.StatusBadRequest, msgBeaconTooBig)
		return nil, false
	}
	if !json.Valid(body) {
		writeMessage(w, http.StatusBadRequest, msgInvalidJSON)
		return nil, false
	}
	if err := refuseDuplicates(body); err != nil {
		s.writeError(w, r, err)
		return nil, false
	}
	obj, err := asObject(bytes.TrimSpace(body), "")
	if err != nil {
		s.writeError(w, r, err)
		return nil, false
	}
	return obj, true
}

// vitalRequest is the body of POST /api/vitals.
type vitalRequest struct {
	Path, Name, ID *string
	Value          *float64
}

var vitalFields = fields[vitalRequest]{
	text("path", func(p *vitalRequest) **string { return &p.Path }),
	text("name", func(p *vitalRequest) **string { return &p.Name }),
	member("value", func(p *vitalRequest, raw json.RawMessage) string {
		if kind := kindOf(raw); kind != jsonNumber {
			return expected(jsonNumber, kind)
		}
		var f float64
		if err := json.Unmarshal(raw, &f); err != nil {
			return msgInvalidJSON
		}
		p.Value = &f
		return ""
	}).typed("number"),
	text("id", func(p *vitalRequest) **string { return &p.ID }),
}

// handleVitals takes a Web Vitals beacon: JSON in a JSON or text/plain
// body (navigator.sendBeacon with a string), at most 1 KiB, naming a page
// of the site.
func (s *insightsHandlers) handleVitals(w http.ResponseWriter, r *http.Request) {
	req, ok := readBeacon(s, w, r, vitalFields)
	if !ok {
		return
	}
	if req.Path == nil || req.Name == nil || req.ID == nil || req.Value == nil {
		writeMessage(w, http.StatusBadRequest, insights.MsgBeaconInvalid)
		return
	}
	b := insights.VitalBeacon{Path: *req.Path, Name: *req.Name, Value: *req.Value, ID: *req.ID}
	if err := insights.CheckVital(b); err != nil {
		s.writeError(w, r, err)
		return
	}
	if !s.isPage(r.Context(), b.Path) {
		writeMessage(w, http.StatusBadRequest, msgUnknownPage)
		return
	}
	if err := s.insights.Vital(r.Context(), b, s.clientAddr(r)); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// handleOutbound counts a click on an outbound link: the link's ping (a
// POST of "PING") or the page's beacon, kind and id in the query.
func (s *insightsHandlers) handleOutbound(w http.ResponseWriter, r *http.Request) {
	if s.insights == nil {
		writeMessage(w, http.StatusNotFound, msgInsightsOff)
		return
	}
	_, _ = io.Copy(io.Discard, io.LimitReader(r.Body, maxBeaconBytes))
	q := r.URL.Query()
	id, err := strconv.ParseInt(q.Get("id"), 10, 64)
	if err != nil || len(q["kind"]) != 1 || len(q["id"]) != 1 {
		writeMessage(w, http.StatusBadRequest, insights.MsgOutbound)
		return
	}
	if err := s.insights.Outbound(r.Context(), q.Get("kind"), id, s.clientAddr(r)); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
