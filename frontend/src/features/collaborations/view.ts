/**
 * What the Notable Collaborations carousel shows: the items in priority
 * order, split into its rows. The Go server builds the same view for the
 * home page it serves (adapters/http/views_collaborations.go); both are
 * checked against test/fixtures/views/collaborations.json.
 */
import { COLLABORATION_ROWS, ROW_DIRECTIONS, splitIntoRows } from '@/lib/collaboration-rows'
import { imageSrcSet } from '@/lib/image-variants'
import { byPriorityAsc } from '@/lib/sort'
import { marker, templateList } from '@/lib/template'
import { imageAlt } from '@/lib/text'
import type { Collaboration } from '@/lib/types'

export interface CollaborationView {
  id: number
  title: string
  image: string
  srcSet: string
  alt: string
}

export interface RowView {
  direction: (typeof ROW_DIRECTIONS)[number]
  /** Items in the row; the carousel shows them twice for a seamless loop. */
  count: number
  items: CollaborationView[]
}

export interface CarouselView {
  empty: boolean
  /** The rows that have items. */
  rows: RowView[]
}

export function carouselView(collaborations: readonly Collaboration[]): CarouselView {
  const items = byPriorityAsc(collaborations).map((c) => ({
    id: c.id,
    title: c.title,
    image: c.imageUrl || '',
    srcSet: imageSrcSet(c.imageUrl || ''),
    alt: imageAlt(c.imageDescription, c.title, c.imageDecorative),
  }))
  const rows = splitIntoRows(items, COLLABORATION_ROWS)
    .map((row, i) => ({ direction: ROW_DIRECTIONS[i], count: row.length, items: row }))
    .filter((r) => r.count > 0)
  return { empty: items.length === 0, rows }
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
