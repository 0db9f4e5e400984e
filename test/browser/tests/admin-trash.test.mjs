// The trash in a real browser: a project deleted in the admin leaves the
// public portfolio, comes back from the Trash tab with its link and gallery
// image, and once deleted forever it cannot be restored.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { launch, startSite } from './harness.mjs'
import { admin, answerConfirm, env, notice, png, publicPage, row, run, seesOnPublicPage, tab } from './admin-harness.mjs'

before(async () => {
  env.site = await startSite()
  env.browser = await launch()
})

after(async () => {
  await env.browser?.close()
  await env.site?.stop()
})

const title = `Trash Project ${run}`
const label = `Trash Link ${run}`
const alt = `trash-shot-${run}`

/** A write through the API with the signed-in page's session cookie; answers the JSON body. */
async function apiWrite(page, path, options) {
  const res = await page.request.fetch(env.site.baseUrl + path, options)
  assert.ok(res.ok(), `${options.method} ${path}: ${res.status()} ${await res.text()}`)
  return res.status() === 204 ? null : res.json()
}

/** The project, its link and its gallery image (an uploaded file), made through the API. */
async function createProject(page) {
  const { url } = await apiWrite(page, '/api/upload', { method: 'POST', multipart: { file: png(`${alt}.png`) } })
  const project = await apiWrite(page, '/api/portfolio/projects', { method: 'POST', data: { title, category: 'music', priority: 0 } })
  await apiWrite(page, `/api/portfolio/projects/${project.id}/links`, { method: 'POST', data: { label, url: 'https://example.com/trash', priority: 0 } })
  await apiWrite(page, `/api/portfolio/projects/${project.id}/gallery`, { method: 'POST', data: { src: url, alt, priority: 0 } })
  return project.id
}

/** The public portfolio shows the project with its link and its one-image gallery. */
async function seesWholeProject() {
  const page = await publicPage('/portfolio')
  await page.getByRole('heading', { name: title, exact: true }).waitFor()
  await page.getByText(label, { exact: true }).waitFor()
  const card = page.getByTestId('project-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) })
  assert.equal(await card.getByTestId('project-image-count').innerText(), '1 image')
  await page.close()
}

/** Deletes the project in the Portfolio tab (the confirmation accepted) and waits for the server's answer. */
async function deleteInAdmin(page, id) {
  await tab(page, 'Portfolio')
  const deleted = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/portfolio/projects/${id}` && r.request().method() === 'DELETE')
  await row(page, title).getByRole('button', { name: 'Delete' }).click()
  await answerConfirm(page)
  const res = await deleted
  assert.equal(res.status(), 204)
  await notice(page, 'Project deleted successfully')
}

describe('trash', () => {
  it('restores a deleted project with its link and gallery, and deletes it forever after asking', async () => {
    const page = await admin()
    const id = await createProject(page)
    // The admin's lists were read at sign-in: load them again with the new project.
    await page.reload({ waitUntil: 'networkidle' })
    await page.getByRole('heading', { name: 'Content Management System' }).waitFor()
    await seesWholeProject()

    await deleteInAdmin(page, id)
    await seesOnPublicPage('/portfolio', title, false)

    await tab(page, 'Trash')
    const trashed = page.getByRole('list', { name: 'Trash' }).getByRole('listitem').filter({ hasText: title })
    await trashed.getByText('Project', { exact: true }).waitFor()
    const [restored] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === `/api/trash/project/${id}/restore` && r.request().method() === 'POST'),
      page.getByRole('button', { name: `Restore ${title}`, exact: true }).click(),
    ])
    assert.equal(restored.status(), 200)
    await notice(page, 'Item restored')
    await trashed.waitFor({ state: 'detached' })
    await seesWholeProject()

    await deleteInAdmin(page, id)
    await tab(page, 'Trash')
    const purging = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/trash/project/${id}` && r.request().method() === 'DELETE')
    await page.getByRole('button', { name: `Delete forever ${title}`, exact: true }).click()
    assert.equal(await answerConfirm(page), `Delete “${title}” forever? This cannot be undone.`)
    const purged = await purging
    assert.equal(purged.status(), 204)
    await notice(page, 'Item deleted forever')
    await trashed.waitFor({ state: 'detached' })
    const again = await page.request.post(`${env.site.baseUrl}/api/trash/project/${id}/restore`)
    assert.equal(again.status(), 404, 'a project deleted forever cannot be restored')
    await seesOnPublicPage('/portfolio', title, false)
    assert.deepEqual(page.errors, [])
    await page.close()
  })
})
