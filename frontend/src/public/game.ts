import { openDialog } from './dialog'
import { h, parseJson, upgradeLinks, type Teardown } from './dom'
import { mountGallery, type GalleryImage } from './gallery'

/** One row of `GET /api/portfolio/gallery-images`. */
interface StoredImage {
  id: number
  projectId: number
  src: string
  alt?: string | null
  caption?: string | null
  priority: number
}

/** The project image, then its gallery images lowest priority first (ties by id), none repeated. */
export function gameImages(projectId: string, main: GalleryImage | null, all: StoredImage[]): GalleryImage[] {
  const out = main ? [main] : []
  const seen = new Set(out.map((i) => i.src))
  const mine = all.filter((g) => g && String(g.projectId) === projectId && typeof g.src === 'string' && g.src).sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0) || (a.id ?? 0) - (b.id ?? 0))
  for (const g of mine) {
    if (seen.has(g.src)) continue
    seen.add(g.src)
    out.push({ src: g.src, alt: g.alt || main?.alt || '', caption: g.caption || undefined })
  }
  return out
}

/**
 * Games, `a[data-game="<project id>"]` (a link to its image): a dialog with
 * the title, a gallery carousel, the badges and the description. The
 * gallery list is fetched when a game is first opened and kept for the
 * page; until it arrives the dialog says "Loading…", and if it fails the
 * project image is shown alone (and the next opening tries again).
 */
export function init(doc: Document): Teardown {
  let images: Promise<StoredImage[]> | null = null
  const load = () =>
    typeof fetch !== 'function' ? Promise.resolve([]) : (images ??= fetch('/api/portfolio/gallery-images', { credentials: 'include', headers: { Accept: 'application/json' } })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`gallery images: ${r.status}`))))
      .then((list: unknown) => (Array.isArray(list) ? (list as StoredImage[]) : []))
      .catch(() => {
        images = null
        return []
      }))

  return upgradeLinks(doc, 'a[data-game]', (link) => {
    const id = link.getAttribute('data-game') ?? ''
    const title = link.getAttribute('data-title') ?? ''
    const image = link.getAttribute('data-image')
    const main: GalleryImage | null = image ? { src: image, alt: link.getAttribute('data-image-alt') || title } : null
    const { dialog, panel } = openDialog(doc, { heading: title, className: 'pe-game', opener: link })

    const slot = h(doc, 'div', {}, h(doc, 'p', { role: 'status', class: 'pe-muted' }, 'Loading…'))
    panel.append(slot)
    const badges = parseJson<unknown>(link.getAttribute('data-badges'), [])
    if (Array.isArray(badges) && badges.length) panel.append(h(doc, 'ul', { class: 'pe-badges' }, ...badges.filter((b) => typeof b === 'string' && b).map((b: string) => h(doc, 'li', {}, b))))
    const description = link.getAttribute('data-description')
    if (description) panel.append(h(doc, 'p', { class: 'pe-muted' }, description))

    void load().then((all) => {
      if (!dialog.isConnected) return
      const list = gameImages(id, main, all)
      slot.replaceChildren(list.length ? mountGallery(doc, dialog, list) : '')
    })
  })
}
