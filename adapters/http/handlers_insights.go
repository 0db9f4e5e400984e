package httpapi

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/portfolio-site/portfolio/adapters/pages"
	"github.com/portfolio-site/portfolio/app"
	"github.com/portfolio-site/portfolio/domain"
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
	msgExportTable   = "table must be one of days, pages, referrers, outbound, vitals, bots, devices or projects"
	hdrHTMLPrefix    = "text/html"
	insightsFilename = "insights-"
)

// countingViews counts each page view the pages answer: a GET answered
// 200 or 304 with an HTML page (not the admin's). The count is in memory:
// no write, no wait on the request's path.
func (s *server) countingViews(h http.HandlerFunc) http.HandlerFunc {
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
func (s *server) pageVisit(r *http.Request, path, referrer string) app.PageVisit {
	hdr := r.Header
	return app.PageVisit{
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
func (s *server) handleView(w http.ResponseWriter, r *http.Request) {
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
func readBeacon[P any](s *server, w http.ResponseWriter, r *http.Request, fs fields[P]) (P, bool) {
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
func (s *server) beaconObject(w http.ResponseWriter, r *http.Request) (map[string]json.RawMessage, bool) {
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
func (s *server) handleVitals(w http.ResponseWriter, r *http.Request) {
	req, ok := readBeacon(s, w, r, vitalFields)
	if !ok {
		return
	}
	if req.Path == nil || req.Name == nil || req.ID == nil || req.Value == nil {
		writeMessage(w, http.StatusBadRequest, app.MsgBeaconInvalid)
		return
	}
	b := app.VitalBeacon{Path: *req.Path, Name: *req.Name, Value: *req.Value, ID: *req.ID}
	if err := app.CheckVital(b); err != nil {
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
func (s *server) handleOutbound(w http.ResponseWriter, r *http.Request) {
	if s.insights == nil {
		writeMessage(w, http.StatusNotFound, msgInsightsOff)
		return
	}
	_, _ = io.Copy(io.Discard, io.LimitReader(r.Body, maxBeaconBytes))
	q := r.URL.Query()
	id, err := strconv.ParseInt(q.Get("id"), 10, 64)
	if err != nil || len(q["kind"]) != 1 || len(q["id"]) != 1 {
		writeMessage(w, http.StatusBadRequest, app.MsgOutbound)
		return
	}
	if err := s.insights.Outbound(r.Context(), q.Get("kind"), id, s.clientAddr(r)); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// insightsReport reads the report of the request's range.
func (s *server) insightsReport(r *http.Request) (*app.InsightsReport, error) {
	if s.insights == nil {
		return nil, domain.Errorf(domain.ENOTFOUND, msgInsightsOff)
	}
	q := r.URL.Query()
	from, to, err := s.insights.InsightsRange(q.Get("from"), q.Get("to"))
	if err != nil {
		return nil, err
	}
	return s.insights.Report(r.Context(), from, to)
}

// handleInsights answers the admin's report.
func (s *server) handleInsights(w http.ResponseWriter, r *http.Request) {
	rep, err := s.insightsReport(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, rep)
}

// insightsTables are the report's tables as CSV: header and rows.
var insightsTables = map[string]func(rep *app.InsightsReport) [][]string{
	"days": func(rep *app.InsightsReport) [][]string {
		rows := [][]string{{"date", "views", "visitors", "botViews", "messages"}}
		for _, d := range rep.Days {
			rows = append(rows, []string{d.Date, itoa(d.Views), itoa(d.Visitors), itoa(d.BotViews), itoa(d.Messages)})
		}
		return rows
	},
	"pages": func(rep *app.InsightsReport) [][]string {
		rows := [][]string{{"path", "views", "visitors"}}
		for _, p := range rep.Pages {
			rows = append(rows, []string{p.Path, itoa(p.Views), itoa(p.Visitors)})
		}
		return rows
	},
	"referrers": func(rep *app.InsightsReport) [][]string {
		rows := [][]string{{"host", "views"}}
		for _, x := range rep.Referrers {
			rows = append(rows, []string{x.Host, itoa(x.Views)})
		}
		return rows
	},
	"outbound": func(rep *app.InsightsReport) [][]string {
		rows := [][]string{{"kind", "id", "title", "clicks"}}
		for _, o := range rep.Outbound {
			rows = append(rows, []string{o.Kind, itoa(o.ID), o.Title, itoa(o.Clicks)})
		}
		return rows
	},
	"vitals": func(rep *app.InsightsReport) [][]string {
		rows := [][]string{{"path", "metric", "p75", "samples", "rating"}}
		for _, v := range rep.Vitals {
			rows = append(rows, []string{v.Path, v.Metric, strconv.FormatFloat(v.P75, 'f', -1, 64), itoa(v.Samples), v.Rating})
		}
		return rows
	},
	"bots": func(rep *app.InsightsReport) [][]string {
		rows := [][]string{{"name", "views"}}
		for _, b := range rep.Bots {
			rows = append(rows, []string{b.Name, itoa(b.Views)})
		}
		return rows
	},
	"devices": func(rep *app.InsightsReport) [][]string {
		rows := [][]string{{"device", "views"}}
		for _, d := range rep.Devices {
			rows = append(rows, []string{d.Device, itoa(d.Views)})
		}
		return rows
	},
	"projects": func(rep *app.InsightsReport) [][]string {
		rows := [][]string{{"id", "title", "path", "views", "clicks"}}
		for _, p := range rep.Projects {
			rows = append(rows, []string{itoa(p.ID), p.Title, p.Path, itoa(p.Views), itoa(p.Clicks)})
		}
		return rows
	},
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// csvSafe keeps a spreadsheet from reading a cell as a formula: a cell
// that starts with = + - @ or a tab or return gets a leading apostrophe.
func csvSafe(cell string) string {
	if cell != "" && strings.ContainsRune("=+-@\t\r", rune(cell[0])) {
		if _, err := strconv.ParseFloat(cell, 64); err != nil {
			return "'" + cell
		}
	}
	return cell
}

// handleInsightsExport answers one table of the report as a CSV download.
func (s *server) handleInsightsExport(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("table")
	table, ok := insightsTables[name]
	if !ok {
		writeMessage(w, http.StatusBadRequest, msgExportTable)
		return
	}
	rep, err := s.insightsReport(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var buf bytes.Buffer
	cw := csv.NewWriter(&buf)
	for _, row := range table(rep) {
		for i := range row {
			row[i] = csvSafe(row[i])
		}
		if err := cw.Write(row); err != nil {
			s.writeError(w, r, err)
			return
		}
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		s.writeError(w, r, errors.Join(err))
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/csv; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Disposition", `attachment; filename="`+insightsFilename+name+"-"+rep.From+"-to-"+rep.To+`.csv"`)
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(buf.Bytes())
}

// first is a header's first value, or "".
func first(values []string) string {
	if len(values) == 0 {
		return ""
	}
	return values[0]
}

// visitorAddr is clientAddr, cheaper when no proxy is trusted: the peer's
// host as the connection gives it.
func (s *server) visitorAddr(r *http.Request) string {
	if len(s.cfg.TrustedProxies) > 0 {
		return s.clientAddr(r)
	}
	if i := strings.LastIndexByte(r.RemoteAddr, ':'); i > 0 {
		return r.RemoteAddr[:i]
	}
	return r.RemoteAddr
}
