// The server's seed file: the tests render the same content the site starts with.
import siteDefaults from '../../../app/site_default.json'
import { DEFAULT_SITE_TEXTS, type Collaboration, type GalleryImage, type Investment, type MediaItem, type Project, type SiteInfo } from '@/lib/api-types.gen'

/** The seeded site document (the one the server stores at first start), as GET /api/site answers it. */
export const site: SiteInfo = { ...DEFAULT_SITE_TEXTS, ...(siteDefaults as Omit<SiteInfo, 'publicUrl' | keyof typeof DEFAULT_SITE_TEXTS>), publicUrl: 'http://127.0.0.1:8080' }

let nextId = 1
export function project(over: Partial<Project> = {}): Project {
  const id = over.id ?? nextId++
  const category = over.category ?? 'games'
  const slug = over.slug ?? `project-${id}`
  return { id, title: `Project ${id}`, slug, path: `/portfolio/${category}/${slug}`, description: '', category, subcategory: 'riot-games', role: '', imageUrl: '', imageDescription: '', imageDecorative: false, imageFocalX: 0.5, imageFocalY: 0.5, videoUrl: '', tags: null, year: '', studio: '', platform: '', story: '', outcomes: null, credits: null, priority: 0, isActive: true, createdAt: '', updatedAt: '', links: [], galleryImages: [], ...over }
}

export function gallery(over: Partial<GalleryImage> & { projectId: number }): GalleryImage {
  return { id: nextId++, src: `/images/demo/cover-0${(nextId % 9) + 1}.svg`, alt: '', caption: '', decorative: false, priority: 0, focalX: 0.5, focalY: 0.5, ...over }
}

export function collaboration(over: Partial<Collaboration> = {}): Collaboration {
  const id = over.id ?? nextId++
  return { id, title: `Collab ${id}`, description: '', imageUrl: `/images/demo/collab-01.svg`, imageDescription: '', imageDecorative: false, imageFocalX: 0.5, imageFocalY: 0.5, logoUrl: '', logoFocalX: 0.5, logoFocalY: 0.5, priority: 0, isActive: true, createdAt: '', ...over }
}

export function mediaItem(over: Partial<MediaItem> = {}): MediaItem {
  const id = over.id ?? nextId++
  return { id, title: `Media ${id}`, description: '', category: 'interviews', url: 'https://example.com/a', linkType: 'article', thumbnailUrl: '', thumbnailDescription: '', thumbnailDecorative: false, thumbnailFocalX: 0.5, thumbnailFocalY: 0.5, priority: 0, isActive: true, createdAt: '', ...over }
}

export function investment(over: Partial<Investment> = {}): Investment {
  const id = over.id ?? nextId++
  return { id, title: `Company ${id}`, description: '', category: 'portfolio-companies', subcategory: 'game', url: 'https://example.com', role: '', logoUrl: '', logoDescription: '', logoDecorative: false, logoFocalX: 0.5, logoFocalY: 0.5, priority: 0, isActive: true, createdAt: '', ...over }
}
