/**
 * The templates of the portfolio's views the build renders. The Go server
 * is the one authority for the values (adapters/pages/views_portfolio.go:
 * ordering, grouping, layouts, labels, alt text, link kinds, galleries,
 * search; nothing here computes them) and for their types (@/lib/views.gen,
 * generated from its view structs).
 */
import { COLUMNS_PER_ROW } from '@/lib/limits.gen'
import { marker, templateList } from '@/lib/template'
import type { CardView, ExtraGroupView, GroupView, LinkView, PortfolioSearchView, ProjectImageView, ProjectPageView, SectionView, StudioView } from '@/lib/views.gen'
import type { PortfolioSection } from './sections'

/** The columns a section's grid may have on wide screens (the admin form's range). */
export const SECTION_COLUMNS = Array.from({ length: COLUMNS_PER_ROW.max - COLUMNS_PER_ROW.min + 1 }, (_, i) => COLUMNS_PER_ROW.min + i)
export const DEFAULT_SECTION_COLUMNS = COLUMNS_PER_ROW.default

const m = <T,>(path: string) => marker(path) as unknown as T

/** A link as a template: every field a marker relative to the list item. */
const linkTemplate = (): LinkView => ({ id: m('.id'), url: m('.url'), label: m('.label'), kind: m('.kind'), popup: m('.popup'), embed: m('.embed'), ping: m('.ping') })

/** A card as a template: every field a marker relative to the list item. */
export function cardTemplate(): CardView {
  return {
    id: m('.id'),
    title: m('.title'),
    role: m('.role'),
    description: m('.description'),
    href: m('.href'),
    anchor: m('.anchor'),
    image: m('.image'),
    srcSet: m('.srcSet'), avifSrcSet: m('.avifSrcSet'),
    position: m('.position'),
    imageAlt: m('.imageAlt'),
    imageCount: m('.imageCount'),
    imageCountLabel: m('.imageCountLabel'),
    loading: m('.loading'),
    fetchPriority: m('.fetchPriority'),
    links: templateList('.links', linkTemplate()),
  }
}

/** A project's page as a template, read from views.project of the server's page data. */
export function projectTemplate(): ProjectPageView {
  const at = <T,>(field: string) => m<T>(`views.project.${field}`)
  return {
    id: at('id'),
    slug: at('slug'),
    title: at('title'),
    role: at('role'),
    path: at('path'),
    categoryLabel: at('categoryLabel'),
    categoryPath: at('categoryPath'),
    subcategoryLabel: at('subcategoryLabel'),
    paragraphs: templateList<string>('views.project.paragraphs', m('.')),
    images: templateList<ProjectImageView>('views.project.images', {
      src: m('.src'),
      srcSet: m('.srcSet'), avifSrcSet: m('.avifSrcSet'),
      position: m('.position'),
      alt: m('.alt'),
      caption: m('.caption'),
      loading: m('.loading'),
      fetchPriority: m('.fetchPriority'),
    }),
    gallery: at('gallery'),
    links: templateList('views.project.links', linkTemplate()),
    video: templateList('views.project.video', linkTemplate()),
    tags: templateList<string>('views.project.tags', m('.')),
    year: at('year'),
    studio: at('studio'),
    platform: at('platform'),
    hasFacts: at('hasFacts'),
    story: templateList<string>('views.project.story', m('.')),
    outcomes: templateList<string>('views.project.outcomes', m('.')),
    credits: templateList<string>('views.project.credits', m('.')),
    prev: { title: at('prev.title'), path: at('prev.path') },
    next: { title: at('next.title'), path: at('next.path') },
    back: at('back'),
  }
}

/** A section as a template, read from views.portfolio.<category> of the server's page data. */
export function sectionTemplate(section: PortfolioSection): SectionView {
  const base = `views.portfolio.${section.category}`
  const groups: Record<string, GroupView> = {}
  for (const g of section.groups) {
    const at = `${base}.groups.${g.key}`
    groups[g.key] = {
      title: m(`${at}.title`),
      description: m(`${at}.description`),
      columns: m(`${at}.columns`),
      display: m(`${at}.display`),
      visible: m(`${at}.visible`),
      empty: m(`${at}.empty`),
      items: templateList(`${at}.items`, cardTemplate()),
    }
  }
  return {
    title: m(`${base}.title`),
    description: m(`${base}.description`),
    columns: m(`${base}.columns`),
    display: m(`${base}.display`),
    shown: m(`${base}.shown`),
    empty: m(`${base}.empty`),
    groups,
    studios: templateList<StudioView>(`${base}.studios`, {
      key: m('.key'),
      title: m('.title'),
      description: m('.description'),
      columns: m('.columns'),
      display: m('.display'),
      anchor: m('.anchor'),
      aliases: templateList<string>('.aliases', m('.')),
      href: m('.href'),
      logo: m('.logo'),
      logoImage: m('.logoImage'),
      logoSrcSet: m('.logoSrcSet'), logoAvifSrcSet: m('.logoAvifSrcSet'),
      period: m('.period'),
      visible: m('.visible'),
      empty: m('.empty'),
      items: templateList('.items', cardTemplate()),
    }),
    extra: templateList<ExtraGroupView>(`${base}.extra`, {
      key: m('.key'),
      title: m('.title'),
      description: m('.description'),
      columns: m('.columns'),
      display: m('.display'),
      anchor: m('.anchor'),
      items: templateList('.items', cardTemplate()),
    }),
  }
}

/** The portfolio's search as a template, read from views.portfolioSearch of the server's page data. */
export function searchTemplate(): PortfolioSearchView {
  const at = <T,>(field: string) => m<T>(`views.portfolioSearch.${field}`)
  return { searching: at('searching'), count: at('count'), result: at('result'), none: at('none') }
}
