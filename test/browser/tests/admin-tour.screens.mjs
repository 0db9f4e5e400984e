// Screenshots of every admin tab at 360 and 1280 px in both themes (issue 39),
// for a person to look at: each tab's first screen and its whole page, the
// Inbox with a message open and a Site group being edited. They go to
// screenshots/tour/<SHOTS_LABEL>/ (git-ignored; 'after' unless told), so the
// same file run on an older build gives the 'before' set to compare with.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { DESKTOP, MOBILE, SCREENSHOTS, launch, openPage, startSite } from './harness.mjs'
import { admin, env, tab } from './admin-harness.mjs'

const DIR = join(SCREENSHOTS, 'tour', process.env.SHOTS_LABEL || 'after')
const TABS = ['Dashboard', 'Insights', 'Portfolio', 'Collaborations', 'Media & Press', 'Investments', 'Layouts', 'Media', 'Site', 'Inbox', 'Trash', 'Activity', 'Account']
/** The server's minimum age of a contact form's token, plus a margin. */
const TOKEN_MIN_MS = 3500

before(async () => {
  env.site = await startSite()
  env.browser = await launch()
  mkdirSync(DIR, { recursive: true })
  // A message in the Inbox, sent through the contact page as a visitor does.
  const page = await openPage(env.browser, env.site.baseUrl)
  await page.goto(`${env.site.baseUrl}/contact`, { waitUntil: 'networkidle' })
  await page.waitForTimeout(TOKEN_MIN_MS)
  for (const [name, value] of [
    ['name', 'Sam Visitor'],
    ['email', 'sam.visitor.with.a.long.address@example-company.com'],
    ['subject', 'A collaboration on the next season'],
    ['message', 'Hello! We would like to talk about a collaboration.\nSecond line of the message.'],
  ])
    await page.locator(`form [name="${name}"]`).fill(value)
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await posted
  await page.close()
})

after(async () => {
  await env.browser?.close()
  await env.site?.stop()
})

const slug = (name) => name.toLowerCase().replace(/[^a-z]+/g, '-')

describe('a tour of the admin', () => {
  for (const theme of ['light', 'dark']) {
    for (const viewport of [MOBILE, DESKTOP]) {
      it(`every tab (${theme}, ${viewport.width} px)`, async () => {
        const page = await admin({ theme, viewport, reducedMotion: 'reduce' })
        const shot = async (name, fullPage = false) => {
          await page.waitForFunction(() => document.fonts.status === 'loaded')
          await page.screenshot({ path: join(DIR, `${name}-${theme}-${viewport.width}${fullPage ? '-full' : ''}.png`), fullPage })
        }
        for (const name of TABS) {
          await tab(page, name)
          await page.getByRole('tabpanel').locator('button, p, h2').first().waitFor()
          await page.evaluate(() => window.scrollTo(0, 0))
          await shot(slug(name))
          await shot(slug(name), true)
        }
        await tab(page, 'Inbox')
        await page.getByRole('tabpanel').getByRole('button', { name: 'Open', exact: true }).first().click()
        await page.getByRole('dialog').waitFor()
        await shot('inbox-dialog')
        await page.keyboard.press('Escape')
        await page.getByRole('dialog').waitFor({ state: 'detached' })
        await shot('inbox-opened', true)

        await tab(page, 'Site')
        await page.getByRole('tabpanel').getByRole('button', { name: 'Hero', exact: true }).click()
        const headline = page.getByLabel(/^Headline/).first()
        await headline.fill('A headline being edited')
        await headline.scrollIntoViewIfNeeded()
        await shot('site-editing')
        await page.getByRole('tabpanel').getByRole('button', { name: /^Hero/ }).click()
        await page.getByRole('tabpanel').getByRole('button', { name: 'Home Headings & Buttons', exact: true }).click()
        await page.getByRole('form', { name: 'Home Headings & Buttons' }).getByRole('textbox').first().fill('An edited heading')
        await shot('site-texts-editing')
        await page.close()
      })
    }
  }
})
