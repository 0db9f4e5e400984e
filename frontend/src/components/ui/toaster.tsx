import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react'
import { useEffect, useRef, useState, type PointerEvent } from 'react'

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

function ToastItem({ id, title, description, closable }: { id?: string; title?: React.ReactNode; description?: React.ReactNode; closable?: boolean }) {
  const swipe = useSwipeToDismiss(id)
  return (
    <Toast.Root width={{ md: '420px' }} maxW={{ md: '420px' }} touchAction="pan-y" {...swipe}>
      <Toast.Indicator />
      <Stack gap="1" flex="1" maxWidth="100%">
        {title && <Toast.Title>{title}</Toast.Title>}
        {description && <Toast.Description>{description}</Toast.Description>}
      </Stack>
      {closable && <Toast.CloseTrigger />}
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
        {(toast) => <ToastItem id={toast.id} title={toast.title} description={toast.description} closable={toast.closable} />}
      </ChakraToaster>
    </div>
  )
}
