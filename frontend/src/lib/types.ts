/** Entities as the JSON API sends them (spec section 3, camelCase). Optional texts may be "" or null. */

export type Maybe<T> = T | null | undefined

export interface ProjectLink {
  id: number
  projectId: number
  label: string
  url: string
  type?: Maybe<string>
  priority: number
}

export interface GalleryImage {
  id: number
  projectId: number
  src: string
  alt?: Maybe<string>
  /** Decoration: shown with alt="". */
  decorative?: Maybe<boolean>
  caption?: Maybe<string>
  priority: number
}

export interface Project {
  id: number
  title: string
  description?: Maybe<string>
  category: string
  subcategory?: Maybe<string>
  role?: Maybe<string>
  imageUrl?: Maybe<string>
  imageDescription?: Maybe<string>
  imageDecorative?: Maybe<boolean>
  videoUrl?: Maybe<string>
  tags?: Maybe<string[]>
  priority: number
  isActive?: boolean
  links?: Maybe<ProjectLink[]>
  galleryImages?: Maybe<GalleryImage[]>
}

export interface Collaboration {
  id: number
  title: string
  description?: Maybe<string>
  imageUrl?: Maybe<string>
  imageDescription?: Maybe<string>
  imageDecorative?: Maybe<boolean>
  priority: number
  isActive?: boolean
}

/** A portfolio section layout (GET /api/portfolio/section-layouts). */
export interface SectionLayout {
  id: number
  category: string
  subcategory?: Maybe<string>
  columnsPerRow: number
  displayStyle?: Maybe<string>
  sectionTitle?: Maybe<string>
  sectionDescription?: Maybe<string>
  isActive?: boolean
}

export interface MediaItem {
  id: number
  title: string
  description?: Maybe<string>
  category: string
  url?: Maybe<string>
  linkType?: Maybe<string>
  thumbnailUrl?: Maybe<string>
  thumbnailDescription?: Maybe<string>
  thumbnailDecorative?: Maybe<boolean>
  priority: number
  isActive?: boolean
}

export interface Investment {
  id: number
  title: string
  description?: Maybe<string>
  category: string
  subcategory?: Maybe<string>
  url?: Maybe<string>
  role?: Maybe<string>
  logoUrl?: Maybe<string>
  logoDescription?: Maybe<string>
  logoDecorative?: Maybe<boolean>
  priority: number
  isActive?: boolean
}

export interface SiteSocial {
  platform: string
  label: string
  url: string
}

/** The icons a home figure or timeline era may show (features/home/icons.ts draws them). */
export const SITE_ICONS = [
  'gamepad', 'film', 'clapper', 'music', 'trophy', 'globe', 'cube', 'chart',
  'users', 'sparkles', 'rocket', 'compass', 'briefcase', 'mic', 'tv',
] as const
export type IconKey = (typeof SITE_ICONS)[number]

/** The accent palettes of a timeline era. */
export const ERA_PALETTES = ['brand', 'gold', 'purple', 'orange', 'blue'] as const
export type EraPalette = (typeof ERA_PALETTES)[number]

export interface CategoryCard {
  title: string
  subtitle: string
  link: string
  imageUrl: string
  imageDescription: string
  imageDecorative?: boolean
}

export interface Fund {
  name: string
  focus: string
  description: string
  link: string
  imageUrl: string
  imageDescription: string
  imageDecorative?: boolean
}

export interface MediaHighlight {
  title: string
  description: string
  image: string
  link: string
  imageDecorative?: boolean
}

export interface ImpactStat {
  number: string
  label: string
  detail: string
  icon: IconKey
}

export interface Milestone {
  year: string
  /** Inline markup: **strong**, *emphasis*, [label](href). */
  text: string
}

export interface TimelineEra {
  era: string
  icon: IconKey
  /** Accent colours of the era: a palette name and a gradient pair (#rrggbb). */
  colors: { palette: EraPalette; from: string; to: string }
  milestones: Milestone[]
  summary: string
}

/**
 * The site document (GET /api/site, PUT /api/site): the owner's profile,
 * the SEO defaults and the home and About content, all edited in the
 * admin's Site tab. publicUrl is read-only (configuration).
 */
export interface SiteInfo {
  name: string
  email: string
  location: string
  tagline: string
  publicUrl: string
  socials: SiteSocial[]
  seo: { description: string; keywords: string[]; shareImage: string }
  hero: { eyebrow: string; headline: string; intro: string; image: string }
  categoryCards: CategoryCard[]
  funds: Fund[]
  mediaHighlights: MediaHighlight[]
  biography: { paragraphs: string[]; image: string; imageDescription: string; imageDecorative?: boolean }
  impactStats: ImpactStat[]
  quote: string
  venture: { paragraphs: string[] }
  outlets: string[]
  timeline: TimelineEra[]
}

/**
 * A message sent through the contact form, as the admin's inbox reads it
 * (GET /api/messages, newest first). address is the sender's client address;
 * createdAt an ISO 8601 time.
 */
export interface ContactMessage {
  id: number
  name: string
  email: string
  subject: string
  message: string
  address: string
  read: boolean
  createdAt: string
}
