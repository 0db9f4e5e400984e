package domain

import (
	"context"
	"strings"
)

// GalleryImage is one picture of a project's gallery.
type GalleryImage struct {
	ID        int64  `json:"id"`
	ProjectID int64  `json:"projectId"`
	Src       string `json:"src"`
	Alt       string `json:"alt"`
	Caption   string `json:"caption"`
	Priority  int    `json:"priority"`
	// Decorative marks the image as decoration: shown with alt="".
	Decorative bool `json:"decorative"`
	// FocalX and FocalY are the image's focal point (focal_point.go).
	FocalX float64 `json:"focalX"`
	FocalY float64 `json:"focalY"`
}

// UnmarshalJSON decodes over centred focal points (FocalCentre): JSON of
// before they existed (a revision, a draft, a backup) reads as centred.
func (g *GalleryImage) UnmarshalJSON(data []byte) error {
	type plain GalleryImage
	return decodeCentred(data, (*plain)(g))
}

// Validate checks the gallery form rules: src required and an http(s) URL or
// a site path, priority never below 0.
func (g *GalleryImage) Validate() error {
	v := ValidationErrors{}
	if strings.TrimSpace(g.Src) == "" {
		v.Add("src", MsgImageURLRequired)
	} else if !IsImageRef(g.Src) {
		v.Add("src", MsgInvalidImageURL)
	}
	limitText(v, "src", g.Src, maxTextLength)
	limitText(v, "alt", g.Alt, maxTextLength)
	limitText(v, "caption", g.Caption, maxTextLength)
	checkFocalPoints(v, "", g)
	if g.Priority < 0 {
		v.Add("priority", MsgPriorityNegative)
	}
	return v.Err()
}

// GalleryPatch holds the fields of a gallery image create or partial update.
type GalleryPatch struct {
	Src        *string
	Alt        *string
	Caption    *string
	Priority   *int
	Decorative *bool
	FocalX     *float64
	FocalY     *float64
}

// Apply copies the present fields onto g.
func (u GalleryPatch) Apply(g *GalleryImage) {
	setString(&g.Src, u.Src)
	setString(&g.Alt, u.Alt)
	setString(&g.Caption, u.Caption)
	setBool(&g.Decorative, u.Decorative)
	setFloat(&g.FocalX, u.FocalX)
	setFloat(&g.FocalY, u.FocalY)
	if u.Priority != nil {
		g.Priority = *u.Priority
	}
}

// GalleryRepository stores gallery images, listed by ascending priority
// then ascending id (lowest priority first, as every list).
type GalleryRepository interface {
	// List returns every gallery image; activeProjectsOnly hides the images
	// of inactive projects.
	List(ctx context.Context, activeProjectsOnly bool) ([]GalleryImage, error)
	// ListByProject returns the images of one project.
	ListByProject(ctx context.Context, projectID int64) ([]GalleryImage, error)
	// Find returns one image. ENOTFOUND.
	Find(ctx context.Context, id int64) (*GalleryImage, error)
	// Create inserts the images in one transaction: all or none. ENOTFOUND
	// when a project does not exist.
	Create(ctx context.Context, images []*GalleryImage) error
	// Update applies fn in one transaction. ENOTFOUND.
	Update(ctx context.Context, id int64, fn func(*GalleryImage) error) (*GalleryImage, error)
	// Delete removes one image and returns what it was. ENOTFOUND.
	Delete(ctx context.Context, id int64) (*GalleryImage, error)
	// Reorder exchanges the places of images a and b (SwapGalleryPlaces)
	// in one transaction that reads their project's gallery and writes the
	// new priorities, so a concurrent change cannot slip between the read
	// and the write. It returns that gallery as stored after the move, in
	// its order. ENOTFOUND when either is missing, EINVALID when they are
	// of different projects; nothing changes then.
	Reorder(ctx context.Context, a, b int64) ([]GalleryImage, error)
	// Restore inserts g as it was, id included. ENOTFOUND when its
	// project does not exist, ECONFLICT when the id is taken.
	Restore(ctx context.Context, g *GalleryImage) error
}

// MsgGalleryReorderPair is the ids error of a gallery move between two
// projects' galleries.
const MsgGalleryReorderPair = "Must name two images of the same gallery"

// Place is the image's place in its gallery's order (ComparePlaces).
func (g GalleryImage) Place() Place { return Place{ID: g.ID, Priority: g.Priority} }

// SwapGalleryPlaces returns the priorities, by image id, that exchange the
// places of a and b in their project's gallery, as SwapPlaces does for
// projects (MovePlaces: a plain swap, or the gallery renumbered when it
// has ties, so its positions end unique). gallery holds every image of
// their project (images of other projects are ignored), in any order.
// EINVALID when a and b belong to different projects, ENOTFOUND when
// either is missing from gallery.
func SwapGalleryPlaces(a, b *GalleryImage, gallery []GalleryImage) (map[int64]int, error) {
	if a.ProjectID != b.ProjectID {
		return nil, &Error{Code: EINVALID, Message: MsgGalleryReorderPair, Fields: map[string]string{"ids": MsgGalleryReorderPair}}
	}
	var places []Place
	for _, g := range gallery {
		if g.ProjectID == a.ProjectID {
			places = append(places, g.Place())
		}
	}
	return MovePlaces(places, a.ID, b.ID, MsgGalleryImageNotFound)
}
