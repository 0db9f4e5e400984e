/**
 * What the Media & Press page shows of the media items: the cards of each
 * of its four categories, in priority order, with their labels and how
 * they open worked out. Section headings come from the catalogue alone, so
 * they are not part of the view. The Go server builds the same view for
 * the page it serves (adapters/http/views_media.go); both are checked
 * against test/fixtures/views/media.*.json.
 */
import { DEFAULT_PROJECT_IMAGE } from '@/components/ui/safe-image'
import { MEDIA_CATEGORIES } from '@/lib/catalogue'
import { imageSrcSet } from '@/lib/image-variants'
import { byPriorityAsc } from '@/lib/sort'
import { marker, templateList } from '@/lib/template'
import { present } from '@/lib/text'
import type { MediaItem } from '@/lib/types'
import { mediaAction, type MediaAction } from './media-actions'

export interface MediaCardView {
  id: number
  title: string
  description: string
  image: string
  srcSet: string
  imageAlt: string
  /** The link, '' for none (then the card has no button). */
  url: string
  /** The button's text. */
  label: string
  /** In the page's dialog (video, audio) or in a new tab. */
  opens: MediaAction['opens']
}

/** The cards of a category; empty shows its empty message. */
export interface MediaSectionView {
  empty: boolean
  items: MediaCardView[]
}

export interface MediaView {
  /** By category key, every category of the catalogue. */
  sections: Record<string, MediaSectionView>
}

export function mediaCardView(item: MediaItem): MediaCardView {
  const action = mediaAction(item.linkType)
  const image = present(item.thumbnailUrl) ?? DEFAULT_PROJECT_IMAGE
  return {
    id: item.id,
    title: item.title,
    description: present(item.description) ?? '',
    image,
    srcSet: imageSrcSet(image),
    imageAlt: present(item.thumbnailDescription) ?? item.title,
    url: present(item.url) ?? '',
    label: action.label,
    opens: action.opens,
  }
}

/** The page's view of its (active) items; items of an unknown category show nowhere. */
export function mediaView(items: readonly MediaItem[]): MediaView {
  const sorted = byPriorityAsc(items)
  const sections: Record<string, MediaSectionView> = {}
  for (const c of MEDIA_CATEGORIES) {
    const cards = sorted.filter((i) => i.category === c.key).map(mediaCardView)
    sections[c.key] = { empty: cards.length === 0, items: cards }
  }
  return { sections }
}

const m = <T,>(path: string) => marker(path) as unknown as T

/** The page as a template, read from views.media of the server's page data. */
export function mediaTemplate(): MediaView {
  const sections: Record<string, MediaSectionView> = {}
  for (const c of MEDIA_CATEGORIES) {
    const at = `views.media.sections.${c.key}`
    sections[c.key] = {
      empty: m(`${at}.empty`),
      items: templateList<MediaCardView>(`${at}.items`, {
        id: m('.id'),
        title: m('.title'),
        description: m('.description'),
        image: m('.image'),
        srcSet: m('.srcSet'),
        imageAlt: m('.imageAlt'),
        url: m('.url'),
        label: m('.label'),
        opens: m('.opens'),
      }),
    }
  }
  return { sections }
}
