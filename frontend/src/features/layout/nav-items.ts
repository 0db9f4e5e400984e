import { aboutLabel } from '@/lib/site'
import { ROUTES } from '@/lib/routes'

/** The header navigation, in order. */
export function navItems(name: string) {
  return [
    { to: ROUTES.home.path, label: ROUTES.home.label },
    { to: ROUTES.about.path, label: aboutLabel(name) },
    { to: ROUTES.portfolio.path, label: ROUTES.portfolio.label },
    { to: ROUTES.investments.path, label: ROUTES.investments.label },
    { to: ROUTES.mediaPress.path, label: ROUTES.mediaPress.label },
    { to: ROUTES.contact.path, label: ROUTES.contact.label },
  ]
}
