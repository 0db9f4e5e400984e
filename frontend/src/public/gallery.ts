import type { GalleryImageView } from '@/lib/views.gen'
import { openDialog } from './dialog'
import { h, icon, parseJson, upgradeLinks, type Teardown } from './dom'

/**
 * One image of a gallery: as `data-gallery` lists them (GalleryImageView, the
 * server's), or as a game's dialog makes them (srcSet and caption optional),
 * with the sizes its srcset is for. avifSrcSet (an upload's AVIF copies) is
 * offered before srcSet's WebP ones, as the pages' pictures do.
 */
export type GallerySlide = Pick<GalleryImageView, 'src' | 'alt'> & Partial<Pick<GalleryImageView, 'srcSet' | 'avifSrcSet' | 'caption' | 'position'>> & { sizes?: string }

/** The shown image fills the dialog's width, at most 48rem. */
/** Ends with PHONE_WIDTH (components/ui/image-sizes.ts), written out: a public page's script holds src/public modules only (gallery.test.ts checks they agree). */
export const STAGE_SIZES = '(min-width: 48rem) 48rem, (max-width: 479px) and (min-resolution: 2.5dppx) 320px, 100vw'

/** The previous or next index, wrapping around at both ends. */
export const wrap = (index: number, count: number) => (count ? ((index % count) + count) % count : 0)

/**
 * A gallery carousel for `dialog`: the image (with its srcset) and its
 * caption, "Previous image"/"Next image" (wrapping), the counter "N / M",
 * one "Show image N: alt" thumbnail per image, and the arrow keys, showing
 * image `start` first. Returns its element, to be placed where the caller
 * wants it.
 */
/** The thumbnail's style: its focal point ("80% 20%", the server's view) as object-position, when it is one. */
const objectPosition = (p?: string) => (p && /^\d{1,3}(\.\d+)?% \d{1,3}(\.\d+)?%$/.test(p) ? `object-position:${p}` : undefined)

/**
 * `img` in a <picture> (display: contents: the <img> lays out as before)
 * whose <source type="image/avif"> offers an upload's AVIF copies first, as
 * the pages' pictures do; none for an image that is not an upload.
 */
const picture = (doc: Document, img: HTMLImageElement, avifSrcSet?: string, sizes?: string) =>
  h(doc, 'picture', {}, avifSrcSet && h(doc, 'source', { type: 'image/avif', srcset: avifSrcSet, sizes }), img)

