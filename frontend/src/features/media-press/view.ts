/**
 * The shape of the Media & Press page's view, and its template for the
 * build's render. The Go server is the one authority for the values
 * (adapters/pages/views_media.go: order, labels, what each item opens, the
 * category the address selects).
 */
import { MEDIA_CATEGORIES } from '@/lib/catalogue'
import { marker, templateList } from '@/lib/template'

/** How a card's button opens its item: the page's dialog (video, audio) or a new tab. */
export type MediaOpens = 'video' | 'audio' | 'tab'

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
  opens: MediaOpens
  /** The player's address when opens is video, else ''. */
  embed: string
}

/** The cards of a category; empty shows its empty message. */
export interface MediaSectionView {
  empty: boolean
  /** On the page: no category is selected, or this one is. */
  shown: boolean
  /** "true" when the address selects this category, else "false" (aria-current). */
  current: string
  items: MediaCardView[]
}

export interface MediaView {
  /** By category key, every category of the catalogue. */
  sections: Record<string, MediaSectionView>
  /** "true" when no known category is selected, else "false". */
  allCurrent: string
  /** ?category=documentaries: the note pointing to the portfolio's documentaries. */
  documentaries: boolean
}

const m = <T,>(path: string) => marker(path) as unknown as T

/** The page as a template, read from views.media of the server's page data. */
export function mediaTemplate(): MediaView {
  const sections: Record<string, MediaSectionView> = {}
  for (const c of MEDIA_CATEGORIES) {
    const at = `views.media.sections.${c.key}`
    sections[c.key] = {
      empty: m(`${at}.empty`),
      shown: m(`${at}.shown`),
      current: m(`${at}.current`),
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
        embed: m('.embed'),
      }),
    }
  }
  return { sections, allCurrent: m('views.media.allCurrent'), documentaries: m('views.media.documentaries') }
}
