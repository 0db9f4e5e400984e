// The public website in a real browser: every route, navigation, theme,
// hash scrolling, project cards, video popup, media dialogs, contact form and
// 404. Its audits are standards.test.mjs (axe of every impact, both themes,
// both widths) and site-design.test.mjs (no sideways scroll at 360 px); the
// screenshots for a person to look at are `make screenshots`.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { MOBILE, eventually, launch, openPage, startSite } from './harness.mjs'

const ROUTES = [
  { path: '/', text: 'Impact Through Innovation' },
  { path: '/about', text: 'About Jordan Avery' },
  { path: '/portfolio', text: 'Portfolio: A Creative Legacy' },
  { path: '/games', text: 'Games Portfolio' },
  { path: '/investments', text: 'Investment Index' },
  { path: '/media-press', text: 'Podcast Appearances' },
  { path: '/contact', text: 'Send a Message' },
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

async function visit(path, options) {
  const page = await openPage(browser, site.baseUrl, options)
  await page.goto(site.baseUrl + path, { waitUntil: 'networkidle' })
  return page
}

describe('public routes', () => {
  for (const route of ROUTES) {
    it(`${route.path} renders its key content from the site's own origin`, async () => {
      const page = await visit(route.path)
      await page.getByText(route.text, { exact: true }).first().waitFor()
      await page.locator('footer').getByText('Producer, Investor & Creative Catalyst').waitFor()
      assert.match(await page.title(), /Jordan Avery/)
      assert.equal(await page.locator('link[rel="manifest"]').getAttribute('href'), '/manifest.json')
      assert.deepEqual(page.external, [], 'no request leaves the origin')
      assert.deepEqual(page.errors, [])
      await page.close()
    })
  }

  it('shows the 404 page for an unknown path', async () => {
    const page = await visit('/no-such-page')
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor()
    await page.getByText('Did you forget to add the page to the router?', { exact: false }).waitFor()
    await page.close()
  })

  it('shows the path asked for on the 404 page, escaped', async () => {
    const page = await visit('/no-such-page/%3Cb%3Ehi%3C%2Fb%3E')
    await page.getByText('/no-such-page/<b>hi</b>', { exact: false }).first().waitFor()
    assert.equal(await page.locator('main b').count(), 0, 'the path is text, never markup')
    assert.deepEqual(page.errors, [])
    await page.close()
  })

  it('loads one small script on public pages, never the app', async () => {
    const page = await openPage(browser, site.baseUrl)
    const scripts = new Set()
    page.on('request', (r) => r.resourceType() === 'script' && scripts.add(new URL(r.url()).pathname))
    for (const r of ROUTES) await page.goto(site.baseUrl + r.path, { waitUntil: 'networkidle' })
    assert.ok(scripts.size >= 1 && scripts.size <= 2, [...scripts].join('\n'))
    assert.ok(![...scripts].some((u) => /admin|react|ui-|index-/i.test(u)), [...scripts].join('\n'))
    await page.close()
  })
})

describe('navigation and theme', () => {
  it('highlights the current route in the header', async () => {
    const page = await visit('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Portfolio' }).click()
    await page.waitForURL('**/portfolio')
    await eventually(async () => assert.equal(await nav.getByRole('link', { name: 'Portfolio' }).getAttribute('aria-current'), 'page'))
    assert.equal(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current'), null)
    await page.close()
  })

  it('opens the mobile menu and closes it on choosing a link', async () => {
    const page = await visit('/', { viewport: MOBILE })
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await menu.getByRole('link', { name: 'Media & Press' }).click()
    await page.waitForURL('**/media-press')
    assert.equal(await menu.count(), 0)
    await page.close()
  })

  it('toggles the theme and keeps it after a reload', async () => {
    const page = await visit('/', { theme: 'light' })
    assert.equal(await page.evaluate(() => ['light', 'dark'].filter((c) => document.documentElement.classList.contains(c)).join(' ')), 'light')
    await page.getByTestId('theme-toggle').click()
    assert.equal(await page.evaluate(() => ['light', 'dark'].filter((c) => document.documentElement.classList.contains(c)).join(' ')), 'dark')
    assert.equal(await page.evaluate(() => localStorage.getItem('vite-ui-theme')), 'dark')
    await page.reload({ waitUntil: 'networkidle' })
    assert.equal(await page.evaluate(() => ['light', 'dark'].filter((c) => document.documentElement.classList.contains(c)).join(' ')), 'dark')
    await page.close()
  })

  it('scrolls to a hash section 80 px below the top', async () => {
    // The smooth scroll's duration depends on the machine: wait for the
    // section to settle 80 px below the top rather than for a fixed time.
    const settlesAt80 = async (page, id) =>
      eventually(async () => {
        const top = await page.evaluate((i) => document.getElementById(i).getBoundingClientRect().top, id)
        assert.ok(Math.abs(top - 80) <= 2, `${id} top is ${top}`)
      }, 8000)
    const page = await visit('/#timeline')
    await settlesAt80(page, 'timeline')
    const portfolio = await visit('/portfolio#games-maxis')
    await settlesAt80(portfolio, 'games-maxis')
    await page.close()
    await portfolio.close()
  })
})

describe('portfolio interactions', () => {
  it("a card's title and image lead to the project's page; its own links stay its own", async () => {
    const page = await visit('/portfolio')
    const card = page.getByTestId('project-card').filter({ has: page.locator('a[href*="youtube.com/watch"]') }).first()
    const href = await card.locator('h4 a').getAttribute('href')
    assert.match(href, /^\/portfolio\/[a-z-]+\/[a-z0-9]+(-[a-z0-9]+)*$/)
    // The title's link covers the card: a click on the picture is a click on it.
    const picture = await card.locator('img').first().boundingBox()
    await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2)
    await page.waitForURL((u) => u.pathname === href)
    await page.goBack({ waitUntil: 'networkidle' })
    // A project link above the covering title link still opens its own popup.
    await page.getByTestId('project-card').filter({ has: page.locator('a[href*="youtube.com/watch"]') }).first().locator('a[href*="youtube.com/watch"]').click()
    await page.getByRole('dialog').locator('iframe').waitFor()
    await page.keyboard.press('Escape')
    await page.close()
  })

  it('plays a YouTube link in the in-page popup, loading the player only then', async () => {
    const page = await visit('/portfolio')
    assert.equal(await page.locator('iframe').count(), 0)
    const link = page.locator('a[href*="youtube.com/watch"]').first()
    await link.click()
    const frame = page.getByRole('dialog').locator('iframe')
    await frame.waitFor()
    assert.match(await frame.getAttribute('src'), /^https:\/\/www\.youtube\.com\/embed\/[\w-]{11}\?autoplay=1$/)
    await page.keyboard.press('Escape')
    await page.close()
  })

  it('filters with the search query parameter', async () => {
    const page = await visit('/portfolio?search=zzzz-no-match')
    await page.getByText('Nothing in the portfolio matches your search.', { exact: false }).waitFor()
    assert.equal(await page.getByText('No film and animation projects found.').count(), 0, 'one empty state, not one per section')
    await page.close()
  })
})

