/** The History panel of every edit dialog and Site group (issue 23). */
export const HISTORY_MESSAGES = {
  title: 'History',
  intro: 'Each version is how this was before one of its saves. Compare a version with the saved state now, or restore it.',
  groupIntro:
    'Each version is the whole site document before one of its saves. The comparison shows this group, and a restore brings back this group only: the other groups keep what is saved now.',
  list: 'Earlier versions',
  empty: 'No earlier versions yet',
  loadFailed: 'Failed to load the history',
  loadVersionFailed: 'Failed to load this version',
  compare: 'Compare',
  hide: 'Hide',
  now: 'Now',
  then: 'This version',
  emptyValue: '(empty)',
  same: 'This version is the same as the saved state now.',
  sameHere: 'In this group, this version is the same as the saved state now.',
  restore: 'Restore this version',
  confirmRestore: 'Restore this version? What is saved now is kept as a version of its own.',
  confirmRestoreGroup:
    'Restore this group as it was in this version? The other groups keep what is saved now, and what this group has now is kept as a version of its own.',
  restored: 'Version restored',
  restoreFailed: 'Failed to restore version',
} as const

/** A history row: when the save was and who made it. */
export const savedLine = (when: string, who: string) => (who ? `Before the save of ${when} by ${who}` : `Before the save of ${when}`)
