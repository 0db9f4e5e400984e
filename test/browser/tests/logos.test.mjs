// Issue 39, logo image slots: press outlets, studios, collaborations and
// investments set a logo through the API, and the public pages show it as an
// <img> with its width and height and the item's name as alt text, with script
// and without; an item without a logo shows its name (or wordmark) as text.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { DESKTOP, launch, MOBILE, startSite, visitPage } from './harness.mjs'
import { ownerApi } from './admin-harness.mjs'

let site
let browser
let api

const OUTLET_LOGO = '/logos/daily-frame.svg'
const STUDIO_LOGO = '/logos/riot-games.svg'
const PARTNER_LOGO = '/logos/aurora-studios.svg'
const INVESTMENT_LOGO = '/logos/pixel-ledger.svg'

before(async () => {
  site = await startSite()
  browser = await launch()
  api = (await ownerApi(site.baseUrl)).api

  await api('PUT', '/api/site', {
    outlets: ['Logo Times', 'Plain Weekly'],
    outletLogos: [{ name: 'Logo Times', logoUrl: OUTLET_LOGO }],
    gameStudios: [
      { key: 'riot-games', name: 'Logo Studio', logo: 'LOGO', logoUrl: STUDIO_LOGO, period: '' },
      { key: 'maxis-ea', name: 'Wordmark Studio', logo: 'WORD', logoUrl: '', period: '' },
    ],
  })
  await api('POST', '/api/notable-collaborations', { title: 'Logo Partner', logoUrl: PARTNER_LOGO, imageUrl: '/images/demo/collab-02.svg', priority: -2 }, 201)
  await api('POST', '/api/notable-collaborations', { title: 'Plain Partner', priority: -1 }, 201)
  await api('POST', '/api/investments', { title: 'Logo Company', category: 'portfolio-companies', subcategory: 'game', logoUrl: INVESTMENT_LOGO, priority: -2 }, 201)
  await api('POST', '/api/investments', { title: 'Plain Company', category: 'portfolio-companies', subcategory: 'game', priority: -1 }, 201)
})

after(async () => {
  await browser?.close()
  await site?.stop()
})

/** The page at path; `script` false renders the server's HTML alone. */
const visit = (path, options) => visitPage(browser, site.baseUrl, path, options)

/** The logo <img> with alt text `alt` inside `scope`: its src, width and height attributes, and its size once loaded. */
async function logo(page, scope, alt) {
  const img = page.locator(`${scope} img[alt="${alt}"]`).first()
  await img.scrollIntoViewIfNeeded()
  await page.waitForFunction((el) => el.complete && el.naturalWidth > 0, await img.elementHandle())
  return img.evaluate((el) => ({
    src: new URL(el.currentSrc || el.src).pathname,
    width: el.getAttribute('width'),
    height: el.getAttribute('height'),
    box: { w: Math.round(el.getBoundingClientRect().width), h: Math.round(el.getBoundingClientRect().height) },
  }))
}

for (const script of [true, false]) {
  describe(`logos ${script ? 'with' : 'without'} script`, () => {
    it('Featured In: an outlet with a logo shows it, alt its name; one without shows its name', async () => {
      for (const viewport of [MOBILE, DESKTOP]) {
        const page = await visit('/', { viewport, script })
        const img = await logo(page, '#featured-in', 'Logo Times')
        assert.equal(img.src, OUTLET_LOGO)
        assert.ok(Number(img.width) > 0 && Number(img.height) > 0, 'width and height set')
        assert.deepEqual(img.box, { w: Number(img.width), h: Number(img.height) }, 'shown at the size it reserves')
        assert.equal(await page.locator('#featured-in img[alt="Plain Weekly"]').count(), 0)
        assert.equal(await page.locator('#featured-in').getByText('Plain Weekly', { exact: true }).count(), 1)
        assert.equal(await page.locator('#featured-in').getByText('Logo Times', { exact: true }).count(), 0, 'the logo replaces the name')
        await page.close()
      }
    })

    it('the Games strips (/portfolio and /games): a studio logo, alt the studio name; a studio without shows its wordmark', async () => {
      for (const path of ['/portfolio', '/games']) {
        const page = await visit(path, { viewport: MOBILE, script })
        const strip = 'nav[aria-label="Studios"]'
        const img = await logo(page, strip, 'Logo Studio')
        assert.equal(img.src, STUDIO_LOGO, path)
        assert.ok(Number(img.width) > 0 && Number(img.height) > 0)
        assert.deepEqual(img.box, { w: Number(img.width), h: Number(img.height) }, `${path}: shown at the size it reserves`)
        assert.equal(await page.locator(`${strip} a`, { hasText: 'WORD' }).count(), 1, path)
        assert.equal(await page.locator(`${strip} img[alt="Wordmark Studio"]`).count(), 0, path)
        if (path === '/games') assert.equal(await page.locator(`${strip} a[aria-label="Logo Studio"]`).getAttribute('href'), '/portfolio#riot')
        await page.close()
      }
    })

    it('collaboration cards: the partner logo, alt the title; a partner without shows the title', async () => {
      const page = await visit('/', { script })
      const img = await logo(page, '#collaborations figcaption', 'Logo Partner')
      assert.equal(img.src, PARTNER_LOGO)
      assert.ok(Number(img.width) > 0 && Number(img.height) > 0)
      assert.ok((await page.locator('#collaborations figcaption', { hasText: 'Plain Partner' }).count()) > 0)
      assert.equal(await page.locator('#collaborations figcaption img[alt="Plain Partner"]').count(), 0)
      await page.close()
    })

    it('investment cards: the logo image; a company without one shows its initials beside its title', async () => {
      const page = await visit('/investments', { script })
      const card = (title) => page.locator('[data-testid="investment-card"]', { has: page.getByRole('heading', { name: title, exact: true }) })
      const img = await logo(page, '[data-testid="investment-card"]', 'Logo Company')
      assert.equal(img.src, INVESTMENT_LOGO)
      assert.equal(await card('Plain Company').locator('img').count(), 0, 'no stand-in picture')
      assert.equal((await card('Plain Company').getByTestId('investment-monogram').textContent()).trim(), 'PC')
      await page.close()
    })
  })
}
