import { entityMessages, type EntityMessages } from '../messages'

/** The Portfolio tab's notices and questions: projects, their links and gallery images, page addresses and redirects. */
export const PROJECT_MESSAGES = entityMessages('Project')

/** Links and gallery images are added, not created. */
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

export const bulkUploadFailed = (filename: string) => `Failed to upload ${filename}`
export const bulkUploaded = (count: number) => `Uploaded ${count} image(s)`
export const BULK_SAVED = 'All images added to gallery'
export const BULK_SAVE_FAILED = 'Failed to save some images'

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
