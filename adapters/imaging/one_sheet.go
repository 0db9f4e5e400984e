package imaging

import (
	"bytes"
	"context"
	"fmt"
	"strings"

	"github.com/go-pdf/fpdf"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/sfnt"

	"github.com/portfolio-site/portfolio/domain"
)

// The one-sheet (issue 40): one A4 page an event organiser circulates,
// laid out with go-pdf/fpdf from the site document. It embeds the share
// card's faces (Fraunces for the name and headings, Manrope for the text)
// as UTF-8 fonts, so accented names print as typed; a text with a
// character those subsets lack is set in Go Medium instead (Greek,
// Cyrillic and more of Latin), the share card's own fallback.

// Page geometry, in millimetres (A4).
const (
	sheetWidth   = 210.0
	sheetHeight  = 297.0
	sheetMargin  = 18.0
	sheetBand    = 72.0  // the dark band holding the name and portrait
	sheetBottom  = 272.0 // nothing but the contact line below this
	sheetTextPt  = 10.5
	sheetLineMM  = 5.2
	sheetMaxFact = 8
)

// The palette: the site's theme colour and its gold accent.
var (
	sheetInk    = [3]int{0x12, 0x33, 0x32}
	sheetGold   = [3]int{0xc8, 0x9b, 0x3c}
	sheetMuted  = [3]int{0x4a, 0x55, 0x54}
	sheetOnDark = [3]int{0xff, 0xff, 0xff}
)

// OneSheets renders one-sheets (domain.OneSheetRenderer). It holds only
// the parsed faces, to choose a face per text; each render builds its own
// document, so one serves every request.
type OneSheets struct {
	manrope, fraunces *sfnt.Font
	// compress: fpdf's stream compression (off in tests, to read the text).
	compress bool
}

var _ domain.OneSheetRenderer = (*OneSheets)(nil)

// NewOneSheets parses the embedded faces.
func NewOneSheets() (*OneSheets, error) {
	m, err := sfnt.Parse(manropeTTF)
	if err != nil {
		return nil, fmt.Errorf("imaging: parsing the one-sheet's text face: %w", err)
	}
	f, err := sfnt.Parse(frauncesTTF)
	if err != nil {
		return nil, fmt.Errorf("imaging: parsing the one-sheet's heading face: %w", err)
	}
	return &OneSheets{manrope: m, fraunces: f, compress: true}, nil
}

// covers reports whether f has a glyph for every letter of text.
func covers(f *sfnt.Font, text string) bool {
	var buf sfnt.Buffer
	for _, r := range text {
		if r < ' ' {
			continue
		}
		if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
			return false
		}
	}
	return true
}

// sheet is one one-sheet being laid out.
type sheet struct {
	pdf   *fpdf.Fpdf
	faces *OneSheets
}

// face sets text's font: heading (Fraunces) or text (Manrope) when the
// face covers it, else Go Medium.
func (s *sheet) face(text string, heading bool, size float64) {
	switch {
	case heading && covers(s.faces.fraunces, text):
		s.pdf.SetFont("fraunces", "", size)
	case covers(s.faces.manrope, text):
		s.pdf.SetFont("manrope", "", size)
	default:
		s.pdf.SetFont("gomedium", "", size)
	}
}

func (s *sheet) color(c [3]int) { s.pdf.SetTextColor(c[0], c[1], c[2]) }

// Render implements domain.OneSheetRenderer.
func (o *OneSheets) Render(ctx context.Context, in domain.OneSheet) ([]byte, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	pdf := fpdf.New("P", "mm", "A4", "")
	pdf.SetCompression(o.compress)
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetMargins(sheetMargin, sheetMargin, sheetMargin)
	pdf.AddUTF8FontFromBytes("manrope", "", manropeTTF)
	pdf.AddUTF8FontFromBytes("fraunces", "", frauncesTTF)
	pdf.AddUTF8FontFromBytes("gomedium", "", gomedium.TTF)
	pdf.SetTitle(in.Name+" \u2013 one-sheet", true)
	pdf.SetAuthor(in.Name, true)
	pdf.AddPage()
	s := &sheet{pdf: pdf, faces: o}
	s.band(in)
	pdf.SetXY(sheetMargin, sheetBand+10)
	s.section("About", in.ShortBio != "", func() { s.paragraph(in.ShortBio) })
	s.section("Selected projects", len(in.Projects) > 0, func() {
		for _, p := range in.Projects {
			s.item(p.Title, joinNonEmpty(" \u00b7 ", p.Role, p.Year))
		}
	})
	s.section("Upcoming appearances", len(in.Upcoming) > 0, func() {
		for _, a := range in.Upcoming {
			s.item(joinNonEmpty(" \u2013 ", a.Title, a.Event), joinNonEmpty(" \u00b7 ", a.When, a.Place))
		}
	})
	facts := in.Facts[:min(len(in.Facts), sheetMaxFact)]
	s.section("Facts", len(facts) > 0, func() {
		for _, f := range facts {
			s.item(f.Label, f.Value)
		}
	})
	s.contact(in)
	if pdf.PageCount() != 1 {
		return nil, fmt.Errorf("imaging: the one-sheet ran to %d pages", pdf.PageCount())
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return nil, fmt.Errorf("imaging: writing the one-sheet: %w", err)
	}
	return buf.Bytes(), nil
}

