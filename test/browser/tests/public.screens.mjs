// Screenshots of every public page (and the not-found page), light and dark,
// at 1280 and 360 px, whole pages after scrolling through them (so lazy images
// and the sections' entrances are in), for a person to look at: `make
// screenshots` writes them to the git-ignored screenshots/ folder. Before each
// shot the page must show its own heading, so a shot of an error page fails.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { DESKTOP, MOBILE, SCREENSHOTS, launch, openPage, projectWithPage, scrollThrough, startSite } from './harness.mjs'

/** Each public route and a text its page shows; before() adds a project's page. */
const ROUTES = [
  { path: '/', text: 'Impact Through Innovation' },
  { path: '/about', text: 'About Jordan Avery' },
  { path: '/portfolio', text: 'Portfolio: A Creative Legacy' },
  { path: '/portfolio/music' },
  { path: '/games', text: 'Games Portfolio' },
  { path: '/investments', text: 'Investment Index' },
  { path: '/media-press', text: 'Podcast Appearances' },
  { path: '/contact', text: 'Send a Message' },
  { path: '/no-such-page' },
]
const WIDTHS = { desktop: DESKTOP, 360: MOBILE }

let site
let browser

before(async () => {
  site = await startSite()
  browser = await launch()
  mkdirSync(SCREENSHOTS, { recursive: true })
  const project = await projectWithPage(site.baseUrl)
  ROUTES.splice(ROUTES.length - 1, 0, { path: project.path, text: project.title })
})

after(async () => {
  await browser?.close()
  await site?.stop()
})

describe('public screenshots', () => {
  for (const theme of ['light', 'dark']) {
    it(`every public page at 1280 and 360 px (${theme})`, async () => {
      for (const route of ROUTES) {
        for (const [width, viewport] of Object.entries(WIDTHS)) {
          const page = await openPage(browser, site.baseUrl, { viewport, theme, reducedMotion: 'reduce' })
          await page.goto(site.baseUrl + route.path, { waitUntil: 'networkidle' })
          if (route.text) await page.getByText(route.text, { exact: true }).first().waitFor()
          else await page.getByRole('heading', { level: 1 }).first().waitFor()
          await scrollThrough(page)
          const name = route.path === '/' ? 'home' : route.path.slice(1).replaceAll('/', '_')
          await page.screenshot({ path: join(SCREENSHOTS, `${name}-${theme}-${width}.png`), fullPage: true })
          await page.close()
        }
      }
    })
  }
})
