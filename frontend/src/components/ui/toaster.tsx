import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react'
import { useRef, type PointerEvent } from 'react'

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
