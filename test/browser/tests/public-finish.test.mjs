// Issue 39, the public site's finish: one accent for every primary action;
// every header control a 44 × 44 px target on a phone; a visitor without
// script gets their OS's colour scheme (and with script a stored choice
// wins, from the first paint); /games reachable from the portfolio's Games
// section; the portfolio index marks the section in view, shows every
// section on a phone, and a tapped section's heading lands clear of the
// sticky bars, with script and without.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { DESKTOP, MOBILE, eventually, launch, openPage, startSite } from './harness.mjs'

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

/** A page without script (Playwright's javaScriptEnabled: false), in the given OS colour scheme. */
async function noScriptPage({ viewport = MOBILE, colorScheme = 'light', reducedMotion = 'no-preference' } = {}) {
  const context = await browser.newContext({ viewport, colorScheme, javaScriptEnabled: false, reducedMotion })
  const page = await context.newPage()
  page.close = () => context.close()
  return page
}

/** The relative luminance of the page's background (the body's, else the root's). */
async function pageLuminance(page) {
  return page.evaluate(() => {
    const opaque = (el) => {
      const c = getComputedStyle(el).backgroundColor.match(/[\d.]+/g).map(Number)
      return c.length < 4 || c[3] > 0 ? c : null
    }
    const [r, g, b] = opaque(document.body) ?? opaque(document.documentElement) ?? [255, 255, 255]
    const lin = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
  })
}

describe('one button system', () => {
  for (const theme of ['light', 'dark']) {
    it(`every primary button and link-button on the home and portfolio pages has the accent's one colour (${theme})`, async () => {
      const colours = new Map()
      for (const path of ['/', '/portfolio']) {
        for (const viewport of [MOBILE, DESKTOP]) {
          const page = await openPage(browser, site.baseUrl, { viewport, theme, reducedMotion: 'reduce' })
          await page.goto(site.baseUrl + path, { waitUntil: 'networkidle' })
          // A solid button is one with a background; outline and ghost ones have none.
          const solid = await page.evaluate(() =>
            [...document.querySelectorAll('main .chakra-button')]
              .filter((b) => b.getClientRects().length > 0)
              .map((b) => ({ text: b.textContent.trim(), bg: getComputedStyle(b).backgroundColor }))
              .filter((b) => !/rgba\(.*, 0\)$|transparent/.test(b.bg)),
          )
          assert.ok(solid.length >= (path === '/' ? 3 : 1), `${path}: its primary actions (${solid.map((b) => b.text)})`)
          for (const b of solid) colours.set(b.bg, [...(colours.get(b.bg) ?? []), `${path} ${b.text}`])
          await page.close()
        }
      }
      assert.equal(colours.size, 1, `one background colour: ${JSON.stringify(Object.fromEntries(colours))}`)
    })
  }
})