export function mountGallery(doc: Document, dialog: HTMLElement, images: GallerySlide[], start = 0): HTMLElement {
  const count = images.length
  const img = h(doc, 'img', { alt: '', decoding: 'async' })
  const source = h(doc, 'source', { type: 'image/avif' })
  const caption = h(doc, 'figcaption', { class: 'pe-muted' })
  const counter = h(doc, 'p', { 'data-testid': 'gallery-counter', 'aria-live': 'polite' })
  const navButton = (dir: 'prev' | 'next', label: string, delta: number) => {
    const b = h(doc, 'button', { type: 'button', class: `pe-icon-btn pe-nav pe-${dir}`, 'aria-label': label }, icon(doc, dir))
    b.addEventListener('click', () => show(index + delta))
    return b
  }
  const thumbs = images.map((image, i) => {
    const b = h(doc, 'button', { type: 'button', class: 'pe-thumb', 'aria-label': image.alt ? `Show image ${i + 1}: ${image.alt}` : `Show image ${i + 1}` }, picture(doc, h(doc, 'img', { src: image.src, srcset: image.srcSet || undefined, sizes: image.srcSet ? '80px' : undefined, alt: '', loading: 'lazy', decoding: 'async', style: objectPosition(image.position) }), image.avifSrcSet, '80px'))
    b.addEventListener('click', () => show(i))
    return b
  })

  let index = 0
  const show = (next: number) => {
    index = wrap(next, count)
    const image = images[index]
    // A srcset (or AVIF source) left from the previous image would win over the new src.
    source.remove()
    img.removeAttribute('srcset')
    img.removeAttribute('sizes')
    const sizes = image.sizes || STAGE_SIZES
    if (image.avifSrcSet) {
      source.srcset = image.avifSrcSet
      source.sizes = sizes
      img.before(source)
    }
    if (image.srcSet) {
      img.srcset = image.srcSet
      img.sizes = sizes
    }
    img.src = image.src
    img.alt = image.alt ?? ''
    caption.textContent = image.caption ?? ''
    caption.hidden = !image.caption
    counter.textContent = `${index + 1} / ${count}`
    thumbs.forEach((t, i) => (i === index ? t.setAttribute('aria-current', 'true') : t.removeAttribute('aria-current')))
  }

  const many = count > 1
  const stage = h(doc, 'figure', { class: 'pe-stage' }, h(doc, 'div', { class: 'pe-stage-img' }, picture(doc, img)), many && navButton('prev', 'Previous image', -1), many && navButton('next', 'Next image', 1), caption)
  const root = h(doc, 'div', { class: 'pe-gallery' }, stage, h(doc, 'div', { class: 'pe-meta' }, counter), many && h(doc, 'div', { class: 'pe-thumbs' }, ...thumbs))
  // On the document: a click on the image may leave focus on the page's body, outside the dialog.
  const onKey = (e: KeyboardEvent) => {
    if (!root.isConnected) return doc.removeEventListener('keydown', onKey)
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || !dialog.contains(root)) return
    if (e.key === 'ArrowLeft') show(index - 1)
    else if (e.key === 'ArrowRight') show(index + 1)
    else return
    e.preventDefault()
  }
  doc.addEventListener('keydown', onKey)
  if (count) show(start)
  return root
}

/** Reads a `data-gallery` list, keeping only entries with a `src`. */
export function readGallery(text: string | null): GallerySlide[] {
  const list = parseJson<unknown>(text, [])
  return Array.isArray(list) ? list.filter((i): i is GallerySlide => !!i && typeof i === 'object' && typeof (i as GallerySlide).src === 'string' && !!(i as GallerySlide).src) : []
}

/** Opens the gallery dialog, named "<title> gallery", on image `start`. */
function openGallery(doc: Document, opener: HTMLElement, images: GallerySlide[], title: string, start: number) {
  const { dialog, panel } = openDialog(doc, { label: `${title} gallery`, className: 'pe-gallery-dialog', opener })
  panel.append(mountGallery(doc, dialog, images, start))
}

const FIGURE_LINK = '[data-gallery-list] a[data-gallery-item]'

/**
 * `a[data-gallery]`: a link to the first image (a card's), upgraded to a
 * button that opens the gallery dialog on image 1. `a[data-gallery-item]`
 * inside `[data-gallery-list]` (a project page's figures, the list's JSON on
 * their container): each a link to its image, upgraded to a button that
 * opens the list's gallery on that image.
 */
export function init(doc: Document): Teardown {
  const cards = upgradeLinks(doc, 'a[data-gallery]', (link) => {
    const images = readGallery(link.getAttribute('data-gallery'))
    if (!images.length) images.push({ src: link.href, alt: link.getAttribute('data-gallery-title') ?? '' })
    openGallery(doc, link, images, link.getAttribute('data-gallery-title') ?? '', 0)
  })
  const figures = upgradeLinks(doc, FIGURE_LINK, (link) => {
    const list = link.closest('[data-gallery-list]')!
    const images = readGallery(list.getAttribute('data-gallery-list'))
    let start = [...list.querySelectorAll(FIGURE_LINK)].indexOf(link)
    if (start < 0 || start >= images.length) {
      images.splice(0, images.length, { src: link.href, alt: link.querySelector('img')?.alt ?? '' })
      start = 0
    }
    openGallery(doc, link, images, list.getAttribute('data-gallery-title') ?? '', start)
  })
  return () => {
    cards()
    figures()
  }
}
