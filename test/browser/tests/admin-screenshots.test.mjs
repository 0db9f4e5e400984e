// Screenshots of every admin tab and dialog, light and dark, desktop and
// tablet (git-ignored screenshots/ folder), for a person to look at.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { DESKTOP, SCREENSHOTS, eventually, launch, startSite } from './harness.mjs'
import { TABLET, admin, env, tab } from './admin-harness.mjs'

before(async () => {
  env.site = await startSite()
  env.browser = await launch()
  mkdirSync(SCREENSHOTS, { recursive: true })
})

after(async () => {
  await env.browser?.close()
  await env.site?.stop()
})

describe('screenshots', () => {
  for (const theme of ['light', 'dark']) {
    for (const viewport of [DESKTOP, TABLET]) {
      it(`every tab and dialog (${theme}, ${viewport.width} px)`, async () => {
        const page = await admin({ theme, viewport })
        const shot = (name) => page.screenshot({ path: join(SCREENSHOTS, `admin-${name}-${theme}-${viewport.width}.png`) })
        const closeTop = async () => {
          const count = await page.locator('[role=dialog]').count()
          await page.keyboard.press('Escape')
          await eventually(async () => assert.equal(await page.locator('[role=dialog]').count(), count - 1))
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
