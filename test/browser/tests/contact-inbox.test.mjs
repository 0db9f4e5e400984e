// Issue 10 in a real browser against the real server: a visitor sends a
// message from /contact (thanked only once the server stored it), and the
// administrator finds it in the Inbox: unread in bold with a count on the
// tab and the dashboard, opened to read (which marks it read), marked
// unread again, answered through a mailto: link and deleted. A send pressed
// before the app has started is replayed by the app, never submitted as a
// plain form.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { eventually, launch, openPage, startSite } from './harness.mjs'
import { admin, env, notice, row, run, tab } from './admin-harness.mjs'

before(async () => {
  env.site = await startSite()
  env.browser = await launch()
})

after(async () => {
  await env.browser?.close()
  await env.site?.stop()
})

/** The server's minimum age of a token, plus a margin: a quicker send is answered 201 and dropped. */
const TOKEN_MIN_MS = 3500
const SENT = 'Message sent successfully!'
const hydrated = (page) => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')))
const field = (page, name) => page.locator(`form [name="${name}"]`)
const subjectOf = (page, subject) => row(page, subject).getByTestId('message-subject')

async function contactPage() {
  const page = await openPage(env.browser, env.site.baseUrl)
  await page.goto(`${env.site.baseUrl}/contact`, { waitUntil: 'networkidle' })
  return page
}

describe('contact form and inbox', () => {
  const subject = `Browser hello ${run}`

  it('sends a message after the minimum time and the admin reads it in the Inbox', async () => {
    const page = await contactPage()
    // The app starts on the first sign of interaction and fetches the token as the form mounts.
    const token = page.waitForResponse((r) => r.url().endsWith('/api/contact/token') && r.ok())
    await page.mouse.move(200, 300)
    await token
    await eventually(async () => assert.equal(await hydrated(page), true))
    await page.waitForTimeout(TOKEN_MIN_MS)

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

  it('replays a send pressed before the app started: a POST to the API, never a plain form submission', async () => {
    const page = await contactPage()
    assert.equal(await hydrated(page), false, 'nothing hydrates before the visitor interacts')
    // Values set without events (as autofill may): the first event the page sees is the press itself.
    await page.evaluate((s) => {
      const set = (name, value) => (document.querySelector(`form [name="${name}"]`).value = value)
      set('name', 'Early Bird')
      set('email', 'early@example.com')
      set('subject', s)
      set('message', 'Sent before the app started.')
    }, `Early ${run}`)
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST')
    await page.getByRole('button', { name: 'Send Message' }).click()
    const request = await posted
    assert.equal(request.postDataJSON().subject, `Early ${run}`)
    assert.ok(request.postDataJSON().token, 'the token is sent')
    // The send waited out the token's minimum age (the app started with the press).
    await notice(page, SENT)
    assert.equal(page.url(), `${env.site.baseUrl}/contact`, 'no plain form submission: no query string, no navigation')
    assert.deepEqual(page.errors, [])
    await page.close()

    const inbox = await admin()
    await tab(inbox, 'Inbox')
    await subjectOf(inbox, `Early ${run}`).waitFor()
    await inbox.getByRole('tab', { name: 'Inbox 2 unread' }).waitFor()
    await row(inbox, `Early ${run}`).getByRole('button', { name: 'Delete' }).click()
    await notice(inbox, 'Message deleted successfully')
    await eventually(async () => assert.equal(await inbox.getByText(`Early ${run}`).count(), 0))
    await inbox.getByRole('tab', { name: 'Inbox 1 unread' }).waitFor()
    await inbox.close()
  })
})
