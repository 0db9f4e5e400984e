import { init, STAGE_SIZES } from './gallery'
import { PHONE_WIDTH } from '@/components/ui/image-sizes'
import { button, click, dialog, key, page } from './test-fixture'

const IMAGES = [
  { src: '/uploads/a.jpg', srcSet: '/uploads/a-w480.webp 480w, /uploads/a-w960.webp 960w', avifSrcSet: '/uploads/a-w480.avif 480w, /uploads/a-w960.avif 960w', alt: 'First', caption: 'One' },
  { src: '/uploads/b.jpg', alt: 'Second' },
  { src: '/uploads/c.jpg', srcSet: '/uploads/c-w480.webp 480w', avifSrcSet: '/uploads/c-w480.avif 480w', alt: 'Third', caption: 'Three' },
]
const LINK = `<a href="/uploads/a.jpg" data-gallery='${JSON.stringify(IMAGES)}' data-gallery-title="Skyline" aria-label="Open gallery: Skyline">Gallery</a>`

const counter = () => dialog()!.querySelector('[data-testid="gallery-counter"]')!.textContent
const shown = () => dialog()!.querySelector<HTMLImageElement>('.pe-stage img')!
/** The <source>s of the <picture> an image is in (none when it is not in one). */
const sources = (img: HTMLImageElement) => [...(img.closest('picture')?.querySelectorAll('source') ?? [])]

