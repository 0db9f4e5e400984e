// Issues 9 and 20 in a real browser: every public page arrives with its
// content in the server's HTML (readable with JavaScript off, with its
// JSON-LD list) and never starts an app; on the phone profile, with script
// and without, the first tap works natively (no script is fetched for it),
// the first scroll is never undone, nothing errs on any route, and search
// (only the sections with a match, and how many: issue 39), categories,
// 'Watch Now' and project cards work without script; pages and API
// answers go out compressed and revalidate with 304.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, DESKTOP, MOBILE, eventually, launch, openPage, startSite } from './harness.mjs'

const ROUTES = [
  { path: '/', heading: 'Jordan Avery', text: 'Impact Through Innovation' },
  { path: '/about', heading: 'About Jordan Avery', text: 'Producer, Investor & Creative Catalyst' },
  { path: '/portfolio', heading: 'Portfolio: A Creative Legacy', text: 'Interested in collaborating or learning more?', list: true },
  { path: '/portfolio/music', heading: 'Music', text: 'Music Videos', list: true },
  { path: '/portfolio/character-design', heading: 'Character Design', text: 'Interested in collaborating or learning more?', list: true },
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

/**
 * The phone profile of issue 20 (Lighthouse's mobile figures): CPU slowed
 * 4×, 150 ms round trip, 1.6 Mbps down, 360 px, touch.
 */
async function phonePage({ javaScriptEnabled = true, theme } = {}) {
  const context = await browser.newContext({ viewport: MOBILE, hasTouch: true, isMobile: true, javaScriptEnabled })
  if (theme) await context.addInitScript((t) => localStorage.setItem('vite-ui-theme', t), theme)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 })
  page.errors = []
  page.console = []
  page.on('pageerror', (e) => page.errors.push(e.message))
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && page.console.push(`${m.type()}: ${m.text()}`))
  page.scripts = []
  page.on('request', (r) => r.resourceType() === 'script' && page.scripts.push(new URL(r.url()).pathname))
  page.done = () => context.close()
  return page
}

/** Taps a control and returns the scripts requested from the tap until `settled` resolves. */
async function tapAndWatch(page, locator, settled) {
  const before = page.scripts.length
  await locator.tap()
  await settled()
  return page.scripts.slice(before)
}

