// Issue 13: Lighthouse (mobile, its default) scores Accessibility, Best
// Practices and SEO 100 on every public route. These categories are made of
// pass/fail audits of the page's structure (names, contrast, console errors,
// crawlability, link text…), not of timings, so they hold on any machine;
// Performance, the one timed category, is left to `make bench`. A score
// under 100 fails with every audit that cost points and its items.
//
// Lighthouse runs in a Chromium of its own (chrome-launcher, the suite's
// flags), one per route. package.json pins Lighthouse as test/bench does,
// with the same overrides (third-party-web, legacy-javascript): a
// dependency asks for them as "latest", which would make `npm ci` refuse
// the lock file once a newer one is published.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, projectWithPage, startSite } from './harness.mjs'

const ROUTES = ['/', '/about', '/portfolio', '/portfolio/music', '/games', '/investments', '/media-press', '/speaking', '/contact', '/press-kit']
const CATEGORIES = ['accessibility', 'best-practices', 'seo']
/** A run that ends in a Lighthouse runtime error (NO_NAVSTART, a lost protocol message…) is run again, up to this many times in all. */
const ATTEMPTS = 3

let site

before(async () => {
  site = await startSite()
})

after(async () => {
  await site?.stop()
})

/** One Lighthouse run of the page in a Chromium of its own: the report, or the runtime error that kept it from one. */
async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || process.env.CHROMIUM || '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  })
  try {
    // No full-page screenshot: no audit of these categories scores it (it only illustrates a report).
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableFullPageScreenshot: true })
    const lhr = result?.lhr
    if (!lhr) return { error: 'no report' }
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }
    return { lhr }
  } finally {
    await chrome.kill()
  }
}

/** An audit item in a line: the element (selector and snippet), else its URL or its first values. */
function itemText(item) {
  const node = [item.node, item.source, item].find((n) => n?.type === 'node')
  if (node) return `${node.selector ?? ''} ${node.snippet ?? ''}`.trim()
  if (item.url || item.source?.url) return `${item.url ?? item.source.url}${item.description ? `: ${item.description}` : ''}`
  return JSON.stringify(item).slice(0, 200)
}

/** The audits of a category that cost points, each with its items. */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => typeof a.score === 'number' && a.score < 1)
    .map((a) => {
      const items = (a.details?.items ?? []).flatMap((i) => (i.subItems?.items?.length ? i.subItems.items.map((s) => ({ ...i, ...s })) : [i]))
      const shown = items.slice(0, 5).map((i) => `      ${itemText(i)}`)
      return [`    ${a.id} (${a.title})${a.explanation ? `: ${a.explanation}` : ''}`, ...shown].join('\n')
    })
}

/** Audits route (a run ending in a runtime error is run again) and fails with every audit that cost points. */
async function expectFullScores(route) {
  let run
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    run = await audit(site.baseUrl + route)
    if (run.lhr) break
  }
  assert.ok(run.lhr, `Lighthouse could not audit ${route} in ${ATTEMPTS} runs: ${run.error}`)
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(run.lhr.categories[c].score * 100)]))
  const report = CATEGORIES.filter((c) => scores[c] < 100).map((c) => [`  ${c} ${scores[c]}:`, ...failingAudits(run.lhr, c)].join('\n'))
  assert.deepEqual(scores, { accessibility: 100, 'best-practices': 100, seo: 100 }, `${route}\n${report.join('\n')}`)
}

describe('Lighthouse, mobile', () => {
  for (const route of ROUTES) {
    it(`${route}: Accessibility, Best Practices and SEO are 100`, async () => {
      await expectFullScores(route)
    })
  }

  it('a project page (/portfolio/{category}/{slug}, the one with the most images): Accessibility, Best Practices and SEO are 100', async () => {
    await expectFullScores((await projectWithPage(site.baseUrl)).path)
  })

  it('an appearance page (/speaking/{slug}, the first of the public list): Accessibility, Best Practices and SEO are 100', async () => {
    await expectFullScores((await (await fetch(`${site.baseUrl}/api/appearances`)).json())[0].path)
  })
})
