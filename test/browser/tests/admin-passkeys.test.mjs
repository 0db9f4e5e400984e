// Passkeys in a real browser against the real server, with Chromium's
// virtual authenticator (the DevTools WebAuthn domain) standing in for a
// phone's fingerprint reader: register a passkey on the Account tab, sign
// out, sign in with it (no password typed); a replayed assertion is
// refused; with "passkeys only" on the right password is refused (as a wrong one is) and the
// passkey still signs in; on PostgreSQL, a second instance on the same
// database accepts a sign-in whose challenge the first one issued, and the
// first then refuses the same answer. The site is reached as localhost:
// passkeys do not work on an IP address.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { join } from 'node:path'
import { MOBILE, SCREENSHOTS, launch, openPage, startSite } from './harness.mjs'
import { PASSWORD, USERNAME, admin, answerConfirm, env, notice, run, tab } from './admin-harness.mjs'

before(async () => {
  env.site = await startSite({}, { host: 'localhost' })
  env.browser = await launch()
})

after(async () => {
  await env.browser?.close()
  await env.site?.stop()
})

/**
 * Gives the page's browser a platform authenticator that verifies the user
 * at once (it also answers the username field's autofill request without
 * being asked, where a person would pick the passkey). `credentials` lists
 * what it holds; `add` copies a credential in, as a synced passkey arrives
 * on another device.
 */
async function addAuthenticator(page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable', { enableUI: false })
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', ctap2Version: 'ctap2_1', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  })
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    add: (credential) => cdp.send('WebAuthn.addCredential', { authenticatorId, credential }),
  }
}

/** A browser without the username field's passkey autofill (conditional mediation): only the button signs in with a passkey. */
async function withoutAutofill(page) {
  await page.context().addInitScript(() => {
    if (window.PublicKeyCredential) window.PublicKeyCredential.isConditionalMediationAvailable = async () => false
  })
}

/** Node reaches the server by its loopback address (what localhost resolves to first may differ). */
const direct = (url) => url.replace('//localhost:', '//127.0.0.1:')

