/** The Trash tab's texts, confirmation questions and notices. */
export const TRASH_MESSAGES = {
  title: 'Trash',
  retention: 'Deleted items stay here for 30 days, then they are deleted forever.',
  empty: 'The trash is empty.',
  loadFailed: 'Failed to load the trash',
  emptyButton: 'Empty trash',
  restore: 'Restore',
  purge: 'Delete forever',
  confirmPurge: (name = 'this item') => `Delete ${name} forever? This cannot be undone.`,
  confirmEmpty: 'Empty the trash? Every item in it will be deleted forever.',
  restored: 'Item restored',
  restoreFailed: 'Failed to restore item',
  purged: 'Item deleted forever',
  purgeFailed: 'Failed to delete item',
  emptied: 'Trash emptied',
  emptyFailed: 'Failed to empty the trash',
} as const

/** When and by whom a trash item was deleted. */
export const deletedLine = (when: string, who: string) => (who ? `Deleted ${when} by ${who}` : `Deleted ${when}`)
