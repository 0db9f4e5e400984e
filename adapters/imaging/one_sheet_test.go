package imaging_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/imaging"
	"github.com/portfolio-site/portfolio/adapters/imaging/pdftest"
	"github.com/portfolio-site/portfolio/domain"
)

func oneSheet() domain.OneSheet {
	return domain.OneSheet{
		Name: "Zoë Ōtsuka-Brontë", Role: "Producer, Investor & Creative Catalyst",
		ShortBio: strings.Repeat("Zoë builds worlds people want to live in. ", 20) + "Ещё раз: Αθήνα.",
		Projects: []domain.OneSheetProject{{Title: "Starfall Legends", Role: "Executive Producer", Year: "2014–2024"}},
		Upcoming: []domain.OneSheetAppearance{{Title: "Keynote", Event: "GDC", When: "18 March 2027", Place: "San Francisco"}},
		Facts:    []domain.SitePressFact{{Label: "Based in", Value: "Los Angeles"}},
		Email:    "press@example.com", Website: "https://example.com", Contact: "https://example.com/contact",
	}
}

func TestOneSheetIsOnePageWithTheNameAndBio(t *testing.T) {
	r, err := imaging.NewOneSheets()
	require.NoError(t, err)
	in := oneSheet()
	pdf, err := r.Render(context.Background(), in)
	require.NoError(t, err)
	assert.True(t, bytes.HasPrefix(pdf, []byte("%PDF-")), "a PDF")
	assert.Equal(t, 1, pdftest.Pages(pdf), "one page")
	text := pdftest.Text(pdf)
	assert.Contains(t, text, in.Name, "the name, accents and all")
	assert.Contains(t, text, "Zoë builds worlds people want to live in.")
	assert.Contains(t, text, "Αθήνα.", "Greek, from the fallback face")
	assert.Contains(t, text, "Starfall Legends")
	assert.Contains(t, text, "Keynote")
	assert.Contains(t, text, "press@example.com")
}

func TestOneSheetStaysOnOnePageWhateverItHolds(t *testing.T) {
	r, err := imaging.NewOneSheets()
	require.NoError(t, err)
	in := oneSheet()
	in.ShortBio = strings.Repeat("A very long short bio that keeps going. ", 80)
	for range 20 {
		in.Projects = append(in.Projects, in.Projects[0])
		in.Facts = append(in.Facts, in.Facts[0])
	}
	pdf, err := r.Render(context.Background(), in)
	require.NoError(t, err)
	assert.Equal(t, 1, pdftest.Pages(pdf))
	assert.Contains(t, pdftest.Text(pdf), "press@example.com", "the contact always shows")
}

func TestOneSheetCarriesThePortrait(t *testing.T) {
	// A GIF: a type fpdf does not read, converted by the Processor.
	src := encodeGIF(t, 900, 1200)
	portrait, err := imaging.New().Portrait(context.Background(), src, 600)
	require.NoError(t, err)
	info, err := imaging.New().Inspect(portrait)
	require.NoError(t, err)
	assert.Equal(t, "image/jpeg", info.Type.ContentType)
	assert.Equal(t, info.Width, info.Height, "square")
	assert.LessOrEqual(t, info.Width, 600)

	r, err := imaging.NewOneSheets()
	require.NoError(t, err)
	in := oneSheet()
	in.Portrait = portrait
	pdf, err := r.Render(context.Background(), in)
	require.NoError(t, err)
	assert.Equal(t, 1, pdftest.Pages(pdf))
	assert.Contains(t, string(pdf), "/Subtype /Image")
}
