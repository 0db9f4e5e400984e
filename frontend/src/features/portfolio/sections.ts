/**
 * The public portfolio's sections and groups, and which stored subcategory
 * keys each group shows.
 *
 * The spec gives two key sets: the admin option lists and order table
 * (section 3: story-champion-lore, albums-soundtracks, championships,
 * interactive-sites, documentaries-behind-scenes, soundtracks, ...) and the
 * public groups (section 2: story, albums, world-championship,
 * interactive-site, documentaries, ...). Where they differ, a group accepts
 * both readings, so a project shows up whichever key the admin stored. A
 * project whose key no group accepts is not lost: it gets a group of its own
 * after the listed ones (see groupProjects).
 */
import { categoryLabel, subcategoryLabel, type ProjectCategory } from '@/lib/catalogue'
import { EMPTY_IN_SUBCATEGORY, GAMES_LOAD_ERROR } from '@/lib/messages'

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

const group = (key: string, accepts: readonly string[] = [key], label = subcategoryLabel(key)): PortfolioGroup => ({ key, label, accepts })

export const PORTFOLIO_SECTIONS: readonly PortfolioSection[] = [
  {
    category: 'games',
    anchor: 'games',
    title: categoryLabel('games'),
    // The studio blocks are the owner's (Site tab, Game Studios; the spec's three are the demo content).
    groups: [],
    studios: true,
    errorText: () => GAMES_LOAD_ERROR,
    emptyText: EMPTY_IN_SUBCATEGORY,
    emptyPerGroup: true,
  },
  {
    category: 'film-animation',
    anchor: 'film-animation',
    title: categoryLabel('film-animation'),
    groups: [group('animated-series'), group('television-series'), group('documentaries', ['documentaries', 'documentaries-behind-scenes'])],
    errorText: (m) => `Error loading film and animation projects: ${m}`,
    emptyText: 'No film and animation projects found.',
    emptyPerGroup: false,
  },
  {
    category: 'cinematics',
    anchor: 'cinematics',
    title: categoryLabel('cinematics'),
    groups: [
      group('story', ['story', 'story-champion-lore'], subcategoryLabel('story-champion-lore')),
      group('promotional', ['promotional', 'promotional-animation-tests'], subcategoryLabel('promotional-animation-tests')),
    ],
    errorText: () => 'Error loading cinematics. Please try again later.',
    emptyText: 'No cinematics available in this category yet.',
    emptyPerGroup: true,
  },
  {
    category: 'music',
    anchor: 'music',
    title: categoryLabel('music'),
    groups: [group('music-videos'), group('albums', ['albums', 'albums-soundtracks', 'soundtracks'], subcategoryLabel('albums-soundtracks'))],
    errorText: () => 'Error loading music projects. Please try again later.',
    emptyText: 'No items available in this category yet.',
    emptyPerGroup: true,
  },
  {
    category: 'esports',
    anchor: 'esports',
    title: categoryLabel('esports'),
    groups: [group('world-championship', ['world-championship', 'championships']), group('ceremonies')],
    errorText: () => GAMES_LOAD_ERROR,
    emptyText: 'No items available in this category yet.',
    emptyPerGroup: true,
  },
  {
    category: 'worldbuilding',
    anchor: 'worldbuilding-characters',
    title: categoryLabel('worldbuilding'),
    groups: [
      group('interactive-site', ['interactive-site', 'interactive-sites'], subcategoryLabel('interactive-sites')),
      group('worldbuilding'),
      group('character-design'),
      group('lore'),
    ],
    errorText: (m) => `Error loading worldbuilding projects: ${m}`,
    emptyText: 'No worldbuilding projects found.',
    emptyPerGroup: false,
  },
  {
    category: 'extended-media',
    anchor: 'extended-media',
    title: categoryLabel('extended-media'),
    groups: [group('board-games'), group('comics'), group('mini-games'), group('physical-statues')],
    errorText: (m) => `Error loading extended media projects: ${m}`,
    emptyText: 'No extended media projects found.',
    emptyPerGroup: false,
  },
]

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
