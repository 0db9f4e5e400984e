package app

import "github.com/portfolio-site/portfolio/domain"

// The editorial (drafts, publishing, schedules) of each kind of content.

// ProjectEditorial is the drafts and schedules of projects.
type ProjectEditorial = Editorial[domain.Project, *domain.Project]

// Projects returns the editorial of projects.
func (s *ContentService) ProjectEditorial() *ProjectEditorial {
	return &ProjectEditorial{itemKind: s.projectKind(), drafts: s.drafts, find: s.projects.Find, create: s.projects.Create,
		update: s.projects.Update, setActive: func(p *domain.Project, on bool) { p.IsActive = on }}
}

// LinkEditorial returns the editorial of project links: drafts of
// existing links only (a link is shown with its project).
func (s *ContentService) LinkEditorial() *Editorial[domain.ProjectLink, *domain.ProjectLink] {
	return &Editorial[domain.ProjectLink, *domain.ProjectLink]{itemKind: s.linkKind(), drafts: s.drafts, find: s.links.Find, update: s.links.Update}
}

// GalleryEditorial returns the editorial of gallery images: drafts of
// existing images only.
func (s *ContentService) GalleryEditorial() *Editorial[domain.GalleryImage, *domain.GalleryImage] {
	return &Editorial[domain.GalleryImage, *domain.GalleryImage]{itemKind: s.galleryKind(), drafts: s.drafts, find: s.gallery.Find, update: s.gallery.Update}
}

// Editorial returns the drafts and schedules of the admin's kind.
func (a *ContentAdmin[T, PT, P]) Editorial() *Editorial[T, PT] {
	return &Editorial[T, PT]{itemKind: a.itemKind, drafts: a.drafts, find: a.repo.Find, create: a.repo.Create, update: a.repo.Update,
		setActive: a.setActive}
}