describe('media and contact', () => {
  it('opens video and audio items in dialogs', async () => {
    const page = await visit('/media-press')
    await page.getByRole('button', { name: 'Watch Now' }).first().click()
    let dialog = page.getByRole('dialog')
    await dialog.getByRole('link', { name: 'Open Original Link' }).waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Listen Now' }).first().click()
    dialog = page.getByRole('dialog')
    await dialog.getByRole('link', { name: 'Open in Podcast App' }).waitFor()
    await dialog.getByRole('link', { name: 'Open Original Link' }).waitFor()
    await page.close()
  })

  it('sends the contact form and thanks the visitor', async () => {
    const page = await visit('/contact')
    const field = (name) => page.locator(`form [name="${name}"]`)
    assert.equal(await field('email').getAttribute('type'), 'email')
    assert.equal(await field('message').getAttribute('rows'), '6')
    await field('name').fill('Sam Doe')
    await field('email').fill('sam@example.com')
    await field('subject').fill('Hello')
    await field('message').fill('A note')
    const calls = []
    page.on('request', (r) => r.method() !== 'GET' && calls.push(r.url()))
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByText('Message sent successfully!').waitFor()
    await page.getByText("Thank you for reaching out. I'll get back to you soon.").waitFor()
    assert.equal(await field('name').inputValue(), '')
    // The message is stored: one POST, and the notice only after the server's 201 (the Web Vitals
    // beacon the first interaction lets go, LCP's, is the insights', not the form's).
    assert.deepEqual(calls.map((u) => new URL(u).pathname).filter((p) => p !== '/api/vitals'), ['/api/contact'])
    await page.close()
  })
})

describe('notifications and motion', () => {
  async function sendMessage(page) {
    for (const [name, value] of [['name', 'Sam'], ['email', 'sam@example.com'], ['subject', 'Hi'], ['message', 'Hello']]) {
      await page.locator(`form [name="${name}"]`).fill(value)
    }
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByText('Message sent successfully!').waitFor()
  }

  it('shows one notice at a time, focuses it with F8 and dismisses it with a swipe right', async () => {
    const page = await visit('/contact')
    await sendMessage(page)
    await sendMessage(page)
    assert.equal(await page.getByText('Message sent successfully!').count(), 1)
    await page.keyboard.press('F8')
    await eventually(async () => assert.ok(await page.evaluate(() => !!document.activeElement?.closest('[data-scope="toast"]'))))
    const box = await page.locator('[data-scope="toast"][data-part="root"]').boundingBox()
    assert.ok(box.width <= 420, `notice is ${box.width}px wide`)
    await page.mouse.move(box.x + 20, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + 120, box.y + box.height / 2, { steps: 5 })
    await page.mouse.up()
    await page.getByText('Message sent successfully!').waitFor({ state: 'detached' })
    await page.close()
  })

  it('stops the carousel and shows sections at once when motion is reduced', async () => {
    const page = await visit('/', { reducedMotion: 'reduce' })
    const row = page.getByTestId('collaboration-row').first()
    await row.waitFor()
    assert.equal(await row.locator('> div').evaluate((el) => getComputedStyle(el).animationName), 'none')
    const opacity = await page.locator('#timeline [data-testid="timeline-era"]').last().evaluate((el) => getComputedStyle(el.parentElement).opacity)
    assert.equal(opacity, '1')
    await page.close()
  })
})