// band draws the top band: the name and role on the theme colour, the
// portrait at its right.
func (s *sheet) band(in domain.OneSheet) {
	pdf := s.pdf
	pdf.SetFillColor(sheetInk[0], sheetInk[1], sheetInk[2])
	pdf.Rect(0, 0, sheetWidth, sheetBand, "F")
	textWidth := sheetWidth - 2*sheetMargin
	if len(in.Portrait) > 0 {
		const side = 48.0
		opts := fpdf.ImageOptions{ImageType: "JPG", ReadDpi: false}
		pdf.RegisterImageOptionsReader("portrait", opts, bytes.NewReader(in.Portrait))
		pdf.ImageOptions("portrait", sheetWidth-sheetMargin-side, (sheetBand-side)/2, side, side, false, opts, 0, "")
		textWidth -= side + 8
	}
	pdf.SetXY(sheetMargin, 22)
	s.color(sheetOnDark)
	s.face(in.Name, true, 26)
	pdf.MultiCell(textWidth, 11, in.Name, "", "L", false)
	if in.Role != "" {
		pdf.SetX(sheetMargin)
		s.color(sheetGold)
		s.face(in.Role, false, 12)
		pdf.MultiCell(textWidth, 6.5, in.Role, "", "L", false)
	}
}

// section draws a heading and its body when it has one and there is room
// for the heading and a line.
func (s *sheet) section(title string, has bool, body func()) {
	if !has || s.pdf.GetY()+16 > sheetBottom {
		return
	}
	pdf := s.pdf
	pdf.SetX(sheetMargin)
	s.color(sheetInk)
	s.face(title, true, 14)
	pdf.CellFormat(0, 8, title, "", 1, "L", false, 0, "")
	y := pdf.GetY()
	pdf.SetDrawColor(sheetGold[0], sheetGold[1], sheetGold[2])
	pdf.SetLineWidth(0.4)
	left := sheetMargin + pdf.GetCellMargin() // under the heading's first letter
	pdf.Line(left, y, left+24, y)
	pdf.Ln(2.5)
	body()
	pdf.Ln(4)
}

// paragraph draws text, line by line while there is room.
func (s *sheet) paragraph(text string) {
	pdf := s.pdf
	s.color(sheetInk)
	s.face(text, false, sheetTextPt)
	for _, line := range pdf.SplitText(strings.ReplaceAll(text, "\r", ""), sheetWidth-2*sheetMargin) {
		if pdf.GetY()+sheetLineMM > sheetBottom {
			return
		}
		pdf.SetX(sheetMargin)
		pdf.CellFormat(0, sheetLineMM, line, "", 1, "L", false, 0, "")
	}
}

// item draws one line of a list: the title, then the detail in the muted
// colour, when there is room.
func (s *sheet) item(title, detail string) {
	pdf := s.pdf
	if pdf.GetY()+sheetLineMM+0.8 > sheetBottom {
		return
	}
	pdf.SetX(sheetMargin)
	s.color(sheetInk)
	s.face(title, false, sheetTextPt)
	w := min(pdf.GetStringWidth(title)+1, sheetWidth-2*sheetMargin)
	pdf.CellFormat(w, sheetLineMM, title, "", 0, "L", false, 0, "")
	if detail != "" {
		s.color(sheetMuted)
		s.face(detail, false, sheetTextPt)
		pdf.CellFormat(0, sheetLineMM, "\u2014 "+detail, "", 0, "L", false, 0, "")
	}
	pdf.Ln(sheetLineMM + 0.8)
}

// contact draws the press contact at the foot of the page.
func (s *sheet) contact(in domain.OneSheet) {
	line := joinNonEmpty("  \u00b7  ", in.Email, in.Contact, in.Website)
	if line == "" {
		return
	}
	pdf := s.pdf
	pdf.SetDrawColor(sheetGold[0], sheetGold[1], sheetGold[2])
	pdf.SetLineWidth(0.3)
	pdf.Line(sheetMargin, sheetBottom+4, sheetWidth-sheetMargin, sheetBottom+4)
	pdf.SetXY(sheetMargin, sheetBottom+7)
	s.color(sheetInk)
	s.face("Press contact", true, 11)
	pdf.CellFormat(0, 6, "Press contact", "", 1, "L", false, 0, "")
	pdf.SetX(sheetMargin)
	s.color(sheetMuted)
	s.face(line, false, 9.5)
	pdf.CellFormat(0, 5.5, line, "", 1, "L", false, 0, "")
}

// joinNonEmpty joins the non-empty parts with sep.
func joinNonEmpty(sep string, parts ...string) string {
	out := make([]string, 0, len(parts))
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, sep)
}
