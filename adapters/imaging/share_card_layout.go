package imaging

import (
	"image"
	"image/draw"

	"golang.org/x/image/vector"

	"github.com/portfolio-site/portfolio/domain"
)

// The card's layout, in pixels of the 1200 × 630 image. Previews show it
// from about 500 px wide (a post) down to 120 (a chat's thumbnail), so the
// name is set large (112 px, a tenth of the width at 500 px is still 11)
// and shrinks only as far as 56 before it wraps onto a third line and, at
// last, is cut.
const (
	cardMarginX = 96  // left and right of the text
	cardMarginY = 64  // the least room above and below the text
	ruleWidth   = 112 // the gold bar above the name (the site's heading bar)
	ruleHeight  = 8
	ruleGap     = 36 // from the bar to the name's first line

	nameMax, nameMin, nameStep = 112.0, 56.0, 4.0
	nameLeading                = 1.08 // line height over size
	nameLines                  = 3
	roleGap                    = 28 // from the name to the role

	roleMax, roleMin, roleStep = 44.0, 30.0, 2.0
	roleLeading                = 1.3
	roleLines                  = 2
)

// textBlock is some text fitted to the card: its lines at a size.
type textBlock struct {
	style   style
	lines   [][]glyph
	leading float64
}

// height is the block's height in pixels (0 for no lines).
func (b textBlock) height() float64 {
	return float64(len(b.lines)) * b.style.size * b.leading
}

// fitText sets text in f at the largest size from largest down to smallest (by
// step) at which it takes at most lines lines and no more than room
// pixels of height, preferring a size at which no word is broken; at the smallest
// it keeps the lines that fit and ends the last with an ellipsis. Text
// with nothing to draw gives no lines.
func fitText(f family, text string, largest, smallest, step, leading float64, lines int, room float64) (textBlock, error) {
	width := toFixed(domain.ShareImageWidth - 2*cardMarginX)
	var best textBlock
	for _, wholeWords := range []bool{true, false} {
		for size := largest; size >= smallest; size -= step {
			s, err := f.at(size)
			if err != nil {
				return textBlock{}, err
			}
			gs := s.glyphs(text)
			if len(gs) == 0 {
				return textBlock{style: s, leading: leading}, nil
			}
			ls, broke := s.wrap(gs, width)
			b := textBlock{style: s, lines: ls, leading: leading}
			if (!broke || !wholeWords) && len(ls) <= lines && b.height() <= room {
				return b, nil
			}
			best = b
		}
	}
	// At the smallest size: as many lines as fit, the last one cut.
	keep := min(lines, int(room/(best.style.size*leading)))
	keep = max(keep, 1)
	if len(best.lines) > keep {
		best.lines = best.lines[:keep]
		best.lines[keep-1] = best.style.ellipsize(best.lines[keep-1], width)
	}
	return best, nil
}

// layout fits the role first (at most two lines of its size) and gives
// the name the rest of the height, then centres the whole block.
func (c *ShareCards) layout(card domain.ShareCard) (cardLayout, error) {
	room := float64(domain.ShareImageHeight - 2*cardMarginY - ruleHeight - ruleGap)
	role, err := fitText(c.role, card.Role, roleMax, roleMin, roleStep, roleLeading, roleLines, room/2)
	if err != nil {
		return cardLayout{}, err
	}
	if len(role.lines) > 0 {
		room -= role.height() + roleGap
	}
	name, err := fitText(c.name, card.Name, nameMax, nameMin, nameStep, nameLeading, nameLines, room)
	if err != nil {
		return cardLayout{}, err
	}
	total := float64(ruleHeight + ruleGap)
	total += name.height()
	if len(role.lines) > 0 && len(name.lines) > 0 {
		total += roleGap
	}
	total += role.height()
	top := (domain.ShareImageHeight - int(total+0.5)) / 2
	l := cardLayout{left: cardMarginX, rule: image.Rect(cardMarginX, top, cardMarginX+ruleWidth, top+ruleHeight)}
	y := float64(top + ruleHeight + ruleGap)
	place := func(b textBlock, colour themeColour) {
		lh := b.style.size * b.leading
		for _, gs := range b.lines {
			l.lines = append(l.lines, cardLine{style: b.style, colour: colour, glyphs: gs, baseline: baselineOf(b.style, int(y+0.5), lh)})
			y += lh
		}
	}
	place(name, cardName)
	if len(name.lines) > 0 {
		l.nameSize = name.style.size
		y += roleGap
	}
	place(role, cardRole)
	if len(role.lines) > 0 {
		l.roleSize = role.style.size
	}
	return l, nil
}

// drawRing draws a circle's outline of the given stroke width, centred at
// (cx, cy), anti-aliased: the rings of the build's og-image.png, which
// stand for the site's roundels. Only the ring's box (within m) is
// rasterized.
func drawRing(m draw.Image, src image.Image, cx, cy, r, stroke float32) {
	outer := r + stroke/2
	box := image.Rect(int(cx-outer)-1, int(cy-outer)-1, int(cx+outer)+2, int(cy+outer)+2).Intersect(m.Bounds())
	if box.Empty() {
		return
	}
	z := vector.NewRasterizer(box.Dx(), box.Dy())
	x, y := cx-float32(box.Min.X), cy-float32(box.Min.Y)
	circle(z, x, y, outer, false)
	circle(z, x, y, r-stroke/2, true)
	z.Draw(m, box, src, image.Point{})
}

// circle adds a circle to z as four cubic arcs, clockwise or (reverse)
// anticlockwise: the inner circle of a ring turns the other way, so the
// rasterizer's winding leaves the inside empty.
func circle(z *vector.Rasterizer, cx, cy, r float32, reverse bool) {
	const k = 0.5522847 // the control distance of a quarter circle
	d := k * r
	dir := float32(1)
	if reverse {
		dir = -1
	}
	z.MoveTo(cx+r, cy)
	z.CubeTo(cx+r, cy+dir*d, cx+d, cy+dir*r, cx, cy+dir*r)
	z.CubeTo(cx-d, cy+dir*r, cx-r, cy+dir*d, cx-r, cy)
	z.CubeTo(cx-r, cy-dir*d, cx-d, cy-dir*r, cx, cy-dir*r)
	z.CubeTo(cx+d, cy-dir*r, cx+r, cy-dir*d, cx+r, cy)
	z.ClosePath()
}
