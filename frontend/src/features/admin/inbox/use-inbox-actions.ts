import { useCallback } from 'react'
import { notifyError } from '@/components/ui/toaster'
import type { ContactMessage } from '@/lib/api-types.gen'
import { useDeleteMessageMutation, useSetMessageReadMutation } from './api'
import { INBOX_MESSAGES } from './messages'
import { confirmDelete, failureText, trashNote, withNotice } from '../lib/notices'

/**
 * What can be done to a message: mark it read or unread (no notice on
 * success: the row's weight and the counts show it) and delete it after the
 * confirmation, with the usual notices. `remove` resolves to whether it was
 * deleted.
 */
export function useInboxActions() {
  const [setRead] = useSetMessageReadMutation()
  const [deleteMessage] = useDeleteMessageMutation()

  const markRead = useCallback(
    async (message: ContactMessage, read: boolean) => {
      if (message.read === read) return
      try {
        await setRead({ id: message.id, read }).unwrap()
      } catch (error) {
        notifyError(failureText(error, INBOX_MESSAGES.updateFailed))
      }
    },
    [setRead],
  )

  const remove = useCallback(
    async (message: ContactMessage) => {
      if (!(await confirmDelete(INBOX_MESSAGES.confirmDelete, trashNote(message.subject)))) return false
      const result = await withNotice(() => deleteMessage(message.id).unwrap(), INBOX_MESSAGES.deleted, INBOX_MESSAGES.deleteFailed)
      return result.ok
    },
    [deleteMessage],
  )

  return { markRead, remove }
}
