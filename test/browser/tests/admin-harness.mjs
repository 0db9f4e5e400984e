// Shared set-up of the admin browser suites: a site whose administrator
// can sign in, a signed-in page, notices, rows, and the public pages as an
// anonymous visitor sees them.
import assert from 'node:assert/strict'
import { createHmac } from 'node:crypto'
import { eventually, openPage } from './harness.mjs'

// The binary the harness starts signs in with these; against BASE_URL pass the site's own.
export const USERNAME = process.env.ADMIN_USERNAME ?? process.env.PORTFOLIO_ADMIN_USERNAME ?? 'admin'
export const PASSWORD = process.env.ADMIN_PASSWORD ?? process.env.PORTFOLIO_ADMIN_PASSWORD ?? 'admin-browser-pass'
process.env.PORTFOLIO_ADMIN_USERNAME ??= USERNAME
process.env.PORTFOLIO_ADMIN_PASSWORD ??= PASSWORD

export const TABLET = { width: 768, height: 1024 }
/** A 2×2 PNG that decodes (the server decodes every upload in full). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4EaABRAwQCgAljgUBqTNxyAAAAABJRU5ErkJggg==', 'base64')
export const png = (name) => ({ name, mimeType: 'image/png', buffer: PNG })
export const run = Date.now().toString(36)

/** The running site and browser, set by each suite's before(). */
export const env = { site: null, browser: null }

/**
 * The admin asks its questions in the page (answerConfirm): on `page`, a
 * native dialog (confirm, alert, prompt) is recorded in page.nativeDialogs,
 * dismissed, and fails the test when the page closes. Leaving the page with
 * a form not saved asks through the browser's own beforeunload prompt,
 * which is accepted.
 */
export function refuseNativeDialogs(page) {
  page.nativeDialogs = []
  page.on('dialog', (d) => {
    if (d.type() === 'beforeunload') return d.accept()
    page.nativeDialogs.push(`${d.type()}: ${d.message()}`)
    return d.dismiss()
  })
  const close = page.close
  page.close = async () => {
    await close()
    assert.deepEqual(page.nativeDialogs, [], 'the admin opened no native dialog')
  }
}

/** A signed-in admin page (refuseNativeDialogs). */
export async function admin(options = {}) {
  const page = await openPage(env.browser, env.site.baseUrl, options)
  refuseNativeDialogs(page)
  await page.goto(`${env.site.baseUrl}/admin`, { waitUntil: 'networkidle' })
  await signIn(page)
  await page.getByRole('heading', { name: 'Content Management System' }).waitFor()
  return page
}

export async function signIn(page, password = PASSWORD) {
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
  await page.getByLabel('Username').fill(USERNAME)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  // The content area (or a form kept open across an expired session) replaces the sign-in screen.
  if (password === PASSWORD) await page.getByRole('heading', { name: 'Admin Login' }).waitFor({ state: 'detached' })
}

export const notice = (page, text) => page.getByText(text, { exact: true }).first().waitFor()
export const row = (page, text) => page.locator('li', { hasText: text }).last()
export const field = (dialog, label) => dialog.getByLabel(label, { exact: true })

/** Opens a public page as an anonymous visitor (fresh load: nothing cached in the browser). */
export async function publicPage(path) {
  const page = await openPage(env.browser, env.site.baseUrl)
  await page.goto(env.site.baseUrl + path, { waitUntil: 'networkidle' })
  return page
}

export async function seesOnPublicPage(path, text, present = true) {
  const page = await publicPage(path)
  if (present) await page.getByText(text, { exact: true }).first().waitFor()
  else await eventually(async () => assert.equal(await page.getByText(text, { exact: true }).count(), 0))
  await page.close()
}

/**
 * Answers the admin's in-page confirmation once it shows: its confirm
 * button (yes) or Cancel (no). Resolves to its question (the dialog's
 * title), after the dialog has gone.
 */
