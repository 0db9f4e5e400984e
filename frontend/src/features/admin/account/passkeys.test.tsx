import { screen, waitFor, within } from '@testing-library/react'
import { VALIDATION } from '@/lib/messages.gen'
import { http, HttpResponse } from 'msw'
import { server } from '@/test/server'
import { fakeAdminApi } from '../test/fake-api'
import { CREATION_OPTIONS, fakeAssertion, fakeAttestation, fakePasskeysApi } from '../test/fake-passkeys-api'
import { renderAdmin } from '../test/render-admin'
import { dateTime } from '../lib/date-time'
import { answerConfirm } from '../test/confirm'
import { TRY_AGAIN, WEBAUTHN_FAILURES } from '../auth/messages'
import { passkeyFailure } from '../auth/webauthn'

const PHONE = { id: 1, name: 'Phone', createdAt: '2026-11-20T10:00:00Z', lastUsedAt: '2026-11-27T08:30:00Z' }
const LAPTOP = { id: 2, name: 'Laptop', createdAt: '2026-11-21T10:00:00Z', lastUsedAt: null }

/** A browser with WebAuthn: create() and get() are the test's. */
function stubWebAuthn({ create = vi.fn(async () => fakeAttestation()), get = vi.fn() } = {}) {
  Object.defineProperty(window, 'PublicKeyCredential', { value: Object.assign(function PublicKeyCredential() {}, { isConditionalMediationAvailable: async () => false }), configurable: true, writable: true })
  Object.defineProperty(navigator, 'credentials', { value: { create, get }, configurable: true, writable: true })
  return { create, get }
}

afterEach(() => {
  delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential
  delete (navigator as { credentials?: unknown }).credentials
  vi.restoreAllMocks()
})

async function openSection(user: ReturnType<typeof renderAdmin>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Account' }))
  return within(await screen.findByRole('region', { name: 'Passkeys' }))
}

