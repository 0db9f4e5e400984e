// A project's own page (/portfolio/{category}/{slug}) in a real browser: it
// reads fully without script at 360 px (breadcrumb, title, every image as a
// figure, links, neighbours, the way back), the gallery dialog opens on the
// figure clicked, axe finds nothing in either theme, and screenshots at 360
// and 1280 px in light and dark. A project saved with its case study (issue
// 39) shows its facts row, story, outcomes and credits, hostile text as text;
// a project without one shows no empty part. The gallery dialog on a phone
// paints an upload's AVIF copy (issue 44), and a non-upload's own file.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { DESKTOP, MOBILE, SCREENSHOTS, addAxe, launch, openPage, projectWithPage, scrollThrough, startSite } from './harness.mjs'
import { PASSWORD, USERNAME, ownerApi, uploadGradient } from './admin-harness.mjs'

let site
let browser
let project

before(async () => {
  site = await startSite()
  browser = await launch()
  mkdirSync(SCREENSHOTS, { recursive: true })
  project = await projectWithPage(site.baseUrl)
})

after(async () => {
  await browser?.close()
  await site?.stop()
})

/** The project's images as its page shows them: the cover, then the gallery, none repeated. */
const imageCount = (p) => new Set([p.imageUrl, ...(p.galleryImages ?? []).map((g) => g.src)].map((s) => (s ?? '').trim()).filter(Boolean)).size

describe('project page', () => {
  it('reads fully without script at 360 px', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE })
    const page = await context.newPage()
    // Without script, Chromium loads lazy images at once: the load event waits for them all.
    const res = await page.goto(site.baseUrl + project.path, { waitUntil: 'load' })
    assert.equal(res.status(), 200)
    assert.equal((await page.locator('h1').innerText()).trim(), project.title)
    assert.match(await page.title(), new RegExp(project.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))

    const crumbs = page.getByRole('navigation', { name: /breadcrumb/i })
    assert.equal(await crumbs.getByRole('link', { name: 'Portfolio', exact: true }).getAttribute('href'), '/portfolio')
    assert.equal(await crumbs.locator(`a[href="/portfolio/${encodeURIComponent(project.category)}"]`).count(), 1, 'the category links to its page')
    assert.equal((await crumbs.locator('[aria-current="page"]').innerText()).trim(), project.title)

    const figures = page.locator('main figure')
    assert.equal(await figures.count(), imageCount(project), 'every image is a figure')
    for (const img of await figures.locator('img').all()) {
      assert.ok(await img.evaluate((el) => el.complete && el.naturalWidth > 0), `${await img.getAttribute('src')} loads without script`)
    }
    for (const g of project.galleryImages ?? []) {
      if (g.caption?.trim()) assert.equal(await page.locator('main figcaption', { hasText: g.caption.trim() }).count(), 1, `caption ${g.caption}`)
    }
    for (const l of project.links ?? []) {
      assert.equal(await page.locator(`main a[href="${l.url}"]`).count() > 0, true, `link ${l.label}`)
    }
    const more = page.getByRole('navigation', { name: 'More projects' })
    assert.ok((await more.locator('a[rel="prev"], a[rel="next"]').count()) > 0, 'a neighbour in its section')
    assert.equal(await more.getByRole('link', { name: 'Back to the portfolio' }).getAttribute('href'), `/portfolio#project-${project.slug}`)
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll at 360 px')
    await context.close()
  })

  it('opens the gallery on the figure clicked', { skip: false }, async (t) => {
    const count = imageCount(project)
    if (count < 2) return t.skip('the project has one image')
    const page = await openPage(browser, site.baseUrl, { viewport: DESKTOP })
    await page.goto(site.baseUrl + project.path, { waitUntil: 'networkidle' })
    await page.locator('main figure a').nth(1).click()
    const dialog = page.getByRole('dialog', { name: `${project.title} gallery` })
    await dialog.waitFor()
    assert.equal((await dialog.getByTestId('gallery-counter').innerText()).trim(), `2 / ${count}`)
    assert.deepEqual(page.errors, [])
    await page.close()
  })

  for (const theme of ['light', 'dark']) {
    it(`has no axe violation in the ${theme} theme; screenshots at 360 and 1280 px`, async () => {
      for (const [name, viewport] of [['360', MOBILE], ['desktop', DESKTOP]]) {
        const page = await openPage(browser, site.baseUrl, { viewport, theme, reducedMotion: 'reduce' })
        await page.goto(site.baseUrl + project.path, { waitUntil: 'networkidle' })
        await scrollThrough(page)
        await addAxe(page)
        const result = await page.evaluate(async () => window.axe.run(document, { resultTypes: ['violations'] }))
        assert.deepEqual(result.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`), [], `${theme} ${name}`)
        await page.screenshot({ path: join(SCREENSHOTS, `project-page-${theme}-${name}.png`), fullPage: true })
        assert.deepEqual(page.external, [])
        assert.deepEqual(page.errors, [])
        await page.close()
      }
    })
  }
})

/** Creates a project through the API as the signed-in owner; the project as the API answers. */
async function createProject(body) {
  const login = await fetch(`${site.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: USERNAME, password: PASSWORD }) })
  assert.equal(login.status, 200)
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
  const res = await fetch(`${site.baseUrl}/api/portfolio/projects`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify(body) })
  assert.equal(res.status, 201, await res.clone().text())
  return res.json()
}

const HOSTILE = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">'

