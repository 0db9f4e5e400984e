// The admin's backup in a real browser: the Account tab's "Download backup"
// link downloads the archive `portfolio import` restores (a gzip holding the
// manifest first, then the tables and the uploads).
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { after, before, describe, it } from 'node:test'
import { launch, startSite } from './harness.mjs'
import { admin, env, tab } from './admin-harness.mjs'

before(async () => {
  env.site = await startSite()
  env.browser = await launch()
})

after(async () => {
  await env.browser?.close()
  await env.site?.stop()
})

/** The names of the entries of a tar archive, in order. */
function tarNames(tar) {
  const names = []
  for (let at = 0; at + 512 <= tar.length; ) {
    const name = tar.subarray(at, at + 100).toString('utf8').replace(/\0.*$/s, '')
    if (!name) break
    const size = parseInt(tar.subarray(at + 124, at + 136).toString('utf8').replace(/\0.*$/s, '').trim() || '0', 8)
    names.push(name)
    at += 512 + Math.ceil(size / 512) * 512
  }
  return names
}

describe('backup', () => {
  it('downloads the archive from the Account tab', async () => {
    const page = await admin()
    await tab(page, 'Account')
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download backup' }).click()])
    assert.match(download.suggestedFilename(), /^portfolio-backup-\d{8}-\d{6}\.tar\.gz$/)
    const names = tarNames(gunzipSync(readFileSync(await download.path())))
    assert.equal(names[0], 'manifest.json', 'the manifest comes first')
    for (const table of ['tables/portfolio_projects.json', 'tables/site_content.json', 'tables/trash.json', 'tables/activity.json']) {
      assert.ok(names.includes(table), `${table} in ${names.join(', ')}`)
    }
    assert.deepEqual(page.errors, [])
    await page.close()
  })
})