describe('Account: passkeys', () => {
  it('lists the passkeys with when they were added and last used', async () => {
    fakeAdminApi()
    fakePasskeysApi({ passkeys: [PHONE, LAPTOP] })
    stubWebAuthn()
    const { user } = renderAdmin()
    const section = await openSection(user)
    expect(section.getByText(/fingerprint, face or device PIN/)).toBeInTheDocument()
    const rows = within(await section.findByRole('list', { name: 'Your passkeys' })).getAllByRole('listitem')
    expect(rows).toHaveLength(2)
    expect(rows[0]).toHaveTextContent('Phone')
    expect(rows[0]).toHaveTextContent(`Added ${dateTime(PHONE.createdAt)}`)
    expect(rows[0]).toHaveTextContent(`Last used ${dateTime(PHONE.lastUsedAt)}`)
    expect(rows[1]).toHaveTextContent('Never used')
    expect(section.getByRole('button', { name: 'Rename Laptop' })).toBeInTheDocument()
    expect(section.getByRole('button', { name: 'Remove Laptop' })).toBeInTheDocument()
  })

  it('adds a passkey: the options, the browser prompt with ArrayBuffers, then the credential in base64url', async () => {
    fakeAdminApi()
    const api = fakePasskeysApi()
    const { create } = stubWebAuthn()
    const { user } = renderAdmin()
    const section = await openSection(user)
    expect(await section.findByText('No passkeys yet.')).toBeInTheDocument()
    expect(section.getByText('Like “Phone” or “Laptop”')).toBeInTheDocument()
    await user.type(section.getByLabelText('Passkey name'), 'Work laptop')
    await user.click(section.getByRole('button', { name: 'Add a passkey' }))
    expect(await screen.findByText('Passkey added')).toBeInTheDocument()
    expect(api.calls()).toEqual(['POST /api/auth/passkeys/options', 'POST /api/auth/passkeys'])
    expect(api.requests[0]!.body).toEqual({ name: 'Work laptop' })
    const publicKey = (create.mock.calls[0] as unknown as [{ publicKey: PublicKeyCredentialCreationOptions }])[0].publicKey
    expect(new Uint8Array(publicKey.challenge as ArrayBuffer)).toEqual(new Uint8Array([4, 5, 6]))
    expect(new Uint8Array(publicKey.user.id as ArrayBuffer)).toEqual(new Uint8Array([1, 2, 3]))
    expect(publicKey.authenticatorSelection).toEqual(CREATION_OPTIONS.authenticatorSelection)
    expect(api.requests[1]!.body).toEqual({
      id: 'DA0',
      rawId: 'DA0',
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: { clientDataJSON: 'AQ', attestationObject: 'AgM', transports: ['internal'] },
    })
    expect(await section.findByText('Work laptop')).toBeInTheDocument()
    expect(section.getByLabelText('Passkey name')).toHaveValue('')
  })

  it('asks "Confirm it\'s you" on a 403, and once the password is right makes the passkey after all', async () => {
    fakeAdminApi()
    const api = fakePasskeysApi({ confirmed: false })
    const { create } = stubWebAuthn()
    const { user } = renderAdmin()
    const section = await openSection(user)
    await user.click(await section.findByRole('button', { name: 'Add a passkey' }))
    const dialog = within(await screen.findByRole('dialog', { name: "Confirm it's you" }))
    expect(create).not.toHaveBeenCalled()
    expect(dialog.queryByLabelText(/Authentication code/)).not.toBeInTheDocument()
    // No passkey yet: nothing to confirm with but the password.
    expect(dialog.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Confirm' }))
    expect(await dialog.findByText(VALIDATION.required)).toBeInTheDocument()
    await user.type(dialog.getByLabelText(/^Password/), 'wrong')
    await user.click(dialog.getByRole('button', { name: 'Confirm' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent('Current password is incorrect')
    await user.clear(dialog.getByLabelText(/^Password/))
    await user.type(dialog.getByLabelText(/^Password/), 'secret')
    await user.click(dialog.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('Passkey added')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(create).toHaveBeenCalledTimes(1)
    expect(api.calls()).toEqual(['POST /api/auth/passkeys/options', 'POST /api/auth/confirm', 'POST /api/auth/confirm', 'POST /api/auth/passkeys/options', 'POST /api/auth/passkeys'])
  })

  it('closing "Confirm it\'s you" gives the change up without a failure notice', async () => {
    fakeAdminApi()
    const api = fakePasskeysApi({ passkeys: [PHONE], confirmed: false })
    stubWebAuthn()
    const { user } = renderAdmin()
    const section = await openSection(user)
    await user.click(await section.findByRole('button', { name: 'Remove Phone' }))
    await answerConfirm(user, true)
    const dialog = within(await screen.findByRole('dialog', { name: "Confirm it's you" }))
    expect(dialog.getByRole('button', { name: 'Use a passkey' })).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.queryByText('Failed to remove the passkey')).not.toBeInTheDocument()
    expect(api.calls()).toEqual(['DELETE /api/auth/passkeys/1'])
    expect(section.getByRole('button', { name: 'Remove Phone' })).toBeEnabled()
  })

  it('confirms with a passkey and then removes; with two-factor sign-in on, the password needs a code too', async () => {
    fakeAdminApi()
    server.use(http.get('*/api/auth/status', () => HttpResponse.json({ isAuthenticated: true, user: { id: 1, username: 'admin' }, twoFactorEnabled: true })))
    const api = fakePasskeysApi({ passkeys: [PHONE, LAPTOP], confirmed: false })
    const { get } = stubWebAuthn({ get: vi.fn(async () => fakeAssertion()) })
    const { user } = renderAdmin()
    const section = await openSection(user)
    await user.click(await section.findByRole('button', { name: 'Remove Phone' }))
    await answerConfirm(user, true)
    const dialog = within(await screen.findByRole('dialog', { name: "Confirm it's you" }))
    expect(dialog.getByLabelText(/Authentication code/)).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Use a passkey' }))
    expect(await screen.findByText('Passkey removed')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const publicKey = (get.mock.calls[0] as unknown as [{ publicKey: PublicKeyCredentialRequestOptions }])[0].publicKey
    expect(new Uint8Array(publicKey.allowCredentials![0]!.id as ArrayBuffer)).toEqual(new Uint8Array([7, 8]))
    expect(api.calls()).toEqual(['DELETE /api/auth/passkeys/1', 'POST /api/auth/confirm/passkey/options', 'POST /api/auth/confirm/passkey', 'DELETE /api/auth/passkeys/1'])
    expect(api.requests[2]!.body).toMatchObject({ id: 'Bwg', response: { signature: 'Aw' } })
  })

  it('says so when the browser prompt is cancelled, not that it failed', async () => {
    fakeAdminApi()
    fakePasskeysApi()
    stubWebAuthn({ create: vi.fn(async () => Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'))) })
    const { user } = renderAdmin()
    const section = await openSection(user)
    await user.click(await section.findByRole('button', { name: 'Add a passkey' }))
    expect(await screen.findByText('Adding the passkey was cancelled.')).toBeInTheDocument()
    expect(screen.queryByText('Failed to add the passkey')).not.toBeInTheDocument()
  })

  it("says why a passkey was refused and what to do: the WebAuthn error's sentence, or the server's message", async () => {
    fakeAdminApi()
    fakePasskeysApi()
    const create = vi.fn(async () => Promise.reject(new DOMException('The relying party ID is not a registrable domain suffix of the origin.', 'SecurityError')))
    stubWebAuthn({ create })
    const { user } = renderAdmin()
    const section = await openSection(user)
    await user.click(await section.findByRole('button', { name: 'Add a passkey' }))
    expect(await screen.findByText('Failed to add the passkey')).toBeInTheDocument()
    expect(screen.getByText(WEBAUTHN_FAILURES.SecurityError!)).toBeInTheDocument()
    expect(passkeyFailure(new DOMException('x', 'ConstraintError'))).toBe(WEBAUTHN_FAILURES.ConstraintError)
    expect(passkeyFailure({ status: 400, data: { message: 'The passkey name is too long' } })).toBe('The passkey name is too long')
    expect(passkeyFailure({ status: 502, data: 'Bad Gateway' })).toBe(`The server answered 502. ${TRY_AGAIN}`)
  })

  it('offers no add form where the browser has no passkeys', async () => {
    fakeAdminApi()
    fakePasskeysApi()
    const { user } = renderAdmin()
    const section = await openSection(user)
    expect(await section.findByText('This browser cannot create passkeys.')).toBeInTheDocument()
    expect(section.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument()
  })

  it('renames a passkey inline', async () => {
    fakeAdminApi()
    const api = fakePasskeysApi({ passkeys: [PHONE] })
    stubWebAuthn()
    const { user } = renderAdmin()
    const section = await openSection(user)
    await user.click(await section.findByRole('button', { name: 'Rename Phone' }))
    const form = within(section.getByRole('form', { name: 'Rename the passkey Phone' }))
    await user.clear(form.getByLabelText('Passkey name'))
    await user.click(form.getByRole('button', { name: 'Save' }))
    expect(await form.findByText('Name is required')).toBeInTheDocument()
    await user.type(form.getByLabelText('Passkey name'), 'Work phone')
    await user.click(form.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Passkey renamed')).toBeInTheDocument()
    expect(await section.findByRole('button', { name: 'Rename Work phone' })).toHaveFocus()
    expect(api.requests.at(-1)).toEqual({ call: 'PATCH /api/auth/passkeys/1', body: { name: 'Work phone' } })
  })

  it('removes a passkey after the question, and not when the answer is no', async () => {
    fakeAdminApi()
    const api = fakePasskeysApi({ passkeys: [PHONE, LAPTOP] })
    stubWebAuthn()
    const { user } = renderAdmin()
    const section = await openSection(user)
    await user.click(await section.findByRole('button', { name: 'Remove Phone' }))
    expect(await answerConfirm(user, false)).toBe('Remove the passkey “Phone”? It will no longer sign you in.')
    expect(api.calls()).toEqual([])
    await user.click(section.getByRole('button', { name: 'Remove Phone' }))
    await answerConfirm(user, true)
    expect(await screen.findByText('Passkey removed')).toBeInTheDocument()
    await waitFor(() => expect(section.queryByRole('button', { name: 'Remove Phone' })).not.toBeInTheDocument())
    expect(api.calls()).toEqual(['DELETE /api/auth/passkeys/1'])
  })

  it('switches passkeys only, which needs a passkey first', async () => {
    fakeAdminApi()
    const api = fakePasskeysApi()
    stubWebAuthn()
    const { user } = renderAdmin()
    const section = await openSection(user)
    expect(await section.findByRole('checkbox', { name: 'Passkeys only' })).toBeDisabled()
    expect(section.getByText(/Add a passkey first/)).toBeInTheDocument()
    await user.click(section.getByRole('button', { name: 'Add a passkey' }))
    expect(await screen.findByText('Passkey added')).toBeInTheDocument()
    const only = await section.findByRole('checkbox', { name: 'Passkeys only' })
    await waitFor(() => expect(only).toBeEnabled())
    expect(section.getByText('portfolio set-password --reset-2fa')).toBeInTheDocument()
    expect(only).toHaveAccessibleDescription(/Password sign-in is refused/)
    await user.click(only)
    expect(await screen.findByText('Passkeys only turned on')).toBeInTheDocument()
    expect(api.requests.at(-1)).toEqual({ call: 'PUT /api/auth/passkeys-only', body: { enabled: true } })
    await waitFor(() => expect(section.getByRole('checkbox', { name: 'Passkeys only' })).toBeChecked())
    await user.click(section.getByRole('checkbox', { name: 'Passkeys only' }))
    expect(await screen.findByText('Passkeys only turned off')).toBeInTheDocument()
    expect(api.requests.at(-1)).toEqual({ call: 'PUT /api/auth/passkeys-only', body: { enabled: false } })
  })
})
