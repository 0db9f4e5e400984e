import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react'
import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent, type RefObject } from 'react'

/** How long a notice stays (ms). */
export const TOAST_DURATION = 5000
/** Distance (px) a notice must be swiped to the right to dismiss it. */
export const SWIPE_THRESHOLD = 50

/**
 * One notice at a time: `notify` dismisses whatever is showing before it
 * adds the new one, so a new notice replaces the previous. F8 focuses the
 * notification region.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: TOAST_DURATION,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
})

export type NoticeVariant = 'default' | 'destructive'

export function notify({ title, description, variant = 'default' }: { title: string; description?: string; variant?: NoticeVariant }) {
  toaster.remove()
  toaster.create({ title, description, type: variant === 'destructive' ? 'error' : 'success', duration: TOAST_DURATION, closable: true })
}

export const notifySuccess = (description: string) => notify({ title: 'Success', description })
export const notifyError = (description: string) => notify({ title: 'Error', description, variant: 'destructive' })

/** Swipe right past the threshold dismisses the notice. */
function useSwipeToDismiss(id: string | undefined) {
  const start = useRef<number | null>(null)
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    start.current = e.clientX
  }
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return
    const dx = Math.max(0, e.clientX - start.current)
    e.currentTarget.style.translate = `${dx}px 0`
  }
  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return
    const dx = e.clientX - start.current
    start.current = null
    e.currentTarget.style.translate = ''
    if (dx > SWIPE_THRESHOLD) toaster.dismiss(id)
  }
  return { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd }
}

/** The CSS variable that holds the room a notice takes at the bottom of the screen (0 px when none shows). */
export const NOTICE_SPACE = '--notice-space'
/** The notices' distance from the bottom of the screen (Chakra's default offset). */
const NOTICE_OFFSET = 16

/** The room each notice on screen takes (a closing one takes none). */
const noticeSpaces = new Map<HTMLElement, number>()
/** The elements that keep clear of the notices (noticeSpaceRef), and the room they keep now. */
const spaceTargets = new Set<HTMLElement>()
let keptSpace = '0px'
const applyNoticeSpace = () => {
  const next = `${Math.max(0, ...noticeSpaces.values())}px`
  if (next === keptSpace) return
  keptSpace = next
  for (const el of spaceTargets) el.style.setProperty(NOTICE_SPACE, next)
}

/**
 * The ref of an element that keeps clear of the notices: --notice-space is set on it, and it uses the
 * variable itself (a padding, a bottom offset, a spacer's height). Not on <html>: a custom property changed
 * at the root recomputes the style of every element of the page, which with 500 projects in the admin
 * took 30 ms of the tap that shows a notice, before its first frame; on these few elements it costs nothing.
 */
export function noticeSpaceRef(el: HTMLElement | null) {
  if (!el) return
  spaceTargets.add(el)
  el.style.setProperty(NOTICE_SPACE, keptSpace)
  return () => {
    spaceTargets.delete(el)
  }
}

/**
 * Keeps --notice-space on the elements of noticeSpaceRef equal to the room the open notice takes at
 * the bottom of the screen (its height, the offset and a gap), so the
 * admin's dialogs, sticky Save bars and lists stay above it: a notice never
 * covers an action. `reserve`: the warm-up's hidden notices reserve nothing.
 */
function useNoticeSpace(ref: RefObject<HTMLDivElement | null>, reserve: boolean) {
  useLayoutEffect(() => {
    const el = ref.current
    if (!reserve || !el) return
    const update = () => {
      noticeSpaces.set(el, el.dataset.state === 'closed' ? 0 : Math.ceil(el.offsetHeight) + NOTICE_OFFSET * 2)
      applyNoticeSpace()
    }
    // No first read here: offsetHeight in the tap's task forced a layout of the whole page before the
    // notice's frame; the observer's first call comes with that frame's layout, before it is painted.
    const size = new ResizeObserver(update)
    size.observe(el)
    const state = new MutationObserver(update)
    state.observe(el, { attributes: true, attributeFilter: ['data-state'] })
    return () => {
      size.disconnect()
      state.disconnect()
      noticeSpaces.delete(el)
      applyNoticeSpace()
    }
  }, [ref, reserve])
}

function ToastItem({ id, title, description, closable, reserve = true }: { id?: string; title?: React.ReactNode; description?: React.ReactNode; closable?: boolean; reserve?: boolean }) {
  const swipe = useSwipeToDismiss(id)
  const ref = useRef<HTMLDivElement>(null)
  useNoticeSpace(ref, reserve)
  return (
    <Toast.Root ref={ref} width={{ md: '420px' }} maxW={{ md: '420px' }} touchAction="pan-y" pe={{ base: '12', md: '6' }} {...swipe}>
      <Toast.Indicator />
      <Stack gap="1" flex="1" maxWidth="100%">
        {title && <Toast.Title>{title}</Toast.Title>}
        {description && <Toast.Description>{description}</Toast.Description>}
      </Stack>
      {/* A 44 px target on a phone (the notice keeps room for it). */}
      {closable && <Toast.CloseTrigger minW={{ base: '11', md: 'auto' }} minH={{ base: '11', md: 'auto' }} top={{ base: '0', md: '1' }} insetEnd={{ base: '0', md: '1' }} />}
    </Toast.Root>
  )
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => <ToastItem id={toast.id} title={toast.title} description={toast.description} closable={toast.closable} />}
      </ChakraToaster>
    </Portal>
  )
}

/**
 * Puts the notices' styles into the page before the first notice: a notice's
 * first showing inserts its CSS rules (layered recipe rules), and inserting
 * rules makes the browser recompute the style and layout of the whole page;
 * in the admin with 500 projects that was half of the time from a Move Down
 * to its notice. Rendered once, when the browser is idle, in a
 * display:none element of its own (hidden from everyone, focus included)
 * with a toaster of its own, one notice of each kind, then removed.
 */
export function ToastStylesWarmUp() {
  const [state, setState] = useState<'waiting' | 'rendering' | 'done'>('waiting')
  const [store] = useState(() => createToaster({ placement: 'bottom-end', max: 2, duration: 60_000 }))
  useEffect(() => {
    if (state === 'waiting') {
      const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200))
      const cancel = window.cancelIdleCallback ?? window.clearTimeout
      const handle = idle(() => {
        store.create({ title: '\u00a0', description: '\u00a0', type: 'success', closable: true })
        store.create({ title: '\u00a0', description: '\u00a0', type: 'error', closable: true })
        setState('rendering')
      })
      return () => cancel(handle)
    }
    if (state === 'rendering') {
      const handle = window.setTimeout(() => setState('done'), 1000)
      return () => window.clearTimeout(handle)
    }
  }, [state, store])
  if (state === 'done') return null
  return (
    <div style={{ display: 'none' }} aria-hidden="true" data-toast-styles="">
      <ChakraToaster toaster={store} insetInline={{ mdDown: '4' }}>
        {(toast) => <ToastItem id={toast.id} title={toast.title} description={toast.description} closable={toast.closable} reserve={false} />}
      </ChakraToaster>
    </div>
  )
}
