/**
 * What the portfolio shows of a section's projects: ordered, filtered,
 * grouped and with every label worked out. The Go server builds the same
 * view for the page it serves (adapters/http/views_portfolio.go); both are
 * checked against test/fixtures/views/portfolio.json.
 */
import { DEFAULT_PROJECT_IMAGE } from '@/components/ui/safe-image'
import { subcategoryLabel } from '@/lib/catalogue'
import { imageSrcSet } from '@/lib/image-variants'
import { linkKind, type LinkKind } from '@/lib/link-kind'
import { marker, templateList } from '@/lib/template'
import { byPriorityAsc } from '@/lib/sort'
import { imageAlt, present } from '@/lib/text'
import type { Project, SectionLayout } from '@/lib/types'
import { isVideoUrl, youtubeId } from '@/lib/video'
import { matchesSearch, PORTFOLIO_SECTIONS, type PortfolioSection } from './sections'

export interface LinkView {
  id: number
  url: string
  label: string
  kind: LinkKind
  /** Opens the in-page video popup rather than a new tab. */
  popup: boolean
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

/** How a section shows its cards: a grid, or one card a row. */
export type SectionDisplay = 'grid' | 'list'

/** The columns a section's grid may have on wide screens (the admin form's range). */
export const SECTION_COLUMNS = [1, 2, 3, 4] as const
export const DEFAULT_SECTION_COLUMNS = 3

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

/** The number of images a project's gallery shows: its main image, then gallery images not repeating it. */
function galleryCount(p: Project): number {
  const main = present(p.imageUrl)
  const images = (p.galleryImages ?? []).filter((g) => g.src !== main).length
  return (main ? 1 : 0) + images
}

export function cardView(p: Project): CardView {
  const hasGallery = (p.galleryImages?.length ?? 0) > 0
  const imageCount = hasGallery ? Math.max(galleryCount(p), 1) : 0
  const image = present(p.imageUrl) ?? DEFAULT_PROJECT_IMAGE
  return {
    id: p.id,
    title: p.title,
    role: present(p.role) ?? '',
    description: present(p.description) ?? '',
    image,
    srcSet: imageSrcSet(image),
    imageAlt: imageAlt(p.imageDescription, p.title, p.imageDecorative),
    galleryLabel: `Open gallery: ${p.title}${imageCount ? ` (${imageCount} images)` : ''}`,
    imageCount,
    links: byPriorityAsc(p.links ?? []).map((l) => ({
      id: l.id,
      url: l.url,
      label: l.label,
      kind: linkKind(l),
      popup: isVideoUrl(l.url) && youtubeId(l.url) !== null,
    })),
  }
}

/** The section's layout: the first active one of its category without a subcategory, in the list's order. */
export function sectionLayout(category: string, layouts: readonly SectionLayout[]): SectionLayout | undefined {
  return layouts.find((l) => l.isActive === true && l.category === category && !l.subcategory)
}

/** The title, description, columns and display a section takes from its layout, or the defaults. */
function layoutFields(section: PortfolioSection, layout: SectionLayout | undefined) {
  return applyLayout({ title: section.title, description: '', columns: DEFAULT_SECTION_COLUMNS, display: 'grid' }, layout)
}

/** The fields base has, overridden by what layout sets. */
function applyLayout(base: GroupLayoutView, layout: SectionLayout | undefined): GroupLayoutView {
  if (!layout) return base
  const columns = layout.columnsPerRow
  return {
    title: present(layout.sectionTitle) ?? base.title,
    description: present(layout.sectionDescription) ?? '',
    columns: columns !== undefined && (SECTION_COLUMNS as readonly number[]).includes(columns) ? columns : DEFAULT_SECTION_COLUMNS,
    display: layout.displayStyle === 'list' ? 'list' : 'grid',
  }
}

/** A group's layout: the first active one of its section's category naming one of the subcategories it shows. */
export function groupLayout(category: string, subcategories: readonly string[], layouts: readonly SectionLayout[]): SectionLayout | undefined {
  return layouts.find((l) => l.isActive === true && l.category === category && !!l.subcategory && subcategories.includes(l.subcategory))
}

/** A group's heading, description, columns and display: its own layout's, else its label and the section's. */
function groupFields(section: GroupLayoutView, label: string, layout: SectionLayout | undefined): GroupLayoutView {
  return applyLayout({ title: label, description: '', columns: section.columns, display: section.display }, layout)
}

/** A section of the portfolio for its (active) projects, the search text and the section layouts. */
export function sectionView(section: PortfolioSection, projects: readonly Project[], search: string, layouts: readonly SectionLayout[] = []): SectionView {
  const shown = byPriorityAsc(projects).filter((p) => matchesSearch(p, search))
  const empty = shown.length === 0 && (!section.emptyPerGroup || search !== '')
  const fields = layoutFields(section, sectionLayout(section.category, layouts))
  const groups: Record<string, GroupView> = {}
  const known = new Set<string>()
  for (const g of section.groups) {
    g.accepts.forEach((k) => known.add(k))
    const items = shown.filter((p) => g.accepts.includes(p.subcategory ?? '')).map(cardView)
    groups[g.key] = {
      ...groupFields(fields, g.label, groupLayout(section.category, g.accepts, layouts)),
      visible: !empty && (items.length > 0 || (section.emptyPerGroup && !search)),
      empty: items.length === 0,
      items,
    }
  }
  const extra: ExtraGroupView[] = []
  for (const p of shown) {
    const key = p.subcategory ?? ''
    if (known.has(key)) continue
    let g = extra.find((e) => e.key === (key || 'other'))
    if (!g) {
      const label = key ? subcategoryLabel(key) : section.title
      const layout = key ? groupLayout(section.category, [key], layouts) : undefined
      g = { ...groupFields(fields, label, layout), key: key || 'other', anchor: `${section.anchor}-${key || 'other'}`, items: [] }
      extra.push(g)
    }
    g.items.push(cardView(p))
  }
  return { ...fields, empty, groups, extra: empty ? [] : extra }
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
    links: templateList<LinkView>('.links', { id: m('.id'), url: m('.url'), label: m('.label'), kind: m('.kind'), popup: m('.popup') }),
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
