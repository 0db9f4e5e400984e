// Drafts, previews and a scheduled publish in a real browser (issue 23): a
// project's title changed in its Edit dialog and kept with Save draft changes
// nothing public; a preview link made on the dashboard shows the draft to a
// visitor without a session (a second browser context); Publish makes it
// public; a second draft scheduled 8 s ahead is public once its time has
// passed (the server's scheduler applies it). A new project saved only as a
// draft has its page under the preview link (issue 39). The dialog with a draft and the
// dashboard are photographed at 360 px in both themes (git-ignored
// screenshots/ folder) for a person to look at.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { atRest } from './admin-axe.mjs'
import { addAxe, eventually, launch, MOBILE, openPage, SCREENSHOTS, startSite } from './harness.mjs'
import { admin, answerConfirm, env, field, notice, openDialog, row, run, tab } from './admin-harness.mjs'

before(async () => {
  env.site = await startSite()
  env.browser = await launch()
})

after(async () => {
  await env.browser?.close()
  await env.site?.stop()
})

const original = `Nebula ${run}`
const drafted = `Quasar ${run}`
const scheduled = `Pulsar ${run}`
const fresh = `Nebula Drift ${run}`
/** How far ahead the schedules are set: the dialog's steps between filling the time and the server's check must fit in it. */
const AHEAD = 8000

async function editProject(page, title) {
  await tab(page, 'Portfolio')
  const dialog = page.getByRole('dialog', { name: 'Edit Project', exact: true })
  await openDialog(row(page, title).getByRole('button', { name: 'Edit', exact: true }), dialog)
  return dialog
}

/** The public projects list as an anonymous visitor's API call answers it. */
async function publicTitles() {
  const res = await fetch(`${env.site.baseUrl}/api/portfolio/projects`)
  assert.equal(res.status, 200)
  return (await res.json()).map((p) => p.title)
}

/** axe's violations on the page once no transition runs (a button clicked a moment ago is still changing colour), every impact. */
async function violations(page) {
  await atRest(page)
  await addAxe(page)
  const result = await page.evaluate(async () => window.axe.run(document, { resultTypes: ['violations'] }))
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
}

async function screenshot(page, name) {
  mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: join(SCREENSHOTS, name), fullPage: false })
}

/** Keeps the dialog's form as the project's draft. */
async function saveDraft(page, dialog) {
  const [res] = await Promise.all([
    page.waitForResponse((r) => /^\/api\/portfolio\/projects\/\d+$/.test(new URL(r.url()).pathname) && new URL(r.url()).search === '?draft=true' && r.request().method() === 'PUT'),
    dialog.getByRole('button', { name: 'Save draft', exact: true }).click(),
  ])
  assert.equal(res.status(), 200, await res.text())
  await notice(page, 'Draft saved — not public yet')
  await dialog.getByText('Editing a draft — not public yet').waitFor()
}

/**
 * Fills the dialog's time field (a datetime-local, the browser's own zone)
 * with a time `ms` ahead of now and returns that time. Far enough ahead that
 * the form still sends a future time on a slow, shared machine; the checks
 * that follow read the returned time instead of assuming how long a step took.
 */
