// Issue 40's speaking pages in a real browser against the real server:
// /speaking and an appearance's page read fully with script off (the
// content is the server's HTML: each time in the event's zone with its
// name, the Event JSON-LD), and with script the island adds the visitor's
// own time; the invitation form works without script and reaches the
// Inbox as a speaking request; the admin's Appearances tab at 360 px
// creates an appearance as a draft, which is not public until published.
// Screenshots at 360 and 1280 px in both themes.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { DESKTOP, MOBILE, SCREENSHOTS, launch, openPage, startSite } from './harness.mjs'
import { admin, env, field, notice, row, run, tab } from './admin-harness.mjs'

before(async () => {
  env.site = await startSite()
  env.browser = await launch()
  mkdirSync(SCREENSHOTS, { recursive: true })
})

after(async () => {
  await env.browser?.close()
  await env.site?.stop()
})

/** The public list of appearances, as an anonymous visitor's API call answers it. */
async function publicAppearances() {
  const res = await fetch(`${env.site.baseUrl}/api/appearances`)
  assert.equal(res.status, 200)
  return res.json()
}

describe('speaking', () => {
  it('reads /speaking and an appearance page without script at 360 px', async () => {
    const list = await publicAppearances()
    assert.ok(list.length >= 4, 'the demo appearances')
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: MOBILE })
    const page = await context.newPage()
    const res = await page.goto(`${env.site.baseUrl}/speaking`, { waitUntil: 'load' })
    assert.equal(res.status(), 200)
    await page.getByRole('heading', { level: 1, name: 'Speaking' }).waitFor()
    const upcoming = page.locator('section[aria-labelledby="upcoming"] [data-testid="appearance-card"]')
    const past = page.locator('section[aria-labelledby="past"] [data-testid="appearance-card"]')
    const now = Date.now()
    const isUpcoming = (a) => Date.parse(a.endsAt || a.startsAt) > now
    assert.equal(await upcoming.count(), list.filter(isUpcoming).length)
    assert.equal(await past.count(), list.filter((a) => !isUpcoming(a)).length)
    // The API's order: upcoming soonest first, then past latest first; the page shows the same.
    const titles = (await page.locator('[data-testid="appearance-card"] h3').allInnerTexts()).map((t) => t.trim())
    assert.deepEqual(titles, list.map((a) => a.title))
    const first = list[0]
    const card = upcoming.first()
    assert.match(await card.locator('time').innerText(), new RegExp(`\\(${first.timeZone}\\)$`), "the time in the event's zone, named")
    assert.equal(await card.locator('time').getAttribute('datetime'), first.startsAt)
    assert.equal(await card.locator('[data-local-time]').isVisible(), false, "no visitor's time without script")
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll at 360 px')

    await card.getByRole('link', { name: first.title, exact: true }).click()
    await page.waitForURL(`${env.site.baseUrl}${first.path}`)
    await page.getByRole('heading', { level: 1, name: first.title }).waitFor()
    const graph = JSON.parse(await page.locator('script[type="application/ld+json"]').first().textContent())['@graph']
    const event = graph.find((n) => n['@type'] === 'Event')
    assert.equal(event.startDate, first.startsAt, 'startDate with its offset')
    assert.match(event.eventAttendanceMode, /^https:\/\/schema\.org\/(Online|Offline|Mixed)EventAttendanceMode$/)
    assert.equal(event.performer['@type'], 'Person')
    assert.ok(event.location.length > 0)
    const ics = await fetch(env.site.baseUrl + first.path + '.ics')
    assert.equal(ics.headers.get('content-type'), 'text/calendar; charset=utf-8')
    assert.match(await ics.text(), /BEGIN:VEVENT[\s\S]*END:VEVENT/)
    await context.close()
  })

  it("adds the visitor's own time where script runs", async () => {
    const page = await openPage(env.browser, env.site.baseUrl, { viewport: DESKTOP, timezoneId: 'Asia/Tokyo' })
    await page.goto(`${env.site.baseUrl}/speaking`, { waitUntil: 'load' })
    const local = page.locator('[data-local-time]').first()
    // Its line is there from the first paint (blank), then filled.
    await page.waitForFunction(() => document.querySelector('[data-local-time]')?.textContent?.startsWith('Your time: '))
    assert.match(await local.innerText(), /^Your time: .* \(UTC\+9\)$/)
    assert.deepEqual(page.errors, [])
    await page.close()
  })

  for (const theme of ['light', 'dark']) {
    for (const [name, viewport] of [['360', MOBILE], ['1280', DESKTOP]]) {
      it(`screenshots /speaking and an appearance page, ${theme}, ${name} px`, async () => {
        const [first] = await publicAppearances()
        const page = await openPage(env.browser, env.site.baseUrl, { viewport, theme })
        for (const [file, path] of [['speaking', '/speaking'], ['appearance', first.path]]) {
          await page.goto(env.site.baseUrl + path, { waitUntil: 'networkidle' })
          await page.screenshot({ path: join(SCREENSHOTS, `${file}-${theme}-${name}.png`), fullPage: true })
        }
        assert.deepEqual(page.errors, [])
        await page.close()
      })
    }
  }

  it('sends an invitation without script; the Inbox shows it as a speaking request', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: MOBILE })
    const page = await context.newPage()
    await page.goto(`${env.site.baseUrl}/speaking`, { waitUntil: 'load' })
    const shownAt = Date.now()
    const form = page.getByTestId('invite-form')
    const event = `Browser Summit ${run}`
    await form.locator('[name="name"]').fill('Org Anizer')
    await form.locator('[name="email"]').fill('org@example.com')
    await form.locator('[name="eventName"]').fill(event)
    await form.locator('[name="eventDate"]').fill('2027-10-01')
    await form.locator('[name="eventLocation"]').fill('Lisbon')
    await form.locator('[name="eventAudience"]').fill('1200')
    await form.locator('[name="eventFormat"]').fill('Keynote')
    await form.locator('[name="message"]').fill('Would you open our second day?')
    // The form may be sent once its token is as old as a person's typing (data-min-seconds).
    // Script is off in this page, so the wait is kept here: until the token is old enough.
    const min = Number(await form.getAttribute('data-min-seconds'))
    while (Date.now() - shownAt < min * 1000 + 500) await new Promise((resolve) => setTimeout(resolve, 100))
    await form.getByRole('button', { name: 'Send the invitation' }).click()
    await page.waitForURL(`${env.site.baseUrl}/contact/sent`, { waitUntil: 'commit' })
    await context.close()

    const inbox = await admin({ viewport: MOBILE })
    await tab(inbox, 'Inbox')
    const subject = `Invitation to speak: ${event}`
    await row(inbox, subject).getByText('Speaking request').waitFor()
    await row(inbox, subject).getByRole('button', { name: 'Open' }).click()
    const details = inbox.getByRole('dialog', { name: subject }).getByTestId('speaking-event')
    for (const text of [event, '2027-10-01', 'Lisbon', '1200', 'Keynote']) await details.getByText(text, { exact: true }).waitFor()
    await inbox.close()
  })

  it('creates an appearance as a draft on a phone: not public until published', async () => {
    const page = await admin({ viewport: MOBILE })
    await tab(page, 'Appearances')
    const title = `Browser Keynote ${run}`
    await page.getByRole('button', { name: 'Add Appearance' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Appearance' })
    await field(dialog, 'Title').fill(title)
    await field(dialog, 'Starts').fill('2098-05-14T09:30')
    await dialog.getByLabel('Time zone').selectOption('Europe/Berlin')
    await field(dialog, 'City').fill('Berlin')
    for (const button of await dialog.getByRole('button').all()) {
      if (!(await button.isVisible())) continue
      const box = await button.boundingBox()
      if (box) assert.ok(box.height >= 40, `${(await button.innerText()).trim() || (await button.getAttribute('aria-label'))} is a target (${box.height} px)`)
    }
    await page.screenshot({ path: join(SCREENSHOTS, 'admin-appearance-dialog-360.png'), fullPage: false })
    const [created] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/appearances' && new URL(r.url()).search === '?draft=true' && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: 'Save as draft', exact: true }).click(),
    ])
    assert.equal(created.status(), 201, await created.text())
    const item = await created.json()
    assert.equal(item.startsAt, '2098-05-14T09:30:00+02:00', "the event's clock in its zone")
    assert.ok(!(await publicAppearances()).some((a) => a.title === title), 'a draft is not public')
    assert.equal((await fetch(`${env.site.baseUrl}/speaking`).then((r) => r.text())).includes(title), false)

    const [published] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === `/api/appearances/${item.id}/publish` && r.request().method() === 'POST'),
      (async () => {
        await row(page, title).getByRole('button', { name: 'Edit' }).click()
        await page.getByRole('dialog', { name: 'Edit Appearance' }).getByRole('button', { name: 'Publish', exact: true }).click()
      })(),
    ])
    assert.equal(published.status(), 200, await published.text())
    await notice(page, 'Published')
    assert.ok((await publicAppearances()).some((a) => a.title === title), 'published: public')
    const html = await fetch(`${env.site.baseUrl}/speaking`).then((r) => r.text())
    assert.ok(html.includes(title), 'on /speaking at once')
    assert.ok(html.includes('14 May 2098, 09:30 CEST (Europe/Berlin)'))
    await page.screenshot({ path: join(SCREENSHOTS, 'admin-appearances-360.png'), fullPage: false })
    await page.close()
  })
})
