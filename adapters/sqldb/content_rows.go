package sqldb

import (
	"context"
	"time"

	"github.com/google/wire"
	"github.com/uptrace/bun"

	"github.com/portfolio-site/portfolio/domain"
)

var (
	_ domain.CollaborationRepository = (*CollaborationRepository)(nil)
	_ domain.MediaRepository         = (*MediaRepository)(nil)
	_ domain.InvestmentRepository    = (*InvestmentRepository)(nil)
	_ domain.AppearanceRepository    = (*AppearanceRepository)(nil)
)

// ContentSet provides the simple kinds' repositories bound to their domain
// ports (ProviderSet includes it).
var ContentSet = wire.NewSet(
	NewCollaborationRepository, wire.Bind(new(domain.CollaborationRepository), new(*CollaborationRepository)),
	NewMediaRepository, wire.Bind(new(domain.MediaRepository), new(*MediaRepository)),
	NewInvestmentRepository, wire.Bind(new(domain.InvestmentRepository), new(*InvestmentRepository)),
	NewAppearanceRepository, wire.Bind(new(domain.AppearanceRepository), new(*AppearanceRepository)),
)

// contentKindTables are the simple kinds' lines of kindTables, in the
// backup's order (which never changes).
func contentKindTables() []kindTable {
	return []kindTable{
		{kind: domain.KindCollaboration, rows: rowTable[collaborationRow]{}, states: listStates(domain.KindCollaboration,
			func(db *DB) func(context.Context, bool) ([]domain.Collaboration, error) {
				return NewCollaborationRepository(db).List
			},
			func(c domain.Collaboration) int64 { return c.ID })},
		{kind: domain.KindMedia, rows: rowTable[mediaItemRow]{}, states: listStates(domain.KindMedia,
			func(db *DB) func(context.Context, bool) ([]domain.MediaItem, error) {
				return NewMediaRepository(db).List
			},
			func(m domain.MediaItem) int64 { return m.ID })},
		{kind: domain.KindInvestment, rows: rowTable[investmentRow]{}, states: listStates(domain.KindInvestment,
			func(db *DB) func(context.Context, bool) ([]domain.Investment, error) {
				return NewInvestmentRepository(db).List
			},
			func(i domain.Investment) int64 { return i.ID })},
		{kind: domain.KindAppearance, rows: rowTable[appearanceRow]{}, states: listStates(domain.KindAppearance,
			func(db *DB) func(context.Context, bool) ([]domain.Appearance, error) {
				return NewAppearanceRepository(db).List
			},
			func(a domain.Appearance) int64 { return a.ID })},
	}
}

// CollaborationRepository is the SQL domain.CollaborationRepository.
type CollaborationRepository struct {
	contentRepository[domain.Collaboration, collaborationRow, *collaborationRow]
}

// NewCollaborationRepository returns the collaboration repository of db.
func NewCollaborationRepository(db *DB) *CollaborationRepository {
	return &CollaborationRepository{contentRepository[domain.Collaboration, collaborationRow, *collaborationRow]{
		db: db, noun: "collaboration", notFound: domain.MsgCollaborationNotFound}}
}

// MediaRepository is the SQL domain.MediaRepository.
type MediaRepository struct {
	contentRepository[domain.MediaItem, mediaItemRow, *mediaItemRow]
}

// NewMediaRepository returns the media and press repository of db.
func NewMediaRepository(db *DB) *MediaRepository {
	return &MediaRepository{contentRepository[domain.MediaItem, mediaItemRow, *mediaItemRow]{
		db: db, noun: "media item", notFound: domain.MsgMediaItemNotFound}}
}

// InvestmentRepository is the SQL domain.InvestmentRepository.
type InvestmentRepository struct {
	contentRepository[domain.Investment, investmentRow, *investmentRow]
}

// NewInvestmentRepository returns the investment repository of db.
func NewInvestmentRepository(db *DB) *InvestmentRepository {
	return &InvestmentRepository{contentRepository[domain.Investment, investmentRow, *investmentRow]{
		db: db, noun: "investment", notFound: domain.MsgInvestmentNotFound}}
}

// collaborationRow is a row of notable_collaborations.
type collaborationRow struct {
	bun.BaseModel    `bun:"table:notable_collaborations"`
	ID               int64     `bun:"id,pk,autoincrement"`
	Title            string    `bun:"title"`
	Description      string    `bun:"description,nullzero"`
	ImageURL         string    `bun:"image_url,nullzero"`
	ImageDescription string    `bun:"image_description,nullzero"`
	ImageDecorative  bool      `bun:"image_decorative"`
	LogoURL          string    `bun:"logo_url,nullzero"`
	ImageFocalX      float64   `bun:"image_focal_x"`
	ImageFocalY      float64   `bun:"image_focal_y"`
	LogoFocalX       float64   `bun:"logo_focal_x"`
	LogoFocalY       float64   `bun:"logo_focal_y"`
	Priority         int       `bun:"priority"`
	IsActive         bool      `bun:"is_active"`
	CreatedAt        time.Time `bun:"created_at"`
}

