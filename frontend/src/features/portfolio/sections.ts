/**
 * The public portfolio's sections and groups, and which stored subcategory
 * keys each group shows: domain.PortfolioSections (domain/catalogue.go) is
 * their one declaration, generated into PORTFOLIO_SECTION_TABLE; the Go
 * server builds the views from the same table. A project whose key no group
 * accepts is not lost: the server gives it a group of its own after the
 * listed ones.
 */
import { PORTFOLIO_SECTION_TABLE } from '@/lib/catalogue.gen'
import type { ProjectCategory } from '@/lib/catalogue'

export interface PortfolioGroup {
  /** The public key; also the anchor `<section anchor>-<key>` (games blocks have their own). */
  key: string
  label: string
  /** Stored subcategory keys shown in this group. */
  accepts: readonly string[]
}

export interface PortfolioSection {
  category: ProjectCategory
  /** The hash anchor of the section. */
  anchor: string
  title: string
  groups: readonly PortfolioGroup[]
  /** Message when the list fails to load, given the error's message. */
  errorText: (message: string) => string
  emptyText: string
  /** Whether each group says when it is empty, or only the whole section. */
  emptyPerGroup: boolean
  /** Whether the section's groups are the owner's game studios (the site document's gameStudios, the server's). */
  studios?: boolean
}

export const PORTFOLIO_SECTIONS: readonly PortfolioSection[] = PORTFOLIO_SECTION_TABLE.map((s) => ({
  category: s.category,
  anchor: s.anchor,
  title: s.title,
  groups: s.groups,
  // A function replacement: the message is put in as it is, `$&` and all.
  errorText: (message: string) => s.errorText.replace('{message}', () => message),
  emptyText: s.emptyText,
  emptyPerGroup: s.emptyPerGroup,
  studios: s.studios,
}))

/**
 * A category page, /portfolio/<key>: one section of the portfolio on its
 * own (a category key), or one group of a section (a group's key, such as
 * the breadcrumb's character-design: the section narrowed to that group,
 * without studios). The Go server reads the same table
 * (adapters/pages/category_pages.go) to fill it.
 */
export interface CategoryPageOf {
  /** The page's heading: the category's label, or the group's. */
  label: string
  section: PortfolioSection
  /** The group a group's page shows; undefined for a whole category. */
  group?: PortfolioGroup
}

/** The category page of pathname (/portfolio/music, /portfolio/character-design), or undefined for any other path. */
export function categoryPageOf(pathname: string): CategoryPageOf | undefined {
  const m = pathname.match(/^\/portfolio\/([^/]+)$/)
  if (!m) return undefined
  const key = m[1]
  const section = PORTFOLIO_SECTIONS.find((s) => s.category === key)
  if (section) return { label: section.title, section }
  for (const s of PORTFOLIO_SECTIONS) {
    const group = s.groups.find((g) => g.key === key)
    if (group) return { label: group.label, section: { ...s, groups: [group], studios: false }, group }
  }
  return undefined
}
