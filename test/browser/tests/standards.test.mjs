// Issue 13: the public site as the tools of auditors and crawlers read it.
// Every public route's server HTML, and its DOM once the app has adopted it
// (both themes, desktop and 360 px), is valid for the W3C Nu HTML Checker
// (one run over every saved page: the JVM starts once); every page has one
// h1, no skipped heading level and no section without a heading; axe finds
// no violation of any impact; a link-preview reader (open-graph-scraper)
// gets a complete preview whose image is 1200 × 630; and no internal link or
// image of the rendered pages is broken.
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { after, before, describe, it } from 'node:test'
import ogs from 'open-graph-scraper'
import { DESKTOP, MOBILE, addAxe, eventually, launch, openPage, startSite } from './harness.mjs'

const ROUTES = ['/', '/about', '/portfolio', '/portfolio/music', '/games', '/investments', '/media-press', '/contact', '/no-such-page']
/** The other portfolio section pages: the same component as /portfolio/music, so their server HTML only. */
const SECTION_PAGES = ['character-design', 'cinematics', 'esports', 'extended-media', 'film-animation', 'games', 'worldbuilding'].map((s) => `/portfolio/${s}`)
const THEMES = ['light', 'dark']
const VIEWPORTS = { desktop: DESKTOP, 360: MOBILE }

/**
 * Nu HTML Checker messages that stay, each with its reason. "Trailing slash
 * on void elements" is an info note, not a warning, and is not reported.
 */
const ALLOWED_WARNINGS = [
  {
    message: 'The “list” role is unnecessary for element “ul”',
    reason: 'Chakra’s List.Root sets it on purpose: Safari (VoiceOver) drops the list semantics of a list styled list-style: none without it',
  },
]

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

let site
let browser
let dir
/** The saved pages: file name → what it is (route, source, theme, width). */
const saved = new Map()
/** Per page, what the outline and axe found. */
const outline = []
const axe = []
/** Every internal link and image of the rendered pages: URL → the page it was found on. */
const targets = new Map()

const hydrated = (page) => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')))

