import { reducedMotion, type Teardown } from './dom'

/** Wait before the scroll, so the page is laid out (as the app did). */
export const SECTION_SCROLL_DELAY = 100

const VISITOR_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const

/**
 * `/portfolio/<section>`: `<main data-initial-anchor="music">` scrolls
 * smoothly to `#music` 100 ms after load, when there is no hash and the
 * visitor has not moved yet. Any scroll, wheel, touch, press or key before
 * then cancels it: nothing ever scrolls the page after the visitor did.
 */
export function init(doc: Document): Teardown {
  const win = doc.defaultView ?? window
  const anchor = doc.querySelector('main[data-initial-anchor]')?.getAttribute('data-initial-anchor')
  if (!anchor || win.location.hash || win.scrollY > 0 || win.scrollX > 0) return () => {}

  let timer = 0
  const stop = () => {
    win.clearTimeout(timer)
    VISITOR_EVENTS.forEach((type) => win.removeEventListener(type, stop, true))
  }
  VISITOR_EVENTS.forEach((type) => win.addEventListener(type, stop, { capture: true, passive: true }))
  timer = win.setTimeout(() => {
    stop()
    if (win.scrollY > 0 || win.location.hash) return
    doc.getElementById(anchor)?.scrollIntoView({ behavior: reducedMotion(win) ? 'auto' : 'smooth', block: 'start' })
  }, SECTION_SCROLL_DELAY)
  return stop
}
