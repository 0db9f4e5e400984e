package sqldb

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"
)

// The models below are the schema as this migration creates it, frozen: the
// repositories' row structs may change with later migrations, these never do.
// Optional texts are nullable; types are spelled out so both dialects get
// TEXT, INTEGER and BOOLEAN (timestamps are TIMESTAMPTZ on PostgreSQL).

// initialListed are the columns every listed item ends with: its place in
// its list, whether it is shown, and when it was made (bun inlines an
// embedded struct's columns where it stands).
type initialListed struct {
	Priority  int       `bun:"priority,type:integer,notnull,default:0"`
	IsActive  bool      `bun:"is_active,type:boolean,notnull,default:true"`
	CreatedAt time.Time `bun:"created_at,notnull,default:current_timestamp"`
}

type initialUser struct {
	bun.BaseModel `bun:"table:users"`
	ID            int64  `bun:"id,pk,autoincrement"`
	Username      string `bun:"username,type:text,notnull,unique"`
	Password      string `bun:"password,type:text,notnull"`
}

type initialSession struct {
	bun.BaseModel `bun:"table:sessions"`
	ID            string    `bun:"id,pk,type:text"`
	UserID        int64     `bun:"user_id,notnull"`
	ExpiresAt     time.Time `bun:"expires_at,notnull"`
}

type initialProject struct {
	bun.BaseModel    `bun:"table:portfolio_projects"`
	ID               int64  `bun:"id,pk,autoincrement"`
	Title            string `bun:"title,type:text,notnull"`
	Description      string `bun:"description,type:text"`
	Category         string `bun:"category,type:text,notnull"`
	Subcategory      string `bun:"subcategory,type:text"`
	Role             string `bun:"role,type:text"`
	ImageURL         string `bun:"image_url,type:text"`
	ImageDescription string `bun:"image_description,type:text"`
	VideoURL         string `bun:"video_url,type:text"`
	Tags             string `bun:"tags,type:text"` // a JSON array, NULL when empty
	initialListed
	UpdatedAt time.Time `bun:"updated_at,notnull,default:current_timestamp"`
}

type initialLink struct {
	bun.BaseModel `bun:"table:portfolio_links"`
	ID            int64  `bun:"id,pk,autoincrement"`
	ProjectID     int64  `bun:"project_id,notnull"`
	Label         string `bun:"label,type:text,notnull"`
	URL           string `bun:"url,type:text,notnull"`
	Type          string `bun:"type,type:text"`
	Priority      int    `bun:"priority,type:integer,notnull,default:0"`
}

type initialGalleryImage struct {
	bun.BaseModel `bun:"table:portfolio_gallery_images"`
	ID            int64  `bun:"id,pk,autoincrement"`
	ProjectID     int64  `bun:"project_id,notnull"`
	Src           string `bun:"src,type:text,notnull"`
	Alt           string `bun:"alt,type:text"`
	Caption       string `bun:"caption,type:text"`
	Priority      int    `bun:"priority,type:integer,notnull,default:0"`
}

type initialInvestment struct {
	bun.BaseModel   `bun:"table:investments"`
	ID              int64  `bun:"id,pk,autoincrement"`
	Title           string `bun:"title,type:text,notnull"`
	Description     string `bun:"description,type:text"`
	Category        string `bun:"category,type:text,notnull"`
	Subcategory     string `bun:"subcategory,type:text"`
	URL             string `bun:"url,type:text"`
	Role            string `bun:"role,type:text"`
	LogoURL         string `bun:"logo_url,type:text"`
	LogoDescription string `bun:"logo_description,type:text"`
	initialListed
}

type initialMediaItem struct {
	bun.BaseModel        `bun:"table:media_press"`
	ID                   int64  `bun:"id,pk,autoincrement"`
	Title                string `bun:"title,type:text,notnull"`
	Description          string `bun:"description,type:text"`
	Category             string `bun:"category,type:text,notnull"`
	URL                  string `bun:"url,type:text"`
	LinkType             string `bun:"link_type,type:text"`
	ThumbnailURL         string `bun:"thumbnail_url,type:text"`
	ThumbnailDescription string `bun:"thumbnail_description,type:text"`
	initialListed
}

