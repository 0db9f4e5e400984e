import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { server } from '@/test/server'
import { PASSKEY_ANSWERS } from '@/lib/messages.gen'
import { fakeAdminApi } from '../test/fake-api'
import { renderAdmin } from '../test/render-admin'

const CURRENT = 'the old password'
const NEXT = 'a much longer one'

/** POST /api/auth/password as the Go server answers it; the bodies it got, and a way to hold its answers back. */
function fakePasswordRoute() {
  const bodies: unknown[] = []
  let held: Promise<void> | null = null
  const hold = () => {
    let release = () => {}
    held = new Promise<void>((resolve) => (release = resolve))
    return release
  }
  server.use(
    http.post('*/api/auth/password', async ({ request }) => {
      const body = (await request.json()) as { currentPassword: string; newPassword: string }
      bodies.push(body)
      await (held ?? delay(10))
      if (body.currentPassword === 'hammered') {
        return HttpResponse.json({ message: 'Too many sign-in attempts. Try again in 15 minutes.' }, { status: 429, headers: { 'Retry-After': '900' } })
      }
      if (body.currentPassword !== CURRENT) {
        return HttpResponse.json({ message: 'Current password is incorrect', fields: { currentPassword: 'Current password is incorrect' } }, { status: 400 })
      }
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return { bodies, hold }
}

async function openAccount() {
  fakeAdminApi()
  const { bodies, hold } = fakePasswordRoute()
  const utils = renderAdmin()
  await utils.user.click(await screen.findByRole('tab', { name: 'Account' }))
  const form = within(await screen.findByRole('region', { name: 'Change Password' }))
  const fill = async (current: string, next: string, confirm = next) => {
    for (const [label, value] of [['Current password', current], ['New password', next], ['Confirm new password', confirm]] as const) {
      const input = form.getByLabelText(new RegExp(`^${label}`))
      await utils.user.clear(input)
      if (value) await utils.user.type(input, value)
    }
  }
  return { ...utils, form, fill, bodies, hold }
}

describe('Account: change password', () => {
  it('checks the form before sending: required, at least 12 characters, the confirmation equal', async () => {
    const { user, form, fill, bodies } = await openAccount()
    expect(form.getByLabelText(/^Current password/)).toHaveAttribute('type', 'password')
    expect(form.getByLabelText(/^New password/)).toHaveAttribute('autocomplete', 'new-password')

    await user.click(form.getByRole('button', { name: 'Change Password' }))
    expect(form.getByText('Required')).toBeInTheDocument()
    expect(form.getByText('Password must be at least 12 characters')).toBeInTheDocument()

    await fill(CURRENT, '😀'.repeat(11))
    await user.click(form.getByRole('button', { name: 'Change Password' }))
    expect(form.getByText('Password must be at least 12 characters')).toBeInTheDocument()

    await fill(CURRENT, NEXT, `${NEXT}!`)
    await user.click(form.getByRole('button', { name: 'Change Password' }))
    expect(form.getByText('Passwords do not match')).toBeInTheDocument()
    expect(form.queryByText('Password must be at least 12 characters')).not.toBeInTheDocument()
    expect(bodies).toHaveLength(0)
  })

  it("shows the server's answer on the field and in the notice: a wrong current password, a throttled one", async () => {
    const { user, form, fill, bodies } = await openAccount()
    await fill('not the one', NEXT)
    await user.click(form.getByRole('button', { name: 'Change Password' }))
    expect(await form.findByText('Current password is incorrect')).toBeInTheDocument()
    // The field's message and the notice.
    await waitFor(() => expect(screen.getAllByText('Current password is incorrect')).toHaveLength(2))
    expect(bodies).toEqual([{ currentPassword: 'not the one', newPassword: NEXT }])
    expect(form.getByLabelText(/^New password/)).toHaveValue(NEXT)

    await user.type(form.getByLabelText(/^Current password/), 'x')
    expect(form.queryByText('Current password is incorrect')).not.toBeInTheDocument()

    await fill('hammered', NEXT)
    await user.click(form.getByRole('button', { name: 'Change Password' }))
    await waitFor(() => expect(screen.getByText('Too many sign-in attempts. Try again in 15 minutes.')).toBeInTheDocument())
  })

  it("shows 'Saving...' while it sends, then the notice, and empties the form", async () => {
    const { user, form, fill, bodies, hold } = await openAccount()
    await fill(CURRENT, NEXT)
    const release = hold()
    await user.click(form.getByRole('button', { name: 'Change Password' }))
    expect(await form.findByRole('button', { name: 'Saving...' })).toBeDisabled()
    release()
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument()
    expect(bodies).toEqual([{ currentPassword: CURRENT, newPassword: NEXT }])
    expect(form.getByRole('button', { name: 'Change Password' })).toBeEnabled()
    for (const label of [/^Current password/, /^New password/, /^Confirm new password/]) expect(form.getByLabelText(label)).toHaveValue('')
    expect(screen.getByText('Welcome, admin')).toBeInTheDocument()
  })

  it('sets a first password, with no current one, for an account that joined with a passkey; the server first asks to confirm', async () => {
    fakeAdminApi({ username: 'pia', role: 'editor' })
    const bodies: unknown[] = []
    server.use(
      http.get('*/api/auth/status', () => HttpResponse.json({ isAuthenticated: true, user: { id: 2, username: 'pia', role: 'editor' }, noPassword: true })),
      http.post('*/api/auth/password', async ({ request }) => {
        bodies.push(await request.json())
        if (bodies.length === 1) return HttpResponse.json({ message: PASSKEY_ANSWERS.confirmIdentity }, { status: 403 })
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { user } = renderAdmin()
    await user.click(await screen.findByRole('tab', { name: 'Account' }))
    const form = within(await screen.findByRole('region', { name: 'Set a Password' }))
    expect(form.queryByLabelText(/^Current password/)).not.toBeInTheDocument()
    await user.type(form.getByLabelText(/^New password/), NEXT)
    await user.type(form.getByLabelText(/^Confirm new password/), NEXT)
    await user.click(form.getByRole('button', { name: 'Set a Password' }))
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.queryByText('Error')).not.toBeInTheDocument()
    expect(form.getByLabelText(/^New password/)).toHaveValue(NEXT)

    await user.click(form.getByRole('button', { name: 'Set a Password' }))
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument()
    expect(bodies).toEqual([{ newPassword: NEXT }, { newPassword: NEXT }])
  })
})
