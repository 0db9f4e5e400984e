import { useCallback } from 'react'
import { useEmptyTrashMutation, usePurgeTrashItemMutation, useRestoreTrashItemMutation, type TrashItem } from '../api'
import { TRASH_MESSAGES } from '../messages'
import { confirmDelete, withNotice } from './notices'

/**
 * What can be done in the trash, each with its notice (the server's own
 * message on a failure, such as a link whose project is gone): restore at
 * once; delete forever and empty only after the confirmation.
 */
export function useTrashActions() {
  const [restoreItem] = useRestoreTrashItemMutation()
  const [purgeItem] = usePurgeTrashItemMutation()
  const [emptyTrash, { isLoading: emptying }] = useEmptyTrashMutation()

  const restore = useCallback(
    (item: TrashItem) => void withNotice(() => restoreItem({ kind: item.kind, id: item.id }).unwrap(), TRASH_MESSAGES.restored, TRASH_MESSAGES.restoreFailed),
    [restoreItem],
  )
  const purge = useCallback(
    (item: TrashItem) => {
      if (!confirmDelete(TRASH_MESSAGES.confirmPurge)) return
      void withNotice(() => purgeItem({ kind: item.kind, id: item.id }).unwrap(), TRASH_MESSAGES.purged, TRASH_MESSAGES.purgeFailed)
    },
    [purgeItem],
  )
  const empty = useCallback(() => {
    if (!confirmDelete(TRASH_MESSAGES.confirmEmpty)) return
    void withNotice(() => emptyTrash().unwrap(), TRASH_MESSAGES.emptied, TRASH_MESSAGES.emptyFailed)
  }, [emptyTrash])

  return { restore, purge, empty, emptying }
}
