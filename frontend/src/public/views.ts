import type { Teardown } from './dom'

/** Where the server counts a view it did not count when it served the page (POST /api/views). */
export const VIEWS_URL = '/api/views'

/** Paths that are not the public site: the admin app, and the admin's previews of unsaved content. */
const SKIPPED = /^\/(?:admin(?:\/|$)|preview\/)/

/**
 * Counts the view of a page the server served speculatively (issue 37): a
 * prerender or a prefetch (speculation rules on hover) is not counted when
 * it is served, since the visitor may never open it. Once the visitor does,
 * this sends one beacon `{path, referrer}` (`text/plain`, no preflight):
 * - a prerendered page, at `prerenderingchange` (or at once when the script
 *   runs after activation: the navigation entry's `activationStart` > 0);
 * - a prefetched page, when it is opened: the navigation entry's
 *   `deliveryType` is `'navigational-prefetch'`.
 * A page loaded the ordinary way was counted by the server: nothing is sent.
 */
export function init(doc: Document): Teardown {
  const win = doc.defaultView
  const nav = win?.navigator
  if (!win || !nav || typeof nav.sendBeacon !== 'function' || SKIPPED.test(win.location.pathname)) return () => {}
  const send = () => nav.sendBeacon(VIEWS_URL, JSON.stringify({ path: win.location.pathname, referrer: doc.referrer }))
  if ((doc as Document & { prerendering?: boolean }).prerendering) {
    const activated = () => send()
    doc.addEventListener('prerenderingchange', activated, { once: true })
    return () => doc.removeEventListener('prerenderingchange', activated)
  }
  const entry = win.performance?.getEntriesByType?.('navigation')[0] as
    | (PerformanceNavigationTiming & { activationStart?: number; deliveryType?: string })
    | undefined
  if (entry && ((entry.activationStart ?? 0) > 0 || entry.deliveryType === 'navigational-prefetch')) send()
  return () => {}
}
