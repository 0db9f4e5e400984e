// The admin area in a real browser against the real server: sign-in,
// dashboard counts, create/edit/delete of every content type with the public
// page showing the change at once, uploads, links, gallery (bulk upload),
// reordering, an expired session, logout, keyboard use, and screenshots of
// every tab and dialog in both themes.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { DESKTOP, SCREENSHOTS, eventually, launch, openPage, startSite } from './harness.mjs'

// The binary the harness starts signs in with these; against BASE_URL pass the site's own.
const USERNAME = process.env.ADMIN_USERNAME ?? 'admin'
const PASSWORD = process.env.ADMIN_PASSWORD ?? 'admin-browser-pass'
process.env.PORTFOLIO_ADMIN_USERNAME ??= USERNAME
process.env.PORTFOLIO_ADMIN_PASSWORD ??= PASSWORD

const TABLET = { width: 768, height: 1024 }
/** A 2×2 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64')
const png = (name) => ({ name, mimeType: 'image/png', buffer: PNG })
const run = Date.now().toString(36)

let site
let browser

before(async () => {
  site = await startSite()
  browser = await launch()
  mkdirSync(SCREENSHOTS, { recursive: true })
})

after(async () => {
  await browser?.close()
  await site?.stop()
})

/** A signed-in admin page (confirmations accepted unless told otherwise). */
async function admin(options = {}) {
  const page = await openPage(browser, site.baseUrl, options)
  page.on('dialog', (d) => (page.confirmAnswer === false ? d.dismiss() : d.accept()))
  await page.goto(`${site.baseUrl}/admin`, { waitUntil: 'networkidle' })
  await signIn(page)
  return page
}

async function signIn(page, password = PASSWORD) {
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
  await page.getByLabel('Username').fill(USERNAME)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  if (password === PASSWORD) await page.getByRole('heading', { name: 'Content Management System' }).waitFor()
}

const notice = (page, text) => page.getByText(text, { exact: true }).first().waitFor()
const row = (page, text) => page.locator('li', { hasText: text }).last()
const field = (dialog, label) => dialog.getByLabel(label, { exact: true })

/** Opens a public page as an anonymous visitor (fresh load: nothing cached in the browser). */
async function publicPage(path) {
  const page = await openPage(browser, site.baseUrl)
  await page.goto(site.baseUrl + path, { waitUntil: 'networkidle' })
  return page
}

async function seesOnPublicPage(path, text, present = true) {
  const page = await publicPage(path)
  if (present) await page.getByText(text, { exact: true }).first().waitFor()
  else await eventually(async () => assert.equal(await page.getByText(text, { exact: true }).count(), 0))
  await page.close()
}

async function tab(page, name) {
  await page.getByRole('tab', { name }).click()
}

describe('sign-in', () => {
  it('refuses a wrong password with the server message, then signs in and out', async () => {
    const page = await openPage(browser, site.baseUrl)
    await page.goto(`${site.baseUrl}/admin`, { waitUntil: 'networkidle' })
    await signIn(page, 'wrong-password')
    await page.getByRole('alert').getByText('Invalid username or password').waitFor()
    await signIn(page)
    await page.getByText(`Welcome, ${USERNAME}`).waitFor()
    await page.getByText('Manage your portfolio, collaborations, media appearances, and investments').waitFor()
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
    await page.reload({ waitUntil: 'networkidle' })
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
    assert.deepEqual(page.errors, [])
    await page.close()
  })
})

