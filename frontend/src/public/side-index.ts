import { closest, isPlainClick, type Teardown } from './dom'

const ENTRY = 'nav[data-side-index] a[href^="#"]'

/**
 * The portfolio's side index, `nav[data-side-index]`: its entries are plain
 * links to the sections' anchors (CSS gives the smooth scroll and the 80 px
 * offset). The entry last clicked stays highlighted (`aria-current` and
 * `data-active`); on load, and when the hash changes, the entry of the hash is.
 */
export function init(doc: Document): Teardown {
  const win = doc.defaultView ?? window
  const mark = (hash: string) => {
    const entries = doc.querySelectorAll<HTMLAnchorElement>(ENTRY)
    const chosen = [...entries].filter((a) => a.getAttribute('href') === hash)
    if (!chosen.length) return
    for (const a of entries) {
      if (chosen.includes(a)) {
        a.setAttribute('aria-current', 'true')
        a.setAttribute('data-active', '')
      } else {
        a.removeAttribute('aria-current')
        a.removeAttribute('data-active')
      }
    }
  }
  if (win.location.hash) mark(decodeHash(win.location.hash))

  const onClick = (e: MouseEvent) => {
    const entry = closest<HTMLAnchorElement>(e, ENTRY)
    if (entry && isPlainClick(e)) mark(entry.getAttribute('href')!)
  }
  const onHash = () => win.location.hash && mark(decodeHash(win.location.hash))
  doc.addEventListener('click', onClick)
  win.addEventListener('hashchange', onHash)
  return () => {
    doc.removeEventListener('click', onClick)
    win.removeEventListener('hashchange', onHash)
  }
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash)
  } catch {
    return hash
  }
}
