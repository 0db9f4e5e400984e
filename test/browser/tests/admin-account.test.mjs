// The admin's Account tab in a real browser against the real server: the
// password change (wrong current password, mismatch, success), which ends
// the administrator's other sessions and keeps this one; the old password
// then fails and the new one signs in. The password is changed back at the
// end, so the suite leaves a BASE_URL site as it found it. Also the header's
// 'View site' link, which opens the public page of what is being edited.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { eventually, launch, startSite } from './harness.mjs'
import { PASSWORD, USERNAME, admin, env, notice, row, run, signIn, tab } from './admin-harness.mjs'

const NEW_PASSWORD = `browser-new-pass-${run}`

before(async () => {
  env.site = await startSite()
  env.browser = await launch()
})

after(async () => {
  await env.browser?.close()
  await env.site?.stop()
})

/** Fills the Account tab's form and sends it. */
async function changePassword(page, current, next, confirm = next) {
  const form = page.getByRole('region', { name: 'Change Password' })
  await form.getByLabel('Current password', { exact: true }).fill(current)
  await form.getByLabel('New password', { exact: true }).fill(next)
  await form.getByLabel('Confirm new password', { exact: true }).fill(confirm)
  await form.getByRole('button', { name: 'Change Password' }).click()
  return form
}

/** Signs in with a password other than the harness's own and waits for the content area. */
async function signInWith(page, password) {
  await signIn(page, password)
  await page.getByRole('heading', { name: 'Content Management System' }).waitFor()
}

describe('account', () => {
  it('changes the password: other sessions end, this one stays, the old password fails and the new one signs in', async () => {
    const page = await admin()
    const elsewhere = await admin()
    await tab(page, 'Account')

    let form = await changePassword(page, 'not-the-password', NEW_PASSWORD)
    await form.getByText('Current password is incorrect').first().waitFor()
    form = await changePassword(page, PASSWORD, NEW_PASSWORD, `${NEW_PASSWORD}-typo`)
    await form.getByText('Passwords do not match').waitFor()
    form = await changePassword(page, PASSWORD, 'too-short')
    await form.getByText('Password must be at least 12 characters').waitFor()

    await changePassword(page, PASSWORD, NEW_PASSWORD)
    await notice(page, 'Password changed successfully')
    await eventually(async () => assert.equal(await form.getByLabel('Current password', { exact: true }).inputValue(), '', 'the form is emptied'))

    await page.reload({ waitUntil: 'networkidle' })
    await page.getByRole('heading', { name: 'Content Management System' }).waitFor()
    await elsewhere.reload({ waitUntil: 'networkidle' })
    await elsewhere.getByRole('heading', { name: 'Admin Login' }).waitFor()
    await elsewhere.close()

    await page.getByRole('button', { name: 'Logout' }).click()
    // The old password no longer signs in (filled by hand: signIn waits for success with it).
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
    await page.getByLabel('Username').fill(USERNAME)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByRole('alert').getByText('Invalid username or password').waitFor()
    await signInWith(page, NEW_PASSWORD)

    // Back to the harness's password, through the form again.
    await tab(page, 'Account')
    await changePassword(page, NEW_PASSWORD, PASSWORD)
    await notice(page, 'Password changed successfully')
    await page.getByRole('button', { name: 'Logout' }).click()
    await signInWith(page, PASSWORD)
    assert.deepEqual(page.errors, [])
    await page.close()
  })
})

describe('view site', () => {
  it("opens the tab's public page, and while a dialog edits an item that item's page, in a new tab", async () => {
    const page = await admin()
    const link = page.getByRole('link', { name: 'View site' })
    assert.equal(await link.getAttribute('href'), '/')
    await tab(page, 'Media & Press')
    assert.equal(await link.getAttribute('href'), '/media-press')
    const [popup] = await Promise.all([page.context().waitForEvent('page'), link.click()])
    await popup.waitForLoadState('domcontentloaded')
    assert.equal(new URL(popup.url()).pathname, '/media-press')
    await popup.close()

    await tab(page, 'Portfolio')
    const project = await page.evaluate(async () => (await (await fetch('/api/portfolio/projects')).json())[0])
    await row(page, project.title).getByRole('button', { name: 'Edit' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Project' })
    await eventually(async () => assert.equal(await dialog.getByRole('link', { name: 'View site' }).getAttribute('href'), `/portfolio/${project.category}`))
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'detached' })
    assert.equal(await link.getAttribute('href'), '/portfolio')
    await page.close()
  })
})
