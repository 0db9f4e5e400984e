import { marker, templateList } from '@/lib/template'
import type { SiteInfo, SiteSocial } from '@/lib/types'

/** The site profile as a template: every field a marker the server fills from the stored profile. */
export const siteTemplate: SiteInfo = {
  name: marker('site.name'),
  email: marker('site.email'),
  location: marker('site.location'),
  tagline: marker('site.tagline'),
  publicUrl: marker('site.publicUrl'),
  socials: templateList<SiteSocial>('site.socials', { platform: marker('.platform'), label: marker('.label'), url: marker('.url') }),
}
