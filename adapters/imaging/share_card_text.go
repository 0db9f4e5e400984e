package imaging

import (
	"image"
	"image/draw"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
	"golang.org/x/text/unicode/norm"
)

// The text of a share card: the owner's own words, any of them, set in
// the site's type without ever failing or leaving the image. There is no
// shaping engine here (Go has none in the standard library or x/image):
// each character is one glyph, placed left to right, kerned within a
// face. That is right for the Latin, Greek and Cyrillic the faces hold;
// scripts that need shaping or right-to-left order (Arabic, Hebrew,
// Indic) have no glyphs in them, so they are left out rather than drawn
// wrong.

// family is a typeface with its fallbacks, first first: a character is
// drawn in the first face that has a glyph for it.
type family []*sfnt.Font

// style is a family at one size.
type style struct {
	faces []font.Face
	size  float64
}

// at makes the faces of f at size pixels. An opentype face keeps a
// buffer, so each drawing makes its own.
func (f family) at(size float64) (style, error) {
	s := style{size: size}
	for _, sf := range f {
		face, err := opentype.NewFace(sf, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
		if err != nil {
			return style{}, err
		}
		s.faces = append(s.faces, face)
	}
	return s, nil
}

// glyph is a character with the face that draws it.
type glyph struct {
	r    rune
	face int
}

// glyphs are text's characters that s can draw, each with its face:
// text is cleaned first (cleanText), and a character no face has is left
// out.
func (s style) glyphs(text string) []glyph {
	var out []glyph
	for _, r := range cleanText(text) {
		for i, f := range s.faces {
			if _, ok := f.GlyphAdvance(r); ok || r == ' ' {
				out = append(out, glyph{r, i})
				break
			}
		}
	}
	return out
}

// cleanText is text as one line of printable characters: composed (NFC,
// so an accent typed as a combining mark becomes the accented letter the
// faces have), every kind of space and line break a single space, and
// control, format (bidi overrides, joiners), private-use, unassigned and
// left-over combining characters removed, as are the bytes that are not
// UTF-8 (the replacement character): none of them has a glyph to draw,
// and a combining mark cannot be placed without shaping.
func cleanText(text string) string {
	var b strings.Builder
	space := false
	for _, r := range norm.NFC.String(text) {
		switch {
		case unicode.IsSpace(r) || r == '\u2028' || r == '\u2029':
			space = b.Len() > 0
			continue
		case r == utf8.RuneError || !unicode.IsPrint(r) || unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf, unicode.Co):
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	return b.String()
}

// width is the advance of gs in s, kerned between characters of one face.
func (s style) width(gs []glyph) fixed.Int26_6 {
	var w fixed.Int26_6
	for i, g := range gs {
		a, _ := s.faces[g.face].GlyphAdvance(g.r)
		if i > 0 && gs[i-1].face == g.face {
			a += s.faces[g.face].Kern(gs[i-1].r, g.r)
		}
		w += a
	}
	return w
}

// wrap breaks gs into lines of at most width: at spaces, and inside a word
// only when the word alone is wider than a line (broke reports that).
func (s style) wrap(gs []glyph, width fixed.Int26_6) (lines [][]glyph, broke bool) {
	var line []glyph
	for _, word := range words(gs) {
		candidate := word
		if len(line) > 0 {
			candidate = append(append(append([]glyph(nil), line...), glyph{' ', 0}), word...)
		}
		if s.width(candidate) <= width {
			line = candidate
			continue
		}
		if len(line) > 0 {
			lines = append(lines, line)
			line = nil
		}
		for s.width(word) > width {
			broke = true
			n := s.fitting(word, width)
			lines = append(lines, word[:n])
			word = word[n:]
		}
		line = word
	}
	if len(line) > 0 {
		lines = append(lines, line)
	}
	return lines, broke
}

// words splits gs at its spaces (cleanText leaves single ones).
func words(gs []glyph) [][]glyph {
	var out [][]glyph
	start := 0
	for i, g := range gs {
		if g.r == ' ' {
			if i > start {
				out = append(out, gs[start:i])
			}
			start = i + 1
		}
	}
	if start < len(gs) {
		out = append(out, gs[start:])
	}
	return out
}

// fitting is how many glyphs of gs, at least one, fit in width.
func (s style) fitting(gs []glyph, width fixed.Int26_6) int {
	n := 1
	for n < len(gs) && s.width(gs[:n+1]) <= width {
		n++
	}
	return n
}

// ellipsize shortens line until it and an ellipsis fit in width, and ends
// it with the ellipsis (three dots when no face has one).
func (s style) ellipsize(line []glyph, width fixed.Int26_6) []glyph {
	dots := s.glyphs("…")
	if len(dots) == 0 {
		dots = s.glyphs("...")
	}
	line = append([]glyph(nil), line...)
	for len(line) > 0 && (line[len(line)-1].r == ' ' || s.width(append(line[:len(line):len(line)], dots...)) > width) {
		line = line[:len(line)-1]
	}
	return append(line, dots...)
}

// drawLine draws line with its baseline's left end at (x, y), in src.
func (s style) drawLine(dst draw.Image, src image.Image, line []glyph, x, y int) {
	dot := fixed.P(x, y)
	for i, g := range line {
		f := s.faces[g.face]
		if i > 0 && line[i-1].face == g.face {
			dot.X += f.Kern(line[i-1].r, g.r)
		}
		dr, mask, mp, advance, ok := f.Glyph(dot, g.r)
		if ok {
			draw.DrawMask(dst, dr, src, image.Point{}, mask, mp, draw.Over)
		}
		dot.X += advance
	}
}
