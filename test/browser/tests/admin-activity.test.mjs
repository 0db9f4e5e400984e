// The activity log in a real browser: the Activity tab lists the owner's
// sign-in and a save made a moment before (no reload), and filters by action.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { eventually, launch, startSite } from './harness.mjs'
import { USERNAME, admin, env, field, notice, run, tab } from './admin-harness.mjs'

before(async () => {
  env.site = await startSite()
  env.browser = await launch()
})

after(async () => {
  await env.browser?.close()
  await env.site?.stop()
})

const isActivity = (r, action) => {
  const url = new URL(r.url())
  return url.pathname === '/api/activity' && (action === undefined || url.searchParams.get('action') === action)
}

describe('activity', () => {
  it('lists the sign-in and a save at once, and filters by action', async () => {
    const page = await admin()
    const title = `Logged Partner ${run}`
    const entries = page.getByRole('list', { name: 'Activity' }).getByTestId('activity-entry')

    await tab(page, 'Activity')
    await entries.filter({ hasText: 'Signed in' }).filter({ hasText: USERNAME }).first().waitFor()

    await tab(page, 'Collaborations')
    await page.getByRole('button', { name: 'Add Collaboration' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add New Collaboration' })
    await field(dialog, 'Title').fill(title)
    await dialog.getByRole('button', { name: 'Create Collaboration' }).click()
    await notice(page, 'Collaboration created successfully')

    // The save refreshed the log in the background: the entry is there without a reload.
    await page.getByRole('tab', { name: 'Activity' }).click()
    const created = entries.filter({ hasText: title })
    await created.getByText('Created', { exact: true }).waitFor()
    await created.getByText('Collaboration', { exact: true }).waitFor()

    const [filtered] = await Promise.all([page.waitForResponse((r) => isActivity(r, 'sign-in')), page.getByLabel('Action', { exact: true }).selectOption({ label: 'Signed in' })])
    assert.equal(filtered.status(), 200)
    await created.waitFor({ state: 'detached' })
    await eventually(async () => {
      const actions = await entries.evaluateAll((els) => els.map((e) => e.dataset.action))
      assert.ok(actions.length > 0 && actions.every((a) => a === 'sign-in'), `only sign-ins: ${actions}`)
    })

    await Promise.all([page.waitForResponse((r) => isActivity(r, 'create')), page.getByLabel('Action', { exact: true }).selectOption({ label: 'Created' })])
    await created.waitFor()
    assert.deepEqual(page.errors, [])
    await page.close()
  })
})
