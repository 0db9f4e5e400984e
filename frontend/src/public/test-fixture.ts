/** Test helpers: a page made of an HTML fixture, its modules' teardowns run after each test. */
import { afterEach } from 'vitest'
import type { Teardown } from './dom'

const teardowns: Teardown[] = []

afterEach(() => {
  teardowns.splice(0).forEach((t) => t())
  document.body.innerHTML = ''
  document.head.querySelector('#pe-style')?.remove()
  document.documentElement.removeAttribute('style')
})

/** Puts `html` in the body and runs `init` on the document. */
export function page(html: string, ...inits: ((doc: Document) => Teardown)[]): void {
  document.body.innerHTML = html
  for (const init of inits) teardowns.push(init(document))
}

// After every page listener: note whether the page took the click over, then stop jsdom's navigation.
let taken = false
window.addEventListener('click', (e) => {
  taken = e.defaultPrevented
  e.preventDefault()
})

/** A plain left click, or one with the given modifiers / button: true when the link is left to the browser. */
export function click(el: Element, init: MouseEventInit = {}): boolean {
  taken = false
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }))
  return !taken
}

export function key(el: Element, k: string, init: KeyboardEventInit = {}): boolean {
  return el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init }))
}

/** The open dialog (there is at most one). */
export const dialog = () => document.querySelector('dialog')

/** A button of the document by its accessible name (aria-label or text). */
export function button(name: string, root: ParentNode = document): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name)
  if (!found) throw new Error(`no button "${name}"`)
  return found
}
