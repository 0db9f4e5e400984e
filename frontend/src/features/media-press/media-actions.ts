import type { Maybe } from '@/lib/types'

/** How a media item opens: in the page's dialog (video, audio) or in a new tab. */
export type MediaAction = { label: string; opens: 'video' | 'audio' | 'tab' }

/**
 * The card button of a media item by its link type. Public data says
 * `other` where the admin offers `external`; both read as a plain link.
 */
export function mediaAction(linkType: Maybe<string>): MediaAction {
  switch (linkType) {
    case 'youtube':
      return { label: 'Watch Now', opens: 'video' }
    case 'audio':
      return { label: 'Listen Now', opens: 'audio' }
    case 'article':
      return { label: 'Read More', opens: 'tab' }
    default:
      return { label: 'View', opens: 'tab' }
  }
}