async function fillAhead(page, input, ms) {
  const { value, at } = await page.evaluate((ms) => {
    // Whole seconds: the field shows seconds, not milliseconds.
    const d = new Date(Math.ceil((Date.now() + ms) / 1000) * 1000)
    const pad = (n) => String(n).padStart(2, '0')
    return { value: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`, at: d.getTime() }
  }, ms)
  await input.fill(value)
  return at
}

/** Waits until a check passes, given until `at` plus a margin for the scheduler's tick and a slow machine. */
function afterTime(at, assertion) {
  return eventually(assertion, Math.max(0, at - Date.now()) + 30_000)
}

describe('drafts', () => {
  it('a draft is private until published; a preview link shows it to anyone; a schedule publishes it', async () => {
    const page = await admin()
    const made = await page.request.post(`${env.site.baseUrl}/api/portfolio/projects`, {
      data: { title: original, description: `The words of ${original}`, category: 'music', priority: 0 },
    })
    assert.equal(made.status(), 201, await made.text())
    const id = (await made.json()).id
    await page.reload({ waitUntil: 'networkidle' })
    await page.getByRole('heading', { name: 'Content Management System' }).waitFor()

    // Save draft: nothing public changes.
    let dialog = await editProject(page, original)
    await field(dialog, 'Title').fill(drafted)
    await saveDraft(page, dialog)
    let titles = await publicTitles()
    assert.ok(titles.includes(original) && !titles.includes(drafted), 'the public API still shows the published title')
    const publicHtml = await (await fetch(`${env.site.baseUrl}/portfolio`)).text()
    assert.ok(!publicHtml.includes(drafted), 'the public page does not show the draft')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'detached' })
    await row(page, original).getByText('Draft', { exact: true }).waitFor()

    // A new project saved only as a draft (issue 39): its create answers the address the server gave it.
    const addDialog = page.getByRole('dialog', { name: 'Add New Project' })
    await openDialog(page.getByRole('button', { name: 'Add Project' }), addDialog)
    await field(addDialog, 'Title').fill(fresh)
    await field(addDialog, 'Category').selectOption('games')
    const [createdDraft] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/portfolio/projects' && new URL(r.url()).search === '?draft=true' && r.request().method() === 'POST'),
      addDialog.getByRole('button', { name: 'Save as draft', exact: true }).click(),
    ])
    assert.equal(createdDraft.status(), 201, await createdDraft.text())
    const freshPath = (await createdDraft.json()).path
    assert.match(freshPath, /^\/portfolio\/games\/[a-z0-9]+(-[a-z0-9]+)+$/, 'the draft answers its page address')
    await addDialog.waitFor({ state: 'detached' })
    assert.equal((await fetch(`${env.site.baseUrl}${freshPath}`)).status, 404, 'the new project has no public page yet')

    // A preview link, opened in a second browser context without a session, shows the draft.
    await tab(page, 'Dashboard')
    const panel = page.getByRole('tabpanel')
    const [created] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/previews' && r.request().method() === 'POST'),
      panel.getByRole('button', { name: 'Preview', exact: true }).click(),
    ])
    assert.equal(created.status(), 201, await created.text())
    const link = await created.json()
    await notice(page, 'Preview link created')
    const shown = panel.getByRole('textbox', { name: 'Preview link' }).first()
    assert.equal(await shown.inputValue(), link.url)
    await panel.getByRole('button', { name: 'Copy link' }).first().waitFor()
    assert.equal(await panel.getByRole('link', { name: 'Open' }).first().getAttribute('href'), link.url)
    const url = new URL(link.url)
    const visitor = await openPage(env.browser, env.site.baseUrl)
    await visitor.goto(`${env.site.baseUrl}${url.pathname.replace(/\/$/, '')}/portfolio`, { waitUntil: 'networkidle' })
    await visitor.getByText(drafted).first().waitFor()
    assert.equal(await visitor.getByText(original, { exact: true }).count(), 0, 'the preview shows the draft instead')
    // The new project's own page, under the preview link.
    const freshPage = await visitor.goto(`${env.site.baseUrl}${url.pathname.replace(/\/$/, '')}${freshPath}`, { waitUntil: 'networkidle' })
    assert.equal(freshPage.status(), 200, 'the preview has a page for the new project')
    await visitor.getByRole('heading', { level: 1, name: fresh }).waitFor()
    await visitor.close()

    // Publish: the public API shows the new title.
    dialog = await editProject(page, original)
    assert.equal(await field(dialog, 'Title').inputValue(), drafted, 'the dialog opens on the draft')
    await dialog.getByText('Editing a draft — not public yet').waitFor()
    const [published] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === `/api/portfolio/projects/${id}/publish` && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: 'Publish', exact: true }).click(),
    ])
    assert.equal(published.status(), 200, await published.text())
    await notice(page, 'Published')
    await dialog.waitFor({ state: 'detached' })
    titles = await publicTitles()
    assert.ok(titles.includes(drafted) && !titles.includes(original), 'the public API shows the published title')
    await row(page, drafted).waitFor()

    // A new draft scheduled a few seconds ahead is public once its time has passed.
    dialog = await editProject(page, drafted)
    await field(dialog, 'Title').fill(scheduled)
    await saveDraft(page, dialog)
    await dialog.getByRole('button', { name: 'Schedule…' }).click()
    const at = await fillAhead(page, dialog.getByLabel('Publish at'), AHEAD)
    const [planned] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === `/api/portfolio/projects/${id}/publish` && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: 'Schedule publish' }).click(),
    ])
    assert.equal(planned.status(), 202, await planned.text())
    await page.getByText(/^Publish scheduled for /).first().waitFor()
    await dialog.waitFor({ state: 'detached' })
    titles = await publicTitles()
    if (Date.now() < at - 500) assert.ok(!titles.includes(scheduled), 'not public before its time')
    await afterTime(at, async () => assert.ok((await publicTitles()).includes(scheduled), 'the scheduled publish was applied'))
    // The admin's list follows without a reload once the time has passed.
    await row(page, scheduled).waitFor({ timeout: 30_000 })
    assert.deepEqual(page.errors, [])
    await page.close()
  })

  it('Unpublish… in the dialog hides a public item at the time asked, then Unpublish now hides it at once', async () => {
    const page = await admin()
    const name = `Eclipse ${run}`
    const made = await page.request.post(`${env.site.baseUrl}/api/portfolio/projects`, { data: { title: name, category: 'music', priority: 0 } })
    assert.equal(made.status(), 201, await made.text())
    const id = (await made.json()).id
    await page.reload({ waitUntil: 'networkidle' })
    let dialog = await editProject(page, name)
    await dialog.getByRole('button', { name: 'Unpublish…' }).click()
    const at = await fillAhead(page, dialog.getByLabel('Unpublish at'), AHEAD)
    const [planned] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === `/api/portfolio/projects/${id}/unpublish` && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: 'Schedule unpublish' }).click(),
    ])
    assert.equal(planned.status(), 202, await planned.text())
    await dialog.getByText(/^Unpublish scheduled for /).waitFor()
    await afterTime(at, async () => assert.ok(!(await publicTitles()).includes(name), 'the scheduled unpublish was applied'))
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    // Shown again through its Active switch, then hidden at once with Unpublish now (and its confirmation).
    const shown = await page.request.put(`${env.site.baseUrl}/api/portfolio/projects/${id}`, { data: { title: name, category: 'music', priority: 0, isActive: true } })
    assert.equal(shown.status(), 200, await shown.text())
    assert.ok((await publicTitles()).includes(name))
    await page.reload({ waitUntil: 'networkidle' })
    dialog = await editProject(page, name)
    await dialog.getByRole('button', { name: 'Unpublish…' }).click()
    const unpublished = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/portfolio/projects/${id}/unpublish` && r.request().method() === 'POST')
    await dialog.getByRole('button', { name: 'Unpublish now' }).click()
    assert.match(await answerConfirm(page), /^Hide this item from the public site now\?/)
    const hidden = await unpublished
    assert.equal(hidden.status(), 200, await hidden.text())
    await notice(page, 'Unpublished — hidden from the public site')
    await dialog.waitFor({ state: 'detached' })
    assert.ok(!(await publicTitles()).includes(name), 'hidden at once')
    assert.deepEqual(page.errors, [])
    await page.close()
  })

  for (const theme of ['light', 'dark']) {
    it(`the dialog with a draft and the dashboard at 360 px (${theme})`, async () => {
      const page = await admin({ viewport: MOBILE, theme, reducedMotion: 'reduce' })
      const dialog = await editProject(page, scheduled)
      await field(dialog, 'Title').fill(`${scheduled} ${theme}`)
      await saveDraft(page, dialog)
      await dialog.getByRole('button', { name: 'Schedule…' }).click()
      await dialog.getByLabel('Publish at').waitFor()
      const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)
      assert.ok(overflow <= 0, `the dialog scrolls sideways by ${overflow} px`)
      await screenshot(page, `admin-drafts-dialog-${theme}-360.png`)
      assert.deepEqual(await violations(page), [], 'the dialog with its draft bar has no axe violation')
      // A schedule an hour ahead, so the dashboard lists one.
      await dialog.getByRole('button', { name: 'Schedule publish' }).click()
      await dialog.waitFor({ state: 'detached' })

      await tab(page, 'Dashboard')
      const panel = page.getByRole('tabpanel')
      await panel.getByTestId('scheduled-row').first().waitFor()
      await panel.getByRole('button', { name: 'Preview', exact: true }).click()
      await panel.getByTestId('preview-row').first().waitFor()
      const width = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      assert.ok(width <= 0, `the dashboard scrolls sideways by ${width} px`)
      await panel.getByRole('heading', { name: 'Scheduled', exact: true }).scrollIntoViewIfNeeded()
      await screenshot(page, `admin-drafts-dashboard-${theme}-360.png`)
      assert.deepEqual(await violations(page), [], 'the dashboard has no axe violation')
      // Cancel the schedule again.
      await panel.getByRole('button', { name: /^Cancel the scheduled publish of / }).first().click()
      await notice(page, 'Schedule cancelled')
      assert.deepEqual(page.errors, [])
      await page.close()
    })
  }
})