describe('dashboard', () => {
  it('counts what the API holds and Manage opens the Portfolio tab', async () => {
    const page = await admin()
    const counts = await page.evaluate(async () => {
      const n = async (u) => (await (await fetch(u)).json()).length
      const projects = await (await fetch('/api/portfolio/projects')).json()
      return {
        projects: projects.length,
        categories: new Set(projects.map((p) => p.category)).size,
        collaborations: await n('/api/notable-collaborations'),
        media: await n('/api/media-press'),
        investments: await n('/api/investments'),
      }
    })
    const card = (note) => page.getByText(note, { exact: true }).locator('xpath=..')
    await eventually(async () => assert.match(await card(`Across ${counts.categories} categories`).textContent(), new RegExp(`Portfolio Projects${counts.projects}Across`)))
    assert.match(await card('Notable industry relationships').textContent(), new RegExp(`^Collaborations${counts.collaborations}`))
    assert.match(await card('Appearances and features').textContent(), new RegExp(`^Media & Press${counts.media}`))
    assert.match(await card('Portfolio companies').textContent(), new RegExp(`^Investments${counts.investments}`))
    await page.getByRole('heading', { name: 'Portfolio Categories' }).waitFor()
    await page.getByRole('heading', { name: 'film animation' }).waitFor()
    await page.getByRole('button', { name: 'Manage film animation' }).click()
    await page.getByRole('heading', { name: 'Portfolio Projects' }).waitFor()
    assert.equal(await page.getByRole('tab', { name: 'Portfolio' }).getAttribute('aria-selected'), 'true')
    await page.close()
  })
})

