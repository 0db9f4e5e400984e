// Issue 13: the public site as the tools of auditors and crawlers read it.
// Every public route's server HTML, and its DOM once the app has adopted it
// (both themes, desktop and 360 px), is valid for the W3C Nu HTML Checker
// (one run over every saved page: the JVM starts once); every page has one
// h1, no skipped heading level and no section without a heading; axe finds
// no violation of any impact; a link-preview reader (open-graph-scraper)
// gets a complete preview whose image is 1200 × 630, the build's own and,
// once the owner has set one of another size, the owner's; and no internal
// link or image of the rendered pages is broken.
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { crc32, deflateSync } from 'node:zlib'
import { after, before, describe, it } from 'node:test'
import ogs from 'open-graph-scraper'
import { DESKTOP, MOBILE, addAxe, eventually, launch, openPage, projectWithPage, startSite } from './harness.mjs'
import { PASSWORD, USERNAME } from './admin-harness.mjs'

/** The public routes; before() adds a project's page, whose address comes from the API. */
const ROUTES = ['/', '/about', '/portfolio', '/portfolio/music', '/games', '/investments', '/media-press', '/speaking', '/contact', '/press-kit', '/no-such-page']
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

/** A w × h PNG (a colour gradient), written here: RGB, no filter, one zlib stream. */
function gradientPNG(w, h) {
  const rows = Buffer.alloc((3 * w + 1) * h)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) rows.set([(255 * x) / w, (255 * y) / h, 120], y * (3 * w + 1) + 1 + 3 * x)
  }
  const chunk = (type, body) => {
    const head = Buffer.alloc(8)
    head.writeUInt32BE(body.length)
    head.write(type, 4, 'ascii')
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])))
    return Buffer.concat([head, body, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(w)
  ihdr.writeUInt32BE(h, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))])
}

