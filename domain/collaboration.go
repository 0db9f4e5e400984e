package domain

import "time"

// MsgCollaborationNotFound is the message of ENOTFOUND for a missing
// collaboration (not_found.go).
const MsgCollaborationNotFound = "Collaboration not found"

// Collaboration is a notable collaboration shown in the home carousel.
type Collaboration struct {
	ID               int64  `json:"id"`
	Title            string `json:"title"`
	Description      string `json:"description"`
	ImageURL         string `json:"imageUrl"`
	ImageDescription string `json:"imageDescription"`
	// ImageDecorative marks the image as decoration: shown with alt="".
	ImageDecorative bool `json:"imageDecorative"`
	// ImageFocalX and ImageFocalY are the image's focal point, LogoFocalX
	// and LogoFocalY the logo's (focal_point.go).
	ImageFocalX float64 `json:"imageFocalX"`
	ImageFocalY float64 `json:"imageFocalY"`
	// LogoURL is the partner's logo, besides the image: the carousel shows
	// it (alt text the title) where set, else the title as text.
	LogoURL    string    `json:"logoUrl"`
	LogoFocalX float64   `json:"logoFocalX"`
	LogoFocalY float64   `json:"logoFocalY"`
	Priority   int       `json:"priority"`
	IsActive   bool      `json:"isActive"`
	CreatedAt  time.Time `json:"createdAt"`
}

// NewCollaboration returns a collaboration with the database defaults.
func NewCollaboration() Collaboration {
	c := Collaboration{IsActive: true}
	CentreFocalPoints(&c)
	return c
}

// UnmarshalJSON decodes over centred focal points (FocalCentre): JSON of
// before they existed (a revision, a draft, a backup) reads as centred.
func (c *Collaboration) UnmarshalJSON(data []byte) error {
	type plain Collaboration
	return decodeCentred(data, (*plain)(c))
}

// Validate checks that the title is present and the image is a usable source.
func (c *Collaboration) Validate() error {
	v := ValidationErrors{}
	requireText(v, "title", c.Title)
	limitText(v, "title", c.Title, maxTextLength)
	limitText(v, "imageDescription", c.ImageDescription, maxTextLength)
	limitLines(v, "description", c.Description, maxDescriptionLength)
	optionalImage(v, "imageUrl", c.ImageURL)
	limitText(v, "logoUrl", c.LogoURL, maxTextLength)
	optionalImage(v, "logoUrl", c.LogoURL)
	checkFocalPoints(v, "", c)
	return v.Err()
}

// CollaborationPatch holds the fields of a create or partial update.
type CollaborationPatch struct {
	Title            *string
	Description      *string
	ImageURL         *string
	ImageDescription *string
	ImageDecorative  *bool
	LogoURL          *string
	ImageFocalX      *float64
	ImageFocalY      *float64
	LogoFocalX       *float64
	LogoFocalY       *float64
	Priority         *int
	IsActive         *bool
}

// Apply copies the present fields onto c.
func (u CollaborationPatch) Apply(c *Collaboration) {
	setString(&c.Title, u.Title)
	setString(&c.Description, u.Description)
	setString(&c.ImageURL, u.ImageURL)
	setString(&c.ImageDescription, u.ImageDescription)
	setBool(&c.ImageDecorative, u.ImageDecorative)
	setString(&c.LogoURL, u.LogoURL)
	setFloat(&c.ImageFocalX, u.ImageFocalX)
	setFloat(&c.ImageFocalY, u.ImageFocalY)
	setFloat(&c.LogoFocalX, u.LogoFocalX)
	setFloat(&c.LogoFocalY, u.LogoFocalY)
	setInt(&c.Priority, u.Priority)
	setBool(&c.IsActive, u.IsActive)
}

// CollaborationRepository stores notable collaborations.
type CollaborationRepository interface {
	ContentRepository[Collaboration]
	Restorer[Collaboration]
}

// CollaborationSaved: a collaboration was created or updated.
type CollaborationSaved struct{ CollaborationID int64 }

// CollaborationDeleted: a collaboration was deleted.
type CollaborationDeleted struct{ CollaborationID int64 }

// EventName implements Event.
func (CollaborationSaved) EventName() string { return "CollaborationSaved" }

// EventName implements Event.
func (CollaborationDeleted) EventName() string { return "CollaborationDeleted" }

// EventKind implements KindEvent.
func (CollaborationSaved) EventKind() Kind { return KindCollaboration }

// EventKind implements KindEvent.
func (CollaborationDeleted) EventKind() Kind { return KindCollaboration }
