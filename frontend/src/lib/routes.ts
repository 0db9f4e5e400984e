/** The public routes and the labels the navigation, breadcrumbs and footer show for them. */
export const ROUTES = {
  home: { path: '/', label: 'Home' },
  about: { path: '/about' },
  portfolio: { path: '/portfolio', label: 'Portfolio' },
  games: { path: '/games' },
  investments: { path: '/investments', label: 'Investments' },
  mediaPress: { path: '/media-press', label: 'Media & Press' },
  contact: { path: '/contact', label: 'Contact' },
  contactSent: { path: '/contact/sent' },
  admin: { path: '/admin' },
} as const
