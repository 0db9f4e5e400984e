import type { GalleryImageInput } from './api'
import { focalOf } from '../lib/focal'

/** An uploaded file waiting to become a gallery image. */
export interface PendingImage {
  src: string
  filename: string
}

export type PendingAction = { type: 'add'; image: PendingImage } | { type: 'remove'; src: string } | { type: 'clear' }

/** The pending list: uploads join it, the admin may remove any, Cancel and a successful save clear it. */
export function pendingReducer(state: readonly PendingImage[], action: PendingAction): readonly PendingImage[] {
  switch (action.type) {
    case 'add':
      return state.some((p) => p.src === action.image.src) ? state : [...state, action.image]
    case 'remove':
      return state.filter((p) => p.src !== action.src)
    case 'clear':
      return state.length ? [] : state
  }
}

/**
 * One gallery image per pending file, with the shared priority and no words yet: a file name is not a
 * description (visitors would hear "IMG_0042"), so alt text and caption stay empty and the gallery list
 * marks each image "Needs a description" until the owner writes one or marks it decorative.
 */
export function pendingToGallery(pending: readonly PendingImage[], priority: number): GalleryImageInput[] {
  return pending.map(({ src }) => ({ src, alt: '', caption: '', priority, ...focalOf('focal') }))
}
