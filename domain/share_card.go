package domain

import "context"

// ShareCard is what the site's default share image shows (issue 39): the
// owner's name and role, the site document's Name and Tagline. Link
// previews show it for every page without an image of its own while the
// owner has uploaded no share image (SiteSEO.ShareImage wins when set).
type ShareCard struct {
	Name string
	Role string
}

// shareCardType is the format of the drawn share images: PNG, lossless for
// flat colour and type (a JPEG of the same card blurs the letters' edges),
// and taken by every link-preview reader.
var shareCardType = ImageType{ContentType: "image/png", Ext: ".png", Name: "PNG"}

// ShareCardType is the format of the drawn share images: PNG.
func ShareCardType() ImageType { return shareCardType }

// ShareCardDrawer draws the default share image of a site from its
// profile. A card is drawn from text alone, so the same card and Design
// always give the same image: a caller may keep the image under a name
// made of both, for as long as it likes.
type ShareCardDrawer interface {
	// Design names the drawing (its faces, palette and layout): it changes
	// whenever the same card would come out differently, so an address
	// made from it and the card changes with what the image shows.
	Design() string
	// Draw returns card as a ShareCardType image of ShareImageWidth ×
	// ShareImageHeight. Any text is drawn without failing: characters
	// that are not printable, or that none of its faces has, are left out,
	// and a name or role too long for its room is made smaller, wrapped
	// and, at the smallest size, cut with an ellipsis; an empty name or
	// role leaves its line out. Its errors: ctx's when ctx ends first, or
	// an internal one when the image cannot be encoded.
	Draw(ctx context.Context, card ShareCard) ([]byte, error)
}
