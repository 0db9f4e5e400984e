import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import AdminPage from '../index'
import { fakeAdminApi } from '../test/fake-api'
import { CREATION_OPTIONS, fakeAttestation } from '../test/fake-passkeys-api'

const token = 'ab'.repeat(32)

/** A browser with WebAuthn whose create() is the test's. */
function stubWebAuthn(create: () => Promise<unknown>) {
  Object.defineProperty(window, 'PublicKeyCredential', { value: function PublicKeyCredential() {}, configurable: true, writable: true })
  Object.defineProperty(navigator, 'credentials', { value: { get: vi.fn(), create: vi.fn(create) }, configurable: true, writable: true })
}

afterEach(() => {
  delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential
  delete (navigator as { credentials?: unknown }).credentials
})

describe('accepting an invitation (issue 43)', () => {
  it('makes the account with the chosen username and password and signs in', async () => {
    const admin = fakeAdminApi({ authenticated: false, role: 'editor' })
    const asked: unknown[] = []
    server.use(
      http.post(`*/api/invitations/${token}/accept`, async ({ request }) => {
        asked.push(await request.json())
        admin.state.authenticated = true
        admin.state.username = 'ed'
        return HttpResponse.json({ isAuthenticated: true, user: { id: 2, username: 'ed', role: 'editor' } }, { status: 201 })
      }),
    )
    const user = userEvent.setup({ delay: null })
    renderWithProviders(<AdminPage />, `/admin/invitation/${token}`)
    await screen.findByRole('heading', { name: 'Join the site' })
    await user.type(screen.getByLabelText(/Username/), 'ed')
    await user.type(screen.getByLabelText(/Password/), 'a-long-password')
    await user.click(screen.getByRole('button', { name: 'Create my account' }))
    expect(await screen.findByText('Welcome, ed')).toBeInTheDocument()
    expect(asked).toEqual([{ username: 'ed', password: 'a-long-password' }])
    expect(screen.queryByRole('tab', { name: 'Users' })).toBeNull()
  })

  it('says when the link was used already', async () => {
    fakeAdminApi({ authenticated: false })
    server.use(http.post(`*/api/invitations/${token}/accept`, () => HttpResponse.json({ message: 'This invitation has expired or was already used' }, { status: 404 })))
    const user = userEvent.setup({ delay: null })
    renderWithProviders(<AdminPage />, `/admin/invitation/${token}`)
    await user.type(await screen.findByLabelText(/Username/), 'ed')
    await user.type(screen.getByLabelText(/Password/), 'a-long-password')
    await user.click(screen.getByRole('button', { name: 'Create my account' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has expired or was already used')
  })

  it('makes the account with a passkey instead; a cancelled prompt says so and spends nothing', async () => {
    const admin = fakeAdminApi({ authenticated: false, role: 'editor' })
    const asked: string[] = []
    server.use(
      http.post(`*/api/invitations/${token}/passkey/options`, async ({ request }) => {
        asked.push(`options ${JSON.stringify(await request.json())}`)
        return HttpResponse.json({ publicKey: { ...CREATION_OPTIONS, user: { id: 'AQID', name: 'pia', displayName: 'pia' }, excludeCredentials: [] } })
      }),
      http.post(`*/api/invitations/${token}/passkey`, async ({ request }) => {
        const body = (await request.json()) as { rawId: string }
        asked.push(`credential ${body.rawId}`)
        admin.state.authenticated = true
        admin.state.username = 'pia'
        return HttpResponse.json({ isAuthenticated: true, user: { id: 3, username: 'pia', role: 'editor' } }, { status: 201 })
      }),
    )
    let cancel = true
    stubWebAuthn(async () => {
      if (cancel) throw new DOMException('cancelled', 'NotAllowedError')
      return fakeAttestation()
    })
    const user = userEvent.setup({ delay: null })
    renderWithProviders(<AdminPage />, `/admin/invitation/${token}`)
    await user.click(await screen.findByRole('button', { name: 'Use a passkey instead' }))
    expect(await screen.findByText('Required')).toBeInTheDocument()
    expect(asked).toEqual([])

    await user.type(screen.getByLabelText(/Username/), 'pia')
    await user.click(screen.getByRole('button', { name: 'Use a passkey instead' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('No passkey was made: try again, or choose a password.')
    cancel = false
    await user.click(screen.getByRole('button', { name: 'Use a passkey instead' }))
    expect(await screen.findByText('Welcome, pia')).toBeInTheDocument()
    expect(asked).toEqual(['options {"username":"pia"}', 'options {"username":"pia"}', 'credential DA0'])
  })
})
