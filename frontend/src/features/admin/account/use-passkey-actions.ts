import { useState } from 'react'
import { notify, notifySuccess } from '@/components/ui/toaster'
import { useAddPasskeyMutation, usePasskeyCreationOptionsMutation, useRemovePasskeyMutation, useRenamePasskeyMutation, useSetPasskeysOnlyMutation, type Passkey } from './api'
import { PASSKEY_MESSAGES } from './messages'
import { ConfirmationDismissed, useConfirmed } from './use-confirmed'
import { createPasskey, isCancelled, passkeyFailure } from '../auth/webauthn'

/** What a change came to: done, refused (`error`, for its field messages), or given up by the administrator. */
export type Outcome = { ok: true } | { ok: false; error?: unknown }

/**
 * The Passkeys section's changes, each with its notice: add (the options,
 * the browser's prompt, then the new passkey), rename, remove and passkeys
 * only. A failure's notice names what failed and says why and what to do. A change the server refuses for want of a fresh confirmation opens
 * "Confirm it's you" (`dialog`) and is made again once confirmed.
 */
export function usePasskeyActions() {
  const { run, dialog } = useConfirmed()
  const [options] = usePasskeyCreationOptionsMutation()
  const [post] = useAddPasskeyMutation()
  const [patch] = useRenamePasskeyMutation()
  const [del] = useRemovePasskeyMutation()
  const [putOnly] = useSetPasskeysOnlyMutation()
  const [busy, setBusy] = useState(false)

  const attempt = async (action: () => Promise<unknown>, success: string, failure: string, cancelled?: string): Promise<Outcome> => {
    setBusy(true)
    try {
      await run(action)
      notifySuccess(success)
      return { ok: true }
    } catch (error) {
      if (error instanceof ConfirmationDismissed) return { ok: false }
      if (cancelled && isCancelled(error)) notify({ title: cancelled })
      // What failed, then why and what to do (the WebAuthn error's sentence or the server's message).
      else notify({ title: failure, description: passkeyFailure(error), variant: 'destructive' })
      return { ok: false, error }
    } finally {
      setBusy(false)
    }
  }

  const add = (name: string) =>
    attempt(
      async () => {
        const { publicKey } = await options(name ? { name } : {}).unwrap()
        await post(await createPasskey(publicKey)).unwrap()
      },
      PASSKEY_MESSAGES.added,
      PASSKEY_MESSAGES.addFailed,
      PASSKEY_MESSAGES.addCancelled,
    )

  const rename = (passkey: Passkey, name: string) => attempt(() => patch({ id: passkey.id, name }).unwrap(), PASSKEY_MESSAGES.renamed, PASSKEY_MESSAGES.renameFailed)

  const remove = (passkey: Passkey) => attempt(() => del(passkey.id).unwrap(), PASSKEY_MESSAGES.removed, PASSKEY_MESSAGES.removeFailed)

  const setOnly = (on: boolean) => attempt(() => putOnly(on).unwrap(), on ? PASSKEY_MESSAGES.onlyOn : PASSKEY_MESSAGES.onlyOff, PASSKEY_MESSAGES.onlyFailed)

  return { add, rename, remove, setOnly, busy, dialog }
}
