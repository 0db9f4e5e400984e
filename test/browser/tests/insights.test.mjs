// Issue 26 in a real browser: a visitor on a throttled phone reads the home
// page, taps, and leaves; the site's own Insights then hold that page view
// and visitor, and the page's Web Vitals as the browser measured them (the
// same LCP the page's own PerformanceObserver saw: the site measuring
// itself agrees with the lab). A click on a project's outbound link is
// counted by its ping, and the link is followed as it would be without the
// count. Public responses set no cookie.
// Issue 37: Chromium here is headless, which the site counts as a bot, so
// the visitor's page says it is a phone's Chrome (PHONE_UA); the headless
// browser as it is counts as a bot view. A link fetched ahead on hover
// (the pages' speculation rules) is no view until it is opened.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { request } from 'playwright-core'
import { MOBILE, launch, openPage, projectWithPage, startSite } from './harness.mjs'
import { PASSWORD, USERNAME } from './admin-harness.mjs'

let site
let browser
let api

before(async () => {
  site = await startSite()
  browser = await launch()
  api = await request.newContext({ baseURL: site.baseUrl })
  const res = await api.post('/api/auth/login', { data: { username: USERNAME, password: PASSWORD } })
  assert.equal(res.status(), 200, await res.text())
})

after(async () => {
  await api?.dispose()
  await browser?.close()
  await site?.stop()
})

const today = () => new Date().toISOString().slice(0, 10)

/** A real phone's Chrome: what the visitor of these tests is (HeadlessChrome is counted as a bot). */
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

/** Today's totals and a page's views in a report. */
const dayOf = (rep) => rep.days.find((d) => d.date === today())
const viewsOf = (rep, path) => rep.pages.find((p) => p.path === path)?.views ?? 0

/** The report of today, polled until check(report) holds (figures lag by the flush interval). */
async function reportWhen(check, what) {
  // A hang guard: the flush interval (5 s) plus a slow, shared machine.
  const deadline = Date.now() + 45000
  let last
  while (Date.now() < deadline) {
    const res = await api.get(`/api/insights?from=${today()}&to=${today()}`)
    assert.equal(res.status(), 200)
    last = await res.json()
    if (check(last)) return last
    await new Promise((r) => setTimeout(r, 500))
  }
  assert.fail(`${what}: not in the report within 45 s: ${JSON.stringify(last)}`)
}

