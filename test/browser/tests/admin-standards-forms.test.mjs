// Issue 13 in the admin, continued from admin-standards: axe finds no violation of any impact,
// in both themes, in the Site tab with each of its groups open (the Hero group's History
// comparing a version), a message in the inbox, the two-factor enrolment and its recovery codes,
// and the pages behind the delete and empty-trash confirmations. Those confirmations are the
// browser's own (the spec asks for a browser confirmation): no element of the page, so the test
// checks that they are, and axe checks the page around them.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { launch, startSite } from './harness.mjs'
import { PASSWORD, admin, answerConfirm, env, tab, totp } from './admin-harness.mjs'
import { checkDialog, escape, first, openHistory, violations } from './admin-axe.mjs'

const SITE_GROUPS = ['Profile', 'SEO', 'Hero', 'Cards', 'Funds', 'Highlights', 'Figures', 'Timeline', 'Featured In', 'Biography & Quote', 'Page Titles', 'Navigation', 'Section Headings']
const SUBJECT = 'A message to read in the inbox'
/** The contact form's tokens (one per message), fetched early: a message is taken only some seconds after its token. */
const tokens = []
let tokenAt

before(async () => {
  env.site = await startSite()
  env.browser = await launch()
  for (let i = 0; i < 2; i++) tokens.push((await (await fetch(`${env.site.baseUrl}/api/contact/token`)).json()).token)
  tokenAt = Date.now()
})

after(async () => {
  await env.browser?.close()
  await env.site?.stop()
})

/** Sends a contact message through the public API, as the form does, once the token is old enough. */
async function sendMessage(subject) {
  const wait = tokenAt + 3500 - Date.now()
  if (wait > 0) await new Promise((r) => setTimeout(r, wait))
  const res = await fetch(`${env.site.baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Axe Reader', email: 'axe.reader@example.com', subject, message: 'Two lines\nto read.', token: tokens.pop() }),
  })
  assert.equal(res.status, 201, await res.text())
}

describe('admin accessibility, every impact: forms, inbox, two-factor, confirmations', () => {
  for (const theme of ['light', 'dark']) {
    it(`the Site tab with each group open has no axe violation (${theme})`, async () => {
      const found = []
      const page = await admin({ theme, reducedMotion: 'reduce' })
      // One save of the Hero group, so its History has a version to compare.
      const hero = (await (await page.request.get(`${env.site.baseUrl}/api/site`)).json()).hero
      const put = await page.request.put(`${env.site.baseUrl}/api/site`, { data: { hero: { ...hero, eyebrow: `${hero.eyebrow} (${theme} check)` } } })
      assert.equal(put.status(), 200, await put.text())
      await page.reload({ waitUntil: 'networkidle' })
      await page.getByRole('heading', { name: 'Content Management System' }).waitFor()
      await tab(page, 'Site')
      const panel = page.getByRole('tabpanel')
      for (const group of SITE_GROUPS) {
        const trigger = panel.getByRole('button', { name: group, exact: true })
        await trigger.click()
        await panel.getByRole('button', { name: `Save ${group}` }).waitFor()
        assert.equal(await trigger.getAttribute('aria-expanded'), 'true', group)
        found.push(...(await violations(page, `Site tab, ${group} open`)))
        if (group === 'Hero') {
          await openHistory(panel)
          const newest = panel.getByTestId('history-row').first()
          await newest.getByRole('button', { name: /^Compare version of / }).click()
          await newest.getByTestId('history-field').first().waitFor()
          found.push(...(await violations(page, 'Site tab, Hero History with a comparison')))
        }
      }
      await page.close()
      assert.deepEqual(found, [])
    })

    it(`a message in the inbox, the two-factor enrolment and recovery codes, and the confirmations' pages have no axe violation (${theme})`, async () => {
      const found = []
      const subject = `${SUBJECT} (${theme})`
      await sendMessage(subject)
      const page = await admin({ theme, reducedMotion: 'reduce' })
      await tab(page, 'Inbox')
      const message = await checkDialog(page, found, () => page.locator('li', { hasText: subject }).getByRole('button', { name: 'Open' }).click(), subject, 'message dialog')
      await message.getByTestId('message-body').waitFor()
      await escape(page, message)

      await tab(page, 'Account')
      const section = page.getByRole('region', { name: 'Two-factor sign-in' })
      await section.getByRole('button', { name: 'Set up' }).click()
      await section.getByAltText('QR code for your authenticator app').waitFor()
      found.push(...(await violations(page, 'two-factor enrolment')))
      const secret = (await section.getByTestId('totp-secret').textContent()).trim()
      await section.getByLabel('Authentication code').fill(totp(secret))
      await section.getByRole('button', { name: 'Turn on' }).click()
      const codes = section.getByRole('region', { name: 'Recovery codes' })
      await codes.getByRole('listitem').nth(9).waitFor()
      const recovery = await codes.getByRole('listitem').first().textContent()
      found.push(...(await violations(page, 'two-factor recovery codes')))
      await section.getByRole('button', { name: 'I have stored them' }).click()
      found.push(...(await violations(page, 'two-factor on')))
      // Off again, so the site is as it was.
      await section.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await section.getByLabel('Authentication code').fill(recovery)
      await section.getByRole('button', { name: 'Disable' }).click()
      await section.getByRole('button', { name: 'Set up' }).waitFor()

      // A delete asks in the page with the spec's question, names the item and where it goes (checked
      // open, then declined); no native dialog (admin() fails the test on one).
      await tab(page, 'Collaborations')
      await first(page, 'Delete').click()
      const question = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this collaboration?' })
      await question.waitFor()
      assert.match(await question.getByText(/goes to the Trash/).innerText(), /^“.+” goes to the Trash, where you can restore it\.$/)
      assert.equal(await question.getByRole('button', { name: 'Cancel' }).evaluate((b) => b === document.activeElement), true, 'the safe answer has the focus')
      found.push(...(await violations(page, 'the delete confirmation')))
      assert.equal(await answerConfirm(page, false), 'Are you sure you want to delete this collaboration?')
      found.push(...(await violations(page, 'Collaborations tab after a declined delete')))
      // One accepted, so the trash has an item to empty.
      await first(page, 'Delete').click()
      await answerConfirm(page)
      await page.getByText('Collaboration deleted successfully', { exact: true }).first().waitFor()
      await tab(page, 'Trash')
      await page.getByRole('button', { name: 'Empty trash' }).click()
      assert.equal(await answerConfirm(page, false), 'Empty the trash? Every item in it will be deleted forever.')
      found.push(...(await violations(page, 'Trash tab with an item, after a declined emptying')))
      await page.close()
      assert.deepEqual(found, [])
    })
  }
})
