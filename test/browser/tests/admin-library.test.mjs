// Restore from the admin and the media library (issue 24) in a real browser:
// a backup downloaded from one site's Account tab is restored through the
// Account tab of a second, fresh site (every row and every file arrives,
// and the public API serves it at once); on the restored site the Media tab
// deletes an unused upload and refuses a used one, naming where it is used.
// At 360 px, light and dark, the Media tab and the restore are captured.
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { eventually, launch, MOBILE, openPage, SCREENSHOTS, startSite } from './harness.mjs'
import { answerConfirm, env, notice, png, refuseNativeDialogs, run, signIn, tab } from './admin-harness.mjs'

let siteA
let siteB
/** Where the downloaded archive is kept (a download's own file goes with its page). */
const keep = mkdtempSync(join(tmpdir(), 'portfolio-library-'))

before(async () => {
  siteA = await startSite()
  siteB = await startSite({ PORTFOLIO_DEMO_CONTENT: 'false' })
  env.browser = await launch()
})

after(async () => {
  await env.browser?.close()
  await siteA?.stop()
  await siteB?.stop()
  rmSync(keep, { recursive: true, force: true })
})

async function adminOn(site, options = {}) {
  const page = await openPage(env.browser, site.baseUrl, options)
  refuseNativeDialogs(page)
  await page.goto(`${site.baseUrl}/admin`, { waitUntil: 'networkidle' })
  await signIn(page)
  await page.getByRole('heading', { name: 'Content Management System' }).waitFor()
  return page
}

async function upload(page, site, name) {
  const res = await page.request.post(`${site.baseUrl}/api/upload`, { multipart: { file: png(name) } })
  assert.equal(res.status(), 201, await res.text())
  return (await res.json()).url
}

/** What a visitor reads, every list and the site document (less its configured address). */
async function publicContent(site) {
  const out = {}
  for (const path of ['/api/portfolio/projects', '/api/notable-collaborations', '/api/media-press', '/api/investments', '/api/portfolio/section-layouts', '/api/site']) {
    const res = await fetch(site.baseUrl + path)
    assert.equal(res.status, 200, path)
    out[path] = await res.json()
  }
  delete out['/api/site'].publicUrl
  return out
}

async function library(page, site) {
  const res = await page.request.get(`${site.baseUrl}/api/uploads`)
  assert.equal(res.status(), 200)
  return res.json()
}

async function shoot(page, name) {
  mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: join(SCREENSHOTS, name), fullPage: true })
}

