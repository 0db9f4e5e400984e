import { useRef, useState } from 'react'
import { PASSKEY_ANSWERS } from '@/lib/messages.gen'
import { serverMessage } from '@/lib/http-error'

/** The administrator closed "Confirm it's you" without confirming: the refused action just ends. */
export class ConfirmationDismissed extends Error {
  name = 'ConfirmationDismissed'
}

/** A 403 that asks for a fresh confirmation (the password again, or a passkey). */
export function needsConfirmation(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status
  return status === 403 && serverMessage(error) === PASSKEY_ANSWERS.confirmIdentity
}

/**
 * Runs an action that may need a fresh confirmation: when the server
 * refuses it with 403 "Confirm it's you first", the dialog opens (render
 * ConfirmIdentityDialog with `dialog`), and once confirmed the whole action
 * runs again. Closing the dialog rejects with {@link ConfirmationDismissed}.
 */
export function useConfirmed() {
  const [open, setOpen] = useState(false)
  const waiting = useRef<((confirmed: boolean) => void) | null>(null)

  const settle = (confirmed: boolean) => {
    waiting.current?.(confirmed)
    waiting.current = null
    setOpen(false)
  }

  const run = async <T>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action()
    } catch (error) {
      if (!needsConfirmation(error)) throw error
      waiting.current?.(false)
      const confirmed = await new Promise<boolean>((resolve) => {
        waiting.current = resolve
        setOpen(true)
      })
      if (!confirmed) throw new ConfirmationDismissed()
      return action()
    }
  }

  return { run, dialog: { open, onConfirmed: () => settle(true), onClose: () => settle(false) } }
}
