// Issue 13, the dark theme: every public route's DOM once the page's script
// has enhanced it, in the dark theme at desktop and 360 px, is valid for the
// W3C Nu HTML Checker, has one h1, no skipped heading level and no section
// without a heading, and axe finds no violation of any impact (the light
// theme, the server HTML, the link previews and the links: standards).
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { launch, startSite } from './harness.mjs'
import { axeProblems, checkRendered, findings, nuProblems, outlineProblems, publicRoutes } from './standards-checks.mjs'

let site
let browser
let found

before(async () => {
  found = findings(mkdtempSync(join(tmpdir(), 'portfolio-standards-dark-')))
  site = await startSite()
  browser = await launch()
  for (const route of await publicRoutes(site.baseUrl)) await checkRendered(browser, site.baseUrl, route, 'dark', found)
})

after(async () => {
  await browser?.close()
  await site?.stop()
  if (found) rmSync(found.dir, { recursive: true, force: true })
})

describe('standards, dark theme', () => {
  it('every page has no Nu HTML Checker error and no unexplained warning', async (t) => {
    const { reported, summary } = await nuProblems(found)
    t.diagnostic(summary)
    assert.deepEqual(reported, [], `${reported.length} Nu HTML Checker messages`)
  })

  it('every page has one h1, no skipped heading level, no section without a heading, and no link with generic text', (t) => {
    t.diagnostic(`${found.outline.length} pages outlined`)
    assert.deepEqual(outlineProblems(found), [])
  })

  it('axe finds no violation of any impact on any page, at either width', (t) => {
    t.diagnostic(`${found.axe.length} pages checked by axe`)
    assert.deepEqual(axeProblems(found), [])
  })
})