func (r *collaborationRow) toDomain() domain.Collaboration {
	return domain.Collaboration{ID: r.ID, Title: r.Title, Description: r.Description, ImageURL: r.ImageURL,
		ImageDescription: r.ImageDescription, ImageDecorative: r.ImageDecorative, LogoURL: r.LogoURL, Priority: r.Priority, IsActive: r.IsActive, CreatedAt: r.CreatedAt.UTC(),
		ImageFocalX: r.ImageFocalX, ImageFocalY: r.ImageFocalY, LogoFocalX: r.LogoFocalX, LogoFocalY: r.LogoFocalY}
}

func (r *collaborationRow) fill(c *domain.Collaboration) {
	*r = collaborationRow{ID: c.ID, Title: c.Title, Description: c.Description, ImageURL: c.ImageURL,
		ImageDescription: c.ImageDescription, ImageDecorative: c.ImageDecorative, LogoURL: c.LogoURL, Priority: c.Priority, IsActive: c.IsActive, CreatedAt: c.CreatedAt,
		ImageFocalX: c.ImageFocalX, ImageFocalY: c.ImageFocalY, LogoFocalX: c.LogoFocalX, LogoFocalY: c.LogoFocalY}
}

func (r *collaborationRow) identity() (int64, time.Time)       { return r.ID, r.CreatedAt }
func (r *collaborationRow) setIdentity(id int64, at time.Time) { r.ID, r.CreatedAt = id, at }

// mediaItemRow is a row of media_press.
type mediaItemRow struct {
	bun.BaseModel        `bun:"table:media_press"`
	ID                   int64     `bun:"id,pk,autoincrement"`
	Title                string    `bun:"title"`
	Description          string    `bun:"description,nullzero"`
	Category             string    `bun:"category"`
	URL                  string    `bun:"url,nullzero"`
	LinkType             string    `bun:"link_type,nullzero"`
	ThumbnailURL         string    `bun:"thumbnail_url,nullzero"`
	ThumbnailDescription string    `bun:"thumbnail_description,nullzero"`
	ThumbnailDecorative  bool      `bun:"thumbnail_decorative"`
	ThumbnailFocalX      float64   `bun:"thumbnail_focal_x"`
	ThumbnailFocalY      float64   `bun:"thumbnail_focal_y"`
	Priority             int       `bun:"priority"`
	IsActive             bool      `bun:"is_active"`
	CreatedAt            time.Time `bun:"created_at"`
}

func (r *mediaItemRow) toDomain() domain.MediaItem {
	return domain.MediaItem{ID: r.ID, Title: r.Title, Description: r.Description, Category: r.Category, URL: r.URL,
		LinkType: r.LinkType, ThumbnailURL: r.ThumbnailURL, ThumbnailDescription: r.ThumbnailDescription, ThumbnailDecorative: r.ThumbnailDecorative,
		ThumbnailFocalX: r.ThumbnailFocalX, ThumbnailFocalY: r.ThumbnailFocalY,
		Priority: r.Priority, IsActive: r.IsActive, CreatedAt: r.CreatedAt.UTC()}
}

func (r *mediaItemRow) fill(m *domain.MediaItem) {
	*r = mediaItemRow{ID: m.ID, Title: m.Title, Description: m.Description, Category: m.Category, URL: m.URL,
		LinkType: m.LinkType, ThumbnailURL: m.ThumbnailURL, ThumbnailDescription: m.ThumbnailDescription, ThumbnailDecorative: m.ThumbnailDecorative,
		ThumbnailFocalX: m.ThumbnailFocalX, ThumbnailFocalY: m.ThumbnailFocalY,
		Priority: m.Priority, IsActive: m.IsActive, CreatedAt: m.CreatedAt}
}

func (r *mediaItemRow) identity() (int64, time.Time)       { return r.ID, r.CreatedAt }
func (r *mediaItemRow) setIdentity(id int64, at time.Time) { r.ID, r.CreatedAt = id, at }

// investmentRow is a row of investments.
type investmentRow struct {
	bun.BaseModel   `bun:"table:investments"`
	ID              int64     `bun:"id,pk,autoincrement"`
	Title           string    `bun:"title"`
	Description     string    `bun:"description,nullzero"`
	Category        string    `bun:"category"`
	Subcategory     string    `bun:"subcategory,nullzero"`
	URL             string    `bun:"url,nullzero"`
	Role            string    `bun:"role,nullzero"`
	LogoURL         string    `bun:"logo_url,nullzero"`
	LogoDescription string    `bun:"logo_description,nullzero"`
	LogoDecorative  bool      `bun:"logo_decorative"`
	LogoFocalX      float64   `bun:"logo_focal_x"`
	LogoFocalY      float64   `bun:"logo_focal_y"`
	Priority        int       `bun:"priority"`
	IsActive        bool      `bun:"is_active"`
	CreatedAt       time.Time `bun:"created_at"`
}

