import { Button, Dialog, HStack, Portal, Text } from '@chakra-ui/react'
import { useRef, useState, useSyncExternalStore, type ReactNode } from 'react'

/** A question asked in the page before an action that cannot be taken back at once. */
export interface ConfirmQuestion {
  /** The question, naming the item ("Are you sure you want to delete this project?"). */
  title: string
  /** What happens, under the title ("“Nebula Drift” goes to the Trash, where you can restore it."). */
  detail?: ReactNode
  /** The button that goes on: a verb ("Delete", "Restore", "Discard"). */
  confirmLabel: string
  /** The button that stays ("Cancel" unless told). */
  cancelLabel?: string
  /** The action removes or drops something: its button is red. */
  destructive?: boolean
}

interface Pending extends ConfirmQuestion {
  answer: (yes: boolean) => void
}

/**
 * The one question open at a time. A new question while one is open answers
 * the open one "no" (its caller stops), so no caller waits forever.
 */
let pending: Pending | null = null
const listeners = new Set<() => void>()
const publish = () => listeners.forEach((l) => l())

/**
 * Asks the question in the page, over whatever is open (a dialog's
 * confirmation opens above the dialog), and resolves to the answer: true
 * for the confirm button, false for Cancel, Escape or a click outside.
 * The browser's own confirm() is never used: it blocks the page, cannot
 * name the item in its title, and looks like the browser, not the site.
 */
export function askConfirm(question: ConfirmQuestion): Promise<boolean> {
  pending?.answer(false)
  return new Promise((resolve) => {
    const asked: Pending = {
      ...question,
      answer: (yes) => {
        if (pending === asked) {
          pending = null
          publish()
        }
        resolve(yes)
      },
    }
    pending = asked
    publish()
  })
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Where the questions show (mounted once, beside the notices): an alert
 * dialog with the question as its title, what happens under it, and two
 * buttons, the safe one focused first, so Enter on an unread question does
 * not delete.
 */
export function ConfirmHost() {
  const question = useSyncExternalStore(subscribe, () => pending, () => null)
  const cancel = useRef<HTMLButtonElement>(null)
  // The last question stays on screen while the dialog closes.
  const [last, setLast] = useState(question)
  if (question && question !== last) setLast(question)
  const q = question ?? last
  return (
    <Dialog.Root
      role="alertdialog"
      open={question !== null}
      onOpenChange={(e) => {
        if (!e.open) question?.answer(false)
      }}
      initialFocusEl={() => cancel.current}
      placement="center"
      lazyMount
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxW="md" w="full" data-testid="confirm-dialog">
            <Dialog.Header>
              <Dialog.Title textStyle="lg">{q?.title}</Dialog.Title>
            </Dialog.Header>
            {q?.detail && (
              <Dialog.Body>
                <Dialog.Description asChild>
                  <Text color="fg.muted">{q.detail}</Text>
                </Dialog.Description>
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <HStack gap="3" justify="flex-end" w="full" flexWrap="wrap">
                <Button ref={cancel} variant="outline" onClick={() => question?.answer(false)}>
                  {q?.cancelLabel ?? 'Cancel'}
                </Button>
                <Button colorPalette={q?.destructive ? 'red' : 'brand'} onClick={() => question?.answer(true)}>
                  {q?.confirmLabel}
                </Button>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
