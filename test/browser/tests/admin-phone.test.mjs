// The admin on a phone (issues 24 and 39): at 360 px the admin is a shell of
// its own (no public header, breadcrumb or footer), its navigation takes at
// most a third of the first screen, no tab (the Inbox with a message opened
// and Insights with its tables included) is wider than the screen, and every
// control is a 44 px target; every delete asks in the page, naming the item,
// and no native dialog opens; a Site group's Save stays in sight and a notice
// never covers a dialog's buttons; the schedule picker names the time zone;
// every tab has its own address (reload and Back keep it); a changed dialog
// asks before Escape drops it; after Move Down the focus stays on the moved
// project's button. Screenshots at 360 px, light and dark, go to screenshots/.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { MOBILE, SCREENSHOTS, eventually, launch, openPage, startSite } from './harness.mjs'
import { admin, answerConfirm, env, field, notice, openDialog, png, row, run, sectionsButton, tab } from './admin-harness.mjs'
import { atRest, violations } from './admin-axe.mjs'

/** The server's minimum age of a contact form's token, plus a margin. */
const TOKEN_MIN_MS = 3500

before(async () => {
  env.site = await startSite()
  env.browser = await launch()
  mkdirSync(SCREENSHOTS, { recursive: true })
})

after(async () => {
  await env.browser?.close()
  await env.site?.stop()
})

const TABS = [
  ['Dashboard', '/admin'],
  ['Portfolio', '/admin/portfolio'],
  ['Collaborations', '/admin/collaborations'],
  ['Media & Press', '/admin/media-press'],
  ['Investments', '/admin/investments'],
  ['Media', '/admin/media'],
  ['Site', '/admin/site'],
  ['Layouts', '/admin/layouts'],
  ['Inbox', '/admin/inbox'],
  ['Activity', '/admin/activity'],
  ['Account', '/admin/account'],
  ['Insights', '/admin/insights'],
  ['Trash', '/admin/trash'],
]

/**
 * What of the page is out of reach at the viewport's width: the page's own
 * sideways scroll, any element that scrolls sideways, and every button (of
 * the page or an open dialog) that is not wholly inside the viewport
 * horizontally.
 */
function sidewaysProblems() {
  const problems = []
  const root = document.scrollingElement
  if (root.scrollWidth > innerWidth) problems.push(`the page is ${root.scrollWidth} px wide`)
  for (const el of document.querySelectorAll('body *')) {
    const style = getComputedStyle(el)
    if (!/(auto|scroll)/.test(style.overflowX) || el.scrollWidth <= el.clientWidth + 1) continue
    problems.push(`${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''} scrolls sideways (${el.scrollWidth} > ${el.clientWidth})`)
  }
  for (const b of document.querySelectorAll('button, a[href]')) {
    const r = b.getBoundingClientRect()
    // Hidden ones, and the skip link parked left of the page until it is focused.
    if (r.width === 0 || r.height === 0 || r.right < 0 || b.closest('[hidden], [aria-hidden="true"]')) continue
    if (r.left < -0.5 || r.right > innerWidth + 0.5) problems.push(`"${(b.getAttribute('aria-label') || b.textContent).trim()}" spans ${Math.round(r.left)}–${Math.round(r.right)} px`)
  }
  return problems
}

/**
 * Every control in reach (not behind an open dialog) smaller than 44 × 44 px:
 * buttons, links, tabs, fields and switches. Links inside a sentence are
 * exempt (WCAG 2.5.8), as are the visually hidden inputs of a switch.
 */
function smallTargets() {
  const small = []
  for (const el of document.querySelectorAll('button, a[href], [role=tab], input:not([type=hidden]), select, textarea, [data-scope=switch][data-part=root]')) {
    if (el.closest('[hidden], [aria-hidden="true"], [inert]')) continue
    const r = el.getBoundingClientRect()
    if (r.width <= 1 || r.height <= 1 || r.right < 0) continue
    if (el.matches('a') && getComputedStyle(el).display === 'inline' && el.parentElement.closest('p, li p')) continue
    if (r.width < 43.5 || r.height < 43.5) small.push(`${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '').trim().slice(0, 40)}" ${Math.round(r.width)}×${Math.round(r.height)}`)
  }
  return small
}