export async function answerConfirm(page, yes = true) {
  const dialog = page.getByRole('alertdialog')
  await dialog.waitFor()
  const question = (await dialog.getByRole('heading').textContent()).trim()
  const buttons = dialog.getByRole('button')
  await (yes ? buttons.last() : buttons.first()).click()
  await dialog.waitFor({ state: 'detached' })
  return question
}

/** The button that opens every group of the navigation on a phone or tablet (below 1024 px). */
export const sectionsButton = (page) => page.getByRole('button', { name: 'All sections' })

export async function tab(page, name) {
  // 'Media' (the media library) is also the start of 'Media & Press': it is
  // matched whole; the others by substring (the Inbox tab carries a count).
  const trigger = page.getByRole('tab', { name, exact: name === 'Media' })
  // Below 1024 px the bar shows the current tab only (a tap on it opens the menu): the menu button shows the others.
  await page.getByRole('tablist', { name: 'Admin sections' }).waitFor()
  if (!(await trigger.isVisible())) await sectionsButton(page).click()
  if ((await trigger.getAttribute('aria-selected')) !== 'true') await trigger.click()
  // A tab is an address: the switch lands after its navigation.
  await page.getByRole('tab', { name, exact: name === 'Media', selected: true }).waitFor()
  // The tab's list renders in the background; wait until its spinner is gone.
  await page.getByRole('tabpanel').getByLabel('Loading').waitFor({ state: 'detached' })
}

/**
 * Clicks trigger and waits for dialog. The rows keep their size as they
 * scroll into view and as their marks load (no content-visibility guess), so
 * one tap is enough.
 */
export async function openDialog(trigger, dialog) {
  await trigger.click()
  await dialog.waitFor()
}

/** RFC 4648 base32 to bytes. */
function base32(text) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const c of text.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0')
  const bytes = []
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2))
  return Buffer.from(bytes)
}

/** The six-digit TOTP code of the secret at the given time (RFC 6238: 30-second steps, HMAC-SHA1). */
export function totp(secret, at = Date.now()) {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)))
  const mac = createHmac('sha1', base32(secret)).update(counter).digest()
  const offset = mac[mac.length - 1] & 0xf
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000
  return value.toString().padStart(6, '0')
}

/**
 * The owner signed in through the API at baseUrl: its session cookie and `api`, which sends a JSON body and fails
 * the test on any status but `want`.
 */
export async function ownerApi(baseUrl) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: USERNAME, password: PASSWORD }),
  })
  assert.equal(login.status, 200)
  const cookie = login.headers.get('set-cookie').split(';')[0]
  const api = async (method, path, body, want = 200) => {
    const res = await fetch(`${baseUrl}${path}`, { method, headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify(body) })
    assert.equal(res.status, want, `${method} ${path}: ${await res.clone().text()}`)
    return res.json()
  }
  return { cookie, api }
}

/**
 * Uploads, as the owner, a PNG of a diagonal gradient from `from` to `to`, `width` × `height`, drawn by the
 * browser's canvas; the upload's answer ({ url, … }).
 */
export async function uploadGradient(browser, baseUrl, { width, height, from, to, name }) {
  const page = await browser.newPage()
  const data = await page.evaluate(
    ([width, height, from, to]) => {
      const c = document.createElement('canvas')
      c.width = width
      c.height = height
      const g = c.getContext('2d')
      const grad = g.createLinearGradient(0, 0, width, height)
      grad.addColorStop(0, from)
      grad.addColorStop(1, to)
      g.fillStyle = grad
      g.fillRect(0, 0, width, height)
      return c.toDataURL('image/png').split(',')[1]
    },
    [width, height, from, to],
  )
  await page.close()
  const { cookie } = await ownerApi(baseUrl)
  const form = new FormData()
  form.append('file', new Blob([Buffer.from(data, 'base64')], { type: 'image/png' }), name)
  const up = await fetch(`${baseUrl}/api/upload`, { method: 'POST', headers: { Cookie: cookie }, body: form })
  assert.equal(up.status, 201, await up.clone().text())
  return up.json()
}
