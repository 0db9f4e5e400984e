import type { SiteNavTexts } from '@/lib/api-types.gen'
import type { SitePage } from '@/lib/pages.gen'
import { PAGE_LIST } from '@/lib/routes'

type Menu = 'header' | 'footer' | 'breadcrumb'

/** The pages a menu shows, in order, with the owner's labels (the site document's nav): the table of pages says which (adapters/pages.Pages). */
export function menuItems(nav: SiteNavTexts, menu: Menu) {
  return PAGE_LIST.flatMap((p: SitePage) => (p[menu] && p.nav ? [{ to: p.path, label: nav[p.nav] }] : []))
}

/** The header navigation, in order, with the owner's labels. */
export function navItems(nav: SiteNavTexts) {
  return menuItems(nav, 'header')
}

/** The footer's Quick Links, in order. */
export function quickLinks(nav: SiteNavTexts) {
  return menuItems(nav, 'footer')
}
