/**
 * The admin area's shared notices (spec sections 2, 5 and 8), word for
 * word: what every content form and upload says. Each tab's own texts live
 * in its folder's messages.ts. Screens use these instead of writing them
 * again.
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

/**
 * The notices and question of a kind whose screens say '<Label> created
 * successfully', 'Failed to create <label>' and 'Are you sure you want to
 * delete this <label>?'.
 */
export function entityMessages(label: string): EntityMessages {
  const lower = label.toLowerCase()
  return {
    created: `${label} created successfully`,
    updated: `${label} updated successfully`,
    deleted: `${label} deleted successfully`,
    createFailed: `Failed to create ${lower}`,
    updateFailed: `Failed to update ${lower}`,
    deleteFailed: `Failed to delete ${lower}`,
    confirmDelete: `Are you sure you want to delete this ${lower}?`,
  }
}

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

/** A logo's upload button (investments, collaborations, outlets, studios). */
export const LOGO_UPLOAD: UploadMessages = {
  button: 'Upload Logo',
  uploaded: 'Logo uploaded successfully',
  failed: 'Failed to upload logo',
}

/** What a logo field says: its label and the line under it (a logo is optional; its alt text is the item's name). */
export const LOGO_FIELD = {
  label: 'Logo Image',
  helper: 'Optional: shown in place of the name, which stays its alt text. A wide logo on a transparent background reads best.',
} as const

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