async function post(url, body) {
  return fetch(direct(url), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
}

/**
 * Signs out. The sign-in page's username field then asks for a passkey, and
 * the authenticator answers at once, so that page may show for less than a
 * frame (CI once waited 30 s for its heading): wait for the sign-out's answer
 * and then for the passkey's assertion being posted. Returns that request.
 */
async function signOutAndBackIn(page) {
  const path = (r) => new URL(r.url()).pathname
  const out = page.waitForResponse((r) => r.request().method() === 'POST' && path(r) === '/api/auth/logout')
  const back = page.waitForRequest((r) => r.method() === 'POST' && path(r) === '/api/auth/passkey')
  await page.getByRole('button', { name: 'Logout' }).click()
  assert.ok((await out).ok(), 'signed out')
  const sent = await back
  await cms(page).waitFor()
  return sent
}

const cms = (page) => page.getByRole('heading', { name: 'Content Management System' })

/**
 * Runs a passkey sign-in ceremony in the page up to the browser's answer,
 * without posting it: the options from base, the assertion as the WebAuthn
 * JSON the server takes.
 */
async function assertionFrom(page, base) {
  const options = await (await post(`${base}/api/auth/passkey/options`, '{}')).json()
  return page.evaluate(async (publicKey) => {
    const bytes = (s) => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
    const text = (b) => btoa(String.fromCharCode(...new Uint8Array(b))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
    const cred = await navigator.credentials.get({ publicKey: { ...publicKey, challenge: bytes(publicKey.challenge) } })
    const r = cred.response
    return JSON.stringify({
      id: cred.id, rawId: text(cred.rawId), type: cred.type, clientExtensionResults: {}, authenticatorAttachment: cred.authenticatorAttachment,
      response: { clientDataJSON: text(r.clientDataJSON), authenticatorData: text(r.authenticatorData), signature: text(r.signature), userHandle: text(r.userHandle) },
    })
  }, options.publicKey)
}

describe('passkeys', () => {
  let page
  let authenticator

  it('registers a passkey in the admin; the sign-in page then signs in with it, no password typed; a replayed assertion is refused', async () => {
    page = await admin()
    authenticator = await addAuthenticator(page)
    await tab(page, 'Account')
    const section = page.getByRole('region', { name: 'Passkeys' })
    await section.getByLabel('Passkey name').fill('Laptop')
    await section.getByRole('button', { name: 'Add a passkey' }).click()
    await notice(page, 'Passkey added')
    await section.getByText('Laptop', { exact: true }).waitFor()
    const creds = await authenticator.credentials()
    assert.equal(creds.length, 1)
    assert.equal(creds[0].isResidentCredential, true, 'a discoverable credential: the sign-in page needs no username')

    // The username field's autofill request: the authenticator answers it.
    const answer = (await signOutAndBackIn(page)).postData()
    assert.ok(answer, 'the assertion was posted')

    const replay = await post(`${env.site.baseUrl}/api/auth/passkey`, answer)
    assert.equal(replay.status, 401, 'the same assertion does not sign in twice')
    assert.equal(replay.headers.get('set-cookie'), null)
  })

  it('signs in with the "Sign in with a passkey" button on another device holding the passkey', async () => {
    const other = await openPage(env.browser, env.site.baseUrl, { viewport: MOBILE })
    await withoutAutofill(other)
    const device = await addAuthenticator(other)
    for (const c of await authenticator.credentials()) await device.add(c)
    await other.goto(`${env.site.baseUrl}/admin`)
    await other.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await cms(other).waitFor()
    await other.screenshot({ path: join(SCREENSHOTS, 'admin-passkey-signed-in-360.png') })
    await other.close()
  })

  it('with passkeys only on, refuses the right password and still signs in with the passkey', async () => {
    await tab(page, 'Account')
    const section = page.getByRole('region', { name: 'Passkeys' })
    await section.getByText('Passkeys only', { exact: true }).click()
    await notice(page, 'Passkeys only turned on')

    // Someone with the password, on a browser without the passkey.
    const stranger = await openPage(env.browser, env.site.baseUrl)
    await stranger.goto(`${env.site.baseUrl}/admin`)
    await stranger.getByRole('heading', { name: 'Admin Login' }).waitFor()
    await stranger.getByLabel('Username').fill(USERNAME)
    await stranger.getByLabel('Password').fill(PASSWORD)
    await stranger.getByRole('button', { name: 'Sign In' }).click()
    // Issue 37: the answer of a wrong password, so the password is not confirmed.
    await stranger.getByRole('alert').getByText('Invalid username or password').waitFor()
    assert.equal(await cms(stranger).count(), 0, 'not signed in')
    await stranger.screenshot({ path: join(SCREENSHOTS, 'admin-passkeys-only-refused.png') })
    await stranger.close()

    // Turning it on ended the other sessions; this one stays, and the passkey signs in again.
    await signOutAndBackIn(page)
    await tab(page, 'Account')
    await section.getByText('Passkeys only', { exact: true }).click()
    await notice(page, 'Passkeys only turned off')
  })
  it('lets a second instance on the same database finish a sign-in the first one began', { skip: env.site?.backend === 'sqlite' || process.env.BROWSER_BACKEND !== 'postgres' }, async () => {
    const second = await env.site.startAnother({ PORTFOLIO_PUBLIC_URL: env.site.baseUrl })
    const answer = await assertionFrom(page, env.site.baseUrl)
    const res = await post(`${second.baseUrl}/api/auth/passkey`, answer)
    assert.equal(res.status, 200, await res.clone().text())
    assert.match(res.headers.get('set-cookie') ?? '', /HttpOnly/i, 'a session cookie')
    assert.equal((await res.json()).isAuthenticated, true)
    const again = await post(`${env.site.baseUrl}/api/auth/passkey`, answer)
    assert.equal(again.status, 401, 'and the first instance then refuses the used challenge')
  })

  it('accepts an invitation with a passkey (issue 43): the invited editor is signed in, the link is spent, and the passkey signs them in again', async () => {
    const made = await page.evaluate(async () => {
      const r = await fetch('/api/users/invitations', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'pia@example.com', name: 'Pia', role: 'editor' }) })
      return { status: r.status, body: await r.json() }
    })
    assert.equal(made.status, 201, JSON.stringify(made.body))
    const path = new URL(made.body.link).pathname
    const invited = await openPage(env.browser, env.site.baseUrl, { viewport: MOBILE })
    const device = await addAuthenticator(invited)
    await invited.goto(`${env.site.baseUrl}${path}`)
    await invited.getByRole('heading', { name: 'Join the site' }).waitFor()
    await invited.getByLabel('Username').fill(`pia-${run}`)
    await invited.getByRole('button', { name: 'Use a passkey instead' }).click()
    await cms(invited).waitFor()
    assert.equal((await device.credentials()).length, 1, 'the passkey was made on the device')
    assert.equal(await invited.getByRole('tab', { name: 'Users' }).count(), 0, 'an editor')

    const again = await post(`${env.site.baseUrl}/api/invitations/${path.split('/').pop()}/accept`, JSON.stringify({ username: 'someone', password: 'a long enough password' }))
    assert.equal(again.status, 404, 'the link works once')

    // Signing out, the username field's autofill request is answered by the device's passkey.
    await signOutAndBackIn(invited)

    // No password yet: Account offers to set one, asking for no current one (the passkey's sign-in confirmed who it is).
    await tab(invited, 'Account')
    const form = invited.getByRole('region', { name: 'Set a Password' })
    await form.waitFor()
    assert.equal(await form.getByLabel(/^Current password/).count(), 0)
    await form.screenshot({ path: join(SCREENSHOTS, 'admin-set-first-password-360.png') })
    await form.getByLabel(/^New password/).fill('pia chose this password')
    await form.getByLabel(/^Confirm new password/).fill('pia chose this password')
    await form.getByRole('button', { name: 'Set a Password' }).click()
    await notice(invited, 'Password changed successfully')
    await invited.getByRole('region', { name: 'Change Password' }).waitFor()
    const login = await post(`${env.site.baseUrl}/api/auth/login`, JSON.stringify({ username: `pia-${run}`, password: 'pia chose this password' }))
    assert.equal(login.status, 200, 'the first password signs in')
    await invited.close()
  })

  it('removes the passkey again', async () => {
    await tab(page, 'Account')
    const section = page.getByRole('region', { name: 'Passkeys' })
    await section.getByRole('button', { name: 'Remove Laptop' }).click()
    assert.equal(await answerConfirm(page), 'Remove the passkey “Laptop”? It will no longer sign you in.')
    await notice(page, 'Passkey removed')
    await section.getByText('Laptop', { exact: true }).waitFor({ state: 'detached' })
    await page.close()
  })
})
