import { notify, notifyError, notifySuccess } from '@/components/ui/toaster'
import { serverMessage } from '@/lib/http-error'

/** A failure notice's text: the server's own message when it sent one, else the screen's fallback. */
export function failureText(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback
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

/**
 * A delete's question that names the item and says where it goes: the spec's question first ("Are you
 * sure you want to delete this project?"), then "“Name” goes to the Trash, where you can restore it."
 */
export function trashQuestion(question: string, name: string | null | undefined): string {
  const shown = name?.trim()
  return `${question}\n\n${shown ? `“${shown.length > 80 ? `${shown.slice(0, 79)}…` : shown}”` : 'It'} goes to the Trash, where you can restore it.`
}

/** The browser's confirmation before a delete. */
export function confirmDelete(question: string): boolean {
  return window.confirm(question)
}

/** The browser's confirmation before any other action that changes saved content (a restore of an earlier version). */
export function confirmAction(question: string): boolean {
  return window.confirm(question)
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
