/**
 * The template of the Investments page's view, for the build's render. The
 * Go server is the one authority for the values
 * (adapters/pages/views_investments.go), the headings included: they name
 * the owner ("Jordan Avery's Investments"); and for their types
 * (@/lib/views.gen, generated from its view structs).
 */
import { INVESTMENT_CATEGORIES } from '@/lib/catalogue'
import { marker, templateList } from '@/lib/template'
import type { InvestmentCardView, InvestmentListView, InvestmentsView } from '@/lib/views.gen'

const m = <T,>(path: string) => marker(path) as unknown as T

function listTemplate(path: string): InvestmentListView {
  return {
    empty: m(`${path}.empty`),
    items: templateList<InvestmentCardView>(`${path}.items`, {
      id: m('.id'),
      title: m('.title'),
      role: m('.role'),
      description: m('.description'),
      url: m('.url'),
      linkLabel: m('.linkLabel'),
      ping: m('.ping'),
      logo: m('.logo'),
      srcSet: m('.srcSet'), avifSrcSet: m('.avifSrcSet'),
      position: m('.position'),
      logoAlt: m('.logoAlt'),
      monogram: m('.monogram'),
    }),
  }
}

/** The page as a template, read from views.investments of the server's page data. */
export function investmentsTemplate(): InvestmentsView {
  const base = 'views.investments'
  const view: InvestmentsView = { categories: {}, subcategories: {}, labels: {} }
  for (const c of INVESTMENT_CATEGORIES) {
    view.labels[c.key] = m(`${base}.labels.${c.key}`)
    for (const s of c.subcategories) view.labels[s.key] = m(`${base}.labels.${s.key}`)
    if (c.subcategories.length === 0) {
      view.categories[c.key] = listTemplate(`${base}.categories.${c.key}`)
      continue
    }
    view.subcategories[c.key] = Object.fromEntries(c.subcategories.map((s) => [s.key, listTemplate(`${base}.subcategories.${c.key}.${s.key}`)]))
  }
  return view
}