/** The type and size of a PNG or JPEG (from its header, or a JPEG's frame marker). */
function imageInfo(b) {
  if (b.toString('latin1', 1, 4) === 'PNG') return { type: 'image/png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) }
  if (b[0] === 0xff && b[1] === 0xd8) {
    for (let i = 2; i + 9 < b.length; ) {
      if (b[i] !== 0xff) break
      const marker = b[i + 1]
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return { type: 'image/jpeg', width: b.readUInt16BE(i + 7), height: b.readUInt16BE(i + 5) }
      i += 2 + b.readUInt16BE(i + 2)
    }
  }
  return { type: 'unknown', width: 0, height: 0 }
}

/**
 * What a link-preview reader misses on each public route: the tags, an
 * absolute image URL with its width, height and type, and the image itself
 * (fetched) of that type and exactly 1200 × 630. onImage sees each image URL.
 */
async function previewProblems(onImage = () => {}) {
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
    else if (result.twitterImage[0].url !== image?.url) missing.push(`twitter:image ${result.twitterImage[0].url} is not og:image ${image?.url}`)
    if (!image?.url || !/^https?:\/\//.test(image.url)) missing.push(`an absolute og:image (${image?.url})`)
    if (Number(image?.width) !== 1200 || Number(image?.height) !== 630) missing.push(`og:image:width/height 1200 × 630 (${image?.width} × ${image?.height})`)
    if (!image?.type) missing.push('og:image:type')
    if (image?.url && /^https?:\/\//.test(image.url)) {
      onImage(image.url)
      // The public URL may name another host: fetch the path from the site under test.
      const res = await fetch(site.baseUrl + new URL(image.url).pathname)
      const got = imageInfo(Buffer.from(await res.arrayBuffer()))
      if (res.status !== 200) missing.push(`the image answers ${res.status}`)
      else if (got.width !== 1200 || got.height !== 630) missing.push(`the image is ${got.width} × ${got.height}, not 1200 × 630`)
      else if (got.type !== image.type || res.headers.get('content-type') !== image.type) missing.push(`the image is ${got.type} served as ${res.headers.get('content-type')}, og:image:type says ${image.type}`)
    }
    if (missing.length) problems.push(`${route}: ${missing.join(', ')}`)
  }
  return problems
}

const fileName = (route, rest) => `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}-${rest}.html`

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portfolio-standards-'))
  site = await startSite()
  browser = await launch()
  // A project's page (the one with the most images), as the API names it: the same component for every project.
  ROUTES.splice(ROUTES.indexOf('/no-such-page'), 0, (await projectWithPage(site.baseUrl)).path)
  // An appearance's page (issue 40): the first of the public list, the same component for every one.
  ROUTES.splice(ROUTES.indexOf('/no-such-page'), 0, (await (await fetch(`${site.baseUrl}/api/appearances`)).json())[0].path)
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
    // The DOM once the page's script has enhanced it.
    for (const theme of THEMES) {
      for (const [width, viewport] of Object.entries(VIEWPORTS)) {
        const page = await openPage(browser, site.baseUrl, { viewport, theme, reducedMotion: 'reduce' })
        await page.goto(site.baseUrl + route, { waitUntil: 'networkidle' })
        await page.waitForTimeout(300)
        const where = `${route} (${theme}, ${width})`
        const name = fileName(route, `${theme}-${width}`)
        writeFileSync(join(dir, name), await page.content())
        saved.set(name, where)
        outline.push({ where, problems: await page.evaluate(headingProblems) })
        // The not-found page is the one page that answers 404, to itself included.
        for (const u of await page.evaluate(internalTargets)) if (!targets.has(u) && !u.endsWith('/no-such-page')) targets.set(u, route)
        // axe at both widths: the narrow layout has elements of its own (the menu button, stacked cards).
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
  it('every page, server HTML and rendered DOM, has no Nu HTML Checker error and no unexplained warning', async (t) => {
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
    const notes = messages.filter((m) => m.type === 'info' && m.subType !== 'warning').length
    t.diagnostic(`${files.length} documents checked: ${messages.length} messages, ${notes} info notes, ${messages.length - notes - reported.length} listed warnings, ${reported.length} reported`)
    assert.deepEqual(reported, [], `${reported.length} Nu HTML Checker messages`)
  })

  it('every page has one h1, no skipped heading level, no section without a heading, and no link with generic text', (t) => {
    t.diagnostic(`${outline.length} pages outlined`)
    const bad = outline.filter((o) => o.problems.length > 0).map((o) => `${o.where}: ${o.problems.join('; ')}`)
    assert.deepEqual(bad, [])
  })

  it('axe finds no violation of any impact on any page, in either theme, at either width', (t) => {
    t.diagnostic(`${axe.length} pages checked by axe`)
    const bad = axe.filter((a) => a.violations.length > 0).map((a) => `${a.where}: ${a.violations.join('; ')}`)
    assert.deepEqual(bad, [])
  })

  it('a link-preview reader gets a title, description, 1200 × 630 absolute image, og:url and a Twitter card on every route', async () => {
    assert.deepEqual(await previewProblems(), [])
  })

  it("so it does with the owner's own share image of another size (900 × 900, uploaded in the Site tab)", async () => {
    const admin = await browser.newContext()
    const api = admin.request
    const signIn = await api.post(`${site.baseUrl}/api/auth/login`, { data: { username: USERNAME, password: PASSWORD } })
    assert.equal(signIn.status(), 200, await signIn.text())
    const up = await api.post(`${site.baseUrl}/api/upload`, { multipart: { file: { name: 'square.png', mimeType: 'image/png', buffer: gradientPNG(900, 900) } } })
    assert.equal(up.status(), 201, await up.text())
    const { url } = await up.json()
    const { seo } = await (await api.get(`${site.baseUrl}/api/site`)).json()
    const saved = await api.put(`${site.baseUrl}/api/site`, { data: { seo: { ...seo, shareImage: url } } })
    assert.equal(saved.status(), 200, await saved.text())
    await admin.close()
    const images = new Set()
    assert.deepEqual(await previewProblems((u) => images.add(new URL(u).pathname)), [])
    assert.deepEqual([...images], [url.replace(/\.png$/, '-og.jpg')], "every route's image is the owner's upload's share copy")
  })

  it('no internal link or image of the rendered pages is broken', async (t) => {
    t.diagnostic(`${targets.size} internal links and images fetched`)
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
