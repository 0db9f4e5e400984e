import { MAX_SCHEDULE_YEARS, SHARE_IMAGE } from '@/lib/limits.gen'
import type { ActivityAction, ActivityKind } from './api'

/**
 * The admin area's notices and confirmation questions (spec sections 2, 5
 * and 8), word for word. Screens use these instead of writing them again.
 */

/** What a content type's screens say about it. */
export interface EntityMessages {
  created: string
  updated: string
  deleted: string
  createFailed: string
  updateFailed: string
  deleteFailed: string
  confirmDelete: string
}

export const PROJECT_MESSAGES: EntityMessages = {
  created: 'Project created successfully',
  updated: 'Project updated successfully',
  deleted: 'Project deleted successfully',
  createFailed: 'Failed to create project',
  updateFailed: 'Failed to update project',
  deleteFailed: 'Failed to delete project',
  confirmDelete: 'Are you sure you want to delete this project?',
}

export const COLLABORATION_MESSAGES: EntityMessages = {
  created: 'Collaboration created successfully',
  updated: 'Collaboration updated successfully',
  deleted: 'Collaboration deleted successfully',
  createFailed: 'Failed to create collaboration',
  updateFailed: 'Failed to update collaboration',
  deleteFailed: 'Failed to delete collaboration',
  confirmDelete: 'Are you sure you want to delete this collaboration?',
}

export const LAYOUT_MESSAGES: EntityMessages = {
  created: 'Layout created successfully',
  updated: 'Layout updated successfully',
  deleted: 'Layout deleted successfully',
  createFailed: 'Failed to create layout',
  updateFailed: 'Failed to update layout',
  deleteFailed: 'Failed to delete layout',
  confirmDelete: 'Are you sure you want to delete this layout?',
}

export const MEDIA_MESSAGES: EntityMessages = {
  created: 'Media item created successfully',
  updated: 'Media item updated successfully',
  deleted: 'Media item deleted successfully',
  createFailed: 'Failed to create media item',
  updateFailed: 'Failed to update media item',
  deleteFailed: 'Failed to delete media item',
  confirmDelete: 'Are you sure you want to delete this media item?',
}

export const INVESTMENT_MESSAGES: EntityMessages = {
  created: 'Investment created successfully',
  updated: 'Investment updated successfully',
  deleted: 'Investment deleted successfully',
  createFailed: 'Failed to create investment',
  updateFailed: 'Failed to update investment',
  deleteFailed: 'Failed to delete investment',
  confirmDelete: 'Are you sure you want to delete this investment?',
}

export const LINK_MESSAGES: EntityMessages = {
  created: 'Link added successfully',
  updated: 'Link updated successfully',
  deleted: 'Link deleted successfully',
  createFailed: 'Failed to add link',
  updateFailed: 'Failed to update link',
  deleteFailed: 'Failed to delete link',
  confirmDelete: 'Are you sure you want to delete this link?',
}

export const GALLERY_MESSAGES: EntityMessages = {
  created: 'Gallery image added successfully',
  updated: 'Gallery image updated successfully',
  deleted: 'Gallery image deleted successfully',
  createFailed: 'Failed to add gallery image',
  updateFailed: 'Failed to update gallery image',
  deleteFailed: 'Failed to delete gallery image',
  confirmDelete: 'Are you sure you want to delete this gallery image?',
}

export const POSITION_UPDATED = 'Position updated successfully'
export const POSITION_FAILED = 'Failed to update position'
export const PRIORITY_UPDATED = 'Priority updated successfully'
export const PRIORITY_FAILED = 'Failed to update priority'

/** What an upload button says, and its notices. */
export interface UploadMessages {
  button: string
  uploaded: string
  failed: string
}

export const IMAGE_UPLOAD: UploadMessages = {
  button: 'Upload Image',
  uploaded: 'Image uploaded successfully',
  failed: 'Failed to upload image',
}
export const THUMBNAIL_UPLOAD: UploadMessages = {
  button: 'Upload Thumbnail',
  uploaded: 'Thumbnail uploaded successfully',
  failed: 'Failed to upload thumbnail',
}
export const LOGO_UPLOAD: UploadMessages = {
  button: 'Upload Logo',
  uploaded: 'Logo uploaded successfully',
  failed: 'Failed to upload logo',
}

export const bulkUploadFailed = (filename: string) => `Failed to upload ${filename}`
export const bulkUploaded = (count: number) => `Uploaded ${count} image(s)`
export const BULK_SAVED = 'All images added to gallery'
export const BULK_SAVE_FAILED = 'Failed to save some images'

