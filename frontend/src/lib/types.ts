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
  priority: number
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
  priority: number
  isActive?: boolean
}

export interface SiteSocial {
  platform: string
  label: string
  url: string
}

export interface SiteInfo {
  name: string
  email: string
  location: string
  tagline: string
  publicUrl: string
  socials: SiteSocial[]
}
