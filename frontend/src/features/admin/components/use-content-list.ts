import { useCallback, useState } from 'react'
import type { EntityMessages } from '../messages'
import { confirmDelete, withNotice } from '../lib/notices'

/** A content tab's shared state: which item the dialog edits ('new' to create) and a confirmed delete with its notices. */
export function useContentList<T extends { id: number }>(remove: (id: number) => { unwrap: () => Promise<unknown> }, messages: EntityMessages) {
  const [editing, setEditing] = useState<T | 'new' | null>(null)
  const onDelete = useCallback(
    (item: T) => {
      if (!confirmDelete(messages.confirmDelete)) return
      void withNotice(() => remove(item.id).unwrap(), messages.deleted, messages.deleteFailed)
    },
    [remove, messages],
  )
  const onEdit = useCallback((item: T) => setEditing(item), [])
  const close = useCallback(() => setEditing(null), [])
  const add = useCallback(() => setEditing('new'), [])
  return { editing, onEdit, onDelete, close, add }
}
