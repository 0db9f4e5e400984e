package domain

// The kinds of the product. Each is declared once, with what applies to
// it, in StandardKinds.
const (
	KindProject       Kind = "project"
	KindLink          Kind = "link"
	KindGallery       Kind = "gallery"
	KindCollaboration Kind = "collaboration"
	KindMedia         Kind = "media"
	KindInvestment    Kind = "investment"
	KindAppearance    Kind = "appearance"
	KindMessage       Kind = "message"
	KindLayout        Kind = "layout"
	KindSite          Kind = "site"
	// KindRedirect is an old address of a project: it has no capability of
	// its own, but deleting one changes the project pages.
	KindRedirect Kind = "redirect"
	// KindFile and KindUser are what the activity log records beyond the
	// content: an uploaded file, the owner's account.
	KindFile Kind = "file"
	KindUser Kind = "user"
)

// The cache regions. A project list embeds links and gallery images, so
// link and gallery events invalidate the project region too.
const (
	RegionProjects       CacheRegion = "projects"
	RegionGallery        CacheRegion = "gallery"
	RegionCollaborations CacheRegion = "collaborations"
	RegionMedia          CacheRegion = "media"
	RegionInvestments    CacheRegion = "investments"
	RegionAppearances    CacheRegion = "appearances"
	RegionLayouts        CacheRegion = "layouts"
	// RegionSite holds the site document (GET /api/site).
	RegionSite CacheRegion = "site"
)

// The trash's names of the kinds, kept for the callers that spoke of trash
// kinds before the registry (domain.Kinds) named every kind once.
const (
	TrashProject       = KindProject
	TrashLink          = KindLink
	TrashGallery       = KindGallery
	TrashCollaboration = KindCollaboration
	TrashMedia         = KindMedia
	TrashInvestment    = KindInvestment
	TrashMessage       = KindMessage
)

// StandardKinds is the one table of the product's kinds of content, in the
// order the admin names them. A new kind is one row here (its entity, its
// regions, what applies to it) and one behaviour registered in app
// (app.KindBehaviour, app/content_kinds.go) and one line in the SQL adapter
// (sqldb kindTables: its table and states); a simple kind adds its public
// list (app/content_kinds.go) and its API (adapters/http, a kind_*.go file
// that registers itself); the trash, the history, drafts,
// schedules, previews, the media library, the cache, the backup and the
// activity log follow, and the coverage tests fail until each is there.
// It returns a fresh slice each call: there is no package-level registry to
// change.
func StandardKinds() []KindSpec {
	content := func(s KindSpec) KindSpec {
		s.Trash, s.History, s.Drafts, s.Schedules, s.MediaUses, s.Activity = true, true, true, true, true, true
		return s
	}
	return []KindSpec{
		content(KindSpec{ID: KindProject, Label: "Project", Aliases: []string{"projects", "portfolio-projects"},
			Regions: []CacheRegion{RegionProjects, RegionGallery}, ListRegion: RegionProjects, CheckPayload: checkProject}),
		content(KindSpec{ID: KindLink, Label: "Link", Aliases: []string{"links", "project-links"},
			Regions: []CacheRegion{RegionProjects}, Parent: KindProject, ParentMember: "links",
			CheckPayload: check((*ProjectLink).Validate)}),
		content(KindSpec{ID: KindGallery, Label: "Gallery image", Aliases: []string{"gallery-image", "gallery-images", "images"},
			Regions: []CacheRegion{RegionProjects, RegionGallery}, ListRegion: RegionGallery, Parent: KindProject, ParentMember: "galleryImages",
			CheckPayload: check((*GalleryImage).Validate)}),
		content(KindSpec{ID: KindCollaboration, Label: "Collaboration", Aliases: []string{"collaborations", "notable-collaborations"},
			Regions: []CacheRegion{RegionCollaborations}, ListRegion: RegionCollaborations, CheckPayload: check((*Collaboration).Validate)}),
		content(KindSpec{ID: KindMedia, Label: "Media item", Aliases: []string{"media-press", "media-item", "media-items"},
			Regions: []CacheRegion{RegionMedia}, ListRegion: RegionMedia, CheckPayload: check((*MediaItem).Validate)}),
		content(KindSpec{ID: KindInvestment, Label: "Investment", Aliases: []string{"investments"},
			Regions: []CacheRegion{RegionInvestments}, ListRegion: RegionInvestments,
			CheckPayload: check(func(i *Investment) error { c := *i; return c.Validate() })}),
		content(KindSpec{ID: KindAppearance, Label: "Appearance", Aliases: []string{"appearances", "speaking"},
			Regions: []CacheRegion{RegionAppearances}, ListRegion: RegionAppearances,
			CheckPayload: check(func(a *Appearance) error { c := *a; return c.Validate() })}),
		// Messages are never cached and have no draft: they only go to the
		// trash.
		{ID: KindMessage, Label: "Message", Aliases: []string{"messages", "contact-messages"}, Trash: true, Activity: true,
			CheckPayload: check((*Message).Validate)},
		// Layouts are deleted for good (no trash) and hold no upload.
		{ID: KindLayout, Label: "Layout", Aliases: []string{"layouts", "section-layout", "section-layouts"},
			Regions: []CacheRegion{RegionLayouts}, ListRegion: RegionLayouts, History: true, Drafts: true, Schedules: true, Activity: true,
			CheckPayload: check((*SectionLayout).Validate)},
		// The site document is one item (SiteRevisionID); the portfolio
		// page reads the layouts itself, keyed by its entity tag.
		{ID: KindSite, Label: "Site", Aliases: []string{"site-document"}, Regions: []CacheRegion{RegionSite},
			History: true, Drafts: true, Schedules: true, MediaUses: true, Activity: true, Groups: SiteGroups(),
			CheckPayload: check((*Site).Validate)},
		{ID: KindRedirect, Label: "Redirect", Regions: []CacheRegion{RegionProjects}},
		{ID: KindFile, Label: "File", Activity: true},
		{ID: KindUser, Label: "User", Activity: true},
	}
}

// check adapts an entity's Validate to a payload check.
func check[T any](validate func(*T) error) func([]byte) error {
	return func(payload []byte) error { return validPayload(payload, validate) }
}

// checkProject checks a project with its links and gallery images.
func checkProject(payload []byte) error {
	return validPayload(payload, func(p *Project) error {
		if err := p.Validate(); err != nil {
			return err
		}
		for i := range p.Links {
			if err := p.Links[i].Validate(); err != nil {
				return Errorf(EINVALID, "link %d: %s", i+1, ErrorMessage(err))
			}
		}
		for i := range p.GalleryImages {
			if err := p.GalleryImages[i].Validate(); err != nil {
				return Errorf(EINVALID, "gallery image %d: %s", i+1, ErrorMessage(err))
			}
		}
		return nil
	})
}
