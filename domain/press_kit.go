package domain

import (
	"context"
	"io"
	"time"
)

// The press kit's files (issue 40): the one-sheet PDF made from the site
// document, and the originals of its headshots and logos. The use case is
// app.PressKitService; these are the ports it needs from the world.

// OneSheet is what the one-sheet shows: one page an event organiser
// circulates. Every text is plain (no markup); an empty member is left
// out of the page.
type OneSheet struct {
	Name string
	Role string
	// Portrait is the first headshot as a JPEG, nil for none (a headshot
	// that is not a raster image the product decodes, or is not on this
	// site).
	Portrait []byte
	ShortBio string
	// Projects are the selected projects: the first few of the portfolio.
	Projects []OneSheetProject
	// Upcoming are the upcoming appearances, soonest first. Empty until
	// the site has appearances: the one seam the speaking page fills.
	Upcoming []OneSheetAppearance
	Facts    []SitePressFact
	// Email and Website are the press contact: the site's contact address
	// and its public address (Website + ContactPath is the contact page).
	Email   string
	Website string
	Contact string
}

// OneSheetProject is one selected project of the one-sheet.
type OneSheetProject struct {
	Title string
	Role  string
	Year  string
}

// OneSheetAppearance is one upcoming talk of the one-sheet: When is the
// date as the event's own zone reads it, Place the venue and city or
// "Online".
type OneSheetAppearance struct {
	Title string
	Event string
	When  string
	Place string
}

// OneSheetRenderer lays out a one-sheet as a one-page PDF. Text of any
// script the embedded font covers is drawn; a character it lacks is
// replaced, never an error. An error is internal (a font that does not
// load, a portrait that does not decode).
type OneSheetRenderer interface {
	Render(ctx context.Context, s OneSheet) ([]byte, error)
}

// PortraitMaker makes a one-sheet's portrait from an image file of any
// type the product decodes (PNG, JPEG, GIF, WebP): the largest centred
// square, side × side pixels at most, as a JPEG. Its errors are those of
// ImageProcessor.ShareImage (EUNSUPPORTED for a file that is not one of
// those images).
type PortraitMaker interface {
	Portrait(ctx context.Context, data []byte, side int) ([]byte, error)
}

// PressAssets opens the files a press kit names by their src: a file of
// the media library (/uploads/NAME) or of the site's build (/images/…).
// ENOTFOUND for a src that names no such file, an https URL included
// (another site's file is linked, never fetched); EUNAVAILABLE when the
// store cannot be reached. The caller closes the blob.
type PressAssets interface {
	Open(ctx context.Context, src string) (*Blob, error)
}

// OpenedAsset is a press kit file read whole: its bytes and type.
type OpenedAsset struct {
	Data        []byte
	ContentType string
}

// ReadAsset reads the file src names through assets, at most max bytes
// (ETOOLARGE beyond).
func ReadAsset(ctx context.Context, assets PressAssets, src string, max int64) (OpenedAsset, error) {
	b, err := assets.Open(ctx, src)
	if err != nil {
		return OpenedAsset{}, err
	}
	defer b.Close()
	data, err := io.ReadAll(io.LimitReader(b, max+1))
	if err != nil {
		return OpenedAsset{}, err
	}
	if int64(len(data)) > max {
		return OpenedAsset{}, Errorf(ETOOLARGE, "%s is larger than %d bytes", src, max)
	}
	return OpenedAsset{Data: data, ContentType: b.ContentType}, nil
}

// ArchiveWriter writes an archive to a stream entry by entry, holding no
// more than the entry being written: the press kit's ZIP is never built
// whole in memory.
type ArchiveWriter interface {
	// Create starts the entry name (a slash-separated relative path);
	// what is written to the returned writer until the next Create or
	// Close is its content.
	Create(name string, modTime time.Time) (io.Writer, error)
	// Close ends the archive (its directory); it does not close the
	// stream.
	Close() error
}

// ArchiveMaker starts archives (the press kit's ZIP).
type ArchiveMaker interface {
	NewArchive(w io.Writer) ArchiveWriter
}
