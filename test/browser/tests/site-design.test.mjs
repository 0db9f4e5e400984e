// Issue 24, a designed site: the chosen typefaces are self-hosted and
// preloaded by the server-rendered HTML and used by headings and text;
// grids fit their item count (no card alone in a row of three or four); no
// word breaks inside at 360 px, and no page scrolls sideways, on every
// public page at 360 and 1280 px.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { DESKTOP, launch, MOBILE, openPage, startSite } from './harness.mjs'

const ROUTES = ['/', '/about', '/portfolio', '/games', '/investments', '/media-press', '/contact']

let site
let browser

before(async () => {
  site = await startSite()
  browser = await launch()
})

after(async () => {
  await browser?.close()
  await site?.stop()
})

describe('typefaces', () => {
  it('the server HTML preloads both woff2 faces, served from the site, and headings and text use them', async () => {
    const html = await (await fetch(`${site.baseUrl}/`)).text()
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)" as="font" type="font\/woff2" crossorigin>/g)].map((m) => m[1])
    assert.equal(preloads.length, 2, 'two faces preloaded')
    assert.match(html, /@font-face\{font-family:"Fraunces Variable";[^}]*font-display:optional/)
    assert.match(html, /@font-face\{font-family:"Manrope Variable";[^}]*font-display:optional/)
    // Each face in two files (issue 44): the English characters (preloaded), and the rest of Latin-1, declared for
    // its range alone and not preloaded.
    const faces = [...html.matchAll(/@font-face\{font-family:"([^"]+)";[^}]*src:url\(([^)]+)\)[^}]*unicode-range:([^}]+)\}/g)].map((m) => ({ family: m[1], href: m[2], range: m[3] }))
    assert.equal(faces.length, 4, 'four @font-face rules')
    for (const f of faces) {
      const extra = /-extra-[0-9a-f]{8}\.woff2$/.test(f.href)
      assert.equal(preloads.includes(f.href), !extra, `${f.href}: preloaded if and only if it is the first part`)
      assert.equal(/U\+00E9|U\+00B8-00FF/.test(f.range), extra, `${f.href}: accented letters only in the second part (${f.range})`)
      assert.match(f.range, extra ? /U\+20AC/ : /U\+0020-007E/)
    }
    let total = 0
    for (const href of faces.map((f) => f.href)) {
      assert.match(href, /^\/assets\/(fraunces-600|manrope-400-700)(-extra)?-[0-9a-f]{8}\.woff2$/, 'a subset (frontend/scripts/subset-fonts.sh) under a hashed name')
      const res = await fetch(`${site.baseUrl}${href}`)
      assert.equal(res.status, 200)
      const body = Buffer.from(await res.arrayBuffer())
      assert.equal(body.subarray(0, 4).toString('latin1'), 'wOF2', `${href} is woff2`)
      if (preloads.includes(href)) total += body.length
      assert.match(res.headers.get('cache-control') ?? '', /immutable/)
    }
    // The packages' whole Latin files were 61 KB, the two one-file faces 36 KB: on a slow network they share the link
    // with the home page's hero image.
    assert.ok(total <= 25_000, `the two preloaded parts are at most 25 KB together (${total} bytes)`)

    const page = await openPage(browser, site.baseUrl)
    const fonts = []
    page.on('response', (r) => r.url().endsWith('.woff2') && fonts.push(`${new URL(r.url()).pathname} ${r.status()}`))
    await page.goto(`${site.baseUrl}/`, { waitUntil: 'networkidle' })
    const used = await page.evaluate(async () => {
      await document.fonts.ready
      return {
        heading: getComputedStyle(document.querySelector('h1')).fontFamily,
        body: getComputedStyle(document.body).fontFamily,
        loaded: [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, '')),
      }
    })
    assert.match(used.heading, /^"?Fraunces Variable/)
    assert.match(used.body, /^"?Manrope Variable/)
    assert.ok(used.loaded.includes('Fraunces Variable') && used.loaded.includes('Manrope Variable'), `both faces load (${used.loaded})`)
    // A heading with an accented letter fetches the second part of its face, and draws the letter in it.
    const drawn = await page.evaluate(async () => {
      const h = document.querySelector('h1')
      h.textContent = 'Zoë Café'
      await document.fonts.load('600 1em "Fraunces Variable"', 'ë')
      return document.fonts.check('600 1em "Fraunces Variable"', 'Zoë Café')
    })
    assert.ok(fonts.some((f) => /\/assets\/fraunces-600-extra-[0-9a-f]{8}\.woff2 200$/.test(f)), `the second part was fetched (${fonts})`)
    assert.ok(drawn, 'the accented letters are drawn in Fraunces')
    await page.close()
  })

  it('nothing holds the first paint but the HTML: no stylesheet to fetch; the opt-in to view transitions is in effect', async () => {
    const html = await (await fetch(`${site.baseUrl}/`)).text()
    assert.deepEqual(html.match(/<link[^>]*rel="?stylesheet[^>]*>/g) ?? [], [], 'no linked stylesheet')
    // A page reached by a link from another reveals itself with a view transition (pagereveal's viewTransition).
    const page = await openPage(browser, site.baseUrl)
    await page.addInitScript(() => addEventListener('pagereveal', (e) => (window.revealedWith = e.viewTransition ? 'a view transition' : 'none')))
    await page.goto(`${site.baseUrl}/`)
    const rules = await page.evaluate(() => document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((r) => r.constructor.name)))
    assert.ok(rules.includes('CSSViewTransitionRule'), `the page opts in to cross-document view transitions (${rules})`)
    await page.locator('a[href="/about"]').first().click()
    await page.waitForURL(`${site.baseUrl}/about`)
    assert.equal(await page.waitForFunction(() => window.revealedWith).then((h) => h.jsonValue()), 'a view transition')
    await page.close()
  })
})

/** The grids on the page: for each, how many items each row holds (the widest row is its column count). */
async function gridRows(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => getComputedStyle(el).display === 'grid' && el.children.length > 1)
      .map((el) => {
        const tops = new Map()
        for (const c of el.children) {
          const r = c.getBoundingClientRect()
          if (r.width === 0) continue
          const top = Math.round(r.top)
          tops.set(top, (tops.get(top) ?? 0) + 1)
        }
        const rows = [...tops.values()]
        return { columns: Math.max(...rows), cards: el.children.length, rows, id: el.closest('[id]')?.id ?? '' }
      }),
  )
}

