/**
 * The admin's notice, as behaviour on elements rendered once (components/ui/toaster renders them and
 * attaches this): a notice writes its words and state into them. Showing one renders nothing and
 * reads no layout, so the tap that shows it (a Move Down among 500 projects on a phone) pays only the
 * notice's own style and layout in the frame that draws it.
 */

/** How long a notice stays (ms), not counting while it is hovered, focused or the page is hidden. */
export const TOAST_DURATION = 5000
/** Distance (px) a notice must be swiped to the right to dismiss it. */
export const SWIPE_THRESHOLD = 50
/** How long a notice takes to fade out (ms); none when motion is reduced. */
const EXIT_MS = 200

export interface Notice {
  title: string
  description?: string
  type: 'success' | 'error'
}

/** The elements of the notifications region and its one notice. */
export interface NoticeElements {
  region: HTMLElement
  root: HTMLElement
  title: HTMLElement
  description: HTMLElement
  close: HTMLElement
}

export interface NoticeView {
  /** Shows the notice, replacing the one showing (one at a time). */
  show: (notice: Notice) => void
  /** Dismisses the notice showing, if any. */
  dismiss: () => void
  /** Removes the listeners (the elements are going away). */
  detach: () => void
}

/**
 * Gives the elements their behaviour: a notice stays TOAST_DURATION ms (paused while the pointer or focus
 * is on it or the page is hidden), leaves on its close button or a swipe right, and F8 focuses it (or the
 * region when none shows). `room` hears the height a notice takes at the bottom of the screen (0 when none).
 */
export function attachNotices(els: NoticeElements, room: (px: number) => void): NoticeView {
  const { region, root, title, description, close } = els
  const doc = root.ownerDocument
  const win = doc.defaultView ?? window
  let open = false
  let remaining = TOAST_DURATION
  let startedAt = 0
  let timer = 0
  let exit: Animation | null = null
  const holds = new Set<string>()

  const run = () => {
    startedAt = win.performance.now()
    timer = win.setTimeout(dismiss, remaining)
  }
  const hold = (why: string) => {
    if (!open) return
    if (!holds.size) {
      win.clearTimeout(timer)
      remaining = Math.max(0, remaining - (win.performance.now() - startedAt))
    }
    holds.add(why)
  }
  const release = (why: string) => {
    if (!holds.delete(why) || holds.size || !open) return
    run()
  }

  /** Hides the elements and empties them, so no text of a gone notice is left in the page. */
  const clear = () => {
    exit = null
    root.hidden = true
    title.textContent = ''
    description.textContent = ''
  }

  function show(notice: Notice) {
    exit?.cancel()
    exit = null
    win.clearTimeout(timer)
    holds.clear()
    if (root.matches(':hover')) holds.add('hover')
    if (root.contains(doc.activeElement)) holds.add('focus')
    if (doc.visibilityState === 'hidden') holds.add('page')
    title.textContent = notice.title
    description.textContent = notice.description ?? ''
    description.hidden = !notice.description
    root.dataset.type = notice.type
    root.dataset.state = 'open'
    root.style.translate = ''
    root.hidden = false
    open = true
    remaining = TOAST_DURATION
    if (!holds.size) run()
  }

  function dismiss() {
    if (!open) return
    open = false
    win.clearTimeout(timer)
    holds.clear()
    const hadFocus = root.contains(doc.activeElement)
    root.dataset.state = 'closed'
    // A closing notice takes no room: what it covered comes back at once.
    room(0)
    // Focus left on a hidden notice would fall to the page's start.
    if (hadFocus) region.focus({ preventScroll: true })
    const still = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true
    if (still || typeof root.animate !== 'function') return clear()
    exit = root.animate([{ opacity: 1 }, { opacity: 0, translate: '0 0.5rem' }], { duration: EXIT_MS, easing: 'ease-in' })
    const mine = exit
    mine.finished.then(
      () => {
        if (exit === mine) clear()
      },
      () => {},
    )
  }

  // The room the open notice takes, heard when its size is known (with the frame's layout, never by a
  // read in the tap's task).
  const size = typeof ResizeObserver === 'function' ? new ResizeObserver(() => room(open ? root.offsetHeight : 0)) : null
  size?.observe(root)

  // Swipe right to dismiss; vertical pans stay the page's (touch-action: pan-y on the notice).
  let startX: number | null = null
  const onPointerDown = (e: PointerEvent) => {
    if (e.button !== 0 || (e.target as Element | null)?.closest('button')) return
    startX = e.clientX
  }
  const onPointerMove = (e: PointerEvent) => {
    if (startX !== null) root.style.translate = `${Math.max(0, e.clientX - startX)}px 0`
  }
  const onPointerEnd = (e: PointerEvent) => {
    if (startX === null) return
    const dx = e.clientX - startX
    startX = null
    root.style.translate = ''
    if (e.type === 'pointerup' && dx > SWIPE_THRESHOLD) dismiss()
  }
  const onEnter = () => hold('hover')
  const onLeave = () => release('hover')
  const onFocusIn = () => hold('focus')
  const onFocusOut = (e: FocusEvent) => {
    if (!root.contains(e.relatedTarget as Node | null)) release('focus')
  }
  const onVisibility = () => (doc.visibilityState === 'hidden' ? hold('page') : release('page'))
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'F8' || e.altKey || e.ctrlKey || e.metaKey) return
    e.preventDefault()
    ;(open ? root : region).focus({ preventScroll: true })
  }
  const listeners: [EventTarget, string, EventListener][] = [
    [root, 'pointerdown', onPointerDown as EventListener],
    [root, 'pointermove', onPointerMove as EventListener],
    [root, 'pointerup', onPointerEnd as EventListener],
    [root, 'pointercancel', onPointerEnd as EventListener],
    [root, 'pointerenter', onEnter],
    [root, 'pointerleave', onLeave],
    [root, 'focusin', onFocusIn],
    [root, 'focusout', onFocusOut as EventListener],
    [close, 'click', dismiss],
    [doc, 'visibilitychange', onVisibility],
    [doc, 'keydown', onKey as EventListener],
  ]
  for (const [target, type, fn] of listeners) target.addEventListener(type, fn)

  return {
    show,
    dismiss,
    detach: () => {
      win.clearTimeout(timer)
      exit?.cancel()
      size?.disconnect()
      for (const [target, type, fn] of listeners) target.removeEventListener(type, fn)
    },
  }
}
