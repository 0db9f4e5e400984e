// The owner edits the site itself in the admin's Site tab (issue 10): the
// biography, one impact figure, one timeline milestone and the owner's name,
// each seen at once on the public pages (server HTML and the app) and in the
// page head; the tab passes axe in both themes and works at 360 px.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { addAxe, launch, startSite } from './harness.mjs'
import { atRest } from './admin-axe.mjs'
import { admin, env, notice, publicPage, run, tab } from './admin-harness.mjs'

before(async () => {
  env.site = await startSite()
  env.browser = await launch()
})

after(async () => {
  await env.browser?.close()
  await env.site?.stop()
})

/** Opens the Site tab and one of its groups. */
async function openGroup(page, group) {
  await tab(page, 'Site')
  const panel = page.getByRole('tabpanel')
  await panel.getByRole('button', { name: group, exact: true }).click()
  return panel
}

/**
 * Waits until the panel's images have loaded or failed: a preview that
 * loads later moves the buttons under it, and a click aimed before the
 * move lands beside its button (a save whose PUT never left, once in a
 * while on a busy machine).
 */
async function settled(panel) {
  await panel.evaluate((el) =>
    Promise.all(
      [...el.querySelectorAll('img')].map((img) =>
        img.complete
          ? null
          : new Promise((done) => {
              img.addEventListener('load', done, { once: true })
              img.addEventListener('error', done, { once: true })
            }),
      ),
    ),
  )
}

/** Presses a group's Save button and waits for the server's answer to that save (a notice of an earlier save may still be showing). */
async function save(page, panel, group) {
  await settled(panel)
  const [res] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/site' && r.request().method() === 'PUT'),
    panel.getByRole('button', { name: `Save ${group}` }).click(),
  ])
  assert.equal(res.status(), 200, `saving ${group}`)
  await notice(page, 'Site updated successfully')
}

/** The page's HTML as the server sends it, without running any script. */
async function serverHTML(path) {
  const res = await fetch(env.site.baseUrl + path)
  assert.equal(res.status, 200, path)
  return res.text()
}

describe('site tab', () => {
  const name = `Riley Quinn ${run}`
  const biography = `A new biography paragraph written in the admin ${run}.`
  const figure = `Worlds Shipped ${run}`
  const milestone = `Ships a **bold move ${run}** and *more*.`

  it('edits the biography, a figure, a milestone and the name, and every public page follows at once', async () => {
    const page = await admin()

    let panel = await openGroup(page, 'Biography & Quote')
    await panel.getByRole('textbox', { name: 'Biography Paragraph 1', exact: true }).fill(biography)
    await save(page, panel, 'Biography & Quote')

    panel = await openGroup(page, 'Figures')
    await panel.getByRole('textbox', { name: 'Label', exact: true }).first().fill(figure)
    await save(page, panel, 'Figures')

    panel = await openGroup(page, 'Timeline')
    const text = panel.getByRole('textbox', { name: 'Text', exact: true }).first()
    await text.fill(milestone)
    // The preview renders the markup live, as elements.
    await panel.locator('strong', { hasText: `bold move ${run}` }).first().waitFor()
    await save(page, panel, 'Timeline')

    panel = await openGroup(page, 'Profile')
    await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
    await save(page, panel, 'Profile')
    await page.close()

    // The server's HTML (what a crawler and a link preview read) has it all.
    const home = await serverHTML('/')
    for (const want of [biography, figure, `<strong>bold move ${run}</strong>`, `<title>${name} |`, `property="og:site_name" content="${name}"`, `"@type":"Person"`, `"name":"${name}"`]) {
      assert.ok(home.includes(want), `/ lacks ${want}`)
    }
    assert.ok(!home.includes('Shipped Games'), 'the old figure label is gone')
    assert.ok((await serverHTML('/about')).includes(`About ${name}`))
    assert.ok((await serverHTML('/contact')).includes(biography))
    assert.ok(JSON.parse(await serverHTML('/manifest.json')).name === name)

    // And the app, once started, shows the same.
    const visitor = await publicPage('/')
    await visitor.mouse.move(200, 200)
    await visitor.getByText(figure, { exact: true }).waitFor()
    await visitor.getByText(biography, { exact: true }).waitFor()
    await visitor.locator('#timeline strong', { hasText: `bold move ${run}` }).waitFor()
    await visitor.getByRole('heading', { level: 1, name }).waitFor()
    assert.equal(await visitor.title(), `${name} | Producer, Investor & Creative Catalyst`)
    await visitor.close()
    const about = await publicPage('/about')
    await about.getByRole('heading', { level: 1, name: `About ${name}` }).waitFor()
    await about.close()
  })

  it('refuses a bad save with the message on the field and keeps the text', async () => {
    const page = await admin()
    const panel = await openGroup(page, 'Timeline')
    const text = panel.getByRole('textbox', { name: 'Text', exact: true }).first()
    await text.fill('Hi <script>alert(1)</script>')
    await panel.getByRole('button', { name: 'Save Timeline' }).click()
    await panel.getByText('Markup may not contain HTML').first().waitFor()
    assert.equal(await text.inputValue(), 'Hi <script>alert(1)</script>')
    assert.ok(!(await serverHTML('/')).includes('alert(1)'))
    await page.close()
  })

  for (const theme of ['light', 'dark']) {
    // The same admin HTML on every backend: audited in the SQLite run. Colours are measured at rest
    // (no group still opening: a fading panel once read as low contrast on a busy machine).
    it(`has no axe violation and fits 360 px (${theme})`, { skip: process.env.BROWSER_BACKEND === 'postgres' && 'the same admin HTML as the SQLite run, audited there' }, async () => {
      const page = await admin({ theme, reducedMotion: 'reduce', viewport: { width: 360, height: 800 } })
      const panel = await openGroup(page, 'Timeline')
      await panel.getByRole('textbox', { name: 'Text', exact: true }).first().waitFor()
      await atRest(page)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`)
      await addAxe(page)
      const { violations } = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }))
      assert.deepEqual(violations.map((v) => `${v.impact} ${v.id}: ${v.nodes[0]?.target}`), [])
      await page.close()
    })
  }
})
