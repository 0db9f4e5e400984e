// Issue 13 in the admin: axe finds no violation of any impact (not only
// serious and critical) on the login screen, every tab and one create
// dialog per content tab, in both themes.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { addAxe, launch, openPage, startSite } from './harness.mjs'
import { admin, env, tab } from './admin-harness.mjs'

const TABS = ['Dashboard', 'Portfolio', 'Collaborations', 'Media & Press', 'Investments', 'Layouts', 'Site', 'Inbox', 'Trash', 'Activity', 'Account']
/** One create dialog per tab that has one: the tab, its button, the dialog's name. */
const DIALOGS = [
  ['Portfolio', 'Add Project', 'Add New Project'],
  ['Collaborations', 'Add Collaboration', 'Add New Collaboration'],
  ['Media & Press', 'Add Media Item', /Media Item/],
  ['Investments', 'Add Investment', /Investment/],
  ['Layouts', 'Add Layout', 'Add Layout'],
]

before(async () => {
  env.site = await startSite()
  env.browser = await launch()
})

after(async () => {
  await env.browser?.close()
  await env.site?.stop()
})

/** Waits until no finite animation or transition runs, so axe measures what stays. */
const atRest = (page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity))

/** Every axe violation, any impact: rule, impact, help and the first elements. */
async function violations(page, where) {
  await atRest(page)
  await addAxe(page)
  const result = await page.evaluate(async () => window.axe.run(document, { resultTypes: ['violations'] }))
  return result.violations.map((v) => `${where}: ${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
}

describe('admin accessibility, every impact', () => {
  for (const theme of ['light', 'dark']) {
    it(`the login screen, every tab and a dialog per tab have no axe violation (${theme})`, async () => {
      const found = []
      const login = await openPage(env.browser, env.site.baseUrl, { theme, reducedMotion: 'reduce' })
      await login.goto(`${env.site.baseUrl}/admin`, { waitUntil: 'networkidle' })
      await login.getByRole('heading', { name: 'Admin Login' }).waitFor()
      found.push(...(await violations(login, 'login')))
      await login.close()
      const page = await admin({ theme, reducedMotion: 'reduce' })
      for (const name of TABS) {
        await tab(page, name)
        await page.waitForTimeout(200)
        found.push(...(await violations(page, `${name} tab`)))
      }
      for (const [name, button, dialog] of DIALOGS) {
        await tab(page, name)
        await page.getByRole('button', { name: button }).first().click()
        await page.getByRole('dialog', { name: dialog }).waitFor()
        found.push(...(await violations(page, `${name}: ${button} dialog`)))
        await page.keyboard.press('Escape')
        await page.getByRole('dialog').waitFor({ state: 'detached' })
      }
      await page.close()
      assert.deepEqual(found, [])
    })
  }
})