type initialSectionLayout struct {
	bun.BaseModel      `bun:"table:portfolio_section_layouts"`
	ID                 int64     `bun:"id,pk,autoincrement"`
	Category           string    `bun:"category,type:text,notnull"`
	Subcategory        string    `bun:"subcategory,type:text"`
	ColumnsPerRow      int       `bun:"columns_per_row,type:integer,notnull,default:3"`
	DisplayStyle       string    `bun:"display_style,type:text"`
	SectionTitle       string    `bun:"section_title,type:text"`
	SectionDescription string    `bun:"section_description,type:text"`
	IsActive           bool      `bun:"is_active,type:boolean,notnull,default:true"`
	CreatedAt          time.Time `bun:"created_at,notnull,default:current_timestamp"`
}

type initialCollaboration struct {
	bun.BaseModel    `bun:"table:notable_collaborations"`
	ID               int64  `bun:"id,pk,autoincrement"`
	Title            string `bun:"title,type:text,notnull"`
	Description      string `bun:"description,type:text"`
	ImageURL         string `bun:"image_url,type:text"`
	ImageDescription string `bun:"image_description,type:text"`
	initialListed
}

// registerInitialSchema adds the first migration; bun names it after this
// file (20250701000001, initial_schema).
func registerInitialSchema(m *migrate.Migrations) {
	m.MustRegister(initialSchemaUp, initialSchemaDown)
}

func initialSchemaUp(ctx context.Context, db *bun.DB) error {
	const cascadeToProjects = `("project_id") REFERENCES "portfolio_projects" ("id") ON DELETE CASCADE`
	tables := []struct {
		model any
		fk    string
	}{
		{(*initialUser)(nil), ""},
		{(*initialSession)(nil), `("user_id") REFERENCES "users" ("id") ON DELETE CASCADE`},
		{(*initialProject)(nil), ""},
		{(*initialLink)(nil), cascadeToProjects},
		{(*initialGalleryImage)(nil), cascadeToProjects},
		{(*initialInvestment)(nil), ""},
		{(*initialMediaItem)(nil), ""},
		{(*initialSectionLayout)(nil), ""},
		{(*initialCollaboration)(nil), ""},
	}
	indexes := []struct {
		model   any
		name    string
		columns []string
	}{
		{(*initialSession)(nil), "sessions_user_id_idx", []string{"user_id"}},
		{(*initialProject)(nil), "portfolio_projects_list_idx", []string{"category", "subcategory", "priority"}},
		{(*initialLink)(nil), "portfolio_links_project_idx", []string{"project_id", "priority"}},
		{(*initialGalleryImage)(nil), "portfolio_gallery_images_project_idx", []string{"project_id", "priority"}},
		{(*initialInvestment)(nil), "investments_priority_idx", []string{"priority"}},
		{(*initialMediaItem)(nil), "media_press_priority_idx", []string{"priority"}},
		{(*initialSectionLayout)(nil), "portfolio_section_layouts_category_idx", []string{"category", "subcategory"}},
		{(*initialCollaboration)(nil), "notable_collaborations_priority_idx", []string{"priority"}},
	}
	return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		for _, t := range tables {
			q := tx.NewCreateTable().Model(t.model).IfNotExists()
			if t.fk != "" {
				q = q.ForeignKey(t.fk)
			}
			if _, err := q.Exec(ctx); err != nil {
				return fmt.Errorf("create table for %T: %w", t.model, err)
			}
		}
		for _, ix := range indexes {
			if _, err := tx.NewCreateIndex().Model(ix.model).Index(ix.name).Column(ix.columns...).IfNotExists().Exec(ctx); err != nil {
				return fmt.Errorf("create index %s: %w", ix.name, err)
			}
		}
		return nil
	})
}

func initialSchemaDown(ctx context.Context, db *bun.DB) error {
	models := []any{
		(*initialCollaboration)(nil), (*initialSectionLayout)(nil), (*initialMediaItem)(nil),
		(*initialInvestment)(nil), (*initialGalleryImage)(nil), (*initialLink)(nil),
		(*initialProject)(nil), (*initialSession)(nil), (*initialUser)(nil),
	}
	return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		for _, m := range models {
			if _, err := tx.NewDropTable().Model(m).IfExists().Exec(ctx); err != nil {
				return fmt.Errorf("drop table for %T: %w", m, err)
			}
		}
		return nil
	})
}