describe('header controls on a phone', () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`every interactive element of the header, the skip link and the open menu is at least 44 × 44 px at 360 px (script ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const page = javaScriptEnabled ? await openPage(browser, site.baseUrl, { viewport: MOBILE, theme: 'light' }) : await noScriptPage()
      await page.goto(`${site.baseUrl}/portfolio`, { waitUntil: 'networkidle' })
      const small = async () => {
        const out = []
        for (const el of await page.locator('header a, header button, header input, header [tabindex]').all()) {
          const box = await el.boundingBox()
          if (!box || box.width === 0) continue // not shown (the wide screen's nav, the closed menu)
          if (box.width < 44 || box.height < 44) out.push(`${await el.evaluate((e) => e.getAttribute('aria-label') || e.textContent.trim())}: ${box.width}×${box.height}`)
        }
        return out
      }
      const shown = await page.locator('header a, header button').evaluateAll((els) => els.filter((e) => e.getClientRects().length > 0).length)
      assert.ok(shown >= (javaScriptEnabled ? 3 : 2), `the header shows its controls (${shown})`)
      assert.deepEqual(await small(), [], 'the closed header')
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('navigation', { name: 'Mobile' }).waitFor({ state: 'visible' })
      assert.deepEqual(await small(), [], 'the header with its menu open')
      await page.keyboard.press('Escape')
      await page.getByRole('navigation', { name: 'Mobile' }).waitFor({ state: 'hidden' })
      // The skip link shows when focused: the first stop of the keyboard on a fresh page.
      await page.goto(`${site.baseUrl}/portfolio`, { waitUntil: 'networkidle' })
      await page.keyboard.press('Tab')
      const skip = page.getByRole('link', { name: 'Skip to content' })
      assert.equal(await skip.evaluate((e) => e === document.activeElement), true, 'the skip link is the first stop')
      const box = await skip.boundingBox()
      assert.ok(box.x >= 0 && box.width >= 44 && box.height >= 44, `the skip link is ${box.width}×${box.height} at x ${box.x}`)
      await page.close()
    })
  }
})

describe('colour scheme', () => {
  it('without script, a dark OS gets the dark theme and a light one the light theme, on every kind of page', async () => {
    for (const path of ['/', '/portfolio', '/contact']) {
      const dark = await noScriptPage({ colorScheme: 'dark' })
      await dark.goto(site.baseUrl + path, { waitUntil: 'load' })
      assert.ok((await pageLuminance(dark)) < 0.05, `${path}: a dark page without script in a dark OS`)
      assert.equal(await dark.evaluate(() => getComputedStyle(document.documentElement).colorScheme), 'dark', `${path}: dark form controls and scroll bars`)
      await dark.close()
      const light = await noScriptPage({ colorScheme: 'light' })
      await light.goto(site.baseUrl + path, { waitUntil: 'load' })
      assert.ok((await pageLuminance(light)) > 0.9, `${path}: a light page without script in a light OS`)
      await light.close()
    }
  })

  it('with script, a stored choice wins over the OS from the first paint, and without one the OS is followed', async () => {
    const cases = [
      { stored: 'light', os: 'dark', want: 'light' },
      { stored: 'dark', os: 'light', want: 'dark' },
      { stored: null, os: 'dark', want: 'dark' },
      { stored: null, os: 'light', want: 'light' },
    ]
    for (const { stored, os, want } of cases) {
      const context = await browser.newContext({ viewport: MOBILE, colorScheme: os })
      if (stored) await context.addInitScript((t) => localStorage.setItem('vite-ui-theme', t), stored)
      // The root's class when the body is first parsed: what the first paint shows.
      await context.addInitScript(() => {
        new MutationObserver((_, o) => {
          if (!document.body) return
          // The theme's class (beside `js`, the head script's mark that script runs).
          window.__firstClass = ['light', 'dark'].filter((c) => document.documentElement.classList.contains(c)).join(' ')
          o.disconnect()
        }).observe(document, { childList: true, subtree: true })
      })
      const page = await context.newPage()
      await page.goto(`${site.baseUrl}/`, { waitUntil: 'load' })
      assert.equal(await page.evaluate(() => window.__firstClass), want, `stored ${stored}, OS ${os}: the first paint`)
      const lum = await pageLuminance(page)
      assert.ok(want === 'dark' ? lum < 0.05 : lum > 0.9, `stored ${stored}, OS ${os}: a ${want} page (luminance ${lum})`)
      await context.close()
    }
  })
})

describe('the portfolio', () => {
  it("the Games section links to /games, the page of every game and studio", async () => {
    const page = await openPage(browser, site.baseUrl, { viewport: MOBILE, theme: 'light' })
    await page.goto(`${site.baseUrl}/portfolio`, { waitUntil: 'networkidle' })
    const link = page.getByTestId('portfolio-section-games').getByRole('link', { name: 'All games and studios' })
    assert.ok(await link.isVisible(), 'the link shows')
    assert.equal(await link.getAttribute('href'), '/games')
    await link.click()
    await page.waitForURL(`${site.baseUrl}/games`)
    await page.getByRole('heading', { level: 1, name: 'Games Portfolio' }).waitFor()
    await page.close()
  })

  it('with script, the index marks the section in view as the page scrolls; the server HTML marks none', async () => {
    const html = await (await fetch(`${site.baseUrl}/portfolio`)).text()
    const nav = html.match(/<nav[^>]*data-side-index[^>]*>[\s\S]*?<\/nav>/)[0]
    assert.doesNotMatch(nav, /aria-current/, 'the server marks no section')
    const page = await openPage(browser, site.baseUrl, { viewport: DESKTOP, theme: 'light', reducedMotion: 'reduce' })
    await page.goto(`${site.baseUrl}/portfolio`, { waitUntil: 'networkidle' })
    const index = page.getByRole('navigation', { name: 'Portfolio sections' })
    const links = await index.getByRole('link').all()
    assert.equal(links.length, 7)
    const rest = await links[1].evaluate((a) => getComputedStyle(a).backgroundColor)
    for (const link of links) {
      const anchor = (await link.getAttribute('href')).slice(1)
      // Scroll as a visitor does (the wheel), not through the index: the section's top a little under the header.
      await page.evaluate((id) => window.scrollTo(0, document.getElementById(id).getBoundingClientRect().top + window.scrollY - 100), anchor)
      await eventually(async () => {
        const current = await index.locator('[aria-current="location"]').all()
        assert.equal(current.length, 1, `one entry marked for #${anchor}`)
        assert.equal(await current[0].getAttribute('href'), `#${anchor}`)
      })
      // Styled once its style has been applied (a state: the colour may still be changing into it).
      await eventually(async () => assert.notEqual(await link.evaluate((a) => getComputedStyle(a).backgroundColor), rest, `#${anchor}: the marked entry is styled`), 5000)
    }
    await page.evaluate(() => window.scrollTo(0, 0))
    await eventually(async () => assert.equal(await index.locator('[aria-current]').count(), 0, 'back at the top, no section is in view'))
    await page.close()
  })

  // The system font too: a slow phone keeps it for the page's life (font-display: optional), and its wider labels wrap the strip otherwise.
  for (const [javaScriptEnabled, fonts] of [[true, 'site'], [true, 'system'], [false, 'site']]) {
    it(`on a phone, every section shows in the strip, and a tapped one's heading lands clear of the sticky bars (script ${javaScriptEnabled ? 'on' : 'off'}, ${fonts} font)`, async () => {
      const page = javaScriptEnabled ? await openPage(browser, site.baseUrl, { viewport: MOBILE, theme: 'light', reducedMotion: 'reduce' }) : await noScriptPage({ reducedMotion: 'reduce' })
      if (fonts === 'system') await page.route('**/*.woff2', (route) => route.abort())
      await page.goto(`${site.baseUrl}/portfolio`, { waitUntil: 'networkidle' })
      const strip = page.getByRole('navigation', { name: 'Portfolio sections' })
      const links = await strip.getByRole('link').all()
      assert.equal(links.length, 7, 'seven sections')
      const stripBox = await strip.boundingBox()
      for (const link of links) {
        const box = await link.boundingBox()
        assert.ok(box.x >= 0 && box.x + box.width <= MOBILE.width && box.y >= stripBox.y && box.y + box.height <= stripBox.y + stripBox.height, `${await link.innerText()} shows whole in the strip, no scrolling needed`)
      }
      for (const link of links) {
        const anchor = (await link.getAttribute('href')).slice(1)
        const height = await strip.evaluate((n) => n.getBoundingClientRect().height)
        await link.click()
        await page.waitForURL(new RegExp(`#${anchor}$`))
        // Marking the entry does not reflow the strip: the page scrolled under the bars as they were.
        assert.equal(await strip.evaluate((n) => n.getBoundingClientRect().height), height, `#${anchor}: the strip keeps its height once its entry is marked`)
        await eventually(async () => {
          const { top, bottom, bars } = await page.evaluate((id) => {
            const h = document.getElementById(`${id}-title`).getBoundingClientRect()
            return { top: h.top, bottom: h.bottom, bars: document.querySelector('nav[data-sticky-strip]').getBoundingClientRect().bottom }
          }, anchor)
          assert.ok(top >= bars - 0.5, `#${anchor}: its heading's top ${top} is under the sticky bars' bottom ${bars}`)
          assert.ok(bottom <= MOBILE.height, `#${anchor}: its heading is on screen (bottom ${bottom})`)
          assert.ok(top <= bars + 48, `#${anchor}: and just under them (${top}, bars end at ${bars})`)
        })
      }
      await page.close()
    })
  }
})

