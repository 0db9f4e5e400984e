import { closest, isPlainClick, type Teardown } from './dom'

const label = (open: boolean) => (open ? 'Close menu' : 'Open menu')

/**
 * The mobile menu: `button[popovertarget="mobile-menu"]` and
 * `div#mobile-menu[popover]` open and close natively. This keeps the
 * button's name and `aria-expanded` in step, hides the menu when one of its
 * links is followed (a same-page link leaves the page where it is), and,
 * where the browser has no `popover`, makes the button toggle `hidden`.
 */
export function init(doc: Document): Teardown {
  const native = typeof HTMLElement.prototype.togglePopover === 'function'
  const buttonsFor = (menu: Element) => (menu.id ? doc.querySelectorAll<HTMLElement>(`[popovertarget="${CSS.escape(menu.id)}"]`) : [])
  const reflect = (menu: Element, open: boolean) =>
    buttonsFor(menu).forEach((b) => {
      b.setAttribute('aria-label', label(open))
      b.setAttribute('aria-expanded', String(open))
    })

  if (!native) doc.querySelectorAll<HTMLElement>('[popover]').forEach((menu) => {
    menu.hidden = true
    reflect(menu, false)
  })

  // 'toggle' does not bubble: listen on the way down.
  const onToggle = (e: Event) => {
    const menu = e.target
    if (!(menu instanceof HTMLElement) || !menu.hasAttribute('popover')) return
    const state = (e as Event & { newState?: string }).newState
    reflect(menu, state ? state === 'open' : isOpen(menu))
  }

  const onClick = (e: MouseEvent) => {
    const button = closest(e, '[popovertarget]')
    if (button && !native) {
      const menu = doc.getElementById(button.getAttribute('popovertarget') ?? '')
      if (!menu) return
      menu.hidden = !menu.hidden
      reflect(menu, !menu.hidden)
      return
    }
    const link = closest(e, '[popover] a[href]')
    if (!link || !isPlainClick(e)) return
    const menu = link.closest<HTMLElement>('[popover]')!
    if (native) {
      if (isOpen(menu)) menu.hidePopover()
    } else {
      menu.hidden = true
      reflect(menu, false)
    }
  }

  doc.addEventListener('toggle', onToggle, true)
  doc.addEventListener('click', onClick)
  return () => {
    doc.removeEventListener('toggle', onToggle, true)
    doc.removeEventListener('click', onClick)
  }
}

function isOpen(menu: HTMLElement): boolean {
  try {
    return menu.matches(':popover-open')
  } catch {
    return false
  }
}
