import { lazy } from 'react'
import { createBrowserRouter, useLocation, type RouteObject } from 'react-router-dom'
import { AboutPage } from '@/features/about'
import { CollaborationsCarousel } from '@/features/collaborations'
import { ContactPage } from '@/features/contact'
import { GamesPage } from '@/features/games'
import { HomePage } from '@/features/home'
import { InvestmentsPage } from '@/features/investments'
import { Layout } from '@/features/layout'
import { MediaPressPage } from '@/features/media-press'
import { NotFoundPage } from '@/features/not-found'
import { PortfolioPage, portfolioPathAnchor } from '@/features/portfolio'
import { ROUTES } from '@/lib/routes'
import { RouteHead } from '@/seo/route-head'

/** The admin area is its own chunk: public pages never download it. */
const AdminPage = lazy(() => import('@/features/admin'))

/** /portfolio/<section>: the portfolio, scrolled to that section; any other section is unknown. */
function PortfolioSectionRoute() {
  const { pathname } = useLocation()
  return portfolioPathAnchor(pathname) ? <PortfolioPage /> : <NotFoundPage />
}

export const routes: RouteObject[] = [
  {
    element: (
      <>
        <RouteHead />
        <Layout scrollTargetForPath={portfolioPathAnchor} />
      </>
    ),
    children: [
      { path: ROUTES.home.path, element: <HomePage collaborations={<CollaborationsCarousel />} /> },
      { path: ROUTES.about.path, element: <AboutPage /> },
      { path: ROUTES.portfolio.path, element: <PortfolioPage /> },
      { path: `${ROUTES.portfolio.path}/:section`, element: <PortfolioSectionRoute /> },
      { path: ROUTES.games.path, element: <GamesPage /> },
      { path: ROUTES.investments.path, element: <InvestmentsPage /> },
      { path: ROUTES.mediaPress.path, element: <MediaPressPage /> },
      { path: ROUTES.contact.path, element: <ContactPage /> },
      { path: `${ROUTES.admin.path}/*`, element: <AdminPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]

export function makeRouter() {
  return createBrowserRouter(routes)
}
