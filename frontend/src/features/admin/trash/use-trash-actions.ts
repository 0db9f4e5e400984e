import { useCallback } from 'react'
import { useEmptyTrashMutation, usePurgeTrashItemMutation, useRestoreTrashItemMutation, type TrashItem } from './api'
import { TRASH_MESSAGES } from './messages'
import { confirmDelete, quoted, withNotice } from '../lib/notices'

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
    async (item: TrashItem) => {
      if (!(await confirmDelete(TRASH_MESSAGES.confirmPurge(quoted(item.title)), undefined, TRASH_MESSAGES.purge))) return
      await withNotice(() => purgeItem({ kind: item.kind, id: item.id }).unwrap(), TRASH_MESSAGES.purged, TRASH_MESSAGES.purgeFailed)
    },
    [purgeItem],
  )
  const empty = useCallback(async () => {
    if (!(await confirmDelete(TRASH_MESSAGES.confirmEmpty, undefined, TRASH_MESSAGES.emptyButton))) return
    await withNotice(() => emptyTrash().unwrap(), TRASH_MESSAGES.emptied, TRASH_MESSAGES.emptyFailed)
  }, [emptyTrash])

  return { restore, purge, empty, emptying }
}
