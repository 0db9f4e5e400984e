// Issue 26 in the admin: the Insights tab on a phone (360 px), in both
// themes, with figures the server counted from real requests: page views
// from two browsers, a crawler apart, a Web Vitals beacon with INP 250 ms.
// It reads the totals and the rating in words, fits the screen, has no axe
// violation of any impact, and is photographed.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { after, before, describe, it } from 'node:test'
import { SCREENSHOTS, launch, startSite } from './harness.mjs'
import { admin, env, tab } from './admin-harness.mjs'
import { violations } from './admin-axe.mjs'

const PHONE = { width: 360, height: 800 }
const UA = (n) => `Mozilla/5.0 (Linux; Android 14; Pixel ${n}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36`

before(async () => {
  env.site = await startSite()
  env.browser = await launch()
  const get = (path, ua) => fetch(`${env.site.baseUrl}${path}`, { headers: { 'User-Agent': ua } }).then((r) => assert.equal(r.status, 200, path))
  for (const n of [7, 8]) for (let i = 0; i < 3; i++) await get('/', UA(n))
  await get('/portfolio', UA(7))
  await get('/about', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')
  const beacon = await fetch(`${env.site.baseUrl}/api/vitals`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ path: '/', name: 'INP', value: 250, id: 'v5-admin-insights-1' }) })
  assert.equal(beacon.status, 204)
})

after(async () => {
  await env.browser?.close()
  await env.site?.stop()
})

/** Page views shown in the totals, once the flush (every 5 s) has written them. */
async function totals(page) {
  const cards = page.getByTestId('insights-total')
  await cards.first().waitFor()
  return Object.fromEntries((await cards.allTextContents()).map((t) => [t.replace(/[\d\s]+$/, ''), Number(t.match(/[\d\s]+$/)[0].replace(/\s/g, ''))]))
}

describe('the Insights tab', () => {
  for (const theme of ['light', 'dark']) {
    it(`shows what was counted, fits 360 px and has no axe violation (${theme})`, async () => {
      const page = await admin({ theme, reducedMotion: 'reduce', viewport: PHONE })
      let shown
      for (let i = 0; i < 20; i++) {
        await tab(page, 'Insights')
        shown = await totals(page)
        if (shown['Page views'] >= 7) break
        await page.waitForTimeout(500)
        await page.reload()
        await page.getByRole('heading', { name: 'Content Management System' }).waitFor()
      }
      assert.deepEqual(shown, { 'Page views': 7, Visitors: 2, 'Bot views': 1, 'Contact messages': 0 })
      const vitals = page.getByRole('list', { name: /Web Vitals/ })
      await vitals.getByText('250 ms').waitFor()
      await vitals.getByText('Needs improvement').waitFor()
      await page.getByRole('img', { name: /Chart of page views and visitors per day/ }).locator('canvas').waitFor()
      assert.ok((await page.getByRole('link', { name: 'Download CSV: Top pages' }).getAttribute('href')).startsWith('/api/insights/export?table=pages&from='))
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`)
      assert.deepEqual(await violations(page, `Insights (${theme})`), [])
      mkdirSync(SCREENSHOTS, { recursive: true })
      await page.screenshot({ path: `${SCREENSHOTS}/insights-${theme}-360.png`, fullPage: true })
      await page.close()
    })
  }
})
