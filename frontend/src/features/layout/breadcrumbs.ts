import { categoryLabel, subcategoryLabel } from '@/lib/catalogue'
import { ROUTES } from '@/lib/routes'
import { titleCase } from '@/lib/text'

/** Breadcrumb labels of known paths (spec section 2); other segments read as title-case words. */
export const BREADCRUMB_LABELS: Record<string, string> = {
  [ROUTES.home.path]: ROUTES.home.label,
  [ROUTES.portfolio.path]: ROUTES.portfolio.label,
  '/portfolio/games': categoryLabel('games'),
  '/portfolio/cinematics': categoryLabel('cinematics'),
  '/portfolio/music': categoryLabel('music'),
  '/portfolio/worldbuilding': 'Worldbuilding',
  '/portfolio/character-design': subcategoryLabel('character-design'),
  '/portfolio/esports': categoryLabel('esports'),
  [ROUTES.investments.path]: ROUTES.investments.label,
  [ROUTES.mediaPress.path]: ROUTES.mediaPress.label,
  [ROUTES.contact.path]: ROUTES.contact.label,
}

export interface Crumb {
  path: string
  label: string
}

/** The trail from Home to the current path. Empty when only Home would show. */
export function breadcrumbs(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean)
  if (segments.length === 0) return []
  const trail: Crumb[] = [{ path: ROUTES.home.path, label: BREADCRUMB_LABELS[ROUTES.home.path] }]
  segments.forEach((segment, i) => {
    const path = `/${segments.slice(0, i + 1).join('/')}`
    trail.push({ path, label: BREADCRUMB_LABELS[path] ?? titleCase(decodeURIComponent(segment)) })
  })
  return trail
}