describe('the first tap, on a phone', { skip: process.env.BROWSER_BACKEND === 'postgres' && 'the same pages and script as the SQLite run, tapped there' }, () => {
  for (const javaScriptEnabled of [true, false]) {
    const mode = javaScriptEnabled ? 'with script' : 'without script'
    it(`the menu opens at the first tap and its links work, ${mode}; no script is fetched for it`, async () => {
      const page = await phonePage({ javaScriptEnabled })
      await page.goto(`${site.baseUrl}/`, { waitUntil: 'commit' })
      const button = page.getByRole('button', { name: 'Open menu' })
      await button.waitFor()
      const fetched = await tapAndWatch(page, button, () => page.getByRole('navigation', { name: 'Mobile' }).waitFor({ state: 'visible', timeout: 5000 }))
      assert.deepEqual(fetched, [], 'opening the menu needs no script download')
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Portfolio' }).tap()
      await page.waitForURL(`${site.baseUrl}/portfolio`, { waitUntil: 'domcontentloaded' })
      assert.equal(await page.getByRole('navigation', { name: 'Mobile' }).count(), 0, 'the menu is closed on the new page')
      assert.deepEqual(page.errors, [])
      await page.done()
    })

    it(`the portfolio index scrolls to its section at the first tap, ${mode}`, async () => {
      const page = await phonePage({ javaScriptEnabled })
      await page.goto(`${site.baseUrl}/portfolio`, { waitUntil: 'domcontentloaded' })
      const entry = page.getByRole('navigation', { name: 'Portfolio sections' }).getByRole('link', { name: 'Music' })
      await entry.tap()
      // It lands just under the sticky bars (the header and the index's strip: issue 39), not beneath them.
      await eventually(async () => {
        const { top, bars } = await page.evaluate(() => ({
          top: document.getElementById('music').getBoundingClientRect().top,
          bars: document.querySelector('nav[data-sticky-strip]').getBoundingClientRect().bottom,
        }))
        assert.ok(top >= bars && top <= bars + 24, `#music top is ${top}, the sticky bars end at ${bars}`)
      }, 8000)
      assert.match(page.url(), /#music$/)
      if (javaScriptEnabled) await eventually(async () => assert.equal(await entry.getAttribute('aria-current'), 'location'))
      await page.done()
    })
  }

  it('the first scroll is never undone, and the page never moves by itself', async () => {
    for (const path of ['/', '/portfolio', '/media-press']) {
      const page = await phonePage()
      await page.goto(site.baseUrl + path, { waitUntil: 'domcontentloaded' })
      await page.evaluate(() => window.scrollTo(0, 900))
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(1500)
      assert.equal(await page.evaluate(() => Math.round(window.scrollY)), 900, `${path}: the visitor's scroll stands`)
      assert.deepEqual(page.errors, [])
      await page.done()
    }
  })

  it('/portfolio/music is a page of its own: only its section, the other categories a link away', async () => {
    const page = await phonePage({ javaScriptEnabled: false })
    // The page's HTML is the claim, not its images: without script Chromium loads lazy images at once, and
    // on the throttled link the load event of a loaded machine came after goto's 30 s (the clean-clone run).
    await page.goto(`${site.baseUrl}/portfolio/music`, { waitUntil: 'domcontentloaded' })
    assert.deepEqual(await page.locator('[data-testid^="portfolio-section-"]').evaluateAll((els) => els.map((e) => e.dataset.testid)), ['portfolio-section-music'])
    assert.ok((await page.getByTestId('project-card').count()) > 0, 'its projects')
    assert.equal(await page.getByRole('heading', { name: 'Starfall Legends' }).count(), 0, 'no game on the music page')
    const index = page.getByRole('navigation', { name: 'Portfolio categories' })
    assert.equal(await index.getByRole('link', { name: 'Music' }).getAttribute('aria-current'), 'page')
    await index.getByRole('link', { name: 'Games' }).tap()
    await page.waitForURL(/\/portfolio\/games$/, { waitUntil: 'domcontentloaded' })
    assert.equal((await page.locator('h1').innerText()).trim(), 'Games')
    const crumbs = page.getByRole('navigation', { name: 'breadcrumb' })
    assert.equal(await crumbs.getByRole('link', { name: 'Portfolio' }).getAttribute('href'), '/portfolio')
    await page.done()
  })

  for (const route of ['/', '/about', '/portfolio', '/games', '/investments', '/media-press', '/contact', '/no-such-page']) {
    it(`${route} loads no app, with no console or page error`, async () => {
      const page = await phonePage()
      const res = await page.goto(site.baseUrl + route, { waitUntil: 'networkidle' })
      assert.equal(res.status(), route === '/no-such-page' ? 404 : 200)
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await page.waitForTimeout(300)
      assert.ok(page.scripts.length <= 2, page.scripts.join(', '))
      assert.equal(await page.evaluate(() => 'React' in window || !!document.querySelector('[data-reactroot]')), false)
      // The not-found page's own status is the one error Chromium logs there.
      const own = route === '/no-such-page' ? /status of 404 \(Not Found\)/ : null
      assert.deepEqual(page.console.filter((m) => !own?.test(m)), [])
      assert.deepEqual(page.errors, [])
      await page.done()
    })
  }
})

describe('page to page', () => {
  it('every public page goes into the back/forward cache: back is instant, the page as it was', async () => {
    // Playwright turns the cache off by default; a visitor's browser has it.
    const bf = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: CHROMIUM_FLAGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] })
    try {
      const page = await (await bf.newContext({ viewport: MOBILE })).newPage()
      for (const [from, to] of [['/', '/portfolio'], ['/portfolio', '/contact'], ['/contact', '/about'], ['/media-press', '/games'], ['/investments', '/no-such-page']]) {
        await page.goto(site.baseUrl + from, { waitUntil: 'networkidle' })
        await page.evaluate(() => {
          window.__before = true
          addEventListener('pageshow', (e) => (window.__persisted = e.persisted))
        })
        await page.goto(site.baseUrl + to, { waitUntil: 'networkidle' })
        await page.goBack({ waitUntil: 'commit' })
        await eventually(async () => assert.deepEqual(await page.evaluate(() => [window.__before, window.__persisted]), [true, true], `${from} restored from the back/forward cache`))
      }
    } finally {
      await bf.close()
    }
  })
})

