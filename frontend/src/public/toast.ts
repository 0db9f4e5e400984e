import { closest, h, icon, type Teardown } from './dom'
import { ensureStyles } from './styles'

/** How long a notice stays (ms), not counting while it is hovered or focused. */
export const TOAST_DURATION = 5000
/** How far (px) a notice is swiped right to dismiss it. */
export const SWIPE_THRESHOLD = 50

export interface Notice {
  title: string
  description?: string
  type?: 'success' | 'error'
}

const REGION = '[data-pe-notices]'

/** The current notice's cleanup (its timer), so a new one replaces it. */
let current: { root: HTMLElement; dismiss: () => void } | null = null

/** The notifications region, created on first use. */
function region(doc: Document): HTMLElement {
  const found = doc.querySelector<HTMLElement>(REGION)
  if (found) return found
  ensureStyles(doc)
  const el = h(doc, 'div', { role: 'region', 'aria-label': 'Notifications (F8)', tabindex: '-1', class: 'pe-region', 'data-pe-notices': '' })
  doc.body.append(el)
  return el
}

/**
 * Shows a notice (one at a time: it replaces the one showing). It leaves
 * after 5000 ms, a count paused while the pointer or focus is on it; its
 * close button or a swipe of 50 px to the right dismisses it sooner.
 */
export function notify(notice: Notice, doc: Document = document): HTMLElement {
  const win = doc.defaultView ?? window
  current?.dismiss()
  const type = notice.type ?? 'success'
  const closeButton = h(doc, 'button', { type: 'button', class: 'pe-icon-btn', 'aria-label': 'Close' }, icon(doc, 'close'))
  const root = h(
    doc,
    'div',
    { 'data-scope': 'toast', 'data-part': 'root', 'data-type': type, role: type === 'error' ? 'alert' : 'status', tabindex: '-1', class: 'pe-toast' },
    h(doc, 'div', {}, h(doc, 'div', { 'data-part': 'title' }, notice.title), notice.description && h(doc, 'div', { 'data-part': 'description' }, notice.description)),
    closeButton,
  )

  let remaining = TOAST_DURATION
  let startedAt = 0
  let timer = 0
  const holds = new Set<string>()
  const run = () => {
    startedAt = win.performance.now()
    timer = win.setTimeout(dismiss, remaining)
  }
  const hold = (why: string) => {
    if (!holds.size) {
      win.clearTimeout(timer)
      remaining = Math.max(0, remaining - (win.performance.now() - startedAt))
    }
    holds.add(why)
  }
  const release = (why: string) => {
    if (!holds.delete(why) || holds.size) return
    run()
  }
  function dismiss() {
    win.clearTimeout(timer)
    const hadFocus = root.contains(doc.activeElement)
    root.remove()
    if (current?.root === root) current = null
    // Focus left on a removed notice would fall to the page's start.
    if (hadFocus) (doc.querySelector<HTMLElement>(REGION) ?? doc.body).focus({ preventScroll: true })
  }

  root.addEventListener('pointerenter', () => hold('hover'))
  root.addEventListener('pointerleave', () => release('hover'))
  root.addEventListener('focusin', () => hold('focus'))
  root.addEventListener('focusout', (e) => {
    if (!root.contains(e.relatedTarget as Node | null)) release('focus')
  })
  closeButton.addEventListener('click', dismiss)

  // Swipe right to dismiss (vertical pans stay the page's: touch-action: pan-y).
  let startX: number | null = null
  const endSwipe = (e: PointerEvent) => {
    if (startX === null) return
    const dx = e.clientX - startX
    startX = null
    root.style.translate = ''
    if (dx >= SWIPE_THRESHOLD) dismiss()
  }
  root.addEventListener('pointerdown', (e) => {
    if (e.button !== 0 || closest(e, 'button')) return
    startX = e.clientX
    try {
      root.setPointerCapture(e.pointerId)
    } catch {
      // No capture (a synthetic pointer): the swipe still ends on pointerup over the notice.
    }
  })
  root.addEventListener('pointermove', (e) => {
    if (startX !== null) root.style.translate = `${Math.max(0, e.clientX - startX)}px 0`
  })
  root.addEventListener('pointerup', endSwipe)
  root.addEventListener('pointercancel', () => {
    startX = null
    root.style.translate = ''
  })

  region(doc).append(root)
  current = { root, dismiss }
  run()
  return root
}

/** The error notice: titled 'Error', the message as its description. */
export const notifyError = (description: string, doc: Document = document) => notify({ title: 'Error', description, type: 'error' }, doc)

/** F8, anywhere: focus goes to the notice showing, or to the notifications region. */
export function init(doc: Document): Teardown {
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'F8' || e.altKey || e.ctrlKey || e.metaKey) return
    const target = current?.root.isConnected ? current.root : doc.querySelector<HTMLElement>(REGION)
    if (!target) return
    e.preventDefault()
    target.focus({ preventScroll: true })
  }
  doc.addEventListener('keydown', onKey)
  return () => doc.removeEventListener('keydown', onKey)
}
