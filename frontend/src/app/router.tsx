import { Flex, Spinner } from '@chakra-ui/react'
import { lazy, Suspense, type ReactElement } from 'react'
import { createBrowserRouter, useLocation, type RouteObject } from 'react-router-dom'
import { AboutPage } from '@/features/about'
import { CollaborationsCarousel } from '@/features/collaborations'
import { ContactPage, ContactSentPage } from '@/features/contact'
import { GamesPage } from '@/features/games'
import { HomePage } from '@/features/home'
import { InvestmentsPage } from '@/features/investments'
import { Layout } from '@/features/layout'
import { MediaPressPage } from '@/features/media'
import { NotFoundPage } from '@/features/not-found'
import { CategoryPage, categoryPageOf, PortfolioPage, ProjectPage } from '@/features/portfolio'
import { PressKitPage } from '@/features/press-kit'
import { AppearancePage, SpeakingPage } from '@/features/speaking'
import type { PrerenderedPageKey } from '@/lib/pages.gen'
import { APPEARANCE_TEMPLATE_PATH, PROJECT_TEMPLATE_PATH, ROUTES } from '@/lib/routes'

/** /portfolio/<category>: that category's page (or a group's, /portfolio/character-design); any other key is unknown. */
function CategoryRoute() {
  const { pathname } = useLocation()
  const page = categoryPageOf(pathname)
  return page ? <CategoryPage page={page} /> : <NotFoundPage />
}

/**
 * The component of every page the build prerenders (the table of pages,
 * adapters/pages.Pages): a page added there fails the typecheck until it
 * has one here.
 */
const pageElements: Record<PrerenderedPageKey, ReactElement> = {
  home: <HomePage collaborations={<CollaborationsCarousel />} />,
  about: <AboutPage />,
  portfolio: <PortfolioPage />,
  games: <GamesPage />,
  investments: <InvestmentsPage />,
  mediaPress: <MediaPressPage />,
  speaking: <SpeakingPage />,
  contact: <ContactPage />,
  pressKit: <PressKitPage />,
  contactSent: <ContactSentPage />,
}

/**
 * The public pages, rendered only at build (src/ssr) into the templates the
 * Go server fills: the browser never runs these (no app on public pages).
 */
export const publicRoutes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...Object.entries(pageElements).map(([key, element]) => ({ path: ROUTES[key as PrerenderedPageKey].path, element })),
      { path: `${ROUTES.portfolio.path}/:category`, element: <CategoryRoute /> },
      { path: PROJECT_TEMPLATE_PATH, element: <ProjectPage /> },
      { path: APPEARANCE_TEMPLATE_PATH, element: <AppearancePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]

/** The admin area (its own chunk). */
const AdminPage = lazy(() => import('@/features/admin'))

/** Leaves the app for a public page: the server renders it (a full page load). */
function PublicPage() {
  const { pathname, search, hash } = useLocation()
  window.location.assign(pathname + search + hash)
  return null
}

/**
 * The browser's router: the admin app only, in a shell of its own (not the
 * public pages' layout: no public header, breadcrumb or footer); a link to
 * any other path leaves the app for the page the server renders.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: `${ROUTES.admin.path}/*`,
    element: (
      <Suspense
        fallback={
          <Flex justify="center" py="24">
            <Spinner size="lg" />
          </Flex>
        }
      >
        <AdminPage />
      </Suspense>
    ),
  },
  { path: '*', element: <PublicPage /> },
]

export function makeRouter() {
  return createBrowserRouter(adminRoutes)
}
