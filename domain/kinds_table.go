package domain

// StandardKinds is the one table of the product's kinds of content, in the
// order the admin names them. A new kind is one row here (its entity, its
// regions, what applies to it) and one behaviour registered in app
// (app.KindBehaviour); the trash, the history, drafts, schedules, previews,
// the media library, the cache, the backup and the activity log follow.
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
			History: true, Drafts: true, Schedules: true, MediaUses: true, Activity: true, CheckPayload: check((*Site).Validate)},
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