export const LOGIN_FAILED = 'Login failed. Please check your credentials.'
export const LOGIN_CODE_FAILED = 'Sign-in failed. Check the code and try again.'

/** Alt text on purpose: the image forms' choice between a description and "decorative". */
export const ALT_TEXT = {
  decorative: 'Decorative image (no description)',
  /** Shown while an image has neither a description nor the decorative mark. */
  ask: 'Describe this image for people who cannot see it, or mark it decorative. Until then its title is read instead.',
  /** The gallery list's mark on an image with no description yet (bulk upload leaves it empty) or a file name. */
  needsDescription: 'Needs a description',
  needsDescriptionHelp: 'Edit this image to describe it for people who cannot see it, or mark it decorative.',
} as const

/** A save button's text while its request runs. */
export const SAVING = 'Saving...'

/** The Site tab's notices (one per group save) and its mark on a group with edits not saved yet. */
export const SITE_MESSAGES = {
  updated: 'Site updated successfully',
  updateFailed: 'Failed to update site',
  unsaved: 'Unsaved changes',
  shareImageHelp: `Link previews show it at ${SHARE_IMAGE.width} × ${SHARE_IMAGE.height} pixels: an uploaded image is cropped about its centre to fill that size, as above.`,
} as const

/** The Inbox tab's texts and notices. */
export const INBOX_MESSAGES = {
  title: 'Inbox',
  empty: 'No messages yet. Messages sent through the contact form appear here.',
  deleted: 'Message deleted successfully',
  deleteFailed: 'Failed to delete message',
  updateFailed: 'Failed to update message',
  loadFailed: 'Failed to load messages',
  confirmDelete: 'Are you sure you want to delete this message?',
} as const

/** The Account tab's password change: its notices and the form's own check (the too-short message is the server's, VALIDATION.passwordTooShort). */
export const PASSWORD_MESSAGES = {
  changed: 'Password changed successfully',
  changeFailed: 'Failed to change password',
  mismatch: 'Passwords do not match',
} as const

/** The Account tab's two-factor sign-in section and its notices. */
export const TWO_FACTOR_MESSAGES = {
  enabled: 'Two-factor sign-in turned on',
  enableFailed: 'Failed to turn on two-factor sign-in',
  disabled: 'Two-factor sign-in turned off',
  disableFailed: 'Failed to turn off two-factor sign-in',
  setupFailed: 'Failed to start two-factor setup',
  codesCopied: 'Recovery codes copied',
  codesCopyFailed: 'Could not copy: select the codes and copy them, or download them',
  /** Under an authentication code field that takes a recovery code too. */
  codeHelper: 'A code from your app, or a recovery code',
} as const

/** What the admin calls each kind of content (the Trash tab's badges, the Activity tab's kind column and filter). */
export const KIND_LABELS: Record<ActivityKind, string> = {
  project: 'Project',
  link: 'Link',
  gallery: 'Gallery image',
  collaboration: 'Collaboration',
  media: 'Media item',
  investment: 'Investment',
  message: 'Message',
  layout: 'Layout',
  site: 'Site',
  file: 'File',
  user: 'User',
}

/** The Trash tab's texts, confirmation questions and notices. */
export const TRASH_MESSAGES = {
  title: 'Trash',
  retention: 'Deleted items stay here for 30 days, then they are deleted forever.',
  empty: 'The trash is empty.',
  loadFailed: 'Failed to load the trash',
  emptyButton: 'Empty trash',
  restore: 'Restore',
  purge: 'Delete forever',
  confirmPurge: 'Delete this item forever? This cannot be undone.',
  confirmEmpty: 'Empty the trash? Every item in it will be deleted forever.',
  restored: 'Item restored',
  restoreFailed: 'Failed to restore item',
  purged: 'Item deleted forever',
  purgeFailed: 'Failed to delete item',
  emptied: 'Trash emptied',
  emptyFailed: 'Failed to empty the trash',
} as const

/** The History panel of every edit dialog and Site group (issue 23). */
export const HISTORY_MESSAGES = {
  title: 'History',
  intro: 'Each version is how this was before one of its saves. Compare a version with the saved state now, or restore it.',
  siteIntro:
    'Each version is the whole site document before one of its saves. The comparison shows this group; a restore brings back every group as it was.',
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
  confirmRestoreSite:
    'Restore the whole site document as it was in this version? Every group returns to it; what is saved now is kept as a version of its own.',
  restored: 'Version restored',
  restoreFailed: 'Failed to restore version',
} as const

/** A history row: when the save was and who made it. */
export const savedLine = (when: string, who: string) => (who ? `Before the save of ${when} by ${who}` : `Before the save of ${when}`)