describe('restore from the admin and the media library', () => {
  const title = `Library project ${run}`
  let archive
  let usedURL
  let unusedURL
  let namesA

  it('downloads a backup of a site with uploads in use', async () => {
    const page = await adminOn(siteA)
    usedURL = await upload(page, siteA, 'used.png')
    unusedURL = await upload(page, siteA, 'unused.png')
    const made = await page.request.post(`${siteA.baseUrl}/api/portfolio/projects`, {
      data: { title, category: 'games', description: 'Uses an upload', imageUrl: usedURL, imageDescription: 'A still' },
    })
    assert.equal(made.status(), 201, await made.text())
    namesA = (await library(page, siteA)).map((f) => f.name).sort()
    assert.ok(namesA.length >= 2, 'the two uploads (and the demo content\'s, if any)')
    await tab(page, 'Account')
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download backup' }).click()])
    archive = join(keep, download.suggestedFilename())
    await download.saveAs(archive)
    assert.deepEqual(page.errors, [])
    await page.close()
  })

  it('restores it through the Account tab of a fresh site, with every row and file', async () => {
    assert.ok(archive, 'the download of the first test')
    const before = await publicContent(siteB)
    assert.ok(!JSON.stringify(before).includes(title), 'the fresh site does not have it yet (and has cached its lists)')

    const page = await adminOn(siteB)
    await tab(page, 'Account')
    const section = page.getByRole('region', { name: 'Restore from a backup' })
    await section.getByTestId('restore-file').setInputFiles(archive)
    const summary = section.getByTestId('backup-summary')
    await summary.waitFor()
    await section.getByText(/^\d+ rows of content$/).waitFor()
    assert.equal(await section.getByTestId('backup-files').count(), 1)
    assert.equal((await publicContent(siteB))['/api/portfolio/projects'].length, before['/api/portfolio/projects'].length, 'inspecting changes nothing')

    await section.getByRole('button', { name: 'Replace everything with this backup' }).click()
    await page.getByText(/^Backup restored: \d+ rows and \d+ files(; .+)?$/).first().waitFor({ timeout: 60_000 })

    // Every row: what a visitor reads is the first site's, at once (every cache dropped).
    const fromA = await publicContent(siteA)
    await eventually(async () => assert.deepEqual(await publicContent(siteB), fromA))
    // Every file, byte for byte.
    const namesB = (await library(page, siteB)).map((f) => f.name).sort()
    assert.deepEqual(namesB, namesA)
    for (const url of [usedURL, unusedURL]) {
      const [a, b] = await Promise.all([fetch(siteA.baseUrl + url), fetch(siteB.baseUrl + url)])
      assert.equal(b.status, 200, url)
      assert.deepEqual(Buffer.from(await b.arrayBuffer()), Buffer.from(await a.arrayBuffer()), url)
    }
    // Still signed in, and the restore is in the activity log.
    await tab(page, 'Activity')
    await page.getByText(/^Backup made .*: \d+ rows, \d+ files$/).first().waitFor()
    const log = await (await page.request.get(`${siteB.baseUrl}/api/activity?action=import`)).json()
    assert.equal(log.length, 1, 'one restore in the log')
    assert.deepEqual(page.errors, [])
    await page.close()
  })

  it('on the restored site, deletes an unused upload and refuses a used one with its places', async () => {
    const page = await adminOn(siteB)
    await tab(page, 'Media')
    const card = (url) => page.getByTestId('library-file').filter({ has: page.locator(`[data-testid="library-name"]`, { hasText: url.split('/').pop() }) })
    const used = card(usedURL)
    const unused = card(unusedURL)
    await used.waitFor()
    await used.getByText(`Project “${title}” · imageUrl`).waitFor()
    await unused.getByText('Not used').waitFor()

    await used.getByRole('button', { name: /^Delete / }).click()
    assert.match(await answerConfirm(page), new RegExp(`^Delete ${usedURL.split('/').pop()} `))
    await used.getByText(/^Used in \d+ places?: delete refused$/).waitFor()
    await page.getByText(/This file is in use and was not deleted: project “/).first().waitFor()
    assert.equal((await fetch(siteB.baseUrl + usedURL)).status, 200, 'the used file stays')

    await unused.getByRole('button', { name: /^Delete / }).click()
    await answerConfirm(page)
    await notice(page, `${unusedURL.split('/').pop()} deleted`)
    await unused.waitFor({ state: 'detached' })
    assert.equal((await fetch(siteB.baseUrl + unusedURL)).status, 404, 'the unused file is gone')
    const variant = unusedURL.replace(/\.png$/, '-w480.webp')
    assert.equal((await fetch(siteB.baseUrl + variant)).status, 404, 'with its variants')
    assert.deepEqual(page.errors, [])
    await page.close()
  })

  it('looks right at 360 px, light and dark', async () => {
    for (const theme of ['light', 'dark']) {
      const page = await adminOn(siteB, { viewport: MOBILE, theme })
      await tab(page, 'Media')
      await page.getByTestId('library-file').first().waitFor()
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      assert.ok(width <= 360, `no sideways scroll on the Media tab (${width} px)`)
      await shoot(page, `admin-library-media-360-${theme}.png`)
      await tab(page, 'Account')
      const section = page.getByRole('region', { name: 'Restore from a backup' })
      await section.getByTestId('restore-file').setInputFiles(archive)
      await section.getByTestId('backup-summary').waitFor()
      await section.scrollIntoViewIfNeeded()
      await page.screenshot({ path: join(SCREENSHOTS, `admin-library-restore-360-${theme}.png`), fullPage: false })
      await page.close()
    }
    const wide = await adminOn(siteB, { theme: 'light' })
    await tab(wide, 'Media')
    await wide.getByTestId('library-file').first().waitFor()
    await shoot(wide, 'admin-library-media-1280-light.png')
    await wide.close()
  })
})
