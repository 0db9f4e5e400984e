import { reducedMotion, type Teardown } from './dom'
import { ensureStyles } from './styles'

/**
 * Entrance animation: `[data-reveal]` sections entirely below the viewport
 * when the script runs become `data-reveal="pending"` (their
 * `[data-reveal-item]`s hidden by CSS) and `"done"` once 10 % of them is in
 * view, once. A section already (partly) in view is never hidden; under
 * reduced motion, or without IntersectionObserver, nothing changes.
 */
export function init(doc: Document): Teardown {
  const win = doc.defaultView ?? window
  if (reducedMotion(win) || typeof win.IntersectionObserver !== 'function') return () => {}
  const below = [...doc.querySelectorAll<HTMLElement>('[data-reveal]')].filter((s) => s.getBoundingClientRect().top >= win.innerHeight)
  if (!below.length) return () => {}

  ensureStyles(doc)
  const observer = new win.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        entry.target.setAttribute('data-reveal', 'done')
        observer.unobserve(entry.target)
      }
    },
    { threshold: 0.1 },
  )
  for (const section of below) {
    section.setAttribute('data-reveal', 'pending')
    observer.observe(section)
  }
  return () => observer.disconnect()
}
