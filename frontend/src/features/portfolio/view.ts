/**
 * The shape of the portfolio's views, and the templates of them the build
 * renders. The Go server is the one authority for the values
 * (adapters/pages/views_portfolio.go: ordering, grouping, layouts, labels,
 * alt text, link kinds, galleries, search); nothing here computes them.
 */
import { DEFAULT_PROJECT_IMAGE } from '@/components/ui/safe-image'
import { COLUMNS_PER_ROW, type SectionDisplay } from '@/lib/limits.gen'
import type { LinkKind } from '@/lib/links.gen'
import { marker, templateList } from '@/lib/template'
import { PORTFOLIO_SECTIONS, type PortfolioSection } from './sections'

export interface LinkView {
  id: number
  url: string
  label: string
  kind: LinkKind
  /** Opens the in-page video popup rather than a new tab. */
  popup: boolean
  /** The popup's player address ('' unless popup). */
  embed: string
}

export interface CardView {
  id: number
  title: string
  role: string
  description: string
  image: string
  srcSet: string
  imageAlt: string
  /** The gallery button's label. */
  galleryLabel: string
  /** Images in the gallery, shown on a badge; 0 when the project has no gallery. */
  imageCount: number
  /** The gallery as JSON text: [{src, srcSet, alt, caption}], the project's image first. */
  gallery: string
  /** The first image of the gallery ('' when the project has no image at all). */
  galleryHref: string
  links: LinkView[]
}

/**
 * How a group (a subcategory of a section) is laid out: its heading,
 * description, columns and display come from an active layout naming its
 * subcategory, else the heading is the group's label and the rest is the
 * section's.
 */
export interface GroupLayoutView {
  title: string
  description: string
  columns: number
  display: SectionDisplay
}

export interface GroupView extends GroupLayoutView {
  visible: boolean
  empty: boolean
  items: CardView[]
}

/** A group for subcategories none of the section's groups accepts. */
export interface ExtraGroupView extends GroupLayoutView {
  key: string
  anchor: string
  items: CardView[]
}

export type { SectionDisplay }

/** The columns a section's grid may have on wide screens (the admin form's range). */
export const SECTION_COLUMNS = Array.from({ length: COLUMNS_PER_ROW.max - COLUMNS_PER_ROW.min + 1 }, (_, i) => COLUMNS_PER_ROW.min + i)
export const DEFAULT_SECTION_COLUMNS = COLUMNS_PER_ROW.default

export interface SectionView {
  /** The heading: the active layout's title, else the section's own. */
  title: string
  /** The layout's description; '' for none. */
  description: string
  /** The grid's columns on wide screens. */
  columns: number
  display: SectionDisplay
  /** The section shows only its empty message. */
  empty: boolean
  /** The section's own groups, by key. */
  groups: Record<string, GroupView>
  extra: ExtraGroupView[]
}

const m = <T,>(path: string) => marker(path) as unknown as T

/** A card as a template: every field a marker relative to the list item. */
export function cardTemplate(): CardView {
  return {
    id: m('.id'),
    title: m('.title'),
    role: m('.role'),
    description: m('.description'),
    image: m('.image'),
    srcSet: m('.srcSet'),
    imageAlt: m('.imageAlt'),
    galleryLabel: m('.galleryLabel'),
    imageCount: m('.imageCount'),
    gallery: m('.gallery'),
    galleryHref: m('.galleryHref'),
    links: templateList<LinkView>('.links', { id: m('.id'), url: m('.url'), label: m('.label'), kind: m('.kind'), popup: m('.popup'), embed: m('.embed') }),
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
    empty: m(`${base}.empty`),
    groups,
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

/**
 * The tables the Go server builds the same views from (written to
 * pages/views.json at build): the sections and groups, and the picture of a
 * project without one.
 */
export function portfolioViewConfig() {
  return {
    defaultProjectImage: DEFAULT_PROJECT_IMAGE,
    portfolioSections: PORTFOLIO_SECTIONS.map((s) => ({
      category: s.category,
      anchor: s.anchor,
      title: s.title,
      emptyPerGroup: s.emptyPerGroup,
      groups: s.groups.map((g) => ({ key: g.key, label: g.label, accepts: g.accepts })),
    })),
  }
}
