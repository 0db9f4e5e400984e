// Issue 26 in a real browser: a visitor on a throttled phone reads the home
// page, taps, and leaves; the site's own Insights then hold that page view
// and visitor, and the page's Web Vitals as the browser measured them (the
// same LCP the page's own PerformanceObserver saw: the site measuring
// itself agrees with the lab). A click on a project's outbound link is
// counted by its ping, and the link is followed as it would be without the
// count. Public responses set no cookie.
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

/** The report of today, polled until check(report) holds (figures lag by the flush interval). */
async function reportWhen(check, what) {
  const deadline = Date.now() + 15000
  let last
  while (Date.now() < deadline) {
    const res = await api.get(`/api/insights?from=${today()}&to=${today()}`)
    assert.equal(res.status(), 200)
    last = await res.json()
    if (check(last)) return last
    await new Promise((r) => setTimeout(r, 500))
  }
  assert.fail(`${what}: not in the report within 15 s: ${JSON.stringify(last)}`)
}

describe('insights: what a real visit leaves', () => {
  it("counts a phone's visit and reports its Web Vitals as the browser measured them", async () => {
    const page = await openPage(browser, site.baseUrl, { viewport: MOBILE })
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

    const rep = await reportWhen((r) => r.vitals.some((v) => v.path === '/' && v.metric === 'LCP'), "the home page's LCP")
    const day = rep.days.find((d) => d.date === today())
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
    const page = await openPage(browser, site.baseUrl, { viewport: MOBILE })
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
})