/** When and by whom a trash item was deleted. */
export const deletedLine = (when: string, who: string) => (who ? `Deleted ${when} by ${who}` : `Deleted ${when}`)

/** The Activity tab's readable action names. */
export const ACTION_LABELS: Record<ActivityAction, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'sign-in-throttled': 'Throttled sign-in',
  'sign-out': 'Signed out',
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  restore: 'Restored',
  purge: 'Deleted forever',
  upload: 'Uploaded',
  'password-change': 'Changed password',
  '2fa-enable': 'Enabled two-factor',
  '2fa-disable': 'Disabled two-factor',
  draft: 'Saved a draft',
  'discard-draft': 'Discarded a draft',
  publish: 'Published',
  unpublish: 'Unpublished',
  schedule: 'Scheduled',
  unschedule: 'Cancelled a schedule',
  import: 'Restored a backup',
  'passkey-add': 'Added a passkey',
  'passkey-rename': 'Renamed a passkey',
  'passkey-remove': 'Removed a passkey',
  'passkeys-only-on': 'Turned on passkeys only',
  'passkeys-only-off': 'Turned off passkeys only',
}

/** The Activity tab's texts. */
export const ACTIVITY_MESSAGES = {
  title: 'Activity',
  empty: 'No activity recorded yet.',
  loadFailed: 'Failed to load the activity log',
  loadMore: 'Load more',
  any: 'All',
  /** The actor of a visitor's or an unknown name's entry (the server sends ''). */
  anonymous: 'Visitor',
  system: 'System',
  changed: 'Changed',
  /** Under a tally of refused sign-ins (count > 1): the entry is the first attempt, the others only counted. */
  repeated: (count: number) => `${count} attempts in this window; the first is shown`,
  columns: { time: 'Time', who: 'Who', action: 'Action', kind: 'Kind', item: 'Item', address: 'Address' },
} as const

/** The Account tab's backup section. */
export const BACKUP_MESSAGES = {
  title: 'Backup',
  description:
    'Everything you edited (projects, collaborations, media, investments, layouts, the site content, messages, the trash and the activity log) and every uploaded file, in one archive. Restore it below (Restore from a backup), or on the server with portfolio import.',
  download: 'Download backup',
} as const

/** Drafts, schedules and preview links (issue 23). */
export const DRAFT_MESSAGES = {
  previewLinkHidden: 'This link was shown only when it was made and still works; to share it again, revoke it and make a new one.',
  notice: 'Editing a draft — not public yet',
  saveDraft: 'Save draft',
  saveAsDraft: 'Save as draft',
  saved: 'Draft saved — not public yet',
  created: 'Draft created — hidden until it is published',
  saveFailed: 'Failed to save the draft',
  publish: 'Publish',
  published: 'Published',
  publishFailed: 'Failed to publish',
  schedule: 'Schedule…',
  scheduleAt: 'Publish at',
  scheduleConfirm: 'Schedule publish',
  scheduleInPast: 'Choose a time in the future',
  scheduleTooFar: `Choose a time in the next ${MAX_SCHEDULE_YEARS} years`,
  scheduled: (when: string) => `Publish scheduled for ${when}`,
  scheduleFailed: 'Failed to schedule',
  discard: 'Discard draft',
  confirmDiscard: 'Discard this draft? The published version stays as it is.',
  discarded: 'Draft discarded',
  discardFailed: 'Failed to discard the draft',
  unpublish: 'Unpublish…',
  unpublishNow: 'Unpublish now',
  unpublishAt: 'Unpublish at',
  unpublishConfirm: 'Schedule unpublish',
  unpublishScheduled: (when: string) => `Unpublish scheduled for ${when}`,
  confirmUnpublish: 'Hide this item from the public site now? It stays here in the admin, marked Inactive; turn Active on again to show it.',
  unpublished: 'Unpublished — hidden from the public site',
  unpublishFailed: 'Failed to unpublish',
  cancelSchedule: 'Cancel schedule',
  cancelled: 'Schedule cancelled',
  cancelFailed: 'Failed to cancel the schedule',
  previewCreated: 'Preview link created',
  previewFailed: 'Failed to create a preview link',
  copied: 'Link copied',
  copyFailed: 'Could not copy: select the link and copy it',
  revoked: 'Preview link revoked',
  revokeFailed: 'Failed to revoke the preview link',
  confirmRevoke: 'Revoke this preview link? Anyone who has it can no longer open it.',
} as const

/** A project's page address in its dialog (issue 25): the slug field and the Copy link button. */
export const PAGE_ADDRESS_MESSAGES = {
  slugHelper: 'The last part of the page address. Leave it empty to make it from the title.',
  moved: 'When you change the address, the old one keeps working: it redirects here (see Redirects).',
  copied: 'Link copied',
  copyFailed: 'Could not copy: select the address and copy it',
} as const

