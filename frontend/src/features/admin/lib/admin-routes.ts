import { ROUTES } from '@/lib/routes'

/**
 * Every admin tab has its own address: the Dashboard is /admin, every other
 * tab /admin/<slug>. The server answers every path under /admin with the
 * admin app, so a reload, Back and Forward and a link keep the tab.
 */
export const ADMIN_PATH = ROUTES.admin.path

/** The address of the tab with `slug` ('' is the Dashboard). */
export function adminTabPath(slug: string): string {
  return slug ? `${ADMIN_PATH}/${slug}` : ADMIN_PATH
}

/**
 * The tab slug of an admin address: '' for /admin, 'site' for /admin/site
 * (a trailing slash is forgiven); null for a path that is not one tab's
 * (deeper paths, other pages).
 */
export function tabSlugOf(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '')
  if (path === ADMIN_PATH) return ''
  if (!path.startsWith(`${ADMIN_PATH}/`)) return null
  const slug = path.slice(ADMIN_PATH.length + 1)
  return /^[a-z0-9-]+$/.test(slug) ? slug : null
}
