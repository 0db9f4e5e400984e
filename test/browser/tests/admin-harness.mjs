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

/** A signed-in admin page (confirmations accepted unless told otherwise). */
export async function admin(options = {}) {
  const page = await openPage(env.browser, env.site.baseUrl, options)
  page.on('dialog', (d) => (page.confirmAnswer === false ? d.dismiss() : d.accept()))
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

export async function tab(page, name) {
  // 'Media' (the media library) is also the start of 'Media & Press': it is
  // matched whole; the others by substring (the Inbox tab carries a count).
  await page.getByRole('tab', { name, exact: name === 'Media' }).click()
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
