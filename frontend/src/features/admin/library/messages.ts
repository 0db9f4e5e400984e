import type { FileUse } from './library-api'
import { kindLabel } from '../api/kinds'

/** The media library's texts. */
export const LIBRARY_MESSAGES = {
  tab: 'Media',
  title: 'Media library',
  intro: 'Every uploaded file, newest first. Copy its address, reuse it from any image field (Choose from library), or delete it when nothing uses it.',
  empty: 'No uploaded files yet. Images you upload in any dialog appear here.',
  loadFailed: 'Failed to load the media library',
  copy: 'Copy URL',
  copied: 'Address copied',
  copyFailed: 'Could not copy: select the address and copy it',
  delete: 'Delete',
  deleting: 'Deleting…',
  confirmDelete: (name: string) => `Delete ${name} and its resized copies for good? This cannot be undone (files do not go to the Trash).`,
  deleted: (name: string) => `${name} deleted`,
  deleteFailed: 'The file was not deleted',
  unused: 'Not used',
  usedBy: 'Used by',
  inUse: (count: number) => `Used in ${count} ${count === 1 ? 'place' : 'places'}: delete refused`,
  pick: 'Choose from library',
  pickTitle: 'Choose an uploaded image',
  pickIntro: 'Pick an image to use it in this field.',
  pickEmpty: 'No uploaded images yet: upload one with the Upload button.',
  pickOne: (name: string) => `Use ${name}`,
  copies: 'Copies',
  copiesNone: 'No copies yet',
  copyWidth: (width: number) => `${width} px`,
  shareCopy: 'Share image',
} as const

/** "Project “Moonrise” · imageUrl"; a draft's or trashed item's says so. */
export function placeLabel(u: FileUse): string {
  const [first, rest] = u.kind.includes(':') ? u.kind.split(':', 2) : ['', u.kind]
  const kind = kindLabel(rest)
  const where = first === 'draft' ? ' (draft)' : first === 'trash' ? ' (in the Trash)' : ''
  return `${kind} “${u.title}”${where} · ${u.field}`
}

/** 1234567 → "1.2 MB". */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(n < 10 * 1024 ? 1 : 0)} KB`
  if (n < 1024 * 1024 * 1024) return `${(n / 1024 / 1024).toFixed(1)} MB`
  return `${(n / 1024 / 1024 / 1024).toFixed(2)} GB`
}

/** The Account tab's restore. */
export const RESTORE_MESSAGES = {
  title: 'Restore from a backup',
  description:
    'Replace everything on this site (content, messages, the trash, the activity log and every uploaded file) with a backup made by Download backup. You see what the file holds before anything changes. Your sign-in (user name, password, two-factor, passkeys) stays as it is; people in the backup who are not on this site come back (the backup’s owner as an editor), and nobody is removed.',
  choose: 'Choose backup file',
  checking: 'Checking the backup…',
  summaryTitle: 'This backup holds',
  made: (when: string) => `Made ${when}`,
  format: (format: number, app: string) => `Format ${format}${app ? ` · ${app}` : ''}`,
  rows: (n: number) => `${n} ${n === 1 ? 'row' : 'rows'} of content`,
  files: (n: number, size: string) => `${n} ${n === 1 ? 'file' : 'files'} (${size})`,
  warning: 'Restoring replaces all the current content and uploaded files with these. This cannot be undone, except by restoring another backup: download one first if you may need today’s content.',
  confirm: 'Replace everything with this backup',
  restoring: 'Restoring…',
  cancel: 'Cancel',
  restored: (rows: number, files: number) => `Backup restored: ${rows} rows and ${files} files`,
  rebuilding: 'the images’ smaller copies are being made in the background',
  stale: (n: number) => `${n} old ${n === 1 ? 'file' : 'files'} could not be removed and stay unused`,
  refused: 'This file cannot be restored',
  failed: 'The restore failed; nothing was changed',
} as const

/** Readable table names of a summary. */
export const TABLE_LABELS: Record<string, string> = {
  site_content: 'Site content',
  portfolio_projects: 'Projects',
  portfolio_links: 'Project links',
  portfolio_gallery_images: 'Gallery images',
  notable_collaborations: 'Collaborations',
  media_press: 'Media & press',
  investments: 'Investments',
  portfolio_section_layouts: 'Section layouts',
  contact_messages: 'Messages',
  trash: 'Trash',
  activity: 'Activity log',
  revisions: 'History',
  drafts: 'Drafts',
  schedules: 'Schedules',
  users: 'People',
  user_two_factor: 'Two-factor sign-in',
  passkeys: 'Passkeys',
  invitations: 'Invitations',
}