/** What of the public pages' frame is on the page: their header, navigation, breadcrumb and footer. */
function publicFrame() {
  return [
    ...document.querySelectorAll('header, footer, [role=banner], [role=contentinfo], #mobile-menu, nav[aria-label="Main"], nav[aria-label="breadcrumb"], [data-testid="brand"], [data-testid="footer-copyright"]'),
  ].map((el) => el.outerHTML.slice(0, 80))
}

/** How far down the first screen the navigation reaches: the bottom of the admin's bar and of every visible tab. */
function navigationBottom() {
  const boxes = [document.querySelector('nav[aria-label="Admin"]'), ...document.querySelectorAll('[role=tab]')]
    .map((el) => el?.getBoundingClientRect())
    .filter((r) => r && r.width > 0 && r.height > 0)
  return Math.max(...boxes.map((r) => r.bottom))
}

describe('the admin at 360 px', () => {
  it('is a shell of its own; the navigation takes at most a third of the first screen; no tab is wider than the screen; every target is 44 px', async () => {
    const page = await admin({ viewport: MOBILE, reducedMotion: 'reduce' })
    // Something in the lists that start empty: a preview link on the Dashboard, a deleted item in the Trash.
    assert.equal((await page.request.post(`${env.site.baseUrl}/api/previews`, { data: {} })).status(), 201)
    const collaborations = await (await page.request.get(`${env.site.baseUrl}/api/notable-collaborations`)).json()
    assert.equal((await page.request.delete(`${env.site.baseUrl}/api/notable-collaborations/${collaborations.at(-1).id}`)).status(), 204)
    await page.reload()
    await page.getByRole('heading', { name: 'Content Management System' }).waitFor()

    assert.deepEqual(await page.evaluate(publicFrame), [], 'no public header, breadcrumb or footer')
    await page.getByRole('link', { name: /Back to the site/ }).waitFor()
    // Every target under 44 px, on every tab and dialog (one list, so a failure names them all).
    const small = []
    for (const [name, path] of TABS) {
      await tab(page, name)
      assert.equal(new URL(page.url()).pathname, path, `${name}'s address`)
      await page.getByRole('tabpanel').locator('button, p, h2').first().waitFor()
      await page.evaluate(() => window.scrollTo(0, 0))
      // Measured at rest: a box still growing or fading in (a tab's list, a dialog) is not what stays on screen.
      await atRest(page)
      if (name === 'Dashboard') assert.deepEqual(await violations(page, 'the Dashboard at 360 px'), [])
      const bottom = await page.evaluate(navigationBottom)
      assert.ok(bottom <= MOBILE.height / 3, `${name}: the navigation reaches ${bottom} px down a ${MOBILE.height} px screen`)
      const content = await page.getByRole('tabpanel').boundingBox()
      assert.ok(content.y < MOBILE.height / 2, `${name}: the tab's content starts at ${content.y} px`)
      assert.deepEqual(await page.evaluate(sidewaysProblems), [], `${name} at 360 px`)
      small.push(...(await page.evaluate(smallTargets)).map((t) => `${name}: ${t}`))
    }

    // Every section opened: two columns of groups under the bar, all in sight, each target 44 px.
    await sectionsButton(page).click()
    await page.getByRole('tab', { name: 'Dashboard' }).waitFor()
    await atRest(page)
    assert.deepEqual(await page.evaluate(sidewaysProblems), [], 'the open navigation')
    small.push(...(await page.evaluate(smallTargets)).map((t) => `navigation: ${t}`))
    assert.deepEqual(await violations(page, 'the open navigation at 360 px'), [])
    await page.screenshot({ path: join(SCREENSHOTS, 'admin-phone-navigation-360.png') })
    await page.keyboard.press('Escape')
    await page.getByRole('tab', { name: 'Dashboard' }).waitFor({ state: 'hidden' })

    // Dialogs too: a project's edit form, its links and its gallery.
    await tab(page, 'Portfolio')
    const first = page.locator('li[data-project-id]').first()
    for (const [button, name] of [
      ['Edit', 'Edit Project'],
      ['Links', 'Manage Project Links'],
      ['Gallery', 'Manage Project Gallery'],
    ]) {
      const dialog = page.getByRole('dialog', { name })
      await openDialog(first.getByRole('button', { name: button, exact: true }), dialog)
      await atRest(page)
      assert.deepEqual(await page.evaluate(sidewaysProblems), [], `${button} dialog at 360 px`)
      small.push(...(await page.evaluate(smallTargets)).map((t) => `${button} dialog: ${t}`))
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
    }
    assert.deepEqual(small, [], 'every target is at least 44 × 44 px')
    await page.close()
  })

  it('the Inbox with a message opened and Insights with its tables fit the screen', async () => {
    // A message, as a visitor sends one (the form must be older than the server's minimum age).
    const visitor = await openPage(env.browser, env.site.baseUrl, { viewport: MOBILE })
    await visitor.goto(`${env.site.baseUrl}/contact`, { waitUntil: 'networkidle' })
    await visitor.waitForTimeout(TOKEN_MIN_MS)
    for (const [name, value] of [
      ['name', 'Sam Phone'],
      ['email', 'sam.phone.with.a.rather.long.address@example-company.com'],
      ['subject', `A message read on a phone ${run}`],
      ['message', 'Hello from a phone.'],
    ])
      await visitor.locator(`form [name="${name}"]`).fill(value)
    const sent = visitor.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST')
    await visitor.getByRole('button', { name: 'Send Message' }).click()
    assert.equal((await sent).status(), 201)
    await visitor.close()
    // Page views with a long path for Insights' tables.
    for (const path of ['/', '/portfolio', '/about', '/media-press?category=interviews']) assert.equal((await fetch(env.site.baseUrl + path)).status, 200)

    const page = await admin({ viewport: MOBILE, reducedMotion: 'reduce' })
    await tab(page, 'Inbox')
    const message = row(page, `A message read on a phone ${run}`)
    await message.getByRole('button', { name: 'Open' }).click()
    const dialog = page.getByRole('dialog', { name: `A message read on a phone ${run}` })
    await dialog.waitFor()
    await atRest(page)
    assert.deepEqual(await page.evaluate(sidewaysProblems), [], 'the message dialog')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    // Read now: the row offers Mark unread too, and still fits.
    await message.getByRole('button', { name: 'Mark unread' }).waitFor()
    assert.deepEqual(await page.evaluate(sidewaysProblems), [], 'the Inbox with a message opened')
    const del = await message.getByRole('button', { name: 'Delete' }).boundingBox()
    assert.ok(del.x >= 0 && del.x + del.width <= MOBILE.width, 'Delete is on screen')

    // The views are counted once the flush (every 5 s) has written them: the report is polled until they are
    // in it (a state, not a time), then the tab opens on them.
    const day = (d) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10)
    await eventually(async () => {
      const res = await page.request.get(`${env.site.baseUrl}/api/insights?from=${day(6)}&to=${day(0)}`)
      assert.equal(res.status(), 200)
      assert.ok((await res.json()).pages.length > 0, 'the views are in the report')
    }, 60_000)
    await tab(page, 'Insights')
    await page.getByRole('button', { name: '7 days' }).click()
    await page.getByRole('table', { name: 'Top pages' }).waitFor()
    await page.getByRole('button', { name: 'Show as table' }).click()
    const days = page.getByRole('table', { name: 'Visitors and page views per day' })
    await days.waitFor()
    assert.deepEqual(await page.evaluate(sidewaysProblems), [], 'Insights with its tables')
    // Every number of a row is in sight: the last column's cells end inside the screen.
    for (const table of [days, page.getByRole('table', { name: 'Top pages' })]) {
      const cells = await table.locator('tbody tr:first-child td').evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect().right))
      assert.ok(cells.length > 1 && Math.max(...cells) <= MOBILE.width, `every column in sight (${cells.map(Math.round)})`)
    }
    await page.close()
  })

  it('asks in the page before every delete, naming the item; no native dialog opens', async () => {
    const page = await admin({ viewport: MOBILE, reducedMotion: 'reduce' })
    const decline = async (trigger, pattern) => {
      await trigger.click()
      const dialog = page.getByRole('alertdialog')
      await dialog.waitFor()
      assert.match((await dialog.innerText()).replace(/\s+/g, ' '), pattern)
      await atRest(page)
      assert.deepEqual(await page.evaluate(smallTargets), [], 'the confirmation: targets under 44 px')
      await answerConfirm(page, false)
    }
    const rowOf = (title) => page.getByRole('tabpanel').locator('li', { hasText: title }).first()
    // The name as the DOM holds it: rows out of view skip rendering (content-visibility), and
    // innerText of a skipped row is empty.
    const titleOf = async (li) => {
      const title = (await li.locator('p').first().textContent()).trim()
      assert.ok(title, 'the row names its item')
      return title
    }

    await tab(page, 'Portfolio')
    const project = page.locator('li[data-project-id]').first()
    const projectTitle = await titleOf(project)
    await decline(project.getByRole('button', { name: 'Delete', exact: true }), new RegExp(`delete this project\\?.*“${projectTitle}” goes to the Trash`))
    for (const [button, name, kind] of [
      ['Links', 'Manage Project Links', 'link'],
      ['Gallery', 'Manage Project Gallery', 'gallery image'],
    ]) {
      const dialog = page.getByRole('dialog', { name })
      await openDialog(project.getByRole('button', { name: button, exact: true }), dialog)
      await decline(dialog.getByRole('button', { name: /^Delete (link|image) / }).first(), new RegExp(`delete this ${kind}\\?.*“.+” goes to the Trash`))
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
    }
    for (const [name, kind] of [
      ['Collaborations', 'collaboration'],
      ['Media & Press', 'media item'],
      ['Investments', 'investment'],
    ]) {
      await tab(page, name)
      const first = page.getByRole('tabpanel').getByRole('listitem').first()
      await decline(first.getByRole('button', { name: 'Delete', exact: true }), new RegExp(`delete this ${kind}\\?.*“${await titleOf(first)}” goes to the Trash`))
    }
    const layout = await page.request.post(`${env.site.baseUrl}/api/portfolio/section-layouts`, { data: { category: 'esports', columnsPerRow: 2, sectionTitle: `Esports ${run}` } })
    assert.equal(layout.status(), 201, await layout.text())
    await page.reload()
    await tab(page, 'Layouts')
    await decline(rowOf(`Esports ${run}`).getByRole('button', { name: 'Delete', exact: true }), new RegExp(`delete this layout\\?.*“Esports ${run}” goes to the Trash`))
    const uploaded = await page.request.post(`${env.site.baseUrl}/api/upload`, { multipart: { file: png(`phone-${run}.png`) } })
    assert.equal(uploaded.status(), 201, await uploaded.text())
    await page.reload()
    await tab(page, 'Media')
    const file = page.getByTestId('library-file').first()
    const fileName = await file.getAttribute('data-name')
    await decline(file.getByRole('button', { name: /^Delete / }), new RegExp(`^Delete ${fileName.replace('.', '\\.')} `))
    await tab(page, 'Dashboard')
    await page.request.post(`${env.site.baseUrl}/api/previews`, { data: {} })
    await page.reload()
    await decline(page.getByTestId('preview-row').first().getByRole('button', { name: 'Revoke' }), /^Revoke this preview link\?/)

    // One deleted for real, then deleted forever, then the trash emptied.
    await tab(page, 'Collaborations')
    const gone = page.getByRole('tabpanel').getByRole('listitem').first()
    const goneTitle = await titleOf(gone)
    await gone.getByRole('button', { name: 'Delete', exact: true }).click()
    await answerConfirm(page)
    await notice(page, 'Collaboration deleted successfully')
    await tab(page, 'Trash')
    await decline(page.getByRole('button', { name: `Delete forever ${goneTitle}`, exact: true }), new RegExp(`^Delete “${goneTitle}” forever\\?`))
    await decline(page.getByRole('button', { name: 'Empty trash' }), /^Empty the trash\?/)
    assert.deepEqual(page.nativeDialogs, [], 'no native dialog opened')
    await page.close()
  })

  it("a Site group's Save stays in sight while its fields are edited, and a notice never covers a dialog's buttons", async () => {
    const page = await admin({ viewport: MOBILE, reducedMotion: 'reduce' })
    await tab(page, 'Site')
    const group = 'Home Headings & Buttons'
    await page.getByRole('tabpanel').getByRole('button', { name: group, exact: true }).click()
    const form = page.getByRole('form', { name: group })
    const save = form.getByRole('button', { name: `Save ${group}` })
    const inSight = async (what) => {
      const box = await save.boundingBox()
      assert.ok(box && box.y >= 0 && box.y + box.height <= MOBILE.height, `Save is in sight ${what} (at ${box?.y})`)
    }
    const fields = form.getByRole('textbox')
    await fields.first().fill(`Edited heading ${run}`)
    await inSight('at the first field')
    const middle = fields.nth(Math.floor((await fields.count()) / 2))
    await middle.scrollIntoViewIfNeeded()
    await inSight('halfway down the group')
    // Saved: the notice shows, and the Save bar keeps above it.
    await save.click()
    await notice(page, `Success`)
    await eventually(async () => {
      const toast = await page.locator('[data-scope=toast][data-part=root][data-state=open]').boundingBox()
      const bar = await form.getByTestId('group-save-bar').boundingBox()
      assert.ok(toast && bar && bar.y + bar.height <= toast.y + 0.5, `the Save bar (${bar?.y}–${bar && bar.y + bar.height}) ends above the notice (${toast?.y})`)
    })

    // A notice while a dialog is open (a link added in Manage Project Links): the dialog's buttons stay clear and clickable.
    await tab(page, 'Portfolio')
    const links = page.getByRole('dialog', { name: 'Manage Project Links' })
    await openDialog(page.locator('li[data-project-id]').first().getByRole('button', { name: 'Links', exact: true }), links)
    await links.getByRole('button', { name: 'Add Link' }).click()
    const linkForm = page.getByRole('dialog', { name: 'Add Link' })
    await field(linkForm, 'Label').fill(`Phone link ${run}`)
    await field(linkForm, 'URL').fill('https://example.com/phone')
    await linkForm.getByRole('button', { name: 'Create Link' }).click()
    await notice(page, 'Link added successfully')
    await linkForm.waitFor({ state: 'detached' })
    await eventually(async () => {
      const toast = await page.locator('[data-scope=toast][data-part=root][data-state=open]').boundingBox()
      for (const button of await links.getByRole('button').all()) {
        const b = await button.boundingBox()
        if (!b || b.height === 0) continue
        const clear = b.y + b.height <= toast.y + 0.5 || b.y >= toast.y + toast.height - 0.5 || b.x + b.width <= toast.x || b.x >= toast.x + toast.width
        assert.ok(clear, `"${(await button.innerText()) || (await button.getAttribute('aria-label'))}" is clear of the notice`)
      }
    })
    await links.getByRole('button', { name: 'Add Link' }).click({ trial: true })
    await page.keyboard.press('Escape')
    await links.waitFor({ state: 'detached' })
    await page.screenshot({ path: join(SCREENSHOTS, 'admin-phone-notice-360.png') })
    await page.close()
  })

  it('the schedule picker names the time zone', async () => {
    const page = await admin({ viewport: MOBILE, reducedMotion: 'reduce', timezoneId: 'Europe/Paris' })
    await tab(page, 'Portfolio')
    const dialog = page.getByRole('dialog', { name: 'Edit Project' })
    await openDialog(page.locator('li[data-project-id]').first().getByRole('button', { name: 'Edit', exact: true }), dialog)
    await field(dialog, 'Description').fill(`A draft ${run}`)
    await dialog.getByRole('button', { name: 'Save draft', exact: true }).click()
    await dialog.getByText('Editing a draft — not public yet').waitFor()
    await dialog.getByRole('button', { name: 'Schedule…' }).click()
    assert.match(await dialog.getByTestId('schedule-zone').innerText(), /^In your time zone: Europe\/Paris, GMT\+[12]$/)
    await dialog.getByRole('button', { name: 'Discard draft' }).click()
    await answerConfirm(page)
    await notice(page, 'Draft discarded')
    await page.close()
  })

  it('/admin/site reloads to the Site tab, Back returns to it, a link opens it after sign-in', async () => {
    const page = await admin({ viewport: MOBILE })
    await tab(page, 'Site')
    assert.equal(new URL(page.url()).pathname, '/admin/site')
    await page.reload()
    await page.getByRole('tab', { name: 'Site', selected: true }).waitFor()
    await page.getByRole('heading', { name: 'Site', level: 2 }).waitFor()
    await tab(page, 'Portfolio')
    await page.goBack()
    await page.getByRole('tab', { name: 'Site', selected: true }).waitFor()
    await page.goForward()
    await page.getByRole('tab', { name: 'Portfolio', selected: true }).waitFor()
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor()

    await page.goto(`${env.site.baseUrl}/admin/account`)
    await page.getByLabel('Username').fill(process.env.PORTFOLIO_ADMIN_USERNAME)
    await page.getByLabel('Password').fill(process.env.PORTFOLIO_ADMIN_PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByRole('tab', { name: 'Account', selected: true }).waitFor()
    assert.equal(new URL(page.url()).pathname, '/admin/account')
    await page.close()
  })

  for (const theme of ['light', 'dark']) {
    it(`a changed dialog asks before Escape drops it; focus follows Move Down (${theme})`, async () => {
      const page = await admin({ viewport: MOBILE, theme })
      await tab(page, 'Portfolio')
      await page.locator('li[data-project-id]').first().waitFor()
      await page.getByRole('heading', { name: 'Portfolio Projects' }).scrollIntoViewIfNeeded()
      await page.evaluate(() => document.querySelector('li[data-project-id]').closest('section').scrollIntoView())
      await page.waitForTimeout(300)
      await page.screenshot({ path: join(SCREENSHOTS, `admin-phone-portfolio-${theme}-360.png`) })

      // A list with at least three projects: Move Down the first twice.
      const list = await page.locator('ul:has(> li[data-project-id]:nth-child(3))').first().elementHandle()
      const id = await list.evaluate((ul) => ul.children[0].dataset.projectId)
      const moved = page.locator(`li[data-project-id="${id}"]`)
      const placedAt = (index) =>
        page.waitForFunction(
          ([ul, id, index]) =>
            ul.children[index]?.dataset.projectId === id &&
            document.activeElement?.closest('li')?.dataset.projectId === id &&
            document.activeElement.getAttribute('aria-label') === 'Move Down',
          [list, id, index],
        )
      await moved.getByRole('button', { name: 'Move Down' }).click()
      await notice(page, 'Position updated successfully')
      await placedAt(1)
      await page.keyboard.press('Enter')
      await placedAt(2)

      const dialog = page.getByRole('dialog', { name: 'Edit Project' })
      await openDialog(moved.getByRole('button', { name: 'Edit', exact: true }), dialog)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      assert.equal(await page.getByRole('alertdialog').count(), 0, 'an unchanged dialog closes at once')

      await openDialog(moved.getByRole('button', { name: 'Edit', exact: true }), dialog)
      await dialog.getByLabel(/^Title/).fill('A title not saved')
      await page.screenshot({ path: join(SCREENSHOTS, `admin-phone-dialog-${theme}-360.png`) })
      await page.keyboard.press('Escape')
      await page.getByRole('alertdialog').waitFor()
      await page.screenshot({ path: join(SCREENSHOTS, `admin-phone-confirm-${theme}-360.png`) })
      assert.match(await answerConfirm(page, false), /Discard unsaved changes\?/)
      assert.equal(await dialog.getByLabel(/^Title/).inputValue(), 'A title not saved', 'no keeps the dialog and its edits')
      await page.keyboard.press('Escape')
      assert.match(await answerConfirm(page), /Discard unsaved changes\?/)
      await dialog.waitFor({ state: 'detached' })
      await page.close()
    })
  }
})
