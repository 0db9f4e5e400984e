package httpapi

import (
	"bytes"
	"encoding/csv"
	"errors"
	"net/http"
	"strconv"
	"strings"

	"github.com/portfolio-site/portfolio/app/insights"
	"github.com/portfolio-site/portfolio/domain"
)

// The admin's report of the analytics and its export as CSV.

// insightsReport reads the report of the request's range.
func (s *insightsHandlers) insightsReport(r *http.Request) (*insights.Report, error) {
	if s.insights == nil {
		return nil, domain.Errorf(domain.ENOTFOUND, msgInsightsOff)
	}
	q := r.URL.Query()
	from, to, err := s.insights.Range(q.Get("from"), q.Get("to"))
	if err != nil {
		return nil, err
	}
	return s.insights.Report(r.Context(), from, to)
}

// handleInsights answers the admin's report.
func (s *insightsHandlers) handleInsights(w http.ResponseWriter, r *http.Request) {
	rep, err := s.insightsReport(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, rep)
}

// insightsTables are the report's tables as CSV: header and rows.
var insightsTables = map[string]func(rep *insights.Report) [][]string{
	"days": func(rep *insights.Report) [][]string {
		rows := [][]string{{"date", "views", "visitors", "botViews", "messages"}}
		for _, d := range rep.Days {
			rows = append(rows, []string{d.Date, itoa(d.Views), itoa(d.Visitors), itoa(d.BotViews), itoa(d.Messages)})
		}
		return rows
	},
	"pages": func(rep *insights.Report) [][]string {
		rows := [][]string{{"path", "views", "visitors"}}
		for _, p := range rep.Pages {
			rows = append(rows, []string{p.Path, itoa(p.Views), itoa(p.Visitors)})
		}
		return rows
	},
	"referrers": func(rep *insights.Report) [][]string {
		rows := [][]string{{"host", "views"}}
		for _, x := range rep.Referrers {
			rows = append(rows, []string{x.Host, itoa(x.Views)})
		}
		return rows
	},
	"outbound": func(rep *insights.Report) [][]string {
		rows := [][]string{{"kind", "id", "title", "clicks"}}
		for _, o := range rep.Outbound {
			rows = append(rows, []string{o.Kind, itoa(o.ID), o.Title, itoa(o.Clicks)})
		}
		return rows
	},
	"vitals": func(rep *insights.Report) [][]string {
		rows := [][]string{{"path", "metric", "p75", "samples", "rating"}}
		for _, v := range rep.Vitals {
			rows = append(rows, []string{v.Path, v.Metric, strconv.FormatFloat(v.P75, 'f', -1, 64), itoa(v.Samples), v.Rating})
		}
		return rows
	},
	"bots": func(rep *insights.Report) [][]string {
		rows := [][]string{{"name", "views"}}
		for _, b := range rep.Bots {
			rows = append(rows, []string{b.Name, itoa(b.Views)})
		}
		return rows
	},
	"devices": func(rep *insights.Report) [][]string {
		rows := [][]string{{"device", "views"}}
		for _, d := range rep.Devices {
			rows = append(rows, []string{d.Device, itoa(d.Views)})
		}
		return rows
	},
	"downloads": func(rep *insights.Report) [][]string {
		rows := [][]string{{"path", "count"}}
		for _, d := range rep.Downloads {
			rows = append(rows, []string{d.Path, itoa(d.Count)})
		}
		return rows
	},
	"projects": func(rep *insights.Report) [][]string {
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
func (s *insightsHandlers) handleInsightsExport(w http.ResponseWriter, r *http.Request) {
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
func (s *insightsHandlers) visitorAddr(r *http.Request) string {
	if len(s.cfg.TrustedProxies) > 0 {
		return s.clientAddr(r)
	}
	if i := strings.LastIndexByte(r.RemoteAddr, ':'); i > 0 {
		return r.RemoteAddr[:i]
	}
	return r.RemoteAddr
}
