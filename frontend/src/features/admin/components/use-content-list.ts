import { useCallback, useState } from 'react'
import type { EntityMessages } from '../messages'
import { confirmDelete, trashNote, withNotice } from '../lib/notices'

/** A content tab's shared state: which item the dialog edits ('new' to create) and a confirmed delete with its notices. */
export function useContentList<T extends { id: number }>(remove: (id: number) => { unwrap: () => Promise<unknown> }, messages: EntityMessages) {
  const [editing, setEditing] = useState<T | 'new' | null>(null)
  const onDelete = useCallback(
    async (item: T) => {
      if (!(await confirmDelete(messages.confirmDelete, trashNote(itemName(item))))) return
      await withNotice(() => remove(item.id).unwrap(), messages.deleted, messages.deleteFailed)
    },
    [remove, messages],
  )
  const onEdit = useCallback((item: T) => setEditing(item), [])
  const close = useCallback(() => setEditing(null), [])
  const add = useCallback(() => setEditing('new'), [])
  return { editing, onEdit, onDelete, close, add }
}

/**
 * How a delete's question names an item: its title, a link's label, a layout's section title (or its
 * category and subcategory), an image's description or caption.
 */
export function itemName(item: object): string | undefined {
  const named = item as Partial<Record<'title' | 'label' | 'name' | 'sectionTitle' | 'alt' | 'caption' | 'category' | 'subcategory', string | null>>
  const section = [named.category, named.subcategory].filter((p) => p?.trim()).join(' / ')
  return [named.title, named.label, named.name, named.sectionTitle, named.alt, named.caption, section].find((n) => n?.trim()) ?? undefined
}
