import { askConfirm } from '@/components/ui/confirm'
import { notify, notifyError, notifySuccess } from '@/components/ui/toaster'
import { serverMessage } from '@/lib/http-error'

/** Why a request failed when it never reached the server, and what to do. */
export const UNREACHABLE = 'The server could not be reached. Check the connection, then try again.'

/**
 * A failure notice's text: the server's own message when it sent one (it
 * says why), else the screen's fallback, followed by why and what to do when
 * the request never reached the server.
 */
export function failureText(error: unknown, fallback: string): string {
  const reason = serverMessage(error)
  if (reason) return reason
  return (error as { status?: unknown } | null)?.status === 'FETCH_ERROR' ? `${fallback}. ${UNREACHABLE}` : fallback
}

/**
 * Runs a save or delete and shows its notice: 'Success' with the success
 * text, or a destructive 'Error' with the server's message or the fallback.
 * Resolves to whether it worked, or the error when it did not.
 */
export async function withNotice(action: () => Promise<unknown>, success: string, failure: string): Promise<{ ok: true } | { ok: false; error: unknown }> {
  try {
    await action()
    notifySuccess(success)
    return { ok: true }
  } catch (error) {
    notifyError(failureText(error, failure))
    return { ok: false, error }
  }
}

/** The confirmations' verbs that no screen's messages hold already. */
export const CONFIRM_LABELS = {
  delete: 'Delete',
  remove: 'Remove',
  revoke: 'Revoke',
} as const

/** How a question quotes an item's name: in quotes, cut at 80 characters. */
export function quoted(name: string | null | undefined): string | undefined {
  const shown = name?.trim()
  return shown ? `“${shown.length > 80 ? `${shown.slice(0, 79)}…` : shown}”` : undefined
}

/** What a delete to the Trash says under its question, naming the item: "“Name” goes to the Trash, where you can restore it." */
export function trashNote(name: string | null | undefined): string {
  return `${quoted(name) ?? 'It'} goes to the Trash, where you can restore it.`
}

/**
 * The in-page confirmation before a delete: the question (the spec's "Are you sure you want to
 * delete this project?", or one that names the item), what happens under it, and a red button.
 */
export function confirmDelete(question: string, detail?: string, confirmLabel: string = CONFIRM_LABELS.delete): Promise<boolean> {
  return askConfirm({ title: question, detail, confirmLabel, destructive: true })
}

/** The in-page confirmation before any other action that changes saved content (a restore of an earlier version). */
export function confirmAction(question: string, confirmLabel: string, detail?: string): Promise<boolean> {
  return askConfirm({ title: question, detail, confirmLabel })
}

/**
 * A refused action's notice that keeps both: what failed (`failure`, the title: "Failed to upload image")
 * and the server's own reason under it ("Only image files are allowed (PNG, JPEG, GIF or WebP)"), or the
 * plain error notice when the server gave none.
 */
export function notifyRefused(error: unknown, failure: string) {
  const reason = serverMessage(error)
  if (reason) notify({ title: failure, description: reason, variant: 'destructive' })
  else notifyError(failure)
}
