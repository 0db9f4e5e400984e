// The admin's title filter with 500 projects (issue 10): the list narrows to
// the matches as the owner types, says when nothing matches, and comes back
// whole when the box is cleared.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { eventually, launch, startSite } from './harness.mjs'
import { admin, env, ownerApi, tab } from './admin-harness.mjs'

const COUNT = 500

/** Creates COUNT projects through the API, as a script of the owner would. */
async function seedProjects(baseUrl) {
  const { api } = await ownerApi(baseUrl)
  for (let i = 0; i < COUNT; i += 25) {
    await Promise.all(
      Array.from({ length: 25 }, (_, k) => {
        const n = i + k
        return api('POST', '/api/portfolio/projects', { title: `Bulk ${n % 2 ? 'Odd' : 'Even'} Project ${n}`, category: 'games', priority: n }, 201)
      }),
    )
  }
}

before(async () => {
  env.site = await startSite()
  env.browser = await launch()
  await seedProjects(env.site.baseUrl)
})

after(async () => {
  await env.browser?.close()
  await env.site?.stop()
})

describe('title filter', () => {
  it(`narrows a list of ${COUNT} projects as the owner types`, async () => {
    const page = await admin()
    await tab(page, 'Portfolio')
    const panel = page.getByRole('tabpanel')
    const rows = panel.getByRole('listitem').filter({ hasText: 'Bulk ' })
    await eventually(async () => assert.ok((await rows.count()) >= COUNT), 30000)

    const filter = panel.getByRole('searchbox', { name: 'Filter by title' })
    await filter.pressSequentially('project 49', { delay: 20 })
    // "Project 49" and "Project 490"–"Project 499": 11 matches, found case-insensitively.
    await eventually(async () => assert.equal(await rows.count(), 11), 15000)
    assert.equal(await rows.filter({ hasText: 'Bulk Odd Project 49' }).count(), 6)

    await filter.fill('no such title')
    await panel.getByText('No items match "no such title".').waitFor()
    await filter.fill('')
    await eventually(async () => assert.ok((await rows.count()) >= COUNT), 15000)
    assert.deepEqual(page.errors, [])
    await page.close()
  })
})
