// Issue 10 in a real browser against the real server: a visitor sends a
// message from /contact (thanked only once the server stored it), and the
// administrator finds it in the Inbox: unread in bold with a count on the
// tab and the dashboard, opened to read (which marks it read), marked
// unread again, answered through a mailto: link and deleted. Without
// script the form posts to the server, which answers the confirmation page
// (303) or the form again with the values kept and a message by each field.
// Issue 39: a message sent a moment after the page loaded reaches the Inbox
// (with script, the page waits out the token's minimum age itself) or the
// visitor is told it was not sent (without script: the form again, saying
// so, and sending it again confirms it); it is never thanked and dropped.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { eventually, launch, openPage, startSite } from './harness.mjs'
import { admin, answerConfirm, env, notice, row, run, tab } from './admin-harness.mjs'

before(async () => {
  env.site = await startSite()
  env.browser = await launch()
})

after(async () => {
  await env.browser?.close()
  await env.site?.stop()
})

const SENT = 'Message sent successfully!'
/** The start of the server's answer to a form sent sooner after it was shown than a person types. */
const NOT_SENT = 'Your message has not been sent yet'
const field = (page, name) => page.locator(`form [name="${name}"]`)
const subjectOf = (page, subject) => row(page, subject).getByTestId('message-subject')

async function contactPage() {
  const page = await openPage(env.browser, env.site.baseUrl)
  await page.goto(`${env.site.baseUrl}/contact`, { waitUntil: 'load' })
  return page
}