/** The Redirects section of the Portfolio tab: old page addresses that lead to a project's current one. */
export const REDIRECT_MESSAGES = {
  empty: 'No redirects. When a project page moves (a new address or category), its old address appears here.',
  loading: 'Reading the redirects…',
  loadFailed: 'Failed to load redirects',
  confirmRemove: (from: string) => `Remove the redirect from ${from}? Visitors with the old address will get “Page not found”.`,
  removed: 'Redirect removed',
  removeFailed: 'Failed to remove the redirect',
} as const

/** Passkeys (issue 27): the sign-in button, the Account tab's Passkeys section, its notices and the confirmation dialog. */
export const PASSKEY_MESSAGES = {
  signIn: 'Sign in with a passkey',
  signInCancelled: 'Passkey sign-in was cancelled.',
  recoveryCode: 'Recovery code',
  title: 'Passkeys',
  intro: 'Sign in with your fingerprint, face or device PIN instead of a password. A passkey works only on this site, so it cannot be phished.',
  list: 'Your passkeys',
  none: 'No passkeys yet.',
  loading: 'Reading the passkeys…',
  loadFailed: 'Failed to load the passkeys',
  addedOn: (when: string) => `Added ${when}`,
  lastUsedOn: (when: string) => `Last used ${when}`,
  neverUsed: 'Never used',
  rename: 'Rename',
  renameLabel: (name: string) => `Rename ${name}`,
  renameForm: (name: string) => `Rename the passkey ${name}`,
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name}`,
  confirmRemove: (name: string) => `Remove the passkey “${name}”? It will no longer sign you in.`,
  name: 'Passkey name',
  nameHelper: 'Like “Phone” or “Laptop”',
  save: 'Save',
  cancel: 'Cancel',
  add: 'Add a passkey',
  addForm: 'Add a passkey',
  unsupported: 'This browser cannot create passkeys.',
  only: 'Passkeys only',
  /** The switch's helper; the command between is shown as code. */
  onlyHelp: { before: 'Password sign-in is refused. Recovery codes still work, and ', command: 'portfolio set-password --reset-2fa', after: ' on the server turns it off.' },
  onlyNeedsPasskey: 'Add a passkey first: passkeys only needs one to sign in with.',
  added: 'Passkey added',
  addFailed: 'Failed to add the passkey',
  addCancelled: 'Adding the passkey was cancelled.',
  alreadyRegistered: 'This device already holds a passkey for this site.',
  renamed: 'Passkey renamed',
  renameFailed: 'Failed to rename the passkey',
  removed: 'Passkey removed',
  removeFailed: 'Failed to remove the passkey',
  onlyOn: 'Passkeys only turned on',
  onlyOff: 'Passkeys only turned off',
  onlyFailed: 'Failed to change passkeys only',
  confirmTitle: "Confirm it's you",
  confirmIntro: 'Changing passkeys needs your password again, or one of your passkeys. It holds for 5 minutes.',
  confirm: 'Confirm',
  usePasskey: 'Use a passkey',
  confirmFailed: 'Confirmation failed. Try again.',
} as const

/** The Account tab's Sign-in protection section (issue 37): the name's lock for new browsers, refused attempts, and this browser's trust. */
export const SIGN_IN_PROTECTION_MESSAGES = {
  title: 'Sign-in protection',
  intro:
    'After 5 wrong passwords for your name, the password is refused for 15 minutes on browsers that never signed in here. Your passkeys, and browsers you signed in with before, are not affected.',
  loading: 'Reading the sign-in protection…',
  loadFailed: 'Failed to load the sign-in protection',
  lockedBadge: 'Locked for new browsers',
  openBadge: 'Not locked',
  lockedUntil: (until: string) => `Until ${until}. Each refused attempt extends the lock.`,
  open: 'Your password works from any browser.',
  refused: (attempts: number, addresses: number) =>
    `${attempts} sign-in ${attempts === 1 ? 'attempt' : 'attempts'} refused in the last 24 hours, from ${addresses} ${addresses === 1 ? 'address' : 'addresses'}. The Activity tab lists them.`,
  noneRefused: 'No sign-in attempts refused in the last 24 hours.',
  trustedBadge: 'This browser is trusted',
  trusted: 'It signed in before: a lock does not refuse its password.',
  untrustedBadge: 'This browser is not trusted yet',
  untrusted: 'It becomes trusted at its next sign-in. Until then a lock refuses its password too; a passkey always works.',
} as const
