// Two-factor sign-in in a real browser against the real server: enrol from
// the Account tab (QR code, secret, confirmation code, the ten recovery
// codes shown once), sign out, sign in with the password and a TOTP code
// computed here from the secret shown (RFC 6238, HMAC-SHA1), sign out,
// sign in with a recovery code, then turn two-factor sign-in off with the
// password and another recovery code, so the site is left as it was found.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { launch, startSite } from './harness.mjs'
import { PASSWORD, USERNAME, admin, env, notice, tab, totp } from './admin-harness.mjs'

before(async () => {
  env.site = await startSite()
  env.browser = await launch()
})

after(async () => {
  await env.browser?.close()
  await env.site?.stop()
})

/** Signs in with the password and, at the second step, the code. */
async function signInWithCode(page, code) {
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
  await page.getByLabel('Username').fill(USERNAME)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.getByLabel('Authentication code').fill(code)
  await page.getByRole('button', { name: 'Verify' }).click()
  await page.getByRole('heading', { name: 'Content Management System' }).waitFor()
}

describe('two-factor sign-in', () => {
  it('enrols, signs in with a TOTP code and with a recovery code, and is turned off again', async () => {
    const page = await admin()
    await tab(page, 'Account')
    const section = page.getByRole('region', { name: 'Two-factor sign-in' })
    await section.getByRole('button', { name: 'Set up' }).click()
    await section.getByAltText('QR code for your authenticator app').waitFor()
    const secret = (await section.getByTestId('totp-secret').textContent()).trim()
    assert.match(secret, /^[A-Z2-7]+=*$/)

    await section.getByLabel('Authentication code').fill('000000' === totp(secret) ? '111111' : '000000')
    await section.getByRole('button', { name: 'Turn on' }).click()
    await section.getByText('Invalid authentication code').first().waitFor()
    await section.getByLabel('Authentication code').fill(totp(secret))
    await section.getByRole('button', { name: 'Turn on' }).click()
    await notice(page, 'Two-factor sign-in turned on')
    const codes = await section.getByRole('region', { name: 'Recovery codes' }).getByRole('listitem').allTextContents()
    assert.equal(codes.length, 10)
    await section.getByRole('button', { name: 'I have stored them' }).click()

    // The password alone is not enough; a wrong code is refused.
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
    await page.getByLabel('Username').fill(USERNAME)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByLabel('Authentication code').fill('12345x')
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.getByRole('alert').getByText('Invalid authentication code').waitFor()
    // The next step's code: the enrolment used this one.
    await page.getByLabel('Authentication code').fill(totp(secret, Date.now() + 30_000))
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.getByRole('heading', { name: 'Content Management System' }).waitFor()

    await page.getByRole('button', { name: 'Logout' }).click()
    await signInWithCode(page, codes[0])

    // Off again, with the password and another recovery code.
    await tab(page, 'Account')
    await section.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await section.getByLabel('Authentication code').fill(codes[1])
    await section.getByRole('button', { name: 'Disable' }).click()
    await notice(page, 'Two-factor sign-in turned off')
    await section.getByRole('button', { name: 'Set up' }).waitFor()
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
    await page.getByLabel('Username').fill(USERNAME)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByRole('heading', { name: 'Content Management System' }).waitFor()
    assert.deepEqual(page.errors, [])
    await page.close()
  })
})
