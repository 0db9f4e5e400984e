// The admin on a phone (issue 24): at 360 px no tab scrolls sideways and every
// row's buttons are on screen; every tab has its own address (reload and
// Back keep it); a changed dialog asks before Escape drops it; after Move
// Down the focus stays on the moved project's button. Screenshots of the
// Portfolio tab and a dialog at 360 px, light and dark, go to screenshots/.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { MOBILE, SCREENSHOTS, launch, startSite } from './harness.mjs'
import { admin, env, notice, openDialog, tab } from './admin-harness.mjs'

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
  ['Insights', '/admin/insights'],
  ['Portfolio', '/admin/portfolio'],
  ['Collaborations', '/admin/collaborations'],
  ['Media & Press', '/admin/media-press'],
  ['Investments', '/admin/investments'],
  ['Layouts', '/admin/layouts'],
  ['Site', '/admin/site'],
  ['Inbox', '/admin/inbox'],
  ['Trash', '/admin/trash'],
  ['Activity', '/admin/activity'],
  ['Account', '/admin/account'],
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

describe('the admin at 360 px', () => {
  it('no tab scrolls sideways and every row button is on screen; the tab bar shows every tab', async () => {
    const page = await admin({ viewport: MOBILE })
    // Something in the lists that start empty: a preview link on the Dashboard, a deleted item in the Trash.
    assert.equal((await page.request.post(`${env.site.baseUrl}/api/previews`, { data: {} })).status(), 201)
    const collaborations = await (await page.request.get(`${env.site.baseUrl}/api/notable-collaborations`)).json()
    assert.equal((await page.request.delete(`${env.site.baseUrl}/api/notable-collaborations/${collaborations.at(-1).id}`)).status(), 204)
    await page.reload()
    await page.getByRole('heading', { name: 'Content Management System' }).waitFor()

    for (const [name, path] of TABS) {
      const trigger = page.getByRole('tab', { name })
      const box = await trigger.boundingBox()
      assert.ok(box && box.x >= 0 && box.x + box.width <= MOBILE.width, `the ${name} tab is in sight without scrolling the tab bar`)
      await tab(page, name)
      assert.equal(new URL(page.url()).pathname, path, `${name}'s address`)
      await page.getByRole('tabpanel').locator('button, p, h2').first().waitFor()
      assert.deepEqual(await page.evaluate(sidewaysProblems), [], `${name} at 360 px`)
    }

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
      assert.deepEqual(await page.evaluate(sidewaysProblems), [], `${button} dialog at 360 px`)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
    }
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
      const asked = []
      page.on('dialog', (d) => asked.push(d.message()))
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
      assert.deepEqual(asked, [], 'an unchanged dialog closes at once')

      await openDialog(moved.getByRole('button', { name: 'Edit', exact: true }), dialog)
      await dialog.getByLabel(/^Title/).fill('A title not saved')
      await page.screenshot({ path: join(SCREENSHOTS, `admin-phone-dialog-${theme}-360.png`) })
      page.confirmAnswer = false
      await page.keyboard.press('Escape')
      await page.waitForTimeout(300)
      assert.equal(asked.length, 1)
      assert.match(asked[0], /Discard unsaved changes\?/)
      assert.equal(await dialog.getByLabel(/^Title/).inputValue(), 'A title not saved', 'no keeps the dialog and its edits')
      page.confirmAnswer = true
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      assert.equal(asked.length, 2)
      await page.close()
    })
  }
})
