// Issue 9 in a real browser: every public page arrives with its content in
// the server's HTML (readable with JavaScript off, with its JSON-LD list),
// runs no app code until the visitor interacts, then adopts that HTML
// without a hydration error or any console error in either theme; a button
// pressed before the app is ready is pressed again once it is; pages and
// API answers go out compressed and revalidate with 304.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { DESKTOP, MOBILE, eventually, launch, openPage, startSite } from './harness.mjs'

const ROUTES = [
  { path: '/', heading: 'Jordan Avery', text: 'Impact Through Innovation' },
  { path: '/about', heading: 'About Jordan Avery', text: 'Producer, Investor & Creative Catalyst' },
  { path: '/portfolio', heading: 'Portfolio: A Creative Legacy', text: 'Interested in collaborating or learning more?', list: true },
  { path: '/portfolio/music', heading: 'Portfolio: A Creative Legacy', text: 'Music' },
  { path: '/games', heading: 'Games Portfolio', text: 'Games Portfolio', list: true },
  { path: '/investments', heading: 'Investments', text: 'Investment Index', list: true },
  { path: '/media-press', heading: 'Media & Press', text: 'Podcast Appearances', list: true },
  { path: '/contact', heading: 'Let’s Build Something Together', text: 'Send a Message' },
]

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

const hydrated = (page) => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')))

describe('the server HTML', () => {
  for (const route of ROUTES) {
    it(`${route.path} shows its heading and text with JavaScript disabled${route.list ? ', and its items as a JSON-LD list' : ''}`, async () => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE })
      const page = await context.newPage()
      const res = await page.goto(site.baseUrl + route.path)
      assert.equal(res.status(), 200)
      assert.equal((await page.locator('h1').first().innerText()).trim(), route.heading)
      await page.getByText(route.text, { exact: true }).first().waitFor({ state: 'visible', timeout: 2000 })
      await page.locator('footer').getByText('Producer, Investor & Creative Catalyst').waitFor({ state: 'visible', timeout: 2000 })
      const html = await res.text()
      assert.ok(!html.includes('\uE000'), 'no template marker is left')
      if (route.list) {
        const lists = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t)).filter((d) => d['@type'] === 'ItemList')
        assert.equal(lists.length, 1, 'one JSON-LD ItemList')
        assert.ok(lists[0].itemListElement.length > 0, 'the list has the demo items')
        assert.equal(lists[0].numberOfItems, lists[0].itemListElement.length)
        for (const el of lists[0].itemListElement) assert.ok(el.item.name, 'each item is named')
      }
      await context.close()
    })
  }

  it('/portfolio holds the projects themselves, not placeholders', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP })
    const page = await context.newPage()
    await page.goto(`${site.baseUrl}/portfolio`)
    assert.ok((await page.getByTestId('project-card').count()) >= 10)
    await page.getByRole('heading', { name: 'Starfall Legends' }).waitFor({ timeout: 2000 })
    await context.close()
  })
})

