import { Stack, chakra, Portal, useSlotRecipe } from '@chakra-ui/react'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { attachNotices, type Notice, type NoticeView } from './notices'

export { TOAST_DURATION, SWIPE_THRESHOLD } from './notices'

export type NoticeVariant = 'default' | 'destructive'

/** The mounted notifications region (Toaster), and a notice asked for before it mounted. */
let view: NoticeView | null = null
let waiting: Notice | null = null

/**
 * Shows a notice, one at a time: a new one replaces the one showing. It
 * stays 5 s (longer while hovered or focused), its close button or a swipe
 * right dismisses it, and F8 focuses it.
 */
export function notify({ title, description, variant = 'default' }: { title: string; description?: string; variant?: NoticeVariant }) {
  const notice: Notice = { title, description, type: variant === 'destructive' ? 'error' : 'success' }
  if (view) view.show(notice)
  else waiting = notice
}

export const notifySuccess = (description: string) => notify({ title: 'Success', description })
export const notifyError = (description: string) => notify({ title: 'Error', description, variant: 'destructive' })

/** The CSS variable that holds the room a notice takes at the bottom of the screen (0 px when none shows). */
export const NOTICE_SPACE = '--notice-space'
/** The notices' distance from the bottom of the screen (Chakra's default offset). */
const NOTICE_OFFSET = 16

/** The elements that keep clear of the notices (noticeSpaceRef), and the room they keep now. */
const spaceTargets = new Set<HTMLElement>()
let keptSpace = '0px'

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

/** The room a notice keeps at the bottom of the screen: its height, the offset below it and a gap above. */
const keepRoom = (height: number) => {
  const next = `${height > 0 ? Math.ceil(height) + NOTICE_OFFSET * 2 : 0}px`
  if (next === keptSpace) return
  keptSpace = next
  for (const el of spaceTargets) el.style.setProperty(NOTICE_SPACE, next)
}

/** Lucide's circle-check and circle-alert (the notice's kind, beside its words) and x (its close button). */
const SHAPES = {
  success: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  error: (
    <>
      <circle cx="12" cy="12" r="10" />
      <line x1="12" x2="12" y1="8" y2="12" />
      <line x1="12" x2="12.01" y1="16" y2="16" />
    </>
  ),
  close: (
    <>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </>
  ),
}
const Icon = ({ shape, kind }: { shape: keyof typeof SHAPES; kind?: string }) => (
  <svg data-kind={kind} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    {SHAPES[shape]}
  </svg>
)

/**
 * The notifications region and its one notice, rendered once with the toast recipe's styles (so a
 * notice's first showing inserts no CSS either) and driven by components/ui/notices: a notice fills
 * these elements. Off screen and empty while no notice shows; `data-scope="toast"` and the parts'
 * names are Chakra's, as the notices were before.
 */
export function Toaster() {
  // Mounted in the browser only: the server-rendered public pages have notices of their own (public/toast.ts),
  // and their HTML carries no empty region of the admin's.
  const [client, setClient] = useState(false)
  useEffect(() => setClient(true), [])
  return client ? <NoticeRegion /> : null
}

function NoticeRegion() {
  const recipe = useSlotRecipe({ key: 'toast' })
  const styles = useMemo(() => recipe(), [recipe])
  const region = useRef<HTMLDivElement>(null)
  const root = useRef<HTMLDivElement>(null)
  const title = useRef<HTMLDivElement>(null)
  const description = useRef<HTMLDivElement>(null)
  const close = useRef<HTMLButtonElement>(null)
  useLayoutEffect(() => {
    if (!region.current || !root.current || !title.current || !description.current || !close.current) return
    const mine = attachNotices({ region: region.current, root: root.current, title: title.current, description: description.current, close: close.current }, keepRoom)
    view = mine
    if (waiting) mine.show(waiting)
    waiting = null
    return () => {
      mine.detach()
      if (view === mine) view = null
      keepRoom(0)
    }
  }, [])
  return (
    <Portal>
      <chakra.div
        ref={region}
        data-scope="toast"
        data-part="group"
        role="region"
        aria-label="Notifications (F8)"
        aria-live="polite"
        aria-relevant="additions text"
        tabIndex={-1}
        position="fixed"
        zIndex="toast"
        bottom={`calc(${NOTICE_OFFSET}px + env(safe-area-inset-bottom, 0px))`}
        insetInlineEnd={`${NOTICE_OFFSET}px`}
        insetInlineStart={{ base: `${NOTICE_OFFSET}px`, md: 'auto' }}
        display="flex"
        flexDirection="column"
        alignItems="flex-end"
        pointerEvents="none"
        outline="none"
      >
        <chakra.div
          ref={root}
          data-scope="toast"
          data-part="root"
          data-state="closed"
          data-type="success"
          role="status"
          aria-atomic="true"
          tabIndex={-1}
          hidden
          css={[
            styles.root,
            {
              // In place and whole from its first frame: the recipe's variables are the zag machine's, not set here.
              translate: '0 0',
              scale: '1',
              opacity: '1',
              height: 'auto',
              zIndex: 'auto',
              transition: 'none',
              willChange: 'auto',
              pointerEvents: 'auto',
              touchAction: 'pan-y',
              width: { base: 'full', md: '420px' },
              maxW: { md: '420px' },
              pe: { base: '12', md: '6' },
              '&[hidden]': { display: 'none' },
              '&:focus-visible': { outline: '3px solid', outlineColor: 'currentColor', outlineOffset: '2px' },
              '&[data-type=success] [data-kind=error], &[data-type=error] [data-kind=success]': { display: 'none' },
            },
          ]}
        >
          <chakra.span data-scope="toast" data-part="indicator" css={styles.indicator}>
            <Icon shape="success" kind="success" />
            <Icon shape="error" kind="error" />
          </chakra.span>
          <Stack gap="1" flex="1" maxWidth="100%">
            <chakra.div ref={title} data-scope="toast" data-part="title" css={styles.title} />
            <chakra.div ref={description} data-scope="toast" data-part="description" css={styles.description} hidden />
          </Stack>
          {/* A 44 px target on a phone (the notice keeps room for it). */}
          <chakra.button
            ref={close}
            type="button"
            aria-label="Dismiss notification"
            data-scope="toast"
            data-part="close-trigger"
            css={[styles.closeTrigger, { cursor: 'pointer', minW: { base: '11', md: 'auto' }, minH: { base: '11', md: 'auto' }, top: { base: '0', md: '1' }, insetEnd: { base: '0', md: '1' }, '& svg': { boxSize: '1em' } }]}
          >
            <Icon shape="close" />
          </chakra.button>
        </chakra.div>
      </chakra.div>
    </Portal>
  )
}