describe('projects', () => {
  it('creates (with an uploaded image and tags), edits and deletes a project; the public portfolio follows at once', async () => {
    const page = await admin()
    const title = `Browser Project ${run}`
    await tab(page, 'Portfolio')
    await page.getByRole('button', { name: 'Add Project' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add New Project' })
    await field(dialog, 'Title').fill(title)
    assert.equal(await dialog.getByLabel('Subcategory', { exact: true }).isDisabled(), true)
    await field(dialog, 'Category').selectOption('games')
    await field(dialog, 'Subcategory').selectOption('riot-games')
    await field(dialog, 'Priority').fill('50')
    await field(dialog, 'Description').fill('Made by the browser suite.')
    await field(dialog, 'Role').fill('Tester')
    await dialog.getByLabel('Upload Image').setInputFiles(png('cover.png'))
    await notice(page, 'Image uploaded successfully')
    assert.match(await field(dialog, 'Image URL').inputValue(), /^\/uploads\//)
    await dialog.getByTestId('image-preview').waitFor()
    await dialog.getByPlaceholder('Add a tag').fill('qa')
    await dialog.getByPlaceholder('Add a tag').press('Enter')
    await dialog.getByPlaceholder('Add a tag').fill('qa')
    await dialog.getByRole('button', { name: 'Add', exact: true }).click()
    assert.equal(await dialog.getByRole('list', { name: 'Tags' }).getByRole('listitem').count(), 1)
    await dialog.getByRole('button', { name: 'Create Project' }).click()
    await notice(page, 'Project created successfully')
    await dialog.waitFor({ state: 'detached' })
    await row(page, title).getByText('Position: 50').waitFor()
    await seesOnPublicPage('/portfolio', title)

    await row(page, title).getByRole('button', { name: 'Edit' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Project' })
    assert.equal(await field(edit, 'Title').inputValue(), title)
    assert.equal(await field(edit, 'Subcategory').inputValue(), 'riot-games')
    await field(edit, 'Title').fill(`${title} (edited)`)
    await edit.getByRole('button', { name: 'Update Project' }).click()
    await notice(page, 'Project updated successfully')
    await seesOnPublicPage('/portfolio', `${title} (edited)`)

    page.confirmAnswer = false
    await row(page, `${title} (edited)`).getByRole('button', { name: 'Delete' }).click()
    await page.waitForTimeout(300)
    assert.equal(await row(page, `${title} (edited)`).count(), 1)
    page.confirmAnswer = true
    await row(page, `${title} (edited)`).getByRole('button', { name: 'Delete' }).click()
    await notice(page, 'Project deleted successfully')
    await eventually(async () => assert.equal(await page.getByText(`${title} (edited)`).count(), 0))
    await seesOnPublicPage('/portfolio', `${title} (edited)`, false)
    assert.deepEqual(page.errors, [])
    await page.close()
  })

  it('shows the server message when the image URL is refused and keeps the dialog open', async () => {
    const page = await admin()
    await tab(page, 'Portfolio')
    await page.getByRole('button', { name: 'Add Project' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add New Project' })
    await dialog.getByRole('button', { name: 'Create Project' }).click()
    assert.equal(await dialog.getByText('Required', { exact: true }).count(), 2)
    await field(dialog, 'Title').fill('x')
    await field(dialog, 'Category').selectOption('music')
    await field(dialog, 'Image URL').fill('not-an-image')
    await dialog.getByRole('button', { name: 'Create Project' }).click()
    await dialog.getByText('Must be a valid image URL or path').waitFor()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.close()
  })

  it('Move Up swaps a project with the one above it in its subcategory', async () => {
    const page = await admin()
    await tab(page, 'Portfolio')
    const list = page.getByRole('list', { name: 'Games: Riot Games' })
    const titles = async () => (await list.getByRole('listitem').allTextContents()).map((t) => t.split('Position:')[0])
    const before = await titles()
    assert.ok(before.length >= 2)
    await list.getByRole('listitem').first().getByRole('button', { name: 'Move Up' }).click()
    await page.waitForTimeout(300)
    assert.deepEqual(await titles(), before, 'nothing happens at the top')
    await list.getByRole('listitem').nth(1).getByRole('button', { name: 'Move Up' }).click()
    await notice(page, 'Position updated successfully')
    await eventually(async () => assert.deepEqual((await titles()).slice(0, 2), [before[1], before[0]]))
    await list.getByRole('listitem').first().getByRole('button', { name: 'Move Down' }).click()
    await eventually(async () => assert.deepEqual((await titles()).slice(0, 2), [before[0], before[1]]))
    await page.close()
  })

  it('manages links and the gallery, including bulk upload; the public portfolio shows them', async () => {
    const page = await admin()
    await tab(page, 'Portfolio')
    const target = page.getByRole('list', { name: 'Games: Riot Games' }).getByRole('listitem').first()
    const projectTitle = (await target.textContent()).split('Position:')[0]

    await target.getByRole('button', { name: 'Links' }).click()
    const links = page.getByRole('dialog', { name: 'Manage Project Links' })
    await links.getByRole('button', { name: 'Add Link' }).click()
    const linkForm = page.getByRole('dialog', { name: 'Add Link' })
    await field(linkForm, 'URL').fill('not a url')
    await linkForm.getByRole('button', { name: 'Create Link' }).click()
    await linkForm.getByText('Label is required').waitFor()
    await linkForm.getByText('Must be a valid URL').waitFor()
    const label = `Press Kit ${run}`
    await field(linkForm, 'Label').fill(label)
    await field(linkForm, 'URL').fill('https://example.com/press-kit')
    await field(linkForm, 'Type').selectOption('download')
    await linkForm.getByRole('button', { name: 'Create Link' }).click()
    await notice(page, 'Link added successfully')
    await links.getByText(label).waitFor()
    await seesOnPublicPage('/portfolio', label)
    await links.getByRole('button', { name: `Delete link ${label}` }).click()
    await notice(page, 'Link deleted successfully')
    await page.keyboard.press('Escape')
    await links.waitFor({ state: 'detached' })

    await target.getByRole('button', { name: 'Gallery' }).click()
    const gallery = page.getByRole('dialog', { name: 'Manage Project Gallery' })
    await gallery.getByText(projectTitle).waitFor()
    await gallery.getByRole('button', { name: 'Bulk Upload Images' }).click()
    const bulk = page.getByRole('dialog', { name: 'Bulk Upload Images' })
    await bulk.getByLabel('Select Images').setInputFiles([png(`bulk-a-${run}.png`), png(`bulk-b-${run}.png`)])
    await notice(page, 'Uploaded 2 image(s)')
    await bulk.getByRole('button', { name: `Remove bulk-b-${run}.png` }).click()
    await field(bulk, 'Priority for all images').fill('7')
    await bulk.getByRole('button', { name: 'Add 1 to Gallery' }).click()
    await notice(page, 'All images added to gallery')
    await bulk.waitFor({ state: 'detached' })
    const added = gallery.locator('li', { hasText: `bulk-a-${run}` })
    await added.getByText('Priority: 7').waitFor()
    await added.getByRole('button', { name: /^Increase priority/ }).click()
    await notice(page, 'Priority updated successfully')
    await added.getByText('Priority: 8').waitFor()
    const publicGallery = await publicPage('/portfolio')
    await publicGallery.getByRole('button', { name: `Open gallery: ${projectTitle}` }).first().click()
    await publicGallery.getByRole('dialog').getByRole('img', { name: `bulk-a-${run}` }).first().waitFor()
    await publicGallery.close()
    await added.getByRole('button', { name: /^Delete image/ }).click()
    await notice(page, 'Gallery image deleted successfully')
    await added.waitFor({ state: 'detached' })
    assert.deepEqual(page.errors, [])
    await page.close()
  })
})

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
    await notice(page, 'Collaboration deleted successfully')
    await page.close()
  })

  it('works from the keyboard with a visible focus ring', async () => {
    const page = await admin()
    await page.getByRole('tab', { name: 'Dashboard' }).focus()
    await page.keyboard.press('ArrowRight')
    await eventually(async () => assert.equal(await page.getByRole('tab', { name: 'Portfolio' }).getAttribute('aria-selected'), 'true'))
    await page.getByRole('heading', { name: 'Portfolio Projects' }).waitFor()
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab')
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Add Project') break
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
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await eventually(async () => assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Add Project'))
    await page.close()
  })

  it('fits a tablet screen without sideways scrolling', async () => {
    const page = await admin({ viewport: TABLET })
    for (const name of ['Dashboard', 'Portfolio', 'Collaborations', 'Media & Press', 'Investments']) {
      await tab(page, name)
      await page.waitForTimeout(300)
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} fits 768 px`)
    }
    await page.close()
  })
})

describe('screenshots', () => {
  for (const theme of ['light', 'dark']) {
    for (const viewport of [DESKTOP, TABLET]) {
      it(`every tab and dialog (${theme}, ${viewport.width} px)`, async () => {
        const page = await admin({ theme, viewport })
        const shot = (name) => page.screenshot({ path: join(SCREENSHOTS, `admin-${name}-${theme}-${viewport.width}.png`) })
        const closeTop = async () => {
          const count = await page.getByRole('dialog').count()
          await page.keyboard.press('Escape')
          await eventually(async () => assert.equal(await page.getByRole('dialog').count(), count - 1))
        }
        await page.waitForTimeout(300)
        await shot('dashboard')
        await tab(page, 'Portfolio')
        await page.waitForTimeout(300)
        await shot('portfolio')
        await page.getByRole('button', { name: 'Add Project' }).click()
        await page.waitForTimeout(400)
        await shot('project-dialog')
        await closeTop()
        const first = page.getByRole('list', { name: 'Games: Riot Games' }).getByRole('listitem').first()
        await first.getByRole('button', { name: 'Links' }).click()
        await page.waitForTimeout(400)
        await shot('links-dialog')
        await page.getByRole('button', { name: 'Add Link' }).click()
        await page.waitForTimeout(400)
        await shot('link-form')
        await closeTop()
        await closeTop()
        await first.getByRole('button', { name: 'Gallery' }).click()
        await page.waitForTimeout(400)
        await shot('gallery-dialog')
        await page.getByRole('button', { name: 'Add Image' }).click()
        await page.waitForTimeout(400)
        await shot('gallery-image-form')
        await closeTop()
        await page.getByRole('button', { name: 'Bulk Upload Images' }).click()
        await page.waitForTimeout(400)
        await shot('bulk-upload')
        await closeTop()
        await closeTop()
        for (const [name, add, key] of [
          ['Collaborations', 'Add Collaboration', 'collaboration'],
          ['Media & Press', 'Add Media Item', 'media'],
          ['Investments', 'Add Investment', 'investment'],
        ]) {
          await tab(page, name)
          await page.waitForTimeout(300)
          await shot(`${key}s`)
          await page.getByRole('button', { name: 'Edit' }).first().click()
          await page.waitForTimeout(400)
          await shot(`${key}-dialog`)
          await closeTop()
          assert.ok(add)
        }
        await page.close()
      })
    }
  }
})
