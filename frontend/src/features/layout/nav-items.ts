import type { SiteNavTexts } from '@/lib/api-types.gen'
import { ROUTES } from '@/lib/routes'

/** The header navigation, in order, with the owner's labels (the site document's nav). */
export function navItems(nav: SiteNavTexts) {
  return [
    { to: ROUTES.home.path, label: nav.home },
    { to: ROUTES.about.path, label: nav.about },
    { to: ROUTES.portfolio.path, label: nav.portfolio },
    { to: ROUTES.investments.path, label: nav.investments },
    { to: ROUTES.mediaPress.path, label: nav.mediaPress },
    { to: ROUTES.contact.path, label: nav.contact },
  ]
}

/** The footer's Quick Links, in order: the header's, without Home and About. */
export function quickLinks(nav: SiteNavTexts) {
  const skip: string[] = [ROUTES.home.path, ROUTES.about.path]
  return navItems(nav).filter((item) => !skip.includes(item.to))
}
