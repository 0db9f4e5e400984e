import { categoryLabel, subcategoryLabel } from '@/lib/catalogue'
import type { SiteNavTexts } from '@/lib/api-types.gen'
import { APPEARANCE_TEMPLATE_PATH, PROJECT_TEMPLATE_PATH, ROUTES } from '@/lib/routes'
import { marker } from '@/lib/template'
import { titleCase } from '@/lib/text'
import { menuItems } from './nav-items'

/** Breadcrumb labels of known paths (spec section 2): the navigation's labels (the owner's), the portfolio's category pages (every category has one); other segments read as title-case words. */
export function breadcrumbLabels(nav: SiteNavTexts): Record<string, string> {
  return {
    ...Object.fromEntries(menuItems(nav, 'breadcrumb').map((item) => [item.to, item.label])),
    '/portfolio/games': categoryLabel('games'),
    '/portfolio/cinematics': categoryLabel('cinematics'),
    '/portfolio/film-animation': categoryLabel('film-animation'),
    '/portfolio/music': categoryLabel('music'),
    '/portfolio/worldbuilding': 'Worldbuilding',
    '/portfolio/character-design': subcategoryLabel('character-design'),
    '/portfolio/esports': categoryLabel('esports'),
    '/portfolio/extended-media': categoryLabel('extended-media'),
  }
}

export interface Crumb {
  path: string
  label: string
}

/** The trail from Home to the current path, with the navigation's labels. Empty when only Home would show. */
export function breadcrumbs(pathname: string, nav: SiteNavTexts): Crumb[] {
  if (pathname === PROJECT_TEMPLATE_PATH) return projectBreadcrumbs(nav)
  if (pathname === APPEARANCE_TEMPLATE_PATH) return appearanceBreadcrumbs(nav)
  const segments = pathname.split('/').filter(Boolean)
  if (segments.length === 0) return []
  const labels = breadcrumbLabels(nav)
  const trail: Crumb[] = [{ path: ROUTES.home.path, label: labels[ROUTES.home.path] }]
  segments.forEach((segment, i) => {
    const path = `/${segments.slice(0, i + 1).join('/')}`
    trail.push({ path, label: labels[path] ?? titleCase(decodeURIComponent(segment)) })
  })
  return trail
}

/**
 * A project page's trail, Home › Portfolio › Category › Title: the category
 * and the title are the server's (views.project), so the page's template
 * carries them as markers.
 */
function projectBreadcrumbs(nav: SiteNavTexts): Crumb[] {
  const labels = breadcrumbLabels(nav)
  return [
    { path: ROUTES.home.path, label: labels[ROUTES.home.path] },
    { path: ROUTES.portfolio.path, label: labels[ROUTES.portfolio.path] },
    { path: marker('views.project.categoryPath'), label: marker('views.project.categoryLabel') },
    { path: marker('views.project.path'), label: marker('views.project.title') },
  ]
}

/** An appearance page's trail, Home › Speaking › Title: the title is the server's (views.appearance). */
function appearanceBreadcrumbs(nav: SiteNavTexts): Crumb[] {
  const labels = breadcrumbLabels(nav)
  return [
    { path: ROUTES.home.path, label: labels[ROUTES.home.path] },
    { path: ROUTES.speaking.path, label: labels[ROUTES.speaking.path] },
    { path: marker('views.appearance.card.path'), label: marker('views.appearance.card.title') },
  ]
}
