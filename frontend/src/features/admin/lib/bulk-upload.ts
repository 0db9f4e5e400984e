import type { GalleryImageInput } from '../api'

/** An uploaded file waiting to become a gallery image. */
export interface PendingImage {
  src: string
  filename: string
}

/** "hero.shot.png" → "hero.shot": a file's name without its extension. */
export function withoutExtension(filename: string): string {
  const dot = filename.lastIndexOf('.')
  return dot > 0 ? filename.slice(0, dot) : filename
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

/** One gallery image per pending file: alt and caption are the file's name without extension, one shared priority. */
export function pendingToGallery(pending: readonly PendingImage[], priority: number): GalleryImageInput[] {
  return pending.map(({ src, filename }) => {
    const name = withoutExtension(filename)
    return { src, alt: name, caption: name, priority }
  })
}
