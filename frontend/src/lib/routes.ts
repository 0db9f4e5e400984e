/** The public routes. Their labels in the navigation, breadcrumbs and footer are the owner's words (the site document's nav). */
export const ROUTES = {
  home: { path: '/' },
  about: { path: '/about' },
  portfolio: { path: '/portfolio' },
  games: { path: '/games' },
  investments: { path: '/investments' },
  mediaPress: { path: '/media-press' },
  contact: { path: '/contact' },
  contactSent: { path: '/contact/sent' },
  admin: { path: '/admin' },
} as const

/**
 * The reserved path the build prerenders the project page at: every value a
 * marker the server fills for /portfolio/{category}/{slug} (adapters/pages
 * projectTemplateRoute). It is not a page of the site.
 */
export const PROJECT_TEMPLATE_PATH = '/portfolio/__project__'