/** Words (of text nodes in <main>, header and footer) drawn on more than one line. */
async function brokenWords(page) {
  return page.evaluate(() => {
    const broken = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement
      if (!el || el.closest('script, style, [aria-hidden="true"], [hidden]') || getComputedStyle(el).display === 'none') continue
      for (const m of n.data.matchAll(/[A-Za-z\u00c0-\u024f'’-]{4,}/g)) {
        const range = document.createRange()
        range.setStart(n, m.index)
        range.setEnd(n, m.index + m[0].length)
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
        // A hyphenated compound may wrap at its hyphen; a word may not wrap inside.
        if (lines.size > 1 && !m[0].includes('-')) broken.push(m[0])
      }
    }
    return broken
  })
}

describe('layout on every public page', () => {
  for (const route of ROUTES) {
    it(`${route}: no card alone in a row of three or four (1280 px); whole words and no sideways scroll (360 and 1280 px)`, async () => {
      for (const viewport of [MOBILE, DESKTOP]) {
        const page = await openPage(browser, site.baseUrl, { viewport, reducedMotion: 'reduce' })
        await page.goto(`${site.baseUrl}${route}`, { waitUntil: 'networkidle' })
        await page.evaluate(() => document.fonts.ready)
        if (viewport === DESKTOP) {
          for (const g of await gridRows(page)) {
            if (g.columns < 3) continue
            const lone = g.rows.some((n) => n === 1) && g.cards > 1
            assert.ok(!lone, `${route} #${g.id}: ${g.cards} cards in rows of ${g.rows.join(', ')} (${g.columns} columns)`)
            if (g.cards === 4 && g.columns === 3) assert.deepEqual(g.rows, [2, 2], `${route} #${g.id}: four cards are 2 × 2`)
          }
        }
        assert.deepEqual(await brokenWords(page), [], `${route} at ${viewport.width} px: no word breaks inside`)
        const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        assert.ok(wide <= 0, `${route} at ${viewport.width} px scrolls sideways by ${wide} px`)
        await page.close()
      }
    })
  }
})