describe('the entrance animation', () => {
  it('on a phone, hides only the sections below the first screen, and shows each as it scrolls into view', async () => {
    const page = await openPage(browser, site.baseUrl, { viewport: MOBILE, theme: 'light', reducedMotion: 'no-preference' })
    await page.goto(site.baseUrl + '/', { waitUntil: 'networkidle' })
    // Where each section was when it was hidden: the observer's first notice, after the first layout.
    const sections = async () =>
      page.evaluate(() => [...document.querySelectorAll('[data-reveal]')].map((s) => ({ id: s.id, state: s.getAttribute('data-reveal'), top: s.getBoundingClientRect().top })))
    await eventually(async () => assert.ok((await sections()).some((s) => s.state === 'pending'), 'a section below the first screen waits for its entrance'))
    const atLoad = await sections()
    for (const s of atLoad) {
      if (s.state === 'pending') assert.ok(s.top >= MOBILE.height, `#${s.id} hidden only below the screen (top ${s.top})`)
      else assert.ok(s.top < MOBILE.height, `#${s.id} in view is never hidden (${s.state})`)
    }
    const pending = atLoad.filter((s) => s.state === 'pending').map((s) => s.id)
    const target = pending[0]
    await page.evaluate((id) => document.getElementById(id).scrollIntoView({ block: 'center', behavior: 'instant' }), target)
    await eventually(async () => assert.equal(await page.locator(`#${target}`).getAttribute('data-reveal'), 'done', `#${target} shown once in view`))
    await eventually(async () => assert.equal(await page.locator(`#${target} [data-reveal-item]`).first().evaluate((el) => getComputedStyle(el).opacity), '1'), 5000)
    await page.close()
  })
})
