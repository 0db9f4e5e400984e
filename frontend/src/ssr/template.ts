import type { SiteInfo } from '@/lib/types'

/**
 * Markers for values the Go server fills in: U+E000, the value's path, U+E001
 * (private-use characters React writes as they are, in text and attributes).
 * The server replaces each with the HTML-escaped value (adapters/http/prerender.go).
 */
export function marker(path: string): string {
  return `\uE000${path}\uE001`
}

/** The site profile as a template: every field a marker; socials render after hydration. */
export const siteTemplate: SiteInfo = {
  name: marker('site.name'),
  email: marker('site.email'),
  location: marker('site.location'),
  tagline: marker('site.tagline'),
  publicUrl: marker('site.publicUrl'),
  socials: [],
}
