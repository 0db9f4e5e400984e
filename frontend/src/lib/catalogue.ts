/**
 * The product's catalogues (spec section 3): project categories and their
 * admin subcategory options, the admin subcategory order table, investment,
 * media and link types. Every label is written once here; screens look
 * labels up instead of repeating them.
 */

export type Option = { key: string; label: string }

/** Project categories in the fixed order used by the admin and the portfolio. */
export const PROJECT_CATEGORIES = [
  { key: 'games', label: 'Games' },
  { key: 'film-animation', label: 'Film, Animation & Documentaries' },
  { key: 'cinematics', label: 'Cinematics' },
  { key: 'music', label: 'Music' },
  { key: 'esports', label: 'eSports' },
  { key: 'worldbuilding', label: 'Worldbuilding & Characters' },
  { key: 'extended-media', label: 'Extended Media' },
] as const satisfies readonly Option[]

export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number]['key']

export function categoryLabel(key: string): string {
  return PROJECT_CATEGORIES.find((c) => c.key === key)?.label ?? key
}

/**
 * Subcategory labels by key. The admin order table (with its sort number)
 * comes first; keys only the admin option lists or the public screens use
 * follow. An unknown key shows as itself.
 */
export const SUBCATEGORY_ORDER: readonly (Option & { sort: number })[] = [
  { key: 'riot-games', label: 'Riot Games', sort: 1.1 },
  { key: 'maxis-ea', label: 'Maxis EA', sort: 1.2 },
  { key: 'bandai-namco', label: 'Bandai Namco', sort: 1.3 },
  { key: 'animated-series', label: 'Animated Series', sort: 2.1 },
  { key: 'television-series', label: 'Television Series', sort: 2.2 },
  { key: 'documentaries-behind-scenes', label: 'Documentaries and Behind the Scenes', sort: 2.3 },
  { key: 'story-champion-lore', label: 'Story, Champion and Lore', sort: 3.1 },
  { key: 'promotional-animation-tests', label: 'Promotional, Animation Tests and Demos', sort: 3.2 },
  { key: 'music-videos', label: 'Music Videos', sort: 4.1 },
  { key: 'albums-soundtracks', label: 'Albums and Soundtracks', sort: 4.2 },
  { key: 'championships', label: 'Championships', sort: 5.1 },
  { key: 'interactive-site', label: 'Interactive Sites and Experiences', sort: 6.1 },
  { key: 'worldbuilding', label: 'World Regions', sort: 6.2 },
  { key: 'character-design', label: 'Character Design', sort: 6.3 },
  { key: 'lore', label: 'Lore & Universe', sort: 6.4 },
  { key: 'board-games', label: 'Board Games', sort: 7.1 },
  { key: 'mini-games', label: 'Mini Games', sort: 7.2 },
  { key: 'comics', label: 'Comics', sort: 7.3 },
  { key: 'physical-statues', label: 'Physical Statues', sort: 7.4 },
]

/** Sort number of an unknown subcategory: it goes last. */
export const UNKNOWN_SUBCATEGORY_SORT = 999

const EXTRA_SUBCATEGORY_LABELS: Record<string, string> = {
  documentaries: 'Documentaries',
  story: 'Story',
  promotional: 'Promotional',
  albums: 'Albums',
  soundtracks: 'Soundtracks',
  'live-performances': 'Live Performances',
  'world-championship': 'World Championship',
  ceremonies: 'Ceremonies',
  'interactive-sites': 'Interactive Sites',
}

export function subcategoryLabel(key: string): string {
  return SUBCATEGORY_ORDER.find((s) => s.key === key)?.label ?? EXTRA_SUBCATEGORY_LABELS[key] ?? key
}

export function subcategorySort(key: string | null | undefined): number {
  return SUBCATEGORY_ORDER.find((s) => s.key === key)?.sort ?? UNKNOWN_SUBCATEGORY_SORT
}

/** The subcategory keys the admin form offers per category (spec section 3). */
export const ADMIN_SUBCATEGORY_OPTIONS: Record<ProjectCategory, readonly string[]> = {
  games: ['riot-games', 'maxis-ea', 'bandai-namco'],
  'film-animation': ['animated-series', 'documentaries', 'television-series'],
  cinematics: ['story', 'promotional'],
  music: ['music-videos', 'soundtracks', 'live-performances'],
  esports: ['world-championship', 'ceremonies'],
  worldbuilding: ['character-design', 'interactive-sites', 'lore'],
  'extended-media': ['board-games', 'comics', 'mini-games', 'physical-statues'],
}

/** Investment categories; labels may hold {name}, the owner's name. */
export const INVESTMENT_CATEGORIES = [
  { key: 'funds-managed', label: 'Funds Managed by {name}', subcategories: [] },
  {
    key: 'portfolio-companies',
    label: "{name}' Investments",
    subcategories: [
      { key: 'game', label: 'Game Investments' },
      { key: 'technology', label: 'Technology Investments' },
      { key: 'consumer', label: 'Consumer Investments' },
      { key: 'venture-funds', label: 'Venture / Fund Investments' },
    ],
  },
  {
    key: 'board-advisory',
    label: 'Board & Advisory Roles',
    subcategories: [
      { key: 'board-roles', label: 'Board Roles' },
      { key: 'advisory-roles', label: 'Advisory Roles' },
    ],
  },
] as const satisfies readonly (Option & { subcategories: readonly Option[] })[]

/** Replaces {name} in a label with the owner's name. */
export function withName(label: string, name: string): string {
  return label.replaceAll('{name}', name)
}

/** Media and press categories, in page order. */
export const MEDIA_CATEGORIES = [
  { key: 'podcast-appearances', label: 'Podcast Appearances' },
  { key: 'talks-panels', label: 'Talks & Panels' },
  { key: 'interviews', label: 'Interviews' },
  { key: 'featured-articles', label: 'Featured Articles' },
] as const satisfies readonly Option[]

/** Media link types the admin offers; public data may also carry `other`. */
export const MEDIA_LINK_TYPES = [
  { key: 'youtube', label: 'YouTube Video' },
  { key: 'audio', label: 'Audio/Podcast' },
  { key: 'article', label: 'Article/Blog' },
  { key: 'external', label: 'External Link' },
] as const satisfies readonly Option[]

/** Project link types. */
export const LINK_TYPES = [
  { key: 'youtube', label: 'YouTube' },
  { key: 'imdb', label: 'IMDB' },
  { key: 'website', label: 'Website' },
  { key: 'article', label: 'Article' },
  { key: 'download', label: 'Download' },
  { key: 'other', label: 'Other' },
] as const satisfies readonly Option[]