describe('hydration', () => {
  for (const route of ROUTES) {
    for (const theme of ['light', 'dark']) {
      it(`${route.path} (${theme}) runs no app code at load, then hydrates without an error`, async () => {
        const page = await openPage(browser, site.baseUrl, { viewport: MOBILE, theme })
        const console = []
        page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && console.push(`${m.type()}: ${m.text()}`))
        await page.goto(site.baseUrl + route.path, { waitUntil: 'networkidle' })
        assert.equal(await page.evaluate(() => document.documentElement.className), theme, 'the theme is right before any app code runs')
        assert.equal(await hydrated(page), false, 'nothing hydrates before the visitor interacts')
        await page.mouse.move(180, 400)
        await eventually(async () => assert.ok(await hydrated(page)), 15000)
        await page.waitForTimeout(500)
        assert.equal(await page.evaluate(() => document.documentElement.className), theme)
        const label = await page.getByTestId('theme-toggle').getAttribute('aria-label')
        assert.equal(label, theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme')
        assert.deepEqual(console, [], 'no console error or warning (React reports hydration mismatches there)')
        assert.deepEqual(page.errors, [])
        await page.close()
      })
    }
  }

  it('a button pressed before the app is ready is pressed again once it is', async () => {
    const page = await openPage(browser, site.baseUrl, { viewport: MOBILE })
    await page.goto(`${site.baseUrl}/portfolio`, { waitUntil: 'networkidle' })
    assert.equal(await hydrated(page), false)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.locator('#mobile-menu').waitFor({ state: 'visible', timeout: 15000 })
    assert.ok(await hydrated(page))
    await page.close()
  })

  it('the theme switches at once before the app is ready, and the app keeps the choice', async () => {
    const page = await openPage(browser, site.baseUrl, { viewport: MOBILE, theme: 'light' })
    await page.goto(`${site.baseUrl}/about`, { waitUntil: 'networkidle' })
    assert.equal(await hydrated(page), false)
    await page.getByTestId('theme-toggle').click()
    assert.equal(await page.evaluate(() => document.documentElement.className), 'dark')
    assert.equal(await page.evaluate(() => localStorage.getItem('vite-ui-theme')), 'dark')
    await eventually(async () => assert.ok(await hydrated(page)), 15000)
    await eventually(async () => assert.equal(await page.getByTestId('theme-toggle').getAttribute('aria-label'), 'Switch to light theme'))
    assert.equal(await page.evaluate(() => document.documentElement.className), 'dark')
    await page.getByTestId('theme-toggle').click()
    assert.equal(await page.evaluate(() => document.documentElement.className), 'light')
    await page.close()
  })

  it('a link followed before the app is ready loads the next page from the server', async () => {
    const page = await openPage(browser, site.baseUrl, { viewport: DESKTOP })
    await page.goto(`${site.baseUrl}/`, { waitUntil: 'networkidle' })
    await page.keyboard.press('Tab') // focus alone starts the app; the link still works either way
    await page.locator('header nav').getByRole('link', { name: 'Portfolio' }).click()
    await page.waitForURL(`${site.baseUrl}/portfolio`)
    await page.getByRole('heading', { name: 'Portfolio: A Creative Legacy' }).waitFor()
    await page.close()
  })
})

describe('bytes on the wire', () => {
  // (GET /api/site is under the size worth compressing.)
  for (const path of ['/', '/portfolio', '/about', '/api/portfolio/projects?category=games']) {
    it(`${path} goes out compressed, once per version, and revalidates with 304`, async () => {
      for (const [accept, coding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
      ]) {
        const res = await fetch(site.baseUrl + path, { headers: { 'Accept-Encoding': accept } })
        assert.equal(res.status, 200)
        assert.equal(res.headers.get('content-encoding'), coding)
        assert.match(res.headers.get('vary') ?? '', /Accept-Encoding/)
        const tag = res.headers.get('etag')
        assert.ok(tag, 'an entity tag')
        await res.arrayBuffer()
        const again = await fetch(site.baseUrl + path, { headers: { 'Accept-Encoding': accept } })
        assert.equal(again.headers.get('etag'), tag, 'the same version has the same tag')
        await again.arrayBuffer()
        const revalidated = await fetch(site.baseUrl + path, { headers: { 'Accept-Encoding': accept, 'If-None-Match': tag } })
        assert.equal(revalidated.status, 304)
      }
    })
  }

  it('the build goes out compressed and cached for a year', async () => {
    const html = await (await fetch(`${site.baseUrl}/`)).text()
    const script = html.match(/<script type="module"[^>]*src="([^"]+)"/)[1]
    const res = await fetch(site.baseUrl + script, { headers: { 'Accept-Encoding': 'br' } })
    assert.equal(res.headers.get('content-encoding'), 'br')
    assert.match(res.headers.get('cache-control'), /immutable/)
  })
})
