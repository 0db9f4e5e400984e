// Issue 13 in the admin: axe finds no violation of any impact (not only
// serious and critical), in both themes, on the login screen, every tab,
// every dialog (create and edit of each content type with its History open, a project's links,
// link form, gallery, gallery image and bulk upload). The Site tab's groups, the inbox, the
// two-factor enrolment and the confirmations are in admin-standards-forms (two files, so each
// stays well inside the per-file time limit).
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { launch, openPage, startSite } from './harness.mjs'
import { admin, env, png, tab } from './admin-harness.mjs'
import { checkDialog, escape, first, openHistory, violations } from './admin-axe.mjs'

const TABS = ['Dashboard', 'Insights', 'Portfolio', 'Collaborations', 'Media & Press', 'Investments', 'Layouts', 'Media', 'Site', 'Inbox', 'Trash', 'Activity', 'Account']
/** Each content tab's create button and dialog, and its edit dialog (opened from the first row). */
const CONTENT = [
  ['Portfolio', 'Add Project', 'Add New Project', 'Edit Project'],
  ['Collaborations', 'Add Collaboration', 'Add New Collaboration', 'Edit Collaboration'],
  ['Media & Press', 'Add Media Item', 'Add Media Item', 'Edit Media Item'],
  ['Investments', 'Add Investment', 'Add Investment', 'Edit Investment'],
  ['Layouts', 'Add Layout', 'Add Layout', 'Edit Layout'],
]

before(async () => {
  env.site = await startSite()
  env.browser = await launch()
})

after(async () => {
  await env.browser?.close()
  await env.site?.stop()
})

describe('admin accessibility, every impact', () => {
  for (const theme of ['light', 'dark']) {
    it(`the login screen, every tab and each content tab's create and edit dialogs have no axe violation (${theme})`, async () => {
      const found = []
      const login = await openPage(env.browser, env.site.baseUrl, { theme, reducedMotion: 'reduce' })
      await login.goto(`${env.site.baseUrl}/admin`, { waitUntil: 'networkidle' })
      await login.getByRole('heading', { name: 'Admin Login' }).waitFor()
      found.push(...(await violations(login, 'login')))
      await login.close()
      const page = await admin({ theme, reducedMotion: 'reduce' })
      // The demo content has no section layout: one to edit, read by the admin once reloaded.
      const made = await page.request.post(`${env.site.baseUrl}/api/portfolio/section-layouts`, { data: { category: theme === 'light' ? 'music' : 'games', columnsPerRow: 2 } })
      assert.equal(made.status(), 201, await made.text())
      await page.reload({ waitUntil: 'networkidle' })
      await page.getByRole('heading', { name: 'Content Management System' }).waitFor()
      for (const name of TABS) {
        await tab(page, name)
        await page.waitForTimeout(200)
        found.push(...(await violations(page, `${name} tab`)))
      }
      for (const [name, button, create, edit] of CONTENT) {
        await tab(page, name)
        let dialog = await checkDialog(page, found, () => page.getByRole('button', { name: button }).first().click(), create, `${name}: ${create}`)
        await escape(page, dialog)
        dialog = await checkDialog(page, found, () => first(page, 'Edit').click(), edit, `${name}: ${edit}`)
        await openHistory(dialog)
        found.push(...(await violations(page, `${name}: ${edit}, History open`)))
        await escape(page, dialog)
      }
      await page.close()
      assert.deepEqual(found, [])
    })

    it(`a project's links, link form, gallery, gallery image and bulk upload dialogs have no axe violation (${theme})`, async () => {
      const found = []
      const page = await admin({ theme, reducedMotion: 'reduce' })
      await tab(page, 'Portfolio')
      // The demo projects have links and a gallery: the dialogs show rows.
      const links = await checkDialog(page, found, () => first(page, 'Links').click(), 'Manage Project Links', 'links dialog')
      assert.ok((await links.getByRole('listitem').count()) > 0, 'the links dialog lists links')
      let form = await checkDialog(page, found, () => links.getByRole('button', { name: 'Add Link' }).click(), 'Add Link', 'add link dialog')
      await escape(page, form)
      form = await checkDialog(page, found, () => links.getByRole('button', { name: /^Edit link / }).first().click(), 'Edit Link', 'edit link dialog')
      await escape(page, form)
      await escape(page, links)

      const gallery = await checkDialog(page, found, () => first(page, 'Gallery').click(), 'Manage Project Gallery', 'gallery dialog')
      assert.ok((await gallery.getByRole('listitem').count()) > 0, 'the gallery dialog lists images')
      form = await checkDialog(page, found, () => gallery.getByRole('button', { name: 'Add Image' }).click(), 'Add Gallery Image', 'add gallery image dialog')
      await escape(page, form)
      form = await checkDialog(page, found, () => gallery.getByRole('button', { name: /^Edit image / }).first().click(), 'Edit Gallery Image', 'edit gallery image dialog')
      await escape(page, form)
      const bulk = await checkDialog(page, found, () => gallery.getByRole('button', { name: 'Bulk Upload Images' }).click(), 'Bulk Upload Images', 'bulk upload dialog')
      await bulk.getByLabel('Select Images').setInputFiles([png('first-shot.png'), png('second-shot.png')])
      await bulk.getByRole('listitem').nth(1).waitFor()
      found.push(...(await violations(page, 'bulk upload dialog with two pending images')))
      await escape(page, bulk)
      await escape(page, gallery)
      await page.close()
      assert.deepEqual(found, [])
    })
  }
})