/** The page's outline problems: h1 count, skipped levels, sections without heading, links with generic text. */
function headingProblems() {
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
function internalTargets() {
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

const fileName = (route, rest) => `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}-${rest}.html`

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portfolio-standards-'))
  site = await startSite()
  browser = await launch()
  for (const route of SECTION_PAGES) {
    const name = fileName(route, 'server')
    writeFileSync(join(dir, name), await (await fetch(site.baseUrl + route)).text())
    saved.set(name, `${route} (server HTML)`)
  }
  for (const route of ROUTES) {
    // The server's HTML, as a crawler gets it.
    const res = await fetch(site.baseUrl + route)
    const server = fileName(route, 'server')
    writeFileSync(join(dir, server), await res.text())
    saved.set(server, `${route} (server HTML)`)
    const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP })
    const p = await noJs.newPage()
    await p.goto(site.baseUrl + route)
    outline.push({ where: `${route} (server HTML)`, problems: await p.evaluate(headingProblems) })
    await noJs.close()
    // The DOM once the app has adopted it.
    for (const theme of THEMES) {
      for (const [width, viewport] of Object.entries(VIEWPORTS)) {
        const page = await openPage(browser, site.baseUrl, { viewport, theme, reducedMotion: 'reduce' })
        await page.goto(site.baseUrl + route, { waitUntil: 'networkidle' })
        await page.mouse.move(180, 400)
        await eventually(async () => assert.ok(await hydrated(page)), 15000)
        await page.waitForTimeout(300)
        const where = `${route} (${theme}, ${width})`
        const name = fileName(route, `${theme}-${width}`)
        writeFileSync(join(dir, name), await page.content())
        saved.set(name, where)
        outline.push({ where, problems: await page.evaluate(headingProblems) })
        // The not-found page is the one page that answers 404, to itself included.
        for (const u of await page.evaluate(internalTargets)) if (!targets.has(u) && !u.endsWith('/no-such-page')) targets.set(u, route)
        if (viewport !== DESKTOP) {
          await page.close()
          continue
        }
        // axe at one width: what it checks (names, contrast, roles) does not change with it.
        await addAxe(page)
        const result = await page.evaluate(async () => window.axe.run(document, { resultTypes: ['violations'] }))
        axe.push({
          where,
          violations: result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`),
        })
        await page.close()
      }
    }
  }
})

after(async () => {
  await browser?.close()
  await site?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('standards', () => {
  it('every page, server HTML and rendered DOM, has no Nu HTML Checker error and no unexplained warning', async () => {
    const files = [...saved.keys()].map((f) => join(dir, f))
    // vnu exits 1 when it reports anything; its JSON is on stderr.
    const { stderr } = await promisify(execFile)('java', ['-jar', vnuJar, '--format', 'json', ...files], { maxBuffer: 64 << 20 }).catch((e) => e)
    const { messages } = JSON.parse(stderr)
    const reported = messages
      .filter((m) => m.type === 'error' || (m.type === 'info' && m.subType === 'warning') || m.type === 'non-document-error')
      .filter((m) => !ALLOWED_WARNINGS.some((w) => m.type !== 'error' && m.message.includes(w.message)))
      .map((m) => {
        const file = decodeURIComponent(m.url ?? '').split('/').pop()
        return `${saved.get(file) ?? file}: ${m.type === 'error' ? 'error' : 'warning'}: ${m.message} at ${(m.extract ?? '').replace(/\s+/g, ' ').trim()}`
      })
    assert.deepEqual(reported, [], `${reported.length} Nu HTML Checker messages`)
  })

  it('every page has one h1, no skipped heading level, no section without a heading, and no link with generic text', () => {
    const bad = outline.filter((o) => o.problems.length > 0).map((o) => `${o.where}: ${o.problems.join('; ')}`)
    assert.deepEqual(bad, [])
  })

  it('axe finds no violation of any impact on any page, in either theme, at either width', () => {
    const bad = axe.filter((a) => a.violations.length > 0).map((a) => `${a.where}: ${a.violations.join('; ')}`)
    assert.deepEqual(bad, [])
  })

  it('a link-preview reader gets a title, description, 1200 × 630 absolute image, og:url and a Twitter card on every route', async () => {
    const problems = []
    for (const route of ROUTES.filter((r) => r !== '/no-such-page')) {
      const html = await (await fetch(site.baseUrl + route)).text()
      const { result } = await ogs({ html })
      const image = result.ogImage?.[0]
      const missing = []
      if (!result.ogTitle) missing.push('og:title')
      if (!result.ogDescription) missing.push('og:description')
      if (!result.ogUrl) missing.push('og:url')
      if (!result.twitterCard) missing.push('twitter:card')
      if (!result.twitterImage?.[0]?.url) missing.push('twitter:image')
      if (!image?.url || !/^https?:\/\//.test(image.url)) missing.push(`an absolute og:image (${image?.url})`)
      if (Number(image?.width) !== 1200 || Number(image?.height) !== 630) missing.push(`og:image:width/height 1200 × 630 (${image?.width} × ${image?.height})`)
      if (image?.url) {
        // The public URL may name another host: fetch the path from the site under test.
        const res = await fetch(site.baseUrl + new URL(image.url).pathname)
        const png = Buffer.from(await res.arrayBuffer())
        if (res.status !== 200) missing.push(`the image answers ${res.status}`)
        else if (png.toString('ascii', 1, 4) !== 'PNG' || png.readUInt32BE(16) !== 1200 || png.readUInt32BE(20) !== 630) {
          missing.push(`the image is not a 1200 × 630 PNG (${png.readUInt32BE(16)} × ${png.readUInt32BE(20)})`)
        }
      }
      if (missing.length) problems.push(`${route}: ${missing.join(', ')}`)
    }
    assert.deepEqual(problems, [])
  })

  it('no internal link or image of the rendered pages is broken', async () => {
    assert.ok(targets.size > 20, `the crawl found ${targets.size} links and images`)
    const broken = []
    for (const [url, from] of targets) {
      const res = await fetch(url, { redirect: 'follow' })
      await res.arrayBuffer()
      if (res.status !== 200) broken.push(`${url} (on ${from}): ${res.status}`)
    }
    assert.deepEqual(broken, [])
  })
})
