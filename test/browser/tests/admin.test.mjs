// The admin area in a real browser against the real server: sign-in, dashboard
// counts, projects (create/edit/delete with an upload, tags, links, gallery
// and bulk upload, reordering), each followed on the public portfolio.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { after, before, describe, it } from 'node:test'
import { SCREENSHOTS, eventually, launch, openPage, startSite } from './harness.mjs'
import { PASSWORD, USERNAME, admin, answerConfirm, env, field, notice, png, publicPage, row, run, seesOnPublicPage, signIn, tab } from './admin-harness.mjs'

before(async () => {
  env.site = await startSite()
  env.browser = await launch()
  mkdirSync(SCREENSHOTS, { recursive: true })
})

after(async () => {
  await env.browser?.close()
  await env.site?.stop()
})

describe('sign-in', () => {
  it('refuses a wrong password with the server message, then signs in and out', async () => {
    const page = await openPage(env.browser, env.site.baseUrl)
    await page.goto(`${env.site.baseUrl}/admin`, { waitUntil: 'networkidle' })
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
    await eventually(async () => assert.match(await field(dialog, 'Image URL').inputValue(), /^\/uploads\//))
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

    await row(page, `${title} (edited)`).getByRole('button', { name: 'Delete' }).click()
    assert.equal(await answerConfirm(page, false), 'Are you sure you want to delete this project?')
    assert.equal(await row(page, `${title} (edited)`).count(), 1)
    await row(page, `${title} (edited)`).getByRole('button', { name: 'Delete' }).click()
    await answerConfirm(page)
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
    await list.getByRole('listitem').nth(1).waitFor()
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

  it('Move Down leaves unique positions, and /portfolio shows the new order at once without a reload of the admin', async () => {
    // A new project at the form's default priority ties with a demo one: the admin showed two rows at one position.
    const api = await apiSession()
    const group = (p) => p.category === 'extended-media' && p.subcategory === 'comics'
    const [top] = (await api.projects()).filter(group)
    assert.ok(top, 'the demo has a comic')
    const tied = await api.create({ title: `Tied comic ${run}`, category: 'extended-media', subcategory: 'comics', priority: top.priority, isActive: true })
    const next = await api.create({ title: `Next comic ${run}`, category: 'extended-media', subcategory: 'comics', priority: top.priority + 1, isActive: true })
    const before = byPlace((await api.projects()).filter(group)).map((p) => p.title)
    assert.deepEqual(before.slice(0, 3), [top.title, tied.title, next.title])

    const page = await admin()
    await tab(page, 'Portfolio')
    const list = page.getByRole('list', { name: 'Extended Media: Comics' })
    const rows = async () =>
      (await list.getByRole('listitem').allTextContents()).map((t) => {
        const [title, rest] = t.split('Position: ')
        return { title, position: Number.parseInt(rest, 10) }
      })
    await eventually(async () => assert.deepEqual((await rows()).map((r) => r.title), before))
    // The tied project moves below the next one: their own priorities differ, but the group's tie must go too.
    await row(page, tied.title).getByRole('button', { name: 'Move Down' }).click()
    const after = [before[0], before[2], before[1], ...before.slice(3)]
    await notice(page, 'Position updated successfully')
    await eventually(async () => assert.deepEqual((await rows()).map((r) => r.title), after, 'the admin shows the new order at once'))
    const positions = (await rows()).map((r) => r.position)
    assert.equal(new Set(positions).size, positions.length, `positions are unique: ${positions}`)

    // The server's answer and the API agree with the rows (the admin is never reloaded).
    await eventually(async () => {
      const stored = byPlace((await api.projects()).filter(group))
      assert.deepEqual(stored.map((p) => p.title), after)
      assert.deepEqual(stored.map((p) => p.priority), (await rows()).map((r) => r.position), 'the admin shows the positions the server stores')
    })
    // A visitor's fresh /portfolio shows the same order.
    const visitor = await publicPage('/portfolio')
    const text = await visitor.locator('body').innerText()
    const at = after.map((title) => text.indexOf(title))
    assert.ok(at.every((i) => i >= 0), `every comic is on /portfolio: ${at}`)
    assert.deepEqual([...at].sort((a, b) => a - b), at, `/portfolio lists the comics as the admin does: ${after.join(', ')}`)
    await visitor.close()
    assert.deepEqual((await rows()).map((r) => r.title), after, 'the admin still shows it, unreloaded')
    assert.deepEqual(page.errors, [])
    await page.close()
    for (const p of [tied, next]) await api.remove(p.id)
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
    assert.equal(await answerConfirm(page), 'Are you sure you want to delete this link?')
    await notice(page, 'Link deleted successfully')
    await page.keyboard.press('Escape')
    await links.waitFor({ state: 'detached' })

    await target.getByRole('button', { name: 'Gallery' }).click()
    const gallery = page.getByRole('dialog', { name: 'Manage Project Gallery' })
    await gallery.getByText(projectTitle, { exact: true }).waitFor()
    await gallery.getByRole('button', { name: 'Bulk Upload Images' }).click()
    const bulk = page.getByRole('dialog', { name: 'Bulk Upload Images' })
    await bulk.getByLabel('Select Images').setInputFiles([png(`bulk-a-${run}.png`), png(`bulk-b-${run}.png`)])
    await notice(page, 'Uploaded 2 image(s)')
    await bulk.getByRole('button', { name: `Remove bulk-b-${run}.png` }).click()
    await field(bulk, 'Priority for all images').fill('7')
    await bulk.getByRole('button', { name: 'Add 1 to Gallery' }).click()
    await notice(page, 'All images added to gallery')
    await bulk.waitFor({ state: 'detached' })
    // Bulk upload gives no words (a file name is no description): the row asks for one.
    const fresh = gallery.locator('li', { hasText: 'Needs a description' }).filter({ hasText: 'Priority: 7' })
    await fresh.waitFor()
    const src = await fresh.locator('img').first().getAttribute('src')
    const added = gallery.locator('li', { has: page.locator(`img[src="${src}"]`) })
    // Lowest priority first: 7 is above the demo gallery's numbers, so the new image is last; Move Up takes it one place up.
    const rows = gallery.getByRole('list', { name: 'Gallery images' }).getByRole('listitem')
    const place = () => rows.evaluateAll((lis, s) => lis.findIndex((li) => li.querySelector(`img[src="${s}"]`)), src)
    const last = (await rows.count()) - 1
    assert.ok(last >= 1, 'the demo project has a gallery to move within')
    assert.equal(await place(), last)
    await added.getByRole('button', { name: /^Move Down/ }).click()
    await added.getByRole('button', { name: /^Move Up/ }).click()
    await notice(page, 'Priority updated successfully')
    await eventually(async () => assert.equal(await place(), last - 1, 'one place up; Move Down at the end did nothing'))
    // The stored name without its extension: the public gallery may show a resized copy of it.
    const base = src.split('/').pop().replace(/\.[^.]+$/, '')
    // The whole gallery is on the project's page now (its card on /portfolio links there).
    const { path } = await page.evaluate(async (t) => (await (await fetch('/api/portfolio/projects')).json()).find((p) => p.title === t), projectTitle)
    const publicGallery = await publicPage(path)
    await publicGallery.locator(`img[src*="${base}"], img[srcset*="${base}"]`).first().waitFor({ state: 'attached' })
    await publicGallery.close()
    await added.getByRole('button', { name: /^Delete image/ }).click()
    await answerConfirm(page)
    await notice(page, 'Gallery image deleted successfully')
    await added.waitFor({ state: 'detached' })
    assert.deepEqual(page.errors, [])
    await page.close()
  })
})


/** The API as the signed-in owner, from the test itself. */
async function apiSession() {
  const base = env.site.baseUrl
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: USERNAME, password: PASSWORD }) })
  assert.equal(login.status, 200)
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
  const call = async (method, path, body) => {
    const res = await fetch(base + path, { method, headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: body && JSON.stringify(body) })
    assert.ok(res.ok, `${method} ${path}: ${res.status} ${await res.clone().text()}`)
    return res.status === 204 ? null : res.json()
  }
  return {
    projects: () => call('GET', '/api/portfolio/projects'),
    create: (body) => call('POST', '/api/portfolio/projects', body),
    remove: (id) => call('DELETE', `/api/portfolio/projects/${id}`),
  }
}

/** The order of every list: lowest priority first, ties by id (domain.ComparePlaces). */
const byPlace = (items) => [...items].sort((a, b) => a.priority - b.priority || a.id - b.id)
