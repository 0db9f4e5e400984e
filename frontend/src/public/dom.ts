/**
 * Small DOM helpers shared by the enhancements: building elements, telling a
 * plain click from one that should keep the link's own behaviour, and the
 * one delegated listener pattern every control uses.
 */

/** What a module's `init` hands back: removes what it added (tests call it; the page never needs to). */
export type Teardown = () => void

type Attrs = Record<string, string | number | boolean | undefined | null>
type Child = Node | string | null | undefined | false

/** `h('button', {type: 'button', 'aria-label': 'Close'}, child…)`: attributes are set as given, false/null/undefined left out. */
export function h<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = doc.createElement(tag)
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === undefined) continue
    el.setAttribute(name, value === true ? '' : String(value))
  }
  for (const child of children) if (child) el.append(child)
  return el
}

const ICONS = {
  close: 'M18 6 6 18M6 6l12 12',
  prev: 'm15 18-6-6 6-6',
  next: 'm9 18 6-6-6-6',
} as const

/** A 20 px stroke icon, hidden from assistive technology (its button carries the name). */
export function icon(doc: Document, name: keyof typeof ICONS): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg'
  const svg = doc.createElementNS(ns, 'svg')
  for (const [k, v] of Object.entries({ viewBox: '0 0 24 24', width: '20', height: '20', fill: 'none', stroke: 'currentColor', 'stroke-width': '2', 'stroke-linecap': 'round', 'stroke-linejoin': 'round', 'aria-hidden': 'true', focusable: 'false' })) svg.setAttribute(k, v)
  const path = doc.createElementNS(ns, 'path')
  path.setAttribute('d', ICONS[name])
  svg.append(path)
  return svg
}

/** A click the page may take over: the main button, no modifier (those open the link in a new tab or window). */
export function isPlainClick(e: MouseEvent): boolean {
  return e.button === 0 && !e.ctrlKey && !e.metaKey && !e.shiftKey && !e.altKey && !e.defaultPrevented
}

/** The element matching `selector` at or above the event's target, if any. */
export function closest<T extends Element = HTMLElement>(e: Event, selector: string): T | null {
  const target = e.target
  return target instanceof Element ? target.closest<T>(selector as never) as T | null : null
}

/**
 * Links upgraded to buttons: each gets `role="button"`, a plain click (or
 * Space, as for any button) calls `open` instead of following the link; a
 * modified or middle click keeps the link. One listener on the document, so
 * a click works from the first moment, before or without per-element setup.
 */
export function upgradeLinks(doc: Document, selector: string, open: (link: HTMLAnchorElement) => void, role = true): Teardown {
  if (role) doc.querySelectorAll(selector).forEach((a) => a.setAttribute('role', 'button'))
  const onClick = (e: MouseEvent) => {
    const link = closest<HTMLAnchorElement>(e, selector)
    if (!link || !isPlainClick(e)) return
    e.preventDefault()
    open(link)
  }
  const onKey = (e: KeyboardEvent) => {
    if (!role || e.key !== ' ' || e.repeat) return
    const link = closest<HTMLAnchorElement>(e, selector)
    if (!link || link !== e.target) return
    e.preventDefault()
    open(link)
  }
  doc.addEventListener('click', onClick)
  doc.addEventListener('keydown', onKey)
  return () => {
    doc.removeEventListener('click', onClick)
    doc.removeEventListener('keydown', onKey)
  }
}

/** True when the visitor asked for less motion (or the browser cannot say). */
export function reducedMotion(win: Window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** An `https:` URL, or null: only such URLs go into an iframe's `src`. */
export function httpsUrl(value: string | null | undefined, base: string): string | null {
  if (!value) return null
  try {
    return new URL(value, base).protocol === 'https:' ? value : null
  } catch {
    return null
  }
}

/** Parses JSON text, or returns `fallback` when it is missing or malformed. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}
