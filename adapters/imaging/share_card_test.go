package imaging

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/math/fixed"

	"github.com/portfolio-site/portfolio/domain"
)

func newShareCards(t *testing.T) *ShareCards {
	t.Helper()
	c, err := NewShareCards()
	require.NoError(t, err)
	return c
}

// decodeCard decodes a drawn card as the PNG it must be.
func decodeCard(t *testing.T, data []byte) image.Image {
	t.Helper()
	m, err := png.Decode(bytes.NewReader(data))
	require.NoError(t, err, "a PNG")
	return m
}

// namePixels counts the pixels of m drawn in (nearly) the name's colour:
// the background and the role's gold are far from it.
func namePixels(m *image.RGBA) int {
	want := cardName.rgba(255)
	n := 0
	for i := 0; i+4 <= len(m.Pix); i += 4 {
		p := m.Pix[i : i+3 : i+3]
		if absDiff(p[0], want.R)+absDiff(p[1], want.G)+absDiff(p[2], want.B) < 24 {
			n++
		}
	}
	return n
}

func absDiff(a, b uint8) int {
	return max(int(a)-int(b), int(b)-int(a))
}

func TestAShareCardIsA1200By630PNGThatCarriesTheName(t *testing.T) {
	c := newShareCards(t)
	ctx := context.Background()
	card := domain.ShareCard{Name: "Alex Rivera", Role: "Producer, Investor & Creative Catalyst"}
	data, err := c.Draw(ctx, card)
	require.NoError(t, err)
	assert.Equal(t, "image/png", domain.ShareCardType().ContentType)
	assert.Equal(t, image.Pt(domain.ShareImageWidth, domain.ShareImageHeight), decodeCard(t, data).Bounds().Size())
	again, err := c.Draw(ctx, card)
	require.NoError(t, err)
	assert.Equal(t, data, again, "the same card is the same image: an address made of it may be cached for good")

	m, err := c.render(card)
	require.NoError(t, err)
	assert.Greater(t, namePixels(m), 2000, "the name is drawn, large")
	renamed, err := c.render(domain.ShareCard{Name: "Sam Okafor", Role: card.Role})
	require.NoError(t, err)
	assert.NotEqual(t, m.Pix, renamed.Pix)
	noName, err := c.render(domain.ShareCard{Role: card.Role})
	require.NoError(t, err)
	assert.Zero(t, namePixels(noName), "no name, no name line")

	assert.Regexp(t, `^\d+-[0-9a-f]{12}$`, c.Design())
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	_, err = c.Draw(cancelled, card)
	assert.ErrorIs(t, err, context.Canceled)
}

// Whatever the owner typed, the card is drawn: every line inside the text
// column, every line inside the image, at most three lines of name and two
// of role, and a longer name set smaller than a short one.
func TestAnyNameAndRoleFitTheCard(t *testing.T) {
	c := newShareCards(t)
	long := strings.Repeat("Konstantinopoulou ", 11) + "Vanderbilt" // 200 characters
	cases := map[string]domain.ShareCard{
		"short":             {Name: "Alex Rivera", Role: "Producer"},
		"200 characters":    {Name: long, Role: long},
		"one long word":     {Name: strings.Repeat("W", 200), Role: strings.Repeat("m", 200)},
		"right to left":     {Name: "שלום עליכם مرحبا بكم", Role: "Producer · מפיק"},
		"emoji":             {Name: "👩‍👩‍👧 Alex 🇫🇷 Rivera ✨", Role: "🎮🎬🎵"},
		"controls":          {Name: "Alex\u0085\u007f\u200b\u202eRivera\u202c", Role: "\u2028\u2029\t"},
		"combining":         {Name: "Jose\u0301 Zo\u0308e", Role: "Cre\u0301ative"},
		"Cyrillic and CJK":  {Name: "Йосиф Бродский 李小龍", Role: "Продюсер"},
		"empty":             {},
		"spaces only":       {Name: "   ", Role: "\u00a0\u3000"},
		"invalid UTF-8":     {Name: "Alex \xff\xfe Rivera", Role: "\xc3"},
		"many short words":  {Name: strings.TrimSpace(strings.Repeat("a ", 100)), Role: strings.TrimSpace(strings.Repeat("I ", 100))},
		"wide letters only": {Name: strings.Repeat("MW ", 66), Role: strings.Repeat("WM ", 66)},
	}
	width := fixed.I(domain.ShareImageWidth - 2*cardMarginX)
	for name, card := range cases {
		t.Run(name, func(t *testing.T) {
			l, err := c.layout(card)
			require.NoError(t, err)
			var names, roles int
			for _, ln := range l.lines {
				assert.LessOrEqual(t, ln.style.width(ln.glyphs), width, "a line is no wider than the column")
				m := ln.style.faces[0].Metrics()
				assert.GreaterOrEqual(t, ln.baseline-m.Ascent.Ceil(), 0, "inside the image, top")
				assert.LessOrEqual(t, ln.baseline+m.Descent.Ceil(), domain.ShareImageHeight, "inside the image, bottom")
				if ln.colour == cardName {
					names++
				} else {
					roles++
				}
			}
			assert.LessOrEqual(t, names, nameLines)
			assert.LessOrEqual(t, roles, roleLines)
			assert.GreaterOrEqual(t, l.rule.Min.Y, cardMarginY/2)
			_, err = c.render(card)
			require.NoError(t, err)
		})
	}
	short, err := c.layout(cases["short"])
	require.NoError(t, err)
	longer, err := c.layout(cases["200 characters"])
	require.NoError(t, err)
	assert.Equal(t, nameMax, short.nameSize)
	assert.Less(t, longer.nameSize, short.nameSize, "a long name shrinks")
	assert.Greater(t, longer.nameSize, 0.0)
}

func TestCleanTextKeepsOnlyWhatCanBeDrawn(t *testing.T) {
	for in, want := range map[string]string{
		"Alex Rivera":             "Alex Rivera",
		"  Alex \n\t Rivera  ":    "Alex Rivera",
		"A\u202eB\u202c":          "AB",
		"Jose\u0301":              "José",
		"\x00A\u0085B\x7f":        "A B", // NEL is a line break
		"A\xffB\xc3":              "AB",
		"a\u200db\ufe0f":          "ab",
		"x\u2028y":                "x y",
		"\ue000private\U000F0000": "private",
	} {
		assert.Equal(t, want, cleanText(in), "%q", in)
	}
}

// The card's colours are the theme's: each token names its value in
// frontend/src/theme/system.ts.
func TestTheCardsColoursAreTheThemes(t *testing.T) {
	src, err := os.ReadFile("../../frontend/src/theme/system.ts")
	require.NoError(t, err)
	for _, c := range []themeColour{cardTop, cardBottom, cardRule, cardName, cardRole} {
		family, shade, ok := strings.Cut(c.token, ".")
		require.True(t, ok, c.token)
		block := regexp.MustCompile(`(?s)\n\s+` + family + `: \{(.*?)\n\s+\},`).FindSubmatch(src)
		require.NotNil(t, block, "the theme's %s colours", family)
		value := fmt.Sprintf("%s: { value: '#%06x' }", shade, c.rgb)
		assert.Contains(t, string(block[1]), value, c.token)
	}
}