// Issue 39: a search shows only the sections with a match and says how many
// match; nothing matching is one empty state. The server's HTML is the page,
// so with script it is the same.
describe('the portfolio search says what it found', () => {
  for (const javaScriptEnabled of [true, false]) {
    const mode = javaScriptEnabled ? 'with script' : 'without script'
    it(`only the sections with a match, a count, and one empty state when nothing matches, ${mode}`, async () => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: DESKTOP })
      const page = await context.newPage()
      await page.goto(`${site.baseUrl}/portfolio?search=lantern`, { waitUntil: 'load' })
      await page.getByTestId('portfolio-search').getByText('1 project matching “lantern”').waitFor()
      const sections = page.locator('[data-testid^="portfolio-section-"]')
      assert.deepEqual(await sections.evaluateAll((els) => els.map((el) => el.dataset.testid)), ['portfolio-section-cinematics'])
      await page.getByRole('heading', { name: 'The Last Lantern' }).waitFor()
      assert.equal(await page.getByText(/^No .* projects found\.$/).count(), 0, 'no section says it has nothing')
      const index = page.getByRole('navigation', { name: 'Portfolio sections' })
      assert.deepEqual(await index.getByRole('link').allInnerTexts(), ['Cinematics'], 'the index lists the sections shown')

      await page.goto(`${site.baseUrl}/portfolio?search=zzzz-no-match`, { waitUntil: 'load' })
      await page.getByTestId('portfolio-search').getByText('0 projects matching “zzzz-no-match”').waitFor()
      await page.getByText('Nothing in the portfolio matches your search.', { exact: false }).waitFor()
      assert.equal(await sections.count(), 0)
      assert.equal(await page.getByText(/^No .* projects found\.$/).count(), 0)
      assert.equal(await index.count(), 0, 'no index of nothing')
      await context.close()
    })
  }
})

describe('without script', () => {
  it('searches the portfolio on the server', async () => {
    const page = await phonePage({ javaScriptEnabled: false })
    await page.goto(`${site.baseUrl}/portfolio`, { waitUntil: 'domcontentloaded' })
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('Starfall')
    await page.getByRole('button', { name: 'Search' }).tap()
    await page.waitForURL(/\/portfolio\?search=Starfall$/, { waitUntil: 'domcontentloaded' })
    await page.getByRole('heading', { name: 'Starfall Legends' }).waitFor()
    assert.ok((await page.getByTestId('project-card').count()) < 5, 'only the matching projects')
    assert.equal(await page.getByTestId('portfolio-section-film-animation').count(), 0, 'a section without a match is not shown')
    assert.equal(await page.getByRole('searchbox', { name: 'Search projects' }).inputValue(), 'Starfall')
    await page.done()
  })

  it("'Watch Now', video and gallery controls are links to what they show", async () => {
    const page = await phonePage({ javaScriptEnabled: false })
    await page.goto(`${site.baseUrl}/media-press`, { waitUntil: 'domcontentloaded' })
    const watch = page.getByRole('link', { name: 'Watch Now' }).first()
    assert.match(await watch.getAttribute('href'), /^https:\/\//)
    await page.done()
  })

  it("a card is one link, its title, to the project's page; the image leads there too; the badge says what it counts", async () => {
    const page = await phonePage({ javaScriptEnabled: false })
    const projects = await (await page.request.get(`${site.baseUrl}/api/portfolio/projects?category=music`)).json()
    await page.goto(`${site.baseUrl}/portfolio/music`, { waitUntil: 'domcontentloaded' })
    const card = page.getByTestId('project-card').first()
    const title = (await card.getByRole('heading').innerText()).trim()
    const project = projects.find((p) => p.title === title)
    assert.ok(project?.slug, `the card's project (${title}) has a page`)
    assert.equal(await card.getAttribute('id'), `project-${project.slug}`, '/portfolio#project-{slug} lands on the card')
    const links = card.getByRole('link', { name: title, exact: true })
    assert.equal(await links.count(), 1, 'one link to the page, named by the title')
    assert.equal(await links.getAttribute('href'), project.path)
    const badge = page.getByTestId('project-image-count').first()
    assert.match(await badge.innerText(), /^\d+ images?$/)
    // The title's link covers the card: a tap on the picture is a tap on it.
    await card.locator('img').first().scrollIntoViewIfNeeded()
    const picture = await card.locator('img').first().boundingBox()
    await page.touchscreen.tap(picture.x + picture.width / 2, picture.y + picture.height / 2)
    await page.waitForURL((u) => u.pathname === project.path, { waitUntil: 'domcontentloaded' })
    await page.done()
  })

  it('media categories are links the server answers', async () => {
    const page = await phonePage({ javaScriptEnabled: false })
    await page.goto(`${site.baseUrl}/media-press`, { waitUntil: 'domcontentloaded' })
    await page.getByRole('navigation', { name: 'Media categories' }).getByRole('link', { name: 'Interviews' }).tap()
    await page.waitForURL(/\/media-press\?category=interviews$/, { waitUntil: 'domcontentloaded' })
    await page.getByRole('heading', { name: 'Interviews', level: 2 }).waitFor()
    assert.equal(await page.getByRole('heading', { name: 'Podcast Appearances', level: 2 }).count(), 0)
    await page.done()
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
