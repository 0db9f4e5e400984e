import { EMPTY_SITE } from '@/lib/site'
import { marker, templateList } from '@/lib/template'
import type { SiteInfo, SiteSocial } from '@/lib/api-types.gen'

/**
 * The site document as a template: every field the layout reads is a marker
 * the server fills from the stored document. The home, About and Contact
 * content is read through the site view (views.home, see lib/site-view.ts),
 * so its lists here are empty.
 */
export const siteTemplate: SiteInfo = {
  ...EMPTY_SITE,
  name: marker('site.name'),
  email: marker('site.email'),
  location: marker('site.location'),
  tagline: marker('site.tagline'),
  publicUrl: marker('site.publicUrl'),
  socials: templateList<SiteSocial>('site.socials', { platform: marker('.platform'), label: marker('.label'), url: marker('.url') }),
  seo: { description: marker('site.seo.description'), keywords: [], shareImage: marker('site.seo.shareImage') },
}