describe('gallery', () => {
  it('upgrades the link to a button that opens a named modal on image 1', () => {
    page(LINK, init)
    const link = document.querySelector('a')!
    expect(link).toHaveAttribute('role', 'button')
    expect(click(link)).toBe(false)
    const d = dialog()!
    expect(d).toHaveAttribute('open')
    expect(d).toHaveAttribute('aria-label', 'Skyline gallery')
    expect(counter()).toBe('1 / 3')
    expect(shown()).toHaveAttribute('src', '/uploads/a.jpg')
    expect(shown()).toHaveAttribute('srcset', IMAGES[0].srcSet)
    expect(shown()).toHaveAttribute('sizes')
    expect(shown()).toHaveAttribute('alt', 'First')
    expect(d.querySelector('figcaption')).toHaveTextContent('One')
    expect(button('Show image 1: First', d)).toHaveAttribute('aria-current', 'true')
  })

  it('opens a project page\'s figure on its own image of the list', () => {
    const figure = (img: (typeof IMAGES)[number]) => `<figure><a href="${img.src}" data-gallery-item=""><img src="${img.src}" alt="${img.alt}"></a></figure>`
    page(`<div data-gallery-list='${JSON.stringify(IMAGES)}' data-gallery-title="Skyline">${IMAGES.map(figure).join('')}</div>`, init)
    const links = document.querySelectorAll('a')
    expect(links[2]).toHaveAttribute('role', 'button')
    expect(click(links[2])).toBe(false)
    expect(dialog()).toHaveAttribute('aria-label', 'Skyline gallery')
    expect(counter()).toBe('3 / 3')
    expect(shown()).toHaveAttribute('src', '/uploads/c.jpg')
    expect(dialog()!.querySelector('figcaption')).toHaveTextContent('Three')
  })

  it('steps with the buttons and the arrow keys, wrapping at both ends', () => {
    page(LINK, init)
    click(document.querySelector('a')!)
    const d = dialog()!
    click(button('Previous image', d))
    expect(counter()).toBe('3 / 3')
    expect(shown()).toHaveAttribute('src', '/uploads/c.jpg')
    click(button('Next image', d))
    expect(counter()).toBe('1 / 3')
    click(button('Next image', d))
    expect(counter()).toBe('2 / 3')
    expect(shown()).not.toHaveAttribute('srcset')
    expect(d.querySelector('figcaption')!.hidden).toBe(true)
    key(d, 'ArrowRight')
    expect(counter()).toBe('3 / 3')
    key(d, 'ArrowRight')
    expect(counter()).toBe('1 / 3')
    key(d, 'ArrowLeft')
    expect(counter()).toBe('3 / 3')
    click(button('Show image 2: Second', d))
    expect(counter()).toBe('2 / 3')
    expect(button('Show image 2: Second', d)).toHaveAttribute('aria-current', 'true')
    expect(button('Show image 1: First', d)).not.toHaveAttribute('aria-current')
  })

  it("offers an upload's AVIF copies first, on the stage and the thumbnails, and not for an image that is not an upload", () => {
    page(LINK, init)
    click(document.querySelector('a')!)
    const d = dialog()!
    const avif = (img: HTMLImageElement) => {
      const list = sources(img)
      expect(list.length).toBeLessThanOrEqual(1)
      if (!list.length) return null
      // First in its <picture>, before the <img> (the fallback with the WebP srcset).
      expect(img.closest('picture')!.firstElementChild).toBe(list[0])
      expect(list[0]).toHaveAttribute('type', 'image/avif')
      return { srcset: list[0].getAttribute('srcset'), sizes: list[0].getAttribute('sizes') }
    }
    expect(avif(shown())).toEqual({ srcset: IMAGES[0].avifSrcSet, sizes: shown().getAttribute('sizes') })
    expect(shown()).toHaveAttribute('srcset', IMAGES[0].srcSet)
    const thumb = (name: string) => button(name, d).querySelector('img')!
    expect(avif(thumb('Show image 1: First'))).toEqual({ srcset: IMAGES[0].avifSrcSet, sizes: '80px' })
    expect(avif(thumb('Show image 2: Second'))).toBeNull()
    expect(avif(thumb('Show image 3: Third'))).toEqual({ srcset: IMAGES[2].avifSrcSet, sizes: '80px' })

    // The stage's source follows the slide: gone for the image without copies, the next upload's after.
    click(button('Next image', d))
    expect(shown()).toHaveAttribute('src', '/uploads/b.jpg')
    expect(avif(shown())).toBeNull()
    click(button('Next image', d))
    expect(avif(shown())).toEqual({ srcset: IMAGES[2].avifSrcSet, sizes: shown().getAttribute('sizes') })
    click(button('Next image', d))
    expect(avif(shown())).toEqual({ srcset: IMAGES[0].avifSrcSet, sizes: shown().getAttribute('sizes') })
  })

  it('is removed when closed, and focus returns to the link', () => {
    page(LINK, init)
    const link = document.querySelector('a')!
    link.focus()
    click(link)
    click(button('Close', dialog()!))
    expect(dialog()).toBeNull()
    expect(document.activeElement).toBe(link)

    click(link)
    key(dialog()!, 'Escape')
    expect(dialog()).toBeNull()

    click(link)
    click(dialog()!.querySelector('.pe-stage')!)
    expect(dialog()).not.toBeNull()
    dialog()!.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 5, clientY: 5 }))
    expect(dialog()).toBeNull()
  })

  it('keeps the link for modified and middle clicks', () => {
    page(LINK, init)
    const link = document.querySelector('a')!
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(click(link, init)).toBe(true)
      expect(dialog()).toBeNull()
    }
  })

  it('opens with Space, as a button does', () => {
    page(LINK, init)
    const link = document.querySelector('a')!
    key(link, ' ')
    expect(dialog()).not.toBeNull()
  })

  it('uses the showModal of browsers that have it', () => {
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '')
    })
    const close = vi.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open')
      this.dispatchEvent(new Event('close'))
    })
    Object.assign(HTMLDialogElement.prototype, { showModal, close })
    Object.defineProperty(HTMLDialogElement.prototype, 'open', { configurable: true, get() { return this.hasAttribute('open') } })
    try {
      page(LINK, init)
      click(document.querySelector('a')!)
      expect(showModal).toHaveBeenCalledTimes(1)
      click(button('Close', dialog()!))
      expect(close).toHaveBeenCalledTimes(1)
      expect(dialog()).toBeNull()
    } finally {
      const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>
      delete proto.showModal
      delete proto.close
      delete (proto as { open?: boolean }).open
    }
  })
})

describe("the stage's sizes", () => {
  it('end with the phone rule every full-width image has (written out: public scripts hold src/public only)', () => {
    expect(STAGE_SIZES.endsWith(`, ${PHONE_WIDTH}`)).toBe(true)
  })
})
