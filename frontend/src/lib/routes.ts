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
