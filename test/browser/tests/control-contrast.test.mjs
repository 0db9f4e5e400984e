// Issue 24 (WCAG 1.4.11): every text input, select and textarea has a
// border (or, without one, a background) at ≥ 3:1 against what is behind
// it, in the light and the dark theme: on the public contact page, in the
// portfolio search, on the admin's sign-in form and in an admin dialog.
// Measured in the page: the control's computed border colour (its
// background when it has no border) against the first non-transparent
// background of its ancestors, semi-transparent colours composited over
// what is behind them.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { launch, MOBILE, openPage, startSite } from './harness.mjs'
import { env, openDialog, signIn, tab } from './admin-harness.mjs'

before(async () => {
  env.site = await startSite()
  env.browser = await launch()
})

after(async () => {
  await env.browser?.close()
  await env.site?.stop()
})

/** Every visible text input, select and textarea of the page (or of `scope`) with its contrast. */
async function controlContrasts(page, scope = 'body') {
  return page.evaluate((scope) => {
    const parse = (c) => {
      const m = c.match(/rgba?\(([\d.]+)[ ,]+([\d.]+)[ ,]+([\d.]+)(?:[ ,/]+([\d.]+%?))?\)/)
      if (!m) throw new Error(`unparsed colour ${c}`)
      let a = m[4] === undefined ? 1 : m[4].endsWith('%') ? parseFloat(m[4]) / 100 : parseFloat(m[4])
      return [+m[1], +m[2], +m[3], a]
    }
    const over = (top, bottom) => [0, 1, 2].map((i) => top[i] * top[3] + bottom[i] * (1 - top[3])).concat(1)
    /** The opaque colour behind `el` (its ancestors' backgrounds composited, white at the root). */
    const behind = (el) => {
      const layers = []
      for (let n = el.parentElement; n; n = n.parentElement) {
        const bg = parse(getComputedStyle(n).backgroundColor)
        if (bg[3] > 0) layers.push(bg)
        if (bg[3] >= 1) break
      }
      let colour = [255, 255, 255, 1]
      for (const layer of layers.reverse()) colour = over(layer, colour)
      return colour
    }
    const lum = ([r, g, b]) => {
      const ch = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
      return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b)
    }
    const ratio = (a, b) => {
      const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x)
      return (hi + 0.05) / (lo + 0.05)
    }
    const root = document.querySelector(scope)
    const controls = [...root.querySelectorAll('input, select, textarea')].filter((el) => {
      if (['hidden', 'checkbox', 'radio', 'file', 'submit', 'button', 'range'].includes(el.type)) return false
      if (el.closest('[aria-hidden="true"]')) return false // the contact form's spam trap, never seen
      const r = el.getBoundingClientRect()
      return r.width > 2 && r.height > 2 && getComputedStyle(el).visibility !== 'hidden'
    })
    return controls.map((el) => {
      const cs = getComputedStyle(el)
      const ground = behind(el)
      const bordered = parseFloat(cs.borderBottomWidth) > 0 && cs.borderBottomStyle !== 'none'
      const own = parse(bordered ? cs.borderBottomColor : cs.backgroundColor)
      const ownBg = parse(cs.backgroundColor)
      // A border is drawn over the control's own background at its edge; it is seen against what is behind.
      const edge = over(own, ground)
      const name = el.getAttribute('aria-label') || el.labels?.[0]?.textContent?.trim() || el.name || el.id
      return { name: `${el.tagName.toLowerCase()} ${name}`, via: bordered ? 'border' : ownBg[3] > 0 ? 'background' : 'nothing', ratio: Math.round(ratio(edge, ground) * 100) / 100 }
    })
  }, scope)
}

function assertAll(found, where) {
  assert.ok(found.length > 0, `${where}: controls found`)
  const low = found.filter((c) => c.ratio < 3)
  assert.deepEqual(low, [], `${where}: every control at ≥ 3:1 (found ${JSON.stringify(found)})`)
}

for (const theme of ['light', 'dark']) {
  describe(`form controls at ≥ 3:1 in the ${theme} theme`, () => {
    it('the public contact form, on a phone and a wide screen', async () => {
      for (const viewport of [MOBILE, undefined]) {
        const page = await openPage(env.browser, env.site.baseUrl, { theme, viewport })
        await page.goto(`${env.site.baseUrl}/contact`, { waitUntil: 'networkidle' })
        assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), theme === 'dark')
        const found = await controlContrasts(page, 'form')
        assert.ok(found.length >= 4, `name, email, subject and message are measured (${JSON.stringify(found)})`)
        assertAll(found, `/contact (${theme})`)
        await page.close()
      }
    })

    it('the portfolio search', async () => {
      const page = await openPage(env.browser, env.site.baseUrl, { theme })
      await page.goto(`${env.site.baseUrl}/portfolio`, { waitUntil: 'networkidle' })
      assertAll(await controlContrasts(page, 'form[role="search"]'), `/portfolio search (${theme})`)
      await page.close()
    })

    it('the admin sign-in form and an admin dialog', async () => {
      const page = await openPage(env.browser, env.site.baseUrl, { theme })
      page.on('dialog', (d) => d.accept())
      await page.goto(`${env.site.baseUrl}/admin`, { waitUntil: 'networkidle' })
      await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
      assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), theme === 'dark')
      const signInForm = await controlContrasts(page, 'form')
      assert.ok(signInForm.length >= 2, 'username and password are measured')
      assertAll(signInForm, `sign-in (${theme})`)

      await signIn(page)
      await page.getByRole('heading', { name: 'Content Management System' }).waitFor()
      await tab(page, 'Portfolio')
      const dialog = page.getByRole('dialog', { name: 'Add New Project' })
      await openDialog(page.getByRole('button', { name: 'Add Project' }), dialog)
      await page.waitForTimeout(300) // the dialog's entry animation
      const inDialog = await controlContrasts(page, '[role="dialog"]')
      assert.ok(inDialog.some((c) => c.name.startsWith('select')), `a select is measured (${JSON.stringify(inDialog)})`)
      assert.ok(inDialog.some((c) => c.name.startsWith('textarea')), 'a textarea is measured')
      assertAll(inDialog, `Add Project dialog (${theme})`)
      await page.close()
    })
  })
}
