import { categoryLabel, PROJECT_CATEGORIES } from '@/lib/catalogue'
import { titleCase } from '@/lib/text'
import seo from './routes.json'

/**
 * The route table for search engines. The Go server reads the same file to
 * put each route's tags into the HTML it sends; in the app, applyHead keeps
 * the same tags right on client-side navigation.
 */
export interface RouteMeta {
  path: string
  title: string
  description: string
  ogType: string
}

export const SEO_DEFAULTS = seo.defaults
export const SEO_ROUTES: RouteMeta[] = seo.routes

/** Sections the portfolio answers at /portfolio/<key>, as the server does. */
const PORTFOLIO_SECTION_KEYS: readonly string[] = [...PROJECT_CATEGORIES.map((c) => c.key), 'character-design']

/** The head of a path: its row, or for /portfolio/<section> the portfolio's, titled `<section> – <portfolio title>` like the server. */
export function routeMeta(pathname: string): RouteMeta | undefined {
  const path = pathname !== '/' ? pathname.replace(/\/+$/, '') : pathname
  const exact = SEO_ROUTES.find((r) => r.path === path)
  if (exact) return exact
  const section = path.match(/^\/portfolio\/([^/]+)$/)?.[1]
  const portfolio = SEO_ROUTES.find((r) => r.path === '/portfolio')
  if (!section || !portfolio || !PORTFOLIO_SECTION_KEYS.includes(section)) return undefined
  const label = categoryLabel(section) !== section ? categoryLabel(section) : titleCase(section)
  return { ...portfolio, path, title: `${label} – ${portfolio.title}` }
}

function upsertMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`)
  if (!el) {
    el = document.createElement('meta')
    el.setAttribute(attr, key)
    document.head.appendChild(el)
  }
  el.setAttribute('content', content)
}

function upsertCanonical(href: string) {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (!el) {
    el = document.createElement('link')
    el.rel = 'canonical'
    document.head.appendChild(el)
  }
  el.href = href
}

export interface HeadInput {
  title: string
  description: string
  path: string
  ogType?: string
  /** Absolute origin for canonical and Open Graph URLs (the site's publicUrl). */
  baseUrl: string
  name: string
  /** The owner's tagline, for a {tagline} in the table (the server fills it the same way). */
  tagline?: string
  robots?: string
}

/**
 * Updates, or creates, the title, description, canonical, Open Graph and
 * Twitter tags. The share image is the site's, the same on every route:
 * the server's tags for it (the owner's upload as its 1200 × 630 copy, with
 * its size and type) are left as sent.
 */
export function applyHead({ title, description, path, ogType = 'website', baseUrl, name, tagline = '', robots = 'index, follow' }: HeadInput) {
  const fill = (s: string) => s.replaceAll('{name}', name).replaceAll('{tagline}', tagline)
  const base = baseUrl.replace(/\/+$/, '')
  const url = `${base}${path}`
  document.title = fill(title)
  upsertMeta('name', 'description', fill(description))
  upsertMeta('name', 'keywords', SEO_DEFAULTS.keywords)
  upsertMeta('name', 'robots', robots)
  if (name) upsertMeta('name', 'author', name)
  upsertCanonical(url)
  upsertMeta('property', 'og:title', fill(title))
  upsertMeta('property', 'og:description', fill(description))
  upsertMeta('property', 'og:url', url)
  upsertMeta('property', 'og:type', ogType)
  upsertMeta('name', 'twitter:card', 'summary_large_image')
  upsertMeta('name', 'twitter:title', fill(title))
  upsertMeta('name', 'twitter:description', fill(description))
}