describe('project page as a case study', () => {
  it('shows the facts row, the story, outcomes and credits without script; hostile text is text', async () => {
    const p = await createProject({
      title: 'Nebula Drift Case',
      category: 'games',
      subcategory: 'riot-games',
      role: 'Executive Producer',
      year: '2019–2022',
      studio: `Orbit ${HOSTILE}`,
      story: `We began with a prototype.\nIt was rough.\n\nThen came ${HOSTILE}.\n\nAnd it shipped.`,
      outcomes: ['10M players', ' ', 'BAFTA nominee'],
      credits: ['Ana — Director', `Ben ${HOSTILE}`],
    })
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: MOBILE })
      const page = await context.newPage()
      const res = await page.goto(site.baseUrl + p.path, { waitUntil: 'load' })
      assert.equal(res.status(), 200)
      const facts = page.locator('main dl[data-testid="project-facts"]')
      assert.deepEqual(await facts.locator('dt').allInnerTexts().then((t) => t.map((s) => s.trim().toLowerCase())), ['role', 'year', 'studio'], 'only the facts that are set, in order')
      assert.deepEqual(await facts.locator('dd').allInnerTexts().then((t) => t.map((s) => s.trim())), ['Executive Producer', '2019–2022', `Orbit ${HOSTILE}`])
      const story = page.getByTestId('project-story').locator('p')
      assert.deepEqual(await story.allInnerTexts(), ['We began with a prototype. It was rough.', `Then came ${HOSTILE}.`, 'And it shipped.'], 'paragraphs split on blank lines')
      const outcomes = page.getByRole('region', { name: 'Outcomes' })
      assert.equal(await outcomes.getByRole('heading', { name: 'Outcomes' }).count(), 1)
      assert.deepEqual(await outcomes.getByRole('listitem').allInnerTexts().then((t) => t.map((s) => s.trim())), ['10M players', 'BAFTA nominee'])
      assert.deepEqual(await page.getByRole('region', { name: 'Credits' }).getByRole('listitem').allInnerTexts().then((t) => t.map((s) => s.trim())), ['Ana — Director', `Ben ${HOSTILE}`])
      assert.equal(await page.locator('main script, main img[src="x"]').count(), 0, 'no markup from the text')
      if (javaScriptEnabled) assert.equal(await page.evaluate(() => window.__pwned), undefined, 'nothing ran')
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll at 360 px')
      await context.close()
    }
  })

  it('a project without a case study shows no empty part', async () => {
    const p = await createProject({ title: 'Bare Case', category: 'games', subcategory: 'riot-games', outcomes: [' '], credits: [] })
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE })
    const page = await context.newPage()
    const res = await page.goto(site.baseUrl + p.path, { waitUntil: 'load' })
    assert.equal(res.status(), 200)
    assert.equal((await page.locator('h1').innerText()).trim(), 'Bare Case')
    assert.equal(await page.locator('main dl, main dt').count(), 0, 'no facts row')
    assert.equal(await page.getByTestId('project-story').count(), 0)
    for (const name of ['Outcomes', 'Credits']) assert.equal(await page.getByRole('heading', { name }).count(), 0, `no ${name} heading`)
    await context.close()
  })
})

describe("the gallery dialog of a project's uploads", () => {
  const TITLE = 'Avif Gallery'
  const OTHER = '/images/og-image.png' // a site file, not an upload: no copies
  let path

  before(async () => {
    const { api } = await ownerApi(site.baseUrl)
    const { url } = await uploadGradient(browser, site.baseUrl, { width: 1200, height: 800, from: '#1d4ed8', to: '#f59e0b', name: 'still.png' })
    const p = await api('POST', '/api/portfolio/projects', { title: TITLE, category: 'games', subcategory: 'riot-games', imageUrl: url, imageDescription: TITLE }, 201)
    await api('POST', `/api/portfolio/projects/${p.id}/gallery`, { src: OTHER, alt: 'Other' }, 201)
    path = p.path
  })

  it('at 360 px the stage fetches the upload\'s AVIF copy, and the non-upload\'s own file on the next slide', async () => {
    const page = await openPage(browser, site.baseUrl, { viewport: MOBILE, reducedMotion: 'reduce' })
    const avif = new Set() // AVIF responses, by URL path
    page.on('response', (r) => {
      if (r.ok() && r.headers()['content-type'] === 'image/avif') avif.add(new URL(r.url()).pathname)
    })
    await page.goto(site.baseUrl + path, { waitUntil: 'load' })
    await page.locator('main figure a').first().click()
    const dialog = page.getByRole('dialog', { name: `${TITLE} gallery` })
    await dialog.waitFor()
    const stage = dialog.locator('.pe-stage img')
    /** The stage's painted file (its path), once it has loaded one that passes `want` (a RegExp source). */
    const painted = async (want) => {
      await page.waitForFunction(([el, re]) => el.complete && el.naturalWidth > 0 && new RegExp(re).test(new URL(el.currentSrc).pathname), [await stage.elementHandle(), want])
      return new URL(await stage.evaluate((el) => el.currentSrc)).pathname
    }
    const first = await painted('\\.(avif|webp|png)$')
    assert.match(first, /-w\d+\.avif$/, `the stage paints ${first}`)
    assert.ok(avif.has(first), `${first} came as image/avif (got ${[...avif].join(', ') || 'none'})`)
    await dialog.getByRole('button', { name: 'Next image' }).click()
    assert.equal(await painted(`^${OTHER}$`), OTHER)
    assert.deepEqual(page.errors, [])
    await page.close()
  })
})
