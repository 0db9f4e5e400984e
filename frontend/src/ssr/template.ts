import { EMPTY_SITE } from '@/lib/site'
import { marker, templateList } from '@/lib/template'
import type { SiteInfo, SiteSocial } from '@/lib/api-types.gen'

/** Every text of a group of the site document as its marker (`site.pages.portfolioTitle`). */
function markersOf<T extends object>(path: string, group: T): T {
  return Object.fromEntries(Object.keys(group).map((key) => [key, marker(`${path}.${key}`)])) as T
}

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
  socials: templateList<SiteSocial>('site.socials', { platform: marker('.platform') as SiteSocial['platform'], label: marker('.label'), url: marker('.url') }),
  seo: { ...EMPTY_SITE.seo, description: marker('site.seo.description'), keywords: [], shareImage: marker('site.seo.shareImage') },
  homeTexts: markersOf('site.homeTexts', EMPTY_SITE.homeTexts),
  callToAction: markersOf('site.callToAction', EMPTY_SITE.callToAction),
  // The texts that may name the owner ({name}) as the server fills them: the texts view's.
  pages: {
    ...markersOf('site.pages', EMPTY_SITE.pages),
    aboutTitle: marker('views.texts.aboutTitle'),
    portfolioCtaAboutButton: marker('views.texts.portfolioCtaAboutButton'),
  },
  nav: { ...markersOf('site.nav', EMPTY_SITE.nav), about: marker('views.texts.navAbout') },
  // The copyright line as the server fills it ({year}, {name}): the footer view's.
  footer: {
    quickLinksHeading: marker('site.footer.quickLinksHeading'),
    industriesHeading: marker('site.footer.industriesHeading'),
    connectHeading: marker('site.footer.connectHeading'),
    industries: templateList<string>('site.footer.industries', marker('.')),
    copyright: marker('views.footer.copyright'),
  },
}
