// The press kit (issue 40): /press-kit works with script off (its content in
// the server's HTML, no dead copy button), a bio's copy button copies it
// with script on, its downloads are the server's files, and the admin's
// Press Kit group edits a bio at 360 px with its word count following
// the text. Screenshots of the page and the group, 360 and 1280 px, both
// themes.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { DESKTOP, MOBILE, SCREENSHOTS, eventually, launch, openPage, scrollThrough, startSite } from './harness.mjs'
import { admin, env, notice, run, tab } from './admin-harness.mjs'

before(async () => {
  env.site = await startSite()
  env.browser = await launch()
  mkdirSync(SCREENSHOTS, { recursive: true })
})

after(async () => {
  await env.browser?.close()
  await env.site?.stop()
})

/** The page's HTML as the server sends it, without running any script. */
async function serverHTML(path) {
  const res = await fetch(env.site.baseUrl + path)
  assert.equal(res.status, 200, path)
  return res.text()
}

/** Waits until every image of the page has loaded or failed (a screenshot of lazy images). */
async function imagesSettled(page) {
  await scrollThrough(page)
  // A lazy image the scroll passed quickly may not have started: load them all.
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => (img.loading = 'eager')))
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), null, { timeout: 15000 })
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => {}))))
}

describe('press kit page', () => {
  it('is whole in the server HTML and shows no copy button without script', async () => {
    const html = await serverHTML('/press-kit')
    const site = await (await fetch(`${env.site.baseUrl}/api/site`)).json()
    const kit = site.pressKit
    assert.ok(kit.bios.short.length > 0, 'the demo has a short bio')
    assert.ok(html.includes(kit.bios.short.slice(0, 60)), 'the short bio is in the HTML')
    assert.ok(html.includes(kit.headshots[0].credit), 'the headshot credit is in the HTML')
    assert.ok(html.includes('href="/press-kit/one-sheet.pdf"'), 'the one-sheet link')
    assert.ok(html.includes('href="/press-kit.zip"'), 'the ZIP link')
    assert.ok(html.includes('href="/press-kit/headshots/1"') && html.includes('href="/press-kit/headshots/1/web"'), 'original and web size')
    assert.match(html, /<button[^>]*hidden=""[^>]*data-copy="bio-short"/, 'the copy button is hidden in the HTML')

    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: MOBILE })
    const page = await context.newPage()
    await page.goto(`${env.site.baseUrl}/press-kit`)
    await page.getByRole('heading', { level: 1, name: 'Press Kit' }).waitFor()
    assert.equal(await page.getByRole('button', { name: /^Copy/ }).count(), 0, 'no dead button')
    assert.equal(await page.locator('#bio-short').isVisible(), true)
    // The bio is plain text a visitor can select.
    const selected = await page.evaluate(() => {
      const range = document.createRange()
      range.selectNodeContents(document.getElementById('bio-short'))
      getSelection().removeAllRanges()
      getSelection().addRange(range)
      return getSelection().toString()
    })
    assert.ok(selected.includes(kit.bios.short.slice(0, 60)))
    // The footer links the page.
    assert.equal(await page.locator('footer a[href="/press-kit"]').count(), 1)
    await context.close()

    // The files it links to are the server's.
    const pdf = await fetch(`${env.site.baseUrl}/press-kit/one-sheet.pdf`)
    assert.equal(pdf.headers.get('content-type'), 'application/pdf')
    assert.equal(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5)), '%PDF-')
    const zip = await fetch(`${env.site.baseUrl}/press-kit.zip`)
    assert.equal(zip.headers.get('content-type'), 'application/zip')
    assert.equal(new TextDecoder().decode((await zip.arrayBuffer()).slice(0, 2)), 'PK')
  })

  it('copies a bio with script on', async () => {
    const context = await env.browser.newContext({ viewport: MOBILE })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.site.baseUrl })
    const page = await context.newPage()
    await page.goto(`${env.site.baseUrl}/press-kit`, { waitUntil: 'networkidle' })
    const copy = page.getByRole('button', { name: 'Copy: Short bio' })
    await copy.waitFor()
    const box = await copy.boundingBox()
    assert.ok(box.height >= 44, `a 44 px target (${box.height})`)
    await copy.click()
    await page.getByText('Bio copied', { exact: true }).waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    const expected = await page.locator('#bio-short').evaluate((el) => [...el.querySelectorAll('p')].map((p) => p.textContent.trim()).join('\n\n'))
    assert.equal(copied, expected)
    assert.ok(copied.split(/\s+/).length >= 60, 'the whole short bio')
    await context.close()
  })

  it('looks right at 360 and 1280 px in both themes', async () => {
    for (const theme of ['light', 'dark']) {
      for (const viewport of [MOBILE, DESKTOP]) {
        const page = await openPage(env.browser, env.site.baseUrl, { viewport, theme })
        await page.goto(`${env.site.baseUrl}/press-kit`, { waitUntil: 'networkidle' })
        await imagesSettled(page)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        assert.equal(overflow, 0, `nothing wider than the screen at ${viewport.width} px`)
        await page.screenshot({ path: join(SCREENSHOTS, `press-kit-${theme}-${viewport.width}.png`), fullPage: true })
        assert.deepEqual(page.errors, [])
        await page.close()
      }
    }
  })
})

