import { reducedMotion, type Teardown } from './dom'
import { ensureStyles } from './styles'

/**
 * Entrance animation: `[data-reveal]` sections entirely below the viewport
 * at the first frame become `data-reveal="pending"` (their
 * `[data-reveal-item]`s hidden by CSS) and `"done"` once 10 % of them is in
 * view, once. A section already (partly) in view, or above it, is never
 * hidden; under reduced motion, or without IntersectionObserver, nothing
 * changes.
 *
 * Where each section is comes from the observer's first notice of it,
 * given with the layout of a frame the browser makes anyway. Asking for a
 * box while the script runs (getBoundingClientRect) made the browser lay
 * the page out there and then, before its first paint when the script came
 * first: the whole layout of the home page (60 ms here, four times that on
 * a phone) in one task with the script. A section hidden at that notice is
 * off screen, so its items vanish where nobody sees them.
 */
export function init(doc: Document): Teardown {
  const win = doc.defaultView ?? window
  if (reducedMotion(win) || typeof win.IntersectionObserver !== 'function') return () => {}
  const sections = doc.querySelectorAll<HTMLElement>('[data-reveal]')
  if (!sections.length) return () => {}

  const placed = new WeakSet<Element>()
  const observer = new win.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const section = entry.target
        if (!placed.has(section)) {
          placed.add(section)
          const bottom = entry.rootBounds?.height ?? win.innerHeight
          if (entry.isIntersecting || entry.boundingClientRect.top < bottom) {
            observer.unobserve(section)
          } else {
            ensureStyles(doc)
            section.setAttribute('data-reveal', 'pending')
          }
          continue
        }
        if (!entry.isIntersecting) continue
        section.setAttribute('data-reveal', 'done')
        observer.unobserve(section)
      }
    },
    { threshold: 0.1 },
  )
  for (const section of sections) observer.observe(section)
  return () => observer.disconnect()
}