describe('contact form and inbox', () => {
  const subject = `Browser hello ${run}`

  it('sends a message the moment the page has loaded, and the admin reads it in the Inbox', async () => {
    const page = await contactPage()
    assert.ok(await field(page, 'token').inputValue(), 'the page carries its signed token')
    // No wait: sent well within the token's 3 s (issue 39's 1 s send), the script holds it
    // ('Sending...') until the server takes it.

    // The honeypot is out of reach: no textbox of that name, not in the tab order.
    assert.equal(await page.getByRole('textbox', { name: 'Website' }).count(), 0)
    assert.equal(await field(page, 'website').getAttribute('tabindex'), '-1')
    assert.equal(await field(page, 'website').evaluate((el) => !!el.closest('[aria-hidden="true"]')), true)

    await field(page, 'name').fill('Sam Browser')
    await field(page, 'email').fill('sam.browser@example.com')
    await field(page, 'subject').fill(subject)
    await field(page, 'message').fill('Hello from the browser suite.\nSecond line.')
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST')
    await page.getByRole('button', { name: 'Send Message' }).click()
    assert.equal((await posted).status(), 201)
    await notice(page, SENT)
    await page.getByText("Thank you for reaching out. I'll get back to you soon.").waitFor()
    assert.equal(await field(page, 'subject').inputValue(), '')
    assert.deepEqual(page.errors, [])
    await page.close()

    const inbox = await admin()
    await inbox.getByRole('tab', { name: 'Inbox 1 unread' }).waitFor()
    const card = inbox.getByText('Messages', { exact: true }).locator('xpath=..')
    await eventually(async () => assert.match(await card.textContent(), /^Messages1\s*1 unread$/))
    await tab(inbox, 'Inbox')
    await subjectOf(inbox, subject).waitFor()
    assert.equal(await row(inbox, subject).getAttribute('data-unread'), 'true')
    assert.ok(Number(await subjectOf(inbox, subject).evaluate((el) => getComputedStyle(el).fontWeight)) >= 600, 'an unread subject is bold')
    assert.equal(
      await row(inbox, subject).getByRole('link', { name: 'Reply' }).getAttribute('href'),
      `mailto:sam.browser@example.com?subject=${encodeURIComponent(`Re: ${subject}`)}`,
    )

    await row(inbox, subject).getByRole('button', { name: 'Open' }).click()
    const dialog = inbox.getByRole('dialog', { name: subject })
    await dialog.getByText('Hello from the browser suite.', { exact: false }).waitFor()
    await dialog.getByText('From Sam Browser <sam.browser@example.com>', { exact: false }).waitFor()
    await inbox.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    // Opened, so read: the count is gone from the tab.
    await inbox.getByRole('tab', { name: 'Inbox', exact: true }).waitFor()
    await eventually(async () => assert.equal(await row(inbox, subject).getAttribute('data-unread'), 'false'))
    assert.ok(Number(await subjectOf(inbox, subject).evaluate((el) => getComputedStyle(el).fontWeight)) < 600, 'a read subject is not bold')

    await row(inbox, subject).getByRole('button', { name: 'Mark unread' }).click()
    await inbox.getByRole('tab', { name: 'Inbox 1 unread' }).waitFor()
    await eventually(async () => assert.equal(await row(inbox, subject).getAttribute('data-unread'), 'true'))
    assert.deepEqual(inbox.errors, [])
    await inbox.close()
  })

  it('without script, posts the form to the server: field messages when empty, told when sent too soon, then the confirmation page, and the message in the Inbox', async () => {
    // An instance of the site (same database) whose forms must be a minute old: every send of
    // this test is "too soon", however slow the machine.
    const slow = await env.site.startAnother({ PORTFOLIO_CONTACT_MIN_SECONDS: '60' })
    const context = await env.browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${slow.baseUrl}/contact`)
    const empty = page.waitForResponse((r) => r.url() === `${slow.baseUrl}/contact` && r.request().method() === 'POST')
    await page.getByRole('button', { name: 'Send Message' }).click()
    assert.equal((await empty).status(), 400)
    for (const name of ['name', 'email', 'subject', 'message']) {
      assert.ok((await page.locator(`[data-error-for="${name}"]`).innerText()).trim(), `a message by ${name}`)
      assert.equal(await field(page, name).getAttribute('aria-invalid'), 'true')
    }
    await field(page, 'name').fill('No Script')
    await field(page, 'email').fill('not an address')
    await field(page, 'subject').fill(`No script ${run}`)
    await field(page, 'message').fill('Sent by a plain form.')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.locator('[data-error-for="email"]').filter({ hasText: /\S/ }).waitFor()
    assert.equal(await field(page, 'subject').inputValue(), `No script ${run}`, 'the values are kept')
    await field(page, 'email').fill('no.script@example.com')
    const tooSoon = page.waitForResponse((r) => r.url() === `${slow.baseUrl}/contact` && r.request().method() === 'POST')
    await page.getByRole('button', { name: 'Send Message' }).click()
    assert.equal((await tooSoon).status(), 400, 'sent too soon: not taken')
    await page.locator('[data-form-error]').getByText(NOT_SENT, { exact: false }).waitFor()
    assert.equal(await page.getByRole('heading', { name: SENT }).count(), 0, 'never thanked for a message not taken')
    assert.equal(await field(page, 'message').inputValue(), 'Sent by a plain form.', 'the text is kept')
    // Sending it again confirms it.
    await page.getByRole('button', { name: 'Send Message' }).click()
    // The redirect is what counts (not every image of the next page loaded: the load event waits for
    // them, and on a busy machine that once took longer than the wait); if it does not come, say what
    // the page shows instead.
    try {
      await page.waitForURL(`${slow.baseUrl}/contact/sent`, { waitUntil: 'commit' })
    } catch (e) {
      const errors = await page.locator('[data-error-for], [data-form-error]').allInnerTexts().catch(() => [])
      throw new Error(`no confirmation page: at ${page.url()}, messages ${JSON.stringify(errors.filter((t) => t.trim()))}: ${e.message}`)
    }
    await page.getByRole('heading', { name: SENT }).waitFor()
    await page.getByText("Thank you for reaching out. I'll get back to you soon.").waitFor()
    await context.close()
    await slow.stop()

    const inbox = await admin()
    await tab(inbox, 'Inbox')
    await subjectOf(inbox, `No script ${run}`).waitFor()
    await inbox.getByRole('tab', { name: 'Inbox 2 unread' }).waitFor()
    await row(inbox, `No script ${run}`).getByRole('button', { name: 'Delete' }).click()
    await answerConfirm(inbox)
    await notice(inbox, 'Message deleted successfully')
    await eventually(async () => assert.equal(await inbox.getByText(`No script ${run}`).count(), 0))
    await inbox.getByRole('tab', { name: 'Inbox 1 unread' }).waitFor()
    await inbox.close()
  })
})