describe('insights: what a real visit leaves', () => {
  it("counts a phone's visit and reports its Web Vitals as the browser measured them", async () => {
    const page = await openPage(browser, site.baseUrl, { viewport: MOBILE, userAgent: PHONE_UA })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.addInitScript(() => {
      window.__lcp = 0
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__lcp = e.startTime
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    const res = await page.goto(`${site.baseUrl}/`, { waitUntil: 'load' })
    assert.deepEqual(await res.headerValues('set-cookie'), [], 'the public page sets no cookie')
    // A tap: the interaction INP measures (the mobile menu's button).
    await page.getByRole('button', { name: 'Open menu' }).tap().catch(() => page.getByRole('button', { name: 'Open menu' }).click())
    await page.waitForTimeout(300)
    const lcp = await page.evaluate(() => window.__lcp)
    assert.ok(lcp > 0, 'the browser saw a largest contentful paint')
    // Leaving the page hides it: the script sends its metrics then.
    await page.goto(`${site.baseUrl}/about`, { waitUntil: 'load' })
    await page.close()

    // The two views and each metric's beacon (one per metric) may reach different flushes: wait for all.
    const vital = (r, metric) => r.vitals.some((v) => v.path === '/' && v.metric === metric)
    const rep = await reportWhen(
      (r) => vital(r, 'LCP') && vital(r, 'CLS') && (dayOf(r)?.views ?? 0) >= 2,
      "the home page's LCP and CLS and both page views",
    )
    const day = dayOf(rep)
    assert.ok(day.views >= 2, `two page views at least: ${JSON.stringify(day)}`)
    assert.ok(day.visitors >= 1, 'the visitor is counted')
    assert.ok(rep.pages.some((p) => p.path === '/' && p.views >= 1))
    const reported = rep.vitals.find((v) => v.path === '/' && v.metric === 'LCP')
    // The histogram keeps whole ms up to a second and 10 ms steps up to 10 s.
    assert.ok(Math.abs(reported.p75 - lcp) <= 11, `LCP reported ${reported.p75} ms, measured in the page ${lcp} ms`)
    assert.equal(reported.samples, 1, 'one page view, one LCP')
    const cls = rep.vitals.find((v) => v.path === '/' && v.metric === 'CLS')
    assert.ok(cls, 'CLS is reported too')
    assert.ok(cls.p75 <= 0.1, `CLS ${cls.p75}`)
  })

  it("counts a click on a project's outbound link by its ping, and the link still leads out", async () => {
    const project = await projectWithPage(site.baseUrl)
    const page = await openPage(browser, site.baseUrl, { viewport: MOBILE, userAgent: PHONE_UA })
    await page.goto(`${site.baseUrl}${project.path}`, { waitUntil: 'load' })
    // A link that leaves (not the trailer, which plays in the page).
    const link = page.locator('a[ping*="/api/outbound?kind=project"]:not([data-embed])').first()
    await link.waitFor()
    const href = await link.getAttribute('href')
    assert.match(href, /^https?:\/\//, 'an outbound link keeps its address')
    // The browser posts the ping as it follows the link (the server's side
    // is what counts: Playwright does not always show a ping as a request).
    await link.click().catch(() => {})
    await page.waitForTimeout(500)
    // The trailer played in the page counts too (its ping sent as a beacon).
    const trailer = page.locator('a[ping*="/api/outbound?kind=project"][data-embed]').first()
    if (await trailer.count()) {
      await trailer.click()
      await page.getByRole('dialog').waitFor()
    }
    const expected = (await trailer.count()) ? 2 : 1
    await page.close()
    await reportWhen((r) => r.outbound.some((o) => o.kind === 'project' && o.id === project.id && o.clicks >= expected), `${expected} outbound clicks`)
  })

  it('counts a headless browser as a bot, not a visitor', async () => {
    const before = dayOf(await reportWhen(() => true, 'the report'))
    const page = await openPage(browser, site.baseUrl, { viewport: MOBILE })
    assert.match(await page.evaluate(() => navigator.userAgent), /HeadlessChrome/)
    await page.goto(`${site.baseUrl}/portfolio`, { waitUntil: 'load' })
    await page.close()
    const day = dayOf(await reportWhen((r) => dayOf(r).botViews > before.botViews, 'the headless view as a bot view'))
    assert.equal(day.views, before.views, "no person's view")
    assert.equal(day.visitors, before.visitors, 'no visitor')
  })

  // Chromium under DevTools (Playwright) does not prerender ("PrerenderingDisabledByDevTools"): the
  // speculation rule's prerender falls back to a prefetch, the same speculative request (Sec-Purpose:
  // prefetch) and the same promise. The prerender's own path (prerenderingchange) is covered by
  // adapters/http (TestInsightsCountAPrerenderOnlyOnceOpened) and src/public/views.test.ts.
  it('counts a page prefetched on hover only once the visitor opens it', async () => {
    // A computer's window: the header's links are shown (a phone's are in the menu) and a mouse hovers.
    // A plain context: openPage's request interception (which blocks leaving the site) turns prefetch off.
    const context = await browser.newContext({ userAgent: PHONE_UA.replace('Linux; Android 14; Pixel 8', 'X11; Linux x86_64').replace(' Mobile', '') })
    const page = await context.newPage()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Preload.enable')
    const fetched = new Promise((resolve) =>
      cdp.on('Preload.prefetchStatusUpdated', (e) => e.status === 'Ready' && new URL(e.key.url).pathname === '/about' && resolve()),
    )
    await page.goto(`${site.baseUrl}/`, { waitUntil: 'load' })
    const base = viewsOf(await reportWhen((r) => viewsOf(r, '/') > 0, 'the home page view'), '/about')
    // Hovering the link fetches it ahead (eagerness moderate): a request the server answers, and does not count.
    const link = page.locator('a[href="/about"]:visible').first()
    await link.hover()
    await fetched
    // A later view of another page, once counted, shows a flush wrote all that came before it.
    const marker = await fetch(`${site.baseUrl}/contact`, { headers: { 'User-Agent': PHONE_UA } })
    assert.equal(marker.status, 200)
    const flushed = await reportWhen((r) => viewsOf(r, '/contact') > 0, 'the marker view')
    assert.equal(viewsOf(flushed, '/about'), base, 'a page fetched ahead and not (yet) opened counts 0 views')
    // Opening it: the page is the prefetched response, and its script's beacon counts it once.
    await link.click()
    await page.waitForURL(`${site.baseUrl}/about`)
    assert.equal(await page.evaluate(() => performance.getEntriesByType('navigation')[0].deliveryType), 'navigational-prefetch')
    await reportWhen((r) => viewsOf(r, '/about') === base + 1, 'the opened page as one view')
    await context.close()
  })
})
