// Issue 37 in a real browser: a stranger's wrong passwords lock the
// administrator's name for new browsers (a new browser's right password is
// refused), but the browser that signed in before keeps its device cookie
// and signs in with its password at once, from the same (locked) address.
// The Account tab's "Sign-in protection" then says the name is locked and
// this browser is trusted, and the Activity tab counts the refused attempts
// in a few rows; both are shot at 360 px in the light and dark themes
// (screenshots/admin-sign-in-protection-*.png, admin-activity-locked-*.png).
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { MOBILE, SCREENSHOTS, launch, openPage, startSite } from './harness.mjs'
import { PASSWORD, USERNAME, admin, env, signIn, tab } from './admin-harness.mjs'

before(async () => {
  env.site = await startSite()
  env.browser = await launch()
  mkdirSync(SCREENSHOTS, { recursive: true })
})

after(async () => {
  await env.browser?.close()
  await env.site?.stop()
})

const cms = (page) => page.getByRole('heading', { name: 'Content Management System' })

/** A stranger's wrong passwords for the administrator's name, from Node (the same loopback address as the browser). */
async function guess(times) {
  const statuses = []
  for (let i = 0; i < times; i++) {
    const res = await fetch(`${env.site.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: USERNAME, password: `wrong guess ${i}` }),
    })
    statuses.push(res.status)
  }
  return statuses
}

describe('sign-in protection', () => {
  it('keeps the trusted browser in while strangers lock the name, and shows it on the Account and Activity tabs', async () => {
    const page = await admin({ viewport: MOBILE, theme: 'light' })
    const cookies = await page.context().cookies()
    const device = cookies.find((c) => c.name.endsWith('_device'))
    assert.ok(device, 'the sign-in gave the browser a device cookie')
    assert.equal(device.httpOnly, true)
    assert.equal(device.sameSite, 'Strict')
    assert.equal(device.path, '/api/auth')

    const statuses = await guess(30)
    assert.deepEqual(statuses.slice(-3), [429, 429, 429], 'the name (and the address) are locked')

    // A new browser with the right password: refused.
    const stranger = await openPage(env.browser, env.site.baseUrl, { viewport: MOBILE })
    await stranger.goto(`${env.site.baseUrl}/admin`)
    await stranger.getByRole('heading', { name: 'Admin Login' }).waitFor()
    await stranger.getByLabel('Username').fill(USERNAME)
    await stranger.getByLabel('Password').fill(PASSWORD)
    await stranger.getByRole('button', { name: 'Sign In' }).click()
    await stranger.getByRole('alert').getByText(/Too many sign-in attempts/).waitFor()
    assert.equal(await cms(stranger).count(), 0, 'not signed in')
    await stranger.close()

    // The trusted browser signs out and back in with its password.
    await page.getByRole('button', { name: 'Logout' }).click()
    await signIn(page)
    await cms(page).waitFor()

    for (const theme of ['light', 'dark']) {
      if (theme === 'dark') {
        await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'dark'))
        await page.reload()
        await cms(page).waitFor()
      }
      await tab(page, 'Account')
      const section = page.getByRole('region', { name: 'Sign-in protection' })
      await section.getByText('Locked for new browsers').waitFor()
      await section.getByText('This browser is trusted').waitFor()
      await section.getByText(/sign-in attempts refused in the last 24 hours, from 1 address/).waitFor()
      await section.scrollIntoViewIfNeeded()
      await section.screenshot({ path: join(SCREENSHOTS, `admin-sign-in-protection-${theme}-360.png`) })
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      assert.ok(width <= 360, `no sideways scrolling at 360 px (${width})`)

      await tab(page, 'Activity')
      const throttled = page.locator('[data-testid=activity-entry][data-action=sign-in-throttled]')
      await throttled.first().waitFor()
      assert.ok((await throttled.count()) <= 3, 'a few tallies, not one row per attempt')
      await page.getByText(/attempts in this window/).first().waitFor()
      await throttled.first().scrollIntoViewIfNeeded()
      await page.screenshot({ path: join(SCREENSHOTS, `admin-activity-locked-${theme}-360.png`) })
    }
    await page.close()
  })
})
