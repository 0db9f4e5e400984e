// Section layouts in a real browser: a layout made in the admin's Layouts
// tab changes the public portfolio page (the server's HTML and the app once
// it runs); switched off, the section's defaults return.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { eventually, launch, openPage, startSite } from './harness.mjs'
import { admin, answerConfirm, env, field, notice, row, run, tab } from './admin-harness.mjs'

const WIDE = { width: 1440, height: 900 }

before(async () => {
  env.site = await startSite()
  env.browser = await launch()
})

after(async () => {
  await env.browser?.close()
  await env.site?.stop()
})


/** The music section of the server's HTML (no app code runs). */
async function serverMusicSection() {
  const res = await fetch(`${env.site.baseUrl}/portfolio`)
  assert.equal(res.status, 200)
  const html = await res.text()
  const start = html.indexOf('data-testid="portfolio-section-music"')
  assert.ok(start > 0, 'the music section is in the server HTML')
  const end = html.indexOf('data-testid="portfolio-section-', start + 10)
  return html.slice(start, end < 0 ? undefined : end)
}

/** The music section in the browser on a wide screen: its heading and its first grid's column count. */
async function appMusicSection() {
  const page = await openPage(env.browser, env.site.baseUrl, { viewport: WIDE })
  const console = []
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && console.push(`${m.type()}: ${m.text()}`))
  await page.goto(`${env.site.baseUrl}/portfolio`, { waitUntil: 'networkidle' })
  const section = page.getByTestId('portfolio-section-music')
  const heading = await section.getByRole('heading', { level: 2 }).textContent()
  const grid = section.locator('[data-columns]').first()
  // The layout's column count in force (fitGrid's --grid-columns): a grid of
  // two cards shows them as halves whatever the layout (issue 24).
  const columns = await grid.evaluate((el) => Number(getComputedStyle(el).getPropertyValue('--grid-columns')))
  assert.deepEqual(console, [], 'no console error or warning')
  await page.close()
  return { heading, columns }
}

describe('section layouts', () => {
  it('a layout for music sets its title and 2 columns; deactivated, the defaults return', async () => {
    const title = `Sound & Score ${run}`
    const page = await admin()
    await tab(page, 'Layouts')
    await page.getByRole('heading', { name: 'Section Layouts' }).waitFor()
    await page.getByRole('button', { name: 'Add Layout' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Layout' })
    await field(dialog, 'Category').selectOption({ label: 'Music' })
    await field(dialog, 'Columns per Row').fill('2')
    await field(dialog, 'Section Title').fill(title)
    await dialog.getByRole('button', { name: 'Create Layout' }).click()
    await notice(page, 'Layout created successfully')
    await row(page, title).getByText('Grid · 2 columns').waitFor()

    const html = await serverMusicSection()
    assert.ok(html.includes(title.replace('&', '&amp;')), 'the server HTML has the title')
    assert.match(html, /data-columns="2"/)
    assert.doesNotMatch(html, /data-columns="3"/)
    assert.deepEqual(await appMusicSection(), { heading: title, columns: 2 })

    await row(page, title).getByRole('button', { name: 'Edit' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Layout' })
    await edit.getByText('Active', { exact: true }).click()
    await edit.getByRole('button', { name: 'Update Layout' }).click()
    await notice(page, 'Layout updated successfully')
    await row(page, title).getByText('Inactive').waitFor()

    const plain = await serverMusicSection()
    assert.ok(!plain.includes(title.replace('&', '&amp;')), 'the title is gone from the server HTML')
    assert.match(plain, /data-columns="3"/)
    assert.deepEqual(await appMusicSection(), { heading: 'Music', columns: 3 })

    await row(page, title).getByRole('button', { name: 'Delete' }).click()
    await answerConfirm(page)
    await notice(page, 'Layout deleted successfully')
    await row(page, title).waitFor({ state: 'detached' })
    await page.close()
  })
})
