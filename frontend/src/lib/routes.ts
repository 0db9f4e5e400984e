import { PAGES, type SitePage } from './pages.gen'

/**
 * The site's pages (adapters/pages.Pages, generated into pages.gen.ts):
 * ROUTES.<key>.path. Their labels in the navigation, breadcrumbs and footer
 * are the owner's words (the site document's nav).
 */
export const ROUTES = PAGES

/** The pages in the header's order. */
export const PAGE_LIST: readonly SitePage[] = Object.values(PAGES)

/**
 * The reserved path the build prerenders the project page at: every value a
 * marker the server fills for /portfolio/{category}/{slug} (adapters/pages
 * projectTemplateRoute). It is not a page of the site.
 */
export const PROJECT_TEMPLATE_PATH = '/portfolio/__project__'

/** The path the build prerenders an appearance's page at (adapters/pages appearanceTemplateRoute); not a page. */
export const APPEARANCE_TEMPLATE_PATH = '/speaking/__appearance__'
