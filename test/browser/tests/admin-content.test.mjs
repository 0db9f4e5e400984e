// The admin area in a real browser: collaborations, media and investments
// (each save shown at once on its public page), an expired session, keyboard
// use and the tablet width.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { after, before, describe, it } from 'node:test'
import { SCREENSHOTS, addAxe, eventually, launch, startSite } from './harness.mjs'
import { atRest } from './admin-axe.mjs'
import { TABLET, admin, answerConfirm, env, field, notice, png, publicPage, row, run, seesOnPublicPage, signIn, tab } from './admin-harness.mjs'

before(async () => {
  env.site = await startSite()
  env.browser = await launch()
  mkdirSync(SCREENSHOTS, { recursive: true })
})

after(async () => {
  await env.browser?.close()
  await env.site?.stop()
})

/** Each tab's own heading, shown once its panel has rendered. */
const TAB_HEADINGS = {
  Dashboard: 'Portfolio Categories',
  Portfolio: 'Portfolio Projects',
  Collaborations: 'Notable Collaborations',
  'Media & Press': 'Media & Press Items',
  Investments: 'Investments',
}

/**
 * Opens a tab and waits until its content is there and at rest: its heading
 * and its first row (the demo content fills every list), and no finite
 * animation or transition still running, so what is measured is what stays.
 */
async function openTab(page, name) {
  await tab(page, name)
  const panel = page.getByRole('tabpanel')
  await panel.getByRole('heading', { name: TAB_HEADINGS[name], exact: true }).waitFor()
  if (name === 'Dashboard') await panel.getByRole('button', { name: /^Manage / }).first().waitFor()
  else await panel.getByRole('listitem').first().waitFor()
  await atRest(page)
}

