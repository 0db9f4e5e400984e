import { closest, isPlainClick, type Teardown } from './dom'

const ENTRY = 'nav[data-side-index] a[href^="#"]'
/** The portfolio's index, sticky: a strip above the content on a phone, a column beside it on a wide screen. */
const STRIP = 'nav[data-sticky-strip]'
/** What a link may scroll to under the sticky bars: every element of the main content with an id. */
const ANCHORS = 'main [id]'
/** Room between the sticky bars and a section's heading that lands under them (px). */
const GAP = 16
/** Where a section counts as the one in view: this share of the screen below the sticky bars. */
const LINE = 0.25

/**
 * The portfolio's index, `nav[data-side-index]`: its entries are plain
 * links to the sections' anchors (CSS gives the smooth scroll). The entry
 * of the section in view is marked (`aria-current="location"` and
 * `data-active`) as the page scrolls: an IntersectionObserver watches a
 * one-pixel line a quarter of the way down the screen below the sticky
 * bars, and the section crossing it is the one in view. A clicked entry is
 * marked at once; on load, and when the hash changes, the entry of the hash is.
 *
 * It also measures what is sticky at the top (the header, and on a phone
 * the index's strip) and sets the scroll-margin-top of every anchor of the
 * page's main content to it, so a tapped section's heading lands just
 * under the bars, not beneath them (without script, CSS's estimate holds).
 * Each anchor's own property, not a custom property on <html> that they
 * read: every element inherits a custom property, so changing it there
 * restyled the whole page (1,750 elements on /portfolio: 20–80 ms here,
 * four times that on a phone) while the script ran; scroll-margin is not
 * inherited, so only the anchors are restyled.
 */
export function init(doc: Document): Teardown {
  const win = doc.defaultView ?? window
  const anchors = () => doc.querySelectorAll<HTMLElement>(ANCHORS)
  const entries = () => [...doc.querySelectorAll<HTMLAnchorElement>(ENTRY)]
  const clear = () => entries().forEach((a) => (a.removeAttribute('aria-current'), a.removeAttribute('data-active')))
  const mark = (hash: string) => {
    const all = entries()
    const chosen = all.filter((a) => a.getAttribute('href') === hash)
    if (!chosen.length) return
    for (const a of all) {
      if (chosen.includes(a)) {
        a.setAttribute('aria-current', 'location')
        a.setAttribute('data-active', '')
      } else {
        a.removeAttribute('aria-current')
        a.removeAttribute('data-active')
      }
    }
  }
  if (win.location.hash) mark(decodeHash(win.location.hash))

  let offset = 0
  let watcher: IntersectionObserver | undefined
  const watch = () => {
    watcher?.disconnect()
    if (typeof win.IntersectionObserver !== 'function') return
    const sections = entries().flatMap((a) => doc.getElementById(decodeHash(a.hash).slice(1)) ?? [])
    if (!sections.length) return
    const line = Math.round(offset + (win.innerHeight - offset) * LINE)
    watcher = new win.IntersectionObserver(
      (records) => {
        for (const r of records) {
          if (r.isIntersecting) mark(`#${r.target.id}`)
          // Back above the first section (in the page's band, or a jump to the top): no section is in view.
          else if (sections[0].getBoundingClientRect().top > line) clear()
        }
      },
      { rootMargin: `-${line}px 0px -${Math.max(0, win.innerHeight - line - 1)}px 0px` },
    )
    sections.forEach((s) => watcher!.observe(s))
  }
  const measure = () => {
    const strip = doc.querySelector<HTMLElement>(STRIP)
    if (!strip) return
    const header = doc.querySelector('header')
    const headerBottom = header ? header.getBoundingClientRect().bottom : 0
    // Above the content (as wide as its column's row): the strip stays under the header; beside it, only the header does.
    const above = strip.parentElement !== null && strip.offsetWidth >= strip.parentElement.clientWidth * 0.9
    const bars = above ? (parseFloat(win.getComputedStyle(strip).top) || headerBottom) + strip.offsetHeight : headerBottom
    const next = Math.round(bars + GAP)
    if (next === offset) return
    offset = next
    for (const el of anchors()) el.style.scrollMarginTop = `${offset}px`
    watch()
  }
  measure()
  if (!watcher) watch()
  const resized = typeof win.ResizeObserver === 'function' ? new win.ResizeObserver(measure) : undefined
  const strip = doc.querySelector(STRIP)
  if (strip) resized?.observe(strip)

  const onClick = (e: MouseEvent) => {
    const entry = closest<HTMLAnchorElement>(e, ENTRY)
    if (entry && isPlainClick(e)) mark(entry.getAttribute('href')!)
  }
  const onHash = () => win.location.hash && mark(decodeHash(win.location.hash))
  const onResize = () => {
    measure()
    watch()
  }
  doc.addEventListener('click', onClick)
  win.addEventListener('hashchange', onHash)
  win.addEventListener('resize', onResize)
  return () => {
    doc.removeEventListener('click', onClick)
    win.removeEventListener('hashchange', onHash)
    win.removeEventListener('resize', onResize)
    watcher?.disconnect()
    resized?.disconnect()
    for (const el of anchors()) el.style.removeProperty('scroll-margin-top')
  }
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash)
  } catch {
    return hash
  }
}
