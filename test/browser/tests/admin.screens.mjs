// Screenshots of every admin tab and dialog, light and dark, desktop and
// tablet (git-ignored screenshots/ folder), for a person to look at. Before
// each shot the test checks that the page shows what the shot is named after,
// loaded and at rest, so a shot of a spinner or a half-open dialog fails.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { DESKTOP, SCREENSHOTS, eventually, launch, startSite } from './harness.mjs'
import { TABLET, admin, env, field, tab } from './admin-harness.mjs'

before(async () => {
  env.site = await startSite()
  env.browser = await launch()
  mkdirSync(SCREENSHOTS, { recursive: true })
})

after(async () => {
  await env.browser?.close()
  await env.site?.stop()
})

/**
 * Waits until the page is at rest: web fonts loaded, every picture in the
 * viewport decoded, and no finite animation or transition running (a dialog
 * still scaling in; spinners run forever and are waited away by the callers).
 */
async function settled(page) {
  await page.waitForFunction(() => {
    if (document.fonts.status !== 'loaded') return false
    const inView = (el) => {
      const r = el.getBoundingClientRect()
      return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth
    }
    if ([...document.images].some((img) => inView(img) && !img.complete)) return false
    return document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity)
  })
}

/** The rows' own first line: the item's title. */
const rowTitle = async (row) => (await row.locator('p').first().textContent()).trim()

/** A project list dialog (links, gallery) for `project`, its list or empty message loaded. */
async function projectListDialog(page, name, project, empty) {
  const dialog = page.getByRole('dialog', { name })
  await dialog.getByText(project, { exact: true }).waitFor()
  await dialog.getByRole('list').or(dialog.getByText(empty)).first().waitFor()
  return dialog
}

describe('screenshots', () => {
  for (const theme of ['light', 'dark']) {
    for (const viewport of [DESKTOP, TABLET]) {
      it(`every tab and dialog (${theme}, ${viewport.width} px)`, async () => {
        const page = await admin({ theme, viewport })
        const shot = async (name) => {
          await settled(page)
          await page.screenshot({ path: join(SCREENSHOTS, `admin-${name}-${theme}-${viewport.width}.png`) })
        }
        const dialogs = page.locator('[role=dialog]')
        const closeTop = async () => {
          const count = await dialogs.count()
          await page.keyboard.press('Escape')
          await eventually(async () => assert.equal(await dialogs.count(), count - 1))
        }
        // The theme asked for is the one shown.
        assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), theme === 'dark')

        // Dashboard: the five counts (four kinds of content and the inbox) filled in and a card per category.
        const panel = () => page.getByRole('tabpanel')
        await panel().getByRole('heading', { name: 'Portfolio Categories' }).waitFor()
        await eventually(async () => {
          const counts = await panel().locator('[aria-live=polite]').allTextContents()
          assert.equal(counts.length, 5)
          for (const c of counts) assert.match(c, /^\d+$/, 'every count has loaded')
        })
        await panel().getByRole('button', { name: 'Manage Games' }).waitFor()
        await shot('dashboard')

        await tab(page, 'Portfolio')
        await panel().getByRole('heading', { name: 'Portfolio Projects' }).waitFor()
        const first = page.getByRole('list', { name: 'Games: Riot Games' }).getByRole('listitem').first()
        await first.waitFor()
        const project = await rowTitle(first)
        assert.ok(project, 'the first Riot Games project has a title')
        await shot('portfolio')

        await page.getByRole('button', { name: 'Add Project' }).click()
        const projectDialog = page.getByRole('dialog', { name: 'Add New Project' })
        await projectDialog.waitFor()
        assert.equal(await field(projectDialog, 'Title').inputValue(), '', 'a new project starts empty')
        await shot('project-dialog')
        await closeTop()

        await first.getByRole('button', { name: 'Links' }).click()
        const links = await projectListDialog(page, 'Manage Project Links', project, 'No links added yet.')
        await shot('links-dialog')
        await links.getByRole('button', { name: 'Add Link' }).click()
        const linkForm = page.getByRole('dialog', { name: 'Add Link' })
        await field(linkForm, 'Label').waitFor()
        assert.equal(await dialogs.count(), 2, 'the link form opens over the links dialog')
        await shot('link-form')
        await closeTop()
        await closeTop()

        await first.getByRole('button', { name: 'Gallery' }).click()
        const gallery = await projectListDialog(page, 'Manage Project Gallery', project, 'No gallery images added yet.')
        await shot('gallery-dialog')
        await gallery.getByRole('button', { name: 'Add Image' }).click()
        await page.getByRole('dialog', { name: 'Add Gallery Image' }).waitFor()
        assert.equal(await dialogs.count(), 2, 'the image form opens over the gallery')
        await shot('gallery-image-form')
        await closeTop()
        await gallery.getByRole('button', { name: 'Bulk Upload Images' }).click()
        const bulk = page.getByRole('dialog', { name: 'Bulk Upload Images' })
        await bulk.getByRole('button', { name: 'Add 0 to Gallery' }).waitFor()
        await shot('bulk-upload')
        await closeTop()
        await closeTop()

        for (const [name, heading, add, edit, key] of [
          ['Collaborations', 'Notable Collaborations', 'Add Collaboration', 'Edit Collaboration', 'collaboration'],
          ['Media & Press', 'Media & Press Items', 'Add Media Item', 'Edit Media Item', 'media'],
          ['Investments', 'Investments', 'Add Investment', 'Edit Investment', 'investment'],
        ]) {
          await tab(page, name)
          await panel().getByRole('heading', { name: heading, exact: true }).waitFor()
          await panel().getByRole('button', { name: add }).waitFor()
          const row = panel().getByRole('listitem').first()
          await row.waitFor()
          const title = await rowTitle(row)
          await shot(`${key}s`)
          await row.getByRole('button', { name: 'Edit' }).click()
          const dialog = page.getByRole('dialog', { name: edit })
          await dialog.waitFor()
          assert.equal(await field(dialog, 'Title').inputValue(), title, `${edit} shows the first row`)
          await shot(`${key}-dialog`)
          await closeTop()
        }
        await page.close()
      })
    }
  }
})