func (r *investmentRow) toDomain() domain.Investment {
	return domain.Investment{ID: r.ID, Title: r.Title, Description: r.Description, Category: r.Category,
		Subcategory: r.Subcategory, URL: r.URL, Role: r.Role, LogoURL: r.LogoURL, LogoDescription: r.LogoDescription, LogoDecorative: r.LogoDecorative,
		LogoFocalX: r.LogoFocalX, LogoFocalY: r.LogoFocalY,
		Priority: r.Priority, IsActive: r.IsActive, CreatedAt: r.CreatedAt.UTC()}
}

func (r *investmentRow) fill(i *domain.Investment) {
	*r = investmentRow{ID: i.ID, Title: i.Title, Description: i.Description, Category: i.Category,
		Subcategory: i.Subcategory, URL: i.URL, Role: i.Role, LogoURL: i.LogoURL, LogoDescription: i.LogoDescription, LogoDecorative: i.LogoDecorative,
		LogoFocalX: i.LogoFocalX, LogoFocalY: i.LogoFocalY,
		Priority: i.Priority, IsActive: i.IsActive, CreatedAt: i.CreatedAt}
}

func (r *investmentRow) identity() (int64, time.Time)       { return r.ID, r.CreatedAt }
func (r *investmentRow) setIdentity(id int64, at time.Time) { r.ID, r.CreatedAt = id, at }

// validate checks the rows of the simple content kinds as their saves do
// (an import is as strict as the API: backup_validate.go).
func (r *collaborationRow) validate() error { c := r.toDomain(); return c.Validate() }

func (r *mediaItemRow) validate() error { m := r.toDomain(); return m.Validate() }

func (r *investmentRow) validate() error { i := r.toDomain(); return i.Validate() }

func (r *appearanceRow) validate() error { a := r.toDomain(); return a.Validate() }

// AppearanceRepository is the SQL domain.AppearanceRepository.
type AppearanceRepository struct {
	contentRepository[domain.Appearance, appearanceRow, *appearanceRow]
}

// NewAppearanceRepository returns the appearance repository of db.
func NewAppearanceRepository(db *DB) *AppearanceRepository {
	return &AppearanceRepository{contentRepository[domain.Appearance, appearanceRow, *appearanceRow]{
		db: db, noun: "appearance", notFound: domain.MsgAppearanceNotFound}}
}

// appearanceRow is a row of appearances (its priority column is unused:
// the lists are in time order).
type appearanceRow struct {
	bun.BaseModel    `bun:"table:appearances"`
	ID               int64     `bun:"id,pk,autoincrement"`
	Title            string    `bun:"title"`
	Slug             string    `bun:"slug"`
	EventName        string    `bun:"event_name,nullzero"`
	Role             string    `bun:"role"`
	StartsAt         string    `bun:"starts_at"`
	EndsAt           string    `bun:"ends_at,nullzero"`
	TimeZone         string    `bun:"time_zone"`
	Venue            string    `bun:"venue,nullzero"`
	City             string    `bun:"city,nullzero"`
	Country          string    `bun:"country,nullzero"`
	Online           bool      `bun:"online"`
	URL              string    `bun:"url,nullzero"`
	RecordingURL     string    `bun:"recording_url,nullzero"`
	Description      string    `bun:"description,nullzero"`
	ImageURL         string    `bun:"image_url,nullzero"`
	ImageDescription string    `bun:"image_description,nullzero"`
	ImageFocalX      float64   `bun:"image_focal_x"`
	ImageFocalY      float64   `bun:"image_focal_y"`
	IsActive         bool      `bun:"is_active"`
	CreatedAt        time.Time `bun:"created_at"`
}

func (r *appearanceRow) toDomain() domain.Appearance {
	a := domain.Appearance{ID: r.ID, Title: r.Title, Slug: r.Slug, EventName: r.EventName, Role: r.Role, StartsAt: r.StartsAt,
		EndsAt: r.EndsAt, TimeZone: r.TimeZone, Venue: r.Venue, City: r.City, Country: r.Country, Online: r.Online, URL: r.URL,
		RecordingURL: r.RecordingURL, Description: r.Description, ImageURL: r.ImageURL, ImageDescription: r.ImageDescription,
		ImageFocalX: r.ImageFocalX, ImageFocalY: r.ImageFocalY, IsActive: r.IsActive, CreatedAt: r.CreatedAt.UTC()}
	a.SetPath()
	return a
}

func (r *appearanceRow) fill(a *domain.Appearance) {
	*r = appearanceRow{ID: a.ID, Title: a.Title, Slug: a.Slug, EventName: a.EventName, Role: a.Role, StartsAt: a.StartsAt,
		EndsAt: a.EndsAt, TimeZone: a.TimeZone, Venue: a.Venue, City: a.City, Country: a.Country, Online: a.Online, URL: a.URL,
		RecordingURL: a.RecordingURL, Description: a.Description, ImageURL: a.ImageURL, ImageDescription: a.ImageDescription,
		ImageFocalX: a.ImageFocalX, ImageFocalY: a.ImageFocalY, IsActive: a.IsActive, CreatedAt: a.CreatedAt}
}

func (r *appearanceRow) identity() (int64, time.Time)       { return r.ID, r.CreatedAt }
func (r *appearanceRow) setIdentity(id int64, at time.Time) { r.ID, r.CreatedAt = id, at }
