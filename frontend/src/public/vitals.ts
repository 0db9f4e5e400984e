import { onCLS, onINP, onLCP, type Metric } from 'web-vitals'
import type { Teardown } from './dom'

/** Where the server counts a real visit's Core Web Vitals (issue 26: built in, no cookie). */
export const VITALS_URL = '/api/vitals'

/** Paths that are not the public site: the admin app, and the admin's previews of unsaved content. */
const SKIPPED = /^\/(?:admin(?:\/|$)|preview\/)/

/** A metric's value as the server stores it: LCP and INP in whole ms, CLS (unitless) to 4 decimals. */
export function vitalValue(name: Metric['name'], value: number): number {
  return name === 'CLS' ? Math.round(value * 1e4) / 1e4 : Math.round(value)
}

/**
 * Core Web Vitals of the visitor's own page view (LCP, INP, CLS) with the
 * web-vitals library's default reporting: each metric's final value, when
 * the page is hidden (so most arrive as the visitor leaves). Each is sent
 * once (by its metric id: a page restored from the back/forward cache is a
 * new view with new ids) as `navigator.sendBeacon` with a string body, i.e.
 * `text/plain`, which needs no CORS preflight and survives the unload. No
 * cookie, no identifier beyond web-vitals' per-view metric id.
 */
export function init(doc: Document): Teardown {
  const win = doc.defaultView
  const nav = win?.navigator
  if (!win || !nav || typeof nav.sendBeacon !== 'function' || SKIPPED.test(win.location.pathname)) return () => {}
  let stopped = false
  const sent = new Set<string>()
  const report = ({ name, value, id }: Metric) => {
    const key = `${name}:${id}`
    if (stopped || sent.has(key)) return
    sent.add(key)
    nav.sendBeacon(VITALS_URL, JSON.stringify({ path: win.location.pathname, name, value: vitalValue(name, value), id }))
  }
  onLCP(report)
  onINP(report)
  onCLS(report)
  // web-vitals has no way to stop observing: after teardown its reports are dropped.
  return () => {
    stopped = true
  }
}
