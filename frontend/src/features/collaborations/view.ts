/**
 * The template of the Notable Collaborations carousel's view, for the
 * build's render. The Go server is the one authority for the values
 * (adapters/pages/views_collaborations.go: order, rows, alt text) and for
 * their types (@/lib/views.gen, generated from its view structs).
 */
import { marker, templateList } from '@/lib/template'
import type { CarouselView, RowView } from '@/lib/views.gen'

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
