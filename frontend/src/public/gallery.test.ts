import { init, STAGE_SIZES } from './gallery'
import { PHONE_WIDTH } from '@/components/ui/image-sizes'
import { button, click, dialog, key, page } from './test-fixture'

const IMAGES = [
  { src: '/uploads/a.jpg', srcSet: '/uploads/a-480.jpg 480w, /uploads/a.jpg 1600w', alt: 'First', caption: 'One' },
  { src: '/uploads/b.jpg', alt: 'Second' },
  { src: '/uploads/c.jpg', alt: 'Third', caption: 'Three' },
]
const LINK = `<a href="/uploads/a.jpg" data-gallery='${JSON.stringify(IMAGES)}' data-gallery-title="Skyline" aria-label="Open gallery: Skyline">Gallery</a>`

const counter = () => dialog()!.querySelector('[data-testid="gallery-counter"]')!.textContent
const shown = () => dialog()!.querySelector<HTMLImageElement>('.pe-stage img')!

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
