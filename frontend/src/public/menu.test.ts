import { init } from './menu'
import { click, page } from './test-fixture'

const MENU = `<button popovertarget="mobile-menu" aria-label="Open menu">≡</button>
<div id="mobile-menu" popover><nav aria-label="Mobile"><a href="/about">About</a><a href="#top">Top</a></nav></div>`

function toggle(menu: Element, newState: 'open' | 'closed') {
  const e = new Event('toggle')
  Object.assign(e, { newState, oldState: newState === 'open' ? 'closed' : 'open' })
  menu.dispatchEvent(e)
}

describe('mobile menu with popover', () => {
  beforeEach(() => {
    HTMLElement.prototype.togglePopover = vi.fn()
    HTMLElement.prototype.hidePopover = vi.fn()
  })
  afterEach(() => {
    delete (HTMLElement.prototype as Partial<HTMLElement>).togglePopover
    delete (HTMLElement.prototype as Partial<HTMLElement>).hidePopover
  })

  it('names the button after the popover state', () => {
    page(MENU, init)
    const button = document.querySelector('button')!
    const menu = document.getElementById('mobile-menu')!
    expect(menu.hidden).toBe(false)
    toggle(menu, 'open')
    expect(button).toHaveAttribute('aria-label', 'Close menu')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    toggle(menu, 'closed')
    expect(button).toHaveAttribute('aria-label', 'Open menu')
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('hides the popover when a link inside is followed by a plain click', () => {
    page(MENU, init)
    const menu = document.getElementById('mobile-menu')!
    menu.matches = ((s: string) => s === ':popover-open') as typeof menu.matches
    click(menu.querySelector('a[href="#top"]')!)
    expect(menu.hidePopover).toHaveBeenCalledTimes(1)
    click(menu.querySelector('a[href="#top"]')!, { ctrlKey: true })
    expect(menu.hidePopover).toHaveBeenCalledTimes(1)
  })
})

describe('mobile menu without popover', () => {
  it('hides the menu at once and toggles it from the button', () => {
    page(MENU, init)
    const button = document.querySelector('button')!
    const menu = document.getElementById('mobile-menu')!
    expect(menu.hidden).toBe(true)
    click(button)
    expect(menu.hidden).toBe(false)
    expect(button).toHaveAttribute('aria-label', 'Close menu')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    click(menu.querySelector('a[href="#top"]')!)
    expect(menu.hidden).toBe(true)
    expect(button).toHaveAttribute('aria-label', 'Open menu')
  })
})
