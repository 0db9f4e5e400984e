package domain

import "time"

// MsgMediaItemNotFound is the message of ENOTFOUND for a missing
// media item (not_found.go).
const MsgMediaItemNotFound = "Media item not found"

// MediaItem is a media and press appearance: a podcast, talk, interview or
// article.
type MediaItem struct {
	ID                   int64  `json:"id"`
	Title                string `json:"title"`
	Description          string `json:"description"`
	Category             string `json:"category"`
	URL                  string `json:"url"`
	LinkType             string `json:"linkType"`
	ThumbnailURL         string `json:"thumbnailUrl"`
	ThumbnailDescription string `json:"thumbnailDescription"`
	// ThumbnailDecorative marks the thumbnail as decoration: alt="".
	ThumbnailDecorative bool `json:"thumbnailDecorative"`
	// ThumbnailFocalX and ThumbnailFocalY are the thumbnail's focal point (focal_point.go).
	ThumbnailFocalX float64   `json:"thumbnailFocalX"`
	ThumbnailFocalY float64   `json:"thumbnailFocalY"`
	Priority        int       `json:"priority"`
	IsActive        bool      `json:"isActive"`
	CreatedAt       time.Time `json:"createdAt"`
}

// NewMediaItem returns a media item with the database defaults.
func NewMediaItem() MediaItem {
	return MediaItem{IsActive: true, ThumbnailFocalX: FocalCentre, ThumbnailFocalY: FocalCentre}
}

// UnmarshalJSON decodes over centred focal points (FocalCentre): JSON of
// before they existed (a revision, a draft, a backup) reads as centred.
func (m *MediaItem) UnmarshalJSON(data []byte) error {
	type plain MediaItem
	return decodeCentred(data, (*plain)(m))
}

// Validate checks title and category present, the url a valid link and the
// thumbnail a usable image source.
func (m *MediaItem) Validate() error {
	v := ValidationErrors{}
	requireText(v, "title", m.Title)
	requireText(v, "category", m.Category)
	for f, s := range map[string]string{"title": m.Title, "category": m.Category, "linkType": m.LinkType, "thumbnailDescription": m.ThumbnailDescription, "url": m.URL} {
		limitText(v, f, s, maxTextLength)
	}
	limitLines(v, "description", m.Description, maxDescriptionLength)
	optionalLink(v, "url", m.URL)
	optionalImage(v, "thumbnailUrl", m.ThumbnailURL)
	checkFocalPoints(v, "", m)
	return v.Err()
}

// MediaPatch holds the fields of a create or partial update.
type MediaPatch struct {
	Title                *string
	Description          *string
	Category             *string
	URL                  *string
	LinkType             *string
	ThumbnailURL         *string
	ThumbnailDescription *string
	ThumbnailDecorative  *bool
	ThumbnailFocalX      *float64
	ThumbnailFocalY      *float64
	Priority             *int
	IsActive             *bool
}

// Apply copies the present fields onto m.
func (u MediaPatch) Apply(m *MediaItem) {
	setString(&m.Title, u.Title)
	setString(&m.Description, u.Description)
	setString(&m.Category, u.Category)
	setString(&m.URL, u.URL)
	setString(&m.LinkType, u.LinkType)
	setString(&m.ThumbnailURL, u.ThumbnailURL)
	setString(&m.ThumbnailDescription, u.ThumbnailDescription)
	setBool(&m.ThumbnailDecorative, u.ThumbnailDecorative)
	setFloat(&m.ThumbnailFocalX, u.ThumbnailFocalX)
	setFloat(&m.ThumbnailFocalY, u.ThumbnailFocalY)
	setInt(&m.Priority, u.Priority)
	setBool(&m.IsActive, u.IsActive)
}

// MediaRepository stores media and press items.
type MediaRepository interface {
	ContentRepository[MediaItem]
	Restorer[MediaItem]
}

// MediaItemSaved: a media and press item was created or updated.
type MediaItemSaved struct{ MediaItemID int64 }

// MediaItemDeleted: a media and press item was deleted.
type MediaItemDeleted struct{ MediaItemID int64 }

// EventName implements Event.
func (MediaItemSaved) EventName() string { return "MediaItemSaved" }

// EventName implements Event.
func (MediaItemDeleted) EventName() string { return "MediaItemDeleted" }

// EventKind implements KindEvent.
func (MediaItemSaved) EventKind() Kind { return KindMedia }

// EventKind implements KindEvent.
func (MediaItemDeleted) EventKind() Kind { return KindMedia }
