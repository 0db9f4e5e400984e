/**
 * The shape of the Notable Collaborations carousel's view, and its template
 * for the build's render. The Go server is the one authority for the values
 * (adapters/pages/views_collaborations.go: order, rows, alt text).
 */
import { marker, templateList } from '@/lib/template'

export interface CollaborationView {
  id: number
  title: string
  image: string
  srcSet: string
  alt: string
}

export interface RowView {
  /** Right-to-left or left-to-right, alternating from the first row. */
  direction: 'rtl' | 'ltr'
  /** Items in the row; the carousel shows them twice for a seamless loop. */
  count: number
  items: CollaborationView[]
}

export interface CarouselView {
  empty: boolean
  /** The rows that have items. */
  rows: RowView[]
}

const m = <T,>(path: string) => marker(path) as unknown as T

/** The carousel as a template, read from views.collaborations of the server's page data. */
export function carouselTemplate(): CarouselView {
  return {
    empty: m('views.collaborations.empty'),
    rows: templateList<RowView>('views.collaborations.rows', {
      direction: m('.direction'),
      count: m('.count'),
      items: templateList('.items', { id: m('.id'), title: m('.title'), image: m('.image'), srcSet: m('.srcSet'), alt: m('.alt') }),
    }),
  }
}
