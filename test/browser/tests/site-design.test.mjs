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
    let total = 0
    for (const href of preloads) {
      assert.match(href, /^\/assets\/(fraunces-600|manrope-400-700)-[0-9a-f]{8}\.woff2$/, 'a subset (frontend/scripts/subset-fonts.sh) under a hashed name')
      const res = await fetch(`${site.baseUrl}${href}`)
      assert.equal(res.status, 200)
      const body = Buffer.from(await res.arrayBuffer())
      assert.equal(body.subarray(0, 4).toString('latin1'), 'wOF2', `${href} is woff2`)
      total += body.length
      assert.match(res.headers.get('cache-control') ?? '', /immutable/)
    }
    // The packages' whole Latin files were 61 KB and delayed the home page's hero image on a slow network.
    assert.ok(total <= 40_000, `the two faces are at most 40 KB together (${total} bytes)`)

    const page = await openPage(browser, site.baseUrl)
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
