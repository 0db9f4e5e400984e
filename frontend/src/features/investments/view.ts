/**
 * What the Investments page shows of the investments: the cards of each
 * category (or of each subcategory, for categories that have some), in
 * priority order, with their labels worked out. Headings come from the
 * catalogue and the owner's name alone, so they are not part of the view.
 * The Go server builds the same view for the page it serves
 * (adapters/http/views_investments.go); both are checked against
 * test/fixtures/views/investments.*.json.
 */
import { DEFAULT_PROJECT_IMAGE } from '@/components/ui/safe-image'
import { INVESTMENT_CATEGORIES } from '@/lib/catalogue'
import { imageSrcSet } from '@/lib/image-variants'
import { byPriorityAsc } from '@/lib/sort'
import { marker, templateList } from '@/lib/template'
import { present } from '@/lib/text'
import type { Investment } from '@/lib/types'

export interface InvestmentCardView {
  id: number
  title: string
  role: string
  description: string
  /** The website, '' for none (then the card has no button). */
  url: string
  /** The button's text: funds link to more about the fund, companies and boards to their website. */
  linkLabel: string
  logo: string
  srcSet: string
  logoAlt: string
}

/** The cards of a category or subcategory; empty shows its empty message. */
export interface InvestmentListView {
  empty: boolean
  items: InvestmentCardView[]
}

export interface InvestmentsView {
  /** Categories without subcategories, by key. */
  categories: Record<string, InvestmentListView>
  /** Categories with subcategories: by category key, then subcategory key. */
  subcategories: Record<string, Record<string, InvestmentListView>>
}

export function investmentCardView(i: Investment): InvestmentCardView {
  const logo = present(i.logoUrl) ?? DEFAULT_PROJECT_IMAGE
  return {
    id: i.id,
    title: i.title,
    role: present(i.role) ?? '',
    description: present(i.description) ?? '',
    url: present(i.url) ?? '',
    linkLabel: i.category === 'funds-managed' ? 'Learn More' : 'Visit Website',
    logo,
    srcSet: imageSrcSet(logo),
    logoAlt: present(i.logoDescription) ?? i.title,
  }
}

function listView(items: readonly Investment[]): InvestmentListView {
  return { empty: items.length === 0, items: items.map(investmentCardView) }
}

/**
 * The page's view of its (active) investments. Investments of an unknown
 * category, or of a subcategory their category does not have, show nowhere.
 */
export function investmentsView(investments: readonly Investment[]): InvestmentsView {
  const sorted = byPriorityAsc(investments)
  const view: InvestmentsView = { categories: {}, subcategories: {} }
  for (const c of INVESTMENT_CATEGORIES) {
    const inCategory = sorted.filter((i) => i.category === c.key)
    if (c.subcategories.length === 0) {
      view.categories[c.key] = listView(inCategory)
      continue
    }
    view.subcategories[c.key] = Object.fromEntries(c.subcategories.map((s) => [s.key, listView(inCategory.filter((i) => i.subcategory === s.key))]))
  }
  return view
}

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
      logo: m('.logo'),
      srcSet: m('.srcSet'),
      logoAlt: m('.logoAlt'),
    }),
  }
}

/** The page as a template, read from views.investments of the server's page data. */
export function investmentsTemplate(): InvestmentsView {
  const base = 'views.investments'
  const view: InvestmentsView = { categories: {}, subcategories: {} }
  for (const c of INVESTMENT_CATEGORIES) {
    if (c.subcategories.length === 0) {
      view.categories[c.key] = listTemplate(`${base}.categories.${c.key}`)
      continue
    }
    view.subcategories[c.key] = Object.fromEntries(c.subcategories.map((s) => [s.key, listTemplate(`${base}.subcategories.${c.key}.${s.key}`)]))
  }
  return view
}
