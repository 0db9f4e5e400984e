// What both standards files check on a page: its saved HTML for the Nu
// HTML Checker, its outline, axe's violations and its internal links. The
// rendered DOM of every public route in one theme at both widths is one
// file's work (standards: light, and the server HTML, the link previews and
// the links; standards-dark: dark), so each fits its lane's time on a busy
// machine and the two run side by side.
import { execFile } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { DESKTOP, MOBILE, addAxe, openPage, projectWithPage } from './harness.mjs'

/** The public routes; publicRoutes adds a project's page and an appearance's, whose addresses come from the API. */
const ROUTES = ['/', '/about', '/portfolio', '/portfolio/music', '/games', '/investments', '/media-press', '/speaking', '/contact', '/press-kit', '/no-such-page']
/** The other portfolio section pages: the same component as /portfolio/music, so their server HTML only. */
export const SECTION_PAGES = ['character-design', 'cinematics', 'esports', 'extended-media', 'film-animation', 'games', 'worldbuilding'].map((s) => `/portfolio/${s}`)
export const VIEWPORTS = { desktop: DESKTOP, 360: MOBILE }

/** ROUTES with a project's page (the one with the most images) and an appearance's page (issue 40) before the not-found page: the same component for every project, and every appearance. */
export async function publicRoutes(baseUrl) {
  const routes = [...ROUTES]
  routes.splice(routes.indexOf('/no-such-page'), 0, (await projectWithPage(baseUrl)).path)
  routes.splice(routes.indexOf('/no-such-page'), 0, (await (await fetch(`${baseUrl}/api/appearances`)).json())[0].path)
  return routes
}

/**
 * Nu HTML Checker messages that stay, each with its reason. "Trailing slash
 * on void elements" is an info note, not a warning, and is not reported.
 */
export const ALLOWED_WARNINGS = [
  {
    message: 'The “list” role is unnecessary for element “ul”',
    reason: 'Chakra’s List.Root sets it on purpose: Safari (VoiceOver) drops the list semantics of a list styled list-style: none without it',
  },
]

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

/** What the checks found, page by page: the saved pages (file name → what it is), outlines, axe's violations, internal targets (URL → page). */
export function findings(dir) {
  return { dir, saved: new Map(), outline: [], axe: [], targets: new Map() }
}

export const fileName = (route, rest) => `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}-${rest}.html`

/**
 * The DOM of route once the page's script has enhanced it, in theme, at
 * both widths: saved for the Nu checker, outlined, checked by axe, its
 * internal links and images noted.
 */
export async function checkRendered(browser, baseUrl, route, theme, f) {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    const page = await openPage(browser, baseUrl, { viewport, theme, reducedMotion: 'reduce' })
    await page.goto(baseUrl + route, { waitUntil: 'networkidle' })
    await page.waitForTimeout(300)
    const where = `${route} (${theme}, ${width})`
    const name = fileName(route, `${theme}-${width}`)
    writeFileSync(join(f.dir, name), await page.content())
    f.saved.set(name, where)
    f.outline.push({ where, problems: await page.evaluate(headingProblems) })
    // The not-found page is the one page that answers 404, to itself included.
    for (const u of await page.evaluate(internalTargets)) if (!f.targets.has(u) && !u.endsWith('/no-such-page')) f.targets.set(u, route)
    // axe at both widths: the narrow layout has elements of its own (the menu button, stacked cards).
    await addAxe(page)
    const result = await page.evaluate(async () => window.axe.run(document, { resultTypes: ['violations'] }))
    f.axe.push({
      where,
      violations: result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`),
    })
    await page.close()
  }
}

/** The Nu HTML Checker's errors and unlisted warnings over every saved page (one run: the JVM starts once), and a summary line. */
export async function nuProblems(f) {
  const files = [...f.saved.keys()].map((n) => join(f.dir, n))
  // vnu exits 1 when it reports anything; its JSON is on stderr.
  const { stderr } = await promisify(execFile)('java', ['-jar', vnuJar, '--format', 'json', ...files], { maxBuffer: 64 << 20 }).catch((e) => e)
  const { messages } = JSON.parse(stderr)
  const reported = messages
    .filter((m) => m.type === 'error' || (m.type === 'info' && m.subType === 'warning') || m.type === 'non-document-error')
    .filter((m) => !ALLOWED_WARNINGS.some((w) => m.type !== 'error' && m.message.includes(w.message)))
    .map((m) => {
      const file = decodeURIComponent(m.url ?? '').split('/').pop()
      return `${f.saved.get(file) ?? file}: ${m.type === 'error' ? 'error' : 'warning'}: ${m.message} at ${(m.extract ?? '').replace(/\s+/g, ' ').trim()}`
    })
  const notes = messages.filter((m) => m.type === 'info' && m.subType !== 'warning').length
  return { reported, summary: `${files.length} documents checked: ${messages.length} messages, ${notes} info notes, ${messages.length - notes - reported.length} listed warnings, ${reported.length} reported` }
}

/** Outline problems, page by page. */
export const outlineProblems = (f) => f.outline.filter((o) => o.problems.length > 0).map((o) => `${o.where}: ${o.problems.join('; ')}`)
/** axe's violations, page by page. */
export const axeProblems = (f) => f.axe.filter((a) => a.violations.length > 0).map((a) => `${a.where}: ${a.violations.join('; ')}`)

/** The page's outline problems: h1 count, skipped levels, sections without heading, links with generic text. */
export function headingProblems() {
  const problems = []
  const visible = (el) => !el.closest('[hidden], [aria-hidden="true"], template')
  const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter(visible)
  const h1s = headings.filter((h) => h.tagName === 'H1').length
  if (h1s !== 1) problems.push(`${h1s} h1 elements, not 1`)
  let last = 0
  for (const h of headings) {
    const level = Number(h.tagName[1])
    if (last && level > last + 1) problems.push(`<${h.tagName.toLowerCase()}> "${h.textContent.trim()}" follows an h${last}`)
    last = level
  }
  // Lighthouse's SEO link-text audit reads a link's innerText against a list of generic texts.
  const generic = new Set(['learn more', 'read more', 'click here', 'more', 'here', 'go', 'start', 'right here', 'link', 'this', 'continue'])
  for (const a of document.querySelectorAll('a[href]')) {
    if (generic.has(a.innerText.trim().toLowerCase())) problems.push(`link "${a.innerText.trim()}" to ${a.getAttribute('href')} does not say what it opens`)
  }
  for (const s of document.querySelectorAll('section')) {
    if (!visible(s)) continue
    if (!s.querySelector('h1, h2, h3, h4, h5, h6')) problems.push(`<section id="${s.id}"> has no heading`)
  }
  return problems
}

/** Internal links and images of the page (the site's own origin). */
export function internalTargets() {
  const urls = new Set()
  for (const a of document.querySelectorAll('a[href]')) urls.add(a.href)
  for (const img of document.querySelectorAll('img')) {
    if (img.getAttribute('src')) urls.add(img.src)
    for (const c of (img.getAttribute('srcset') || '').split(',')) {
      const u = c.trim().split(/\s+/)[0]
      if (u) urls.add(new URL(u, document.baseURI).href)
    }
  }
  for (const s of document.querySelectorAll('source[srcset]')) {
    for (const c of s.getAttribute('srcset').split(',')) {
      const u = c.trim().split(/\s+/)[0]
      if (u) urls.add(new URL(u, document.baseURI).href)
    }
  }
  return [...urls].filter((u) => u.startsWith(location.origin)).map((u) => u.split('#')[0])
}
