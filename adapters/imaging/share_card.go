package imaging

import (
	"bytes"
	"context"
	"crypto/sha256"
	_ "embed" // the share card's faces
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"

	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"github.com/portfolio-site/portfolio/domain"
)

// The default share image (issue 39): the owner's name in Fraunces and
// their role in Manrope, the site's two faces, on the site's teal with its
// gold, so a link to the site previews as this person's rather than as a
// template's. The faces are TrueType copies of the site's fonts made by
// `make fonts` (frontend/scripts/subset-fonts.sh): Go's font reader takes
// TrueType, not the woff2 the pages use, and a woff2 decoder would have
// been two new modules (a WOFF2 parser and Brotli) for files the script
// makes anyway. Go Medium (x/image's) draws the characters they lack
// (Greek, Cyrillic and more of Latin).

var (
	//go:embed fonts/fraunces-600.ttf
	frauncesTTF []byte
	//go:embed fonts/manrope-500.ttf
	manropeTTF []byte
)

// shareCardRevision counts the changes of the drawing that no font file
// shows (layout, palette, sizes): raise it with any of them, so that
// every card gets a new address and link previews fetch it again.
const shareCardRevision = 1

// ShareCards draws the site's default share image (domain.ShareCardDrawer).
// It holds no state but its parsed faces, so one serves every request.
type ShareCards struct {
	name, role family
	design     string
}

var _ domain.ShareCardDrawer = (*ShareCards)(nil)

// NewShareCards parses the embedded faces.
func NewShareCards() (*ShareCards, error) {
	parse := func(files ...[]byte) (family, error) {
		var f family
		for _, data := range files {
			sf, err := sfnt.Parse(data)
			if err != nil {
				return nil, fmt.Errorf("imaging: parsing a share card face: %w", err)
			}
			f = append(f, sf)
		}
		return f, nil
	}
	name, err := parse(frauncesTTF, gomedium.TTF)
	if err != nil {
		return nil, err
	}
	role, err := parse(manropeTTF, gomedium.TTF)
	if err != nil {
		return nil, err
	}
	sum := sha256.New()
	for _, data := range [][]byte{frauncesTTF, manropeTTF, gomedium.TTF} {
		sum.Write(data)
	}
	return &ShareCards{name: name, role: role, design: fmt.Sprintf("%d-%x", shareCardRevision, sum.Sum(nil)[:6])}, nil
}

// Design implements domain.ShareCardDrawer: the revision of the drawing
// and a digest of its faces.
func (c *ShareCards) Design() string { return c.design }

// The card's colours are tokens of the site's theme
// (frontend/src/theme/system.ts; share_card_test.go holds them equal).
var (
	cardTop    = themeColour{"brand.900", 0x0c2423} // the background's top left
	cardBottom = themeColour{"brand.600", 0x1b5c57} // its bottom right
	cardRule   = themeColour{"gold.400", 0xd4a84b}  // the bar above the name, the rings
	cardName   = themeColour{"brand.50", 0xe8f3f2}
	cardRole   = themeColour{"gold.200", 0xecd699}
)

// themeColour is a colour of the theme with its token.
type themeColour struct {
	token string
	rgb   uint32
}

func (t themeColour) rgba(alpha uint8) color.NRGBA {
	return color.NRGBA{uint8(t.rgb >> 16), uint8(t.rgb >> 8), uint8(t.rgb), alpha}
}

// Draw implements domain.ShareCardDrawer.
func (c *ShareCards) Draw(ctx context.Context, card domain.ShareCard) ([]byte, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("imaging: drawing a share card: %w", err)
	}
	m, err := c.render(card)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	// Default compression: best took three times as long (0.8 s against
	// 0.25 s on this shared machine) for a file a fifth smaller (61 kB
	// against 77 kB for a short name).
	enc := png.Encoder{CompressionLevel: png.DefaultCompression}
	if err := enc.Encode(&buf, m); err != nil {
		return nil, fmt.Errorf("imaging: encoding a share card: %w", err)
	}
	return buf.Bytes(), nil
}

// render draws card.
func (c *ShareCards) render(card domain.ShareCard) (*image.RGBA, error) {
	l, err := c.layout(card)
	if err != nil {
		return nil, err
	}
	m := image.NewRGBA(image.Rect(0, 0, domain.ShareImageWidth, domain.ShareImageHeight))
	paintBackground(m)
	fill := func(t themeColour, alpha uint8) *image.Uniform { return image.NewUniform(t.rgba(alpha)) }
	drawRing(m, fill(cardRule, 90), 1130, 120, 250, 3)
	drawRing(m, fill(cardRule, 60), 1130, 120, 180, 2)
	draw.Draw(m, l.rule, fill(cardRule, 255), image.Point{}, draw.Over)
	for _, ln := range l.lines {
		ln.style.drawLine(m, fill(ln.colour, 255), ln.glyphs, l.left, ln.baseline)
	}
	return m, nil
}

// paintBackground fills m with the theme's teal, darker at the top left:
// the diagonal of the build's own og-image.png. A pixel's colour depends
// on x + y only, so each row is a slice of one strip of colours.
func paintBackground(m *image.RGBA) {
	b := m.Bounds()
	from, to := cardTop.rgba(255), cardBottom.rgba(255)
	span := b.Dx() + b.Dy() - 1
	strip := make([]uint8, 4*span)
	for i := range span {
		t := i * 256 / (span - 1)
		copy(strip[4*i:], []uint8{lerp(from.R, to.R, t), lerp(from.G, to.G, t), lerp(from.B, to.B, t), 255})
	}
	for y := range b.Dy() {
		copy(m.Pix[m.PixOffset(b.Min.X, b.Min.Y+y):], strip[4*y:4*(y+b.Dx())])
	}
}

// lerp is a + (b-a)·t/256, rounded.
func lerp(a, b uint8, t int) uint8 {
	return uint8((int(a)*(256-t) + int(b)*t + 128) >> 8)
}

// cardLine is a line of the card's text, placed.
type cardLine struct {
	style    style
	colour   themeColour
	glyphs   []glyph
	baseline int
}

// cardLayout is where everything of a card goes.
type cardLayout struct {
	rule  image.Rectangle
	left  int
	lines []cardLine
	// nameSize and roleSize are the sizes chosen, 0 for a line left out.
	nameSize, roleSize float64
}

// baselineOf is the baseline of a line whose box of height lh starts at
// top: the face's ascent and descent centred in the box.
func baselineOf(s style, top int, lh float64) int {
	m := s.faces[0].Metrics()
	asc, desc := float64(m.Ascent)/64, float64(m.Descent)/64
	return top + int((lh-asc-desc)/2+asc+0.5)
}

// toFixed is n pixels as a 26.6 fixed-point length.
func toFixed(n int) fixed.Int26_6 { return fixed.I(n) }
