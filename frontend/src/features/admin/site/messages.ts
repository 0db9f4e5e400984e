import { SHARE_IMAGE } from '@/lib/limits.gen'

/** The Site tab's notices (one per group save) and its mark on a group with edits not saved yet. */
export const SITE_MESSAGES = {
  updated: 'Site updated successfully',
  updateFailed: 'Failed to update site',
  unsaved: 'Unsaved changes',
  shareImageHelp: `Link previews show it at ${SHARE_IMAGE.width} × ${SHARE_IMAGE.height} pixels: an uploaded image is cut around the point you tap on it to fill that size (Share card, above). Left empty, they show one drawn with your name and tagline.`,
} as const
