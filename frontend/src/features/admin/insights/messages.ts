import type { InsightsDevice, InsightsOutbound } from '@/lib/api-types.gen'

/** The Insights tab's words. */
export const INSIGHTS_MESSAGES = {
  tab: 'Insights',
  title: 'Insights',
  visitorsMean:
    "Counted by the site itself, with no cookie and no tracking script. A visitor is one address and browser on one day: someone who comes back on another day counts again, and visitors whose browser asks not to be tracked (Global Privacy Control or Do Not Track) count as page views only, never as visitors. Crawlers such as Googlebot, headless browsers and scripts are counted apart, as bots. So that no one can inflate the figures, views past a few dozen a minute from one address are not counted, and past a day's bound new referring sites and pages are counted together as Other.",
  lag: (s: number) => `Figures include page views up to ${s} seconds ago.`,
  rangeLabel: 'Range',
  lastDays: (n: number) => `${n} days`,
  from: 'From',
  to: 'To',
  apply: 'Apply',
  loading: 'Loading insights…',
  loadingChart: 'Drawing the chart…',
  empty: 'Nothing in this range yet.',
  download: 'Download CSV',
  views: 'Page views',
  /** A table's column of page views (narrow: the tables fit a phone). */
  viewsShort: 'Views',
  visitors: 'Visitors',
  botViews: 'Bot views',
  messages: 'Contact messages',
  perDay: 'Visitors and page views per day',
  chartLabel: (from: string, to: string) => `Chart of page views and visitors per day, ${from} to ${to}; the same numbers are in the table (Show as table).`,
  showTable: 'Show as table',
  hideTable: 'Hide the table',
  date: 'Date',
  pages: 'Top pages',
  page: 'Page',
  projects: 'Top projects',
  project: 'Project',
  clicks: 'Clicks',
  outbound: 'Outbound clicks',
  kind: 'From',
  itemTitle: 'Title',
  referrers: 'Referrers',
  site: 'Site',
  /** The row of the views past a day's bound of new referring sites or pages (always listed last). */
  other: 'Other',
  bots: 'Bots and crawlers',
  crawler: 'Crawler',
  devices: 'Devices',
  downloads: 'Press kit downloads',
  downloadsShort: 'Downloads',
  file: 'File',
  /** A downloaded file's name in words: the one-sheet, the ZIP, a headshot or logo by its number. */
  fileName: (path: string) => {
    if (path === '/press-kit/one-sheet.pdf') return 'One-sheet (PDF)'
    if (path === '/press-kit.zip') return 'Whole press kit (ZIP)'
    const m = /^\/press-kit\/(headshots|logos)\/(\d+)(\/web)?$/.exec(path)
    if (!m) return path
    return `${m[1] === 'headshots' ? 'Headshot' : 'Logo'} ${m[2]}${m[3] ? ', web size' : ', original'}`
  },
  device: 'Device',
  vitals: 'Web Vitals of real visitors (75th percentile)',
  vitalsIntro:
    "What visitors' own browsers measured, by page: Largest Contentful Paint (good up to 2.5 s), Interaction to Next Paint (good up to 200 ms) and Cumulative Layout Shift (good up to 0.1), as Google rates them.",
  metricNames: { LCP: 'Largest Contentful Paint (LCP)', INP: 'Interaction to Next Paint (INP)', CLS: 'Cumulative Layout Shift (CLS)' },
  noSamples: 'No samples yet',
  samples: (n: number) => (n === 1 ? '1 sample' : `${n} samples`),
  kinds: { project: 'Project link', investment: 'Investment', media: 'Media & Press', email: 'E-mail' } satisfies Record<InsightsOutbound['kind'], string>,
  deviceNames: { mobile: 'Phone', tablet: 'Tablet', desktop: 'Computer' } satisfies Record<InsightsDevice['device'], string>,
} as const