describe('collaborations, media and investments', () => {
  it('creates, edits and deletes a collaboration; the home page follows', async () => {
    const page = await admin()
    const title = `Browser Partner ${run}`
    await tab(page, 'Collaborations')
    await page.getByRole('heading', { name: 'Notable Collaborations' }).waitFor()
    await page.getByRole('button', { name: 'Add Collaboration' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add New Collaboration' })
    await field(dialog, 'Title').fill(title)
    await dialog.getByLabel('Upload Image').setInputFiles(png('partner.png'))
    await notice(page, 'Image uploaded successfully')
    await field(dialog, 'Image Description').fill(`${title} logo`)
    await dialog.getByRole('button', { name: 'Create Collaboration' }).click()
    await notice(page, 'Collaboration created successfully')
    await row(page, title).getByText(`${title} logo`).waitFor()
    const home = await publicPage('/')
    await home.getByRole('img', { name: `${title} logo` }).first().waitFor({ state: 'attached' })
    await home.close()

    await row(page, title).getByRole('button', { name: 'Edit' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Collaboration' })
    await field(edit, 'Image Description').fill(`${title} mark`)
    await edit.getByRole('button', { name: 'Update Collaboration' }).click()
    await notice(page, 'Collaboration updated successfully')
    const home2 = await publicPage('/')
    await home2.getByRole('img', { name: `${title} mark` }).first().waitFor({ state: 'attached' })
    await home2.close()

    await row(page, title).getByRole('button', { name: 'Delete' }).click()
    assert.equal(await answerConfirm(page), 'Are you sure you want to delete this collaboration?')
    await notice(page, 'Collaboration deleted successfully')
    await row(page, title).waitFor({ state: 'detached' })
    await page.close()
  })

  it('creates, edits and deletes a media item; the media page follows', async () => {
    const page = await admin()
    const title = `Browser Interview ${run}`
    await tab(page, 'Media & Press')
    await page.getByRole('button', { name: 'Add Media Item' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Media Item' })
    await field(dialog, 'Title').fill(title)
    await field(dialog, 'Category').selectOption({ label: 'Interviews' })
    await field(dialog, 'Link Type').selectOption({ label: 'Article/Blog' })
    await field(dialog, 'URL').fill('https://example.com/interview')
    await dialog.getByLabel('Upload Thumbnail').setInputFiles(png('thumb.png'))
    await notice(page, 'Thumbnail uploaded successfully')
    await dialog.getByRole('button', { name: 'Create Media Item' }).click()
    await notice(page, 'Media item created successfully')
    await row(page, title).getByText('Interviews').waitFor()
    await row(page, title).getByText('Article/Blog').waitFor()
    await seesOnPublicPage('/media-press', title)

    await row(page, title).getByRole('button', { name: 'Edit' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Media Item' })
    await field(edit, 'Title').fill(`${title} II`)
    await edit.getByRole('button', { name: 'Update Media Item' }).click()
    await notice(page, 'Media item updated successfully')
    await seesOnPublicPage('/media-press', `${title} II`)

    await row(page, `${title} II`).getByRole('button', { name: 'Delete' }).click()
    await answerConfirm(page)
    await notice(page, 'Media item deleted successfully')
    await seesOnPublicPage('/media-press', `${title} II`, false)
    await page.close()
  })

  it('creates, edits and deletes an investment; the investments page follows', async () => {
    const page = await admin()
    const title = `Browser Ventures ${run}`
    await tab(page, 'Investments')
    await page.getByRole('button', { name: 'Add Investment' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Investment' })
    await field(dialog, 'Title').fill(title)
    await field(dialog, 'Category').selectOption('funds-managed')
    assert.equal(await field(dialog, 'Subcategory').isDisabled(), true)
    await field(dialog, 'Category').selectOption('portfolio-companies')
    await field(dialog, 'Subcategory').selectOption('technology')
    await field(dialog, 'URL').fill('https://example.com/ventures')
    await dialog.getByLabel('Upload Logo').setInputFiles(png('logo.png'))
    await notice(page, 'Logo uploaded successfully')
    await dialog.getByRole('button', { name: 'Create Investment' }).click()
    await notice(page, 'Investment created successfully')
    await row(page, title).getByText('Technology Investments').waitFor()
    await seesOnPublicPage('/investments', title)

    await row(page, title).getByRole('button', { name: 'Edit' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Investment' })
    assert.equal(await edit.getByRole('checkbox', { name: 'Active' }).isChecked(), true)
    await edit.getByText('Active', { exact: true }).click()
    await edit.getByRole('button', { name: 'Update Investment' }).click()
    await notice(page, 'Investment updated successfully')
    await row(page, title).getByText('Inactive').waitFor()
    await seesOnPublicPage('/investments', title, false)

    await row(page, title).getByRole('button', { name: 'Delete' }).click()
    await answerConfirm(page)
    await notice(page, 'Investment deleted successfully')
    await row(page, title).waitFor({ state: 'detached' })
    await page.close()
  })
})

describe('session and keyboard', () => {
  it('an expired session returns to the login and the open form comes back after signing in', async () => {
    const page = await admin()
    const title = `Draft Partner ${run}`
    await tab(page, 'Collaborations')
    await page.getByRole('button', { name: 'Add Collaboration' }).click()
    let dialog = page.getByRole('dialog', { name: 'Add New Collaboration' })
    await field(dialog, 'Title').fill(title)
    await page.context().clearCookies()
    await dialog.getByRole('button', { name: 'Create Collaboration' }).click()
    await notice(page, 'Authentication required')
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
    await dialog.waitFor({ state: 'detached' })
    await signIn(page)
    dialog = page.getByRole('dialog', { name: 'Add New Collaboration' })
    assert.equal(await field(dialog, 'Title').inputValue(), title)
    await dialog.getByRole('button', { name: 'Create Collaboration' }).click()
    await notice(page, 'Collaboration created successfully')
    await row(page, title).getByRole('button', { name: 'Delete' }).click()
    assert.equal(await answerConfirm(page), 'Are you sure you want to delete this collaboration?')
    await notice(page, 'Collaboration deleted successfully')
    await page.close()
  })

  it('works from the keyboard with a visible focus ring', async () => {
    const page = await admin()
    // The arrow keys move along the side navigation: from the Dashboard, Portfolio, Collaborations, and back.
    await page.getByRole('tab', { name: 'Dashboard' }).focus()
    await page.keyboard.press('ArrowDown')
    await eventually(async () => assert.equal(await page.getByRole('tab', { name: 'Portfolio' }).getAttribute('aria-selected'), 'true'))
    await page.keyboard.press('ArrowDown')
    await eventually(async () => assert.equal(await page.getByRole('tab', { name: 'Collaborations' }).getAttribute('aria-selected'), 'true'))
    await page.keyboard.press('ArrowUp')
    await eventually(async () => assert.equal(await page.getByRole('tab', { name: 'Portfolio' }).getAttribute('aria-selected'), 'true'))
    await page.getByRole('heading', { name: 'Portfolio Projects' }).waitFor()
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab')
      if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === 'Add Project') break
    }
    const ring = await page.evaluate(() => {
      const s = getComputedStyle(document.activeElement)
      return s.outlineStyle !== 'none' && s.outlineWidth !== '0px'
    })
    assert.ok(ring, 'the focused button shows an outline')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Add New Project' })
    await dialog.waitFor()
    await page.keyboard.type('Typed title')
    assert.equal(await field(dialog, 'Title').inputValue(), 'Typed title')
    // Escape asks first, in the page, with the safe answer focused; Tab and Enter discard.
    await page.keyboard.press('Escape')
    await page.getByRole('alertdialog', { name: /^Discard unsaved changes\?/ }).waitFor()
    await eventually(async () => assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Keep editing'))
    await page.keyboard.press('Tab')
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Discard changes')
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'detached' })
    await eventually(async () => assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Add Project'))
    await page.close()
  })

  it('fits a tablet screen without sideways scrolling', async () => {
    const page = await admin({ viewport: TABLET })
    for (const name of Object.keys(TAB_HEADINGS)) {
      await openTab(page, name)
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} fits 768 px`)
    }
    await page.close()
  })
})

async function seriousViolations(page) {
  await addAxe(page)
  const result = await page.evaluate(async () => window.axe.run(document, { resultTypes: ['violations'] }))
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
}

describe('accessibility', { skip: process.env.BROWSER_BACKEND === 'postgres' && 'the same admin HTML as the SQLite run, audited there' }, () => {
  for (const theme of ['light', 'dark']) {
    it(`every tab and the project dialog have no serious or critical axe violation (${theme})`, async () => {
      const page = await admin({ theme, reducedMotion: 'reduce' })
      for (const name of Object.keys(TAB_HEADINGS)) {
        await openTab(page, name)
        assert.deepEqual(await seriousViolations(page), [], `${name} tab`)
      }
      await openTab(page, 'Portfolio')
      await page.getByRole('button', { name: 'Add Project' }).click()
      await page.getByRole('dialog', { name: 'Add New Project' }).waitFor()
      await atRest(page)
      assert.deepEqual(await seriousViolations(page), [], 'project dialog')
      await page.close()
    })
  }
})
