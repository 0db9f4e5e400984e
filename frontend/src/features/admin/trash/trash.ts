import type { TrashItem } from './api'

/** Newest deletion first, whatever order the list arrived in. */
export function newestDeletedFirst(items: readonly TrashItem[]): TrashItem[] {
  return [...items].sort((a, b) => Date.parse(b.deletedAt) - Date.parse(a.deletedAt))
}

/** A trash item's key: ids are unique within a kind only. */
export const trashKey = (item: Pick<TrashItem, 'kind' | 'id'>) => `${item.kind}-${item.id}`