describe('press kit group of the Site tab', () => {
  it('saves a bio at 360 px, its word count following the text, and the page shows it', async () => {
    const page = await admin({ viewport: MOBILE })
    await tab(page, 'Site')
    const panel = page.getByRole('tabpanel')
    await panel.getByRole('button', { name: 'Press Kit', exact: true }).click()
    const form = panel.getByRole('form', { name: 'Press Kit' })
    const short = form.getByRole('textbox', { name: 'Short Bio', exact: true })
    await short.waitFor()
    const count = form.getByTestId('bio-words').first()
    const bio = `A short bio typed in the admin ${run}: seven more words to count here.`
    await short.fill(bio)
    await eventually(async () => assert.match(await count.textContent(), /^14 words\. 60–120 words suits a short bio/))
    await short.fill(`${bio} And four more.`)
    await eventually(async () => assert.match(await count.textContent(), /^17 words/))

    const save = form.getByRole('button', { name: 'Save Press Kit' })
    const box = await save.boundingBox()
    assert.ok(box.height >= 40, `the sticky Save is a finger's target (${box.height})`)
    const [res] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/site' && r.request().method() === 'PUT'),
      save.click(),
    ])
    assert.equal(res.status(), 200)
    assert.deepEqual(Object.keys((await res.request().postDataJSON()) ?? {}), ['pressKit'], 'only the group is sent')
    await notice(page, 'Site updated successfully')
    const html = await serverHTML('/press-kit')
    assert.ok(html.includes(`A short bio typed in the admin ${run}`), 'the page shows the saved bio at once')
    assert.ok(html.includes('17 words'))

    // A bad headshot address is refused with the field named, nothing saved.
    await form.getByRole('button', { name: 'Add Headshot' }).click()
    const headshot = form.getByRole('group', { name: 'Headshot 3' })
    await headshot.getByRole('textbox', { name: /Headshot Image/ }).fill('http://insecure.example/a.jpg')
    await headshot.getByRole('textbox', { name: /Description/ }).fill('A portrait')
    await save.click()
    await form.getByText('Must be a file of the media library or an https URL').waitFor()
    await form.getByRole('button', { name: 'Discard Changes' }).click()
    await page.close()
  })

  it('looks right at 360 and 1280 px in both themes', async () => {
    for (const theme of ['light', 'dark']) {
      const page = await admin({ viewport: MOBILE, theme })
      await tab(page, 'Site')
      const panel = page.getByRole('tabpanel')
      await panel.getByRole('button', { name: 'Press Kit', exact: true }).click()
      const short = panel.getByRole('textbox', { name: 'Short Bio', exact: true })
      await short.waitFor()
      for (const viewport of [MOBILE, DESKTOP]) {
        await page.setViewportSize(viewport)
        await short.scrollIntoViewIfNeeded()
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        assert.equal(overflow, 0, `nothing wider than the screen at ${viewport.width} px`)
        await page.screenshot({ path: join(SCREENSHOTS, `press-kit-admin-${theme}-${viewport.width}.png`), fullPage: false })
        await page.getByRole('group', { name: /Jordan Avery, head and shoulders, on a dark/ }).scrollIntoViewIfNeeded()
        await page.screenshot({ path: join(SCREENSHOTS, `press-kit-admin-headshots-${theme}-${viewport.width}.png`), fullPage: false })
      }
      await page.close()
    }
  })
})
