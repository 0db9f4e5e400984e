import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { PASSKEY_ANSWERS } from '@/lib/messages.gen'
import { server } from '@/test/server'
import { fakeAdminApi } from '../test/fake-api'
import { fakeAssertion, fakePasskeysApi } from '../test/fake-passkeys-api'
import { renderAdmin } from '../test/render-admin'
import { CONDITIONAL_RENEWAL_MS } from './use-passkey-sign-in'

type Get = (options: CredentialRequestOptions) => Promise<unknown>

/** A browser with WebAuthn whose get() is the test's; `conditional`: it offers passkeys in autofill. */
function stubWebAuthn(get: Get, { conditional = false } = {}) {
  const spy = vi.fn(get)
  Object.defineProperty(window, 'PublicKeyCredential', { value: Object.assign(function PublicKeyCredential() {}, { isConditionalMediationAvailable: async () => conditional }), configurable: true, writable: true })
  Object.defineProperty(navigator, 'credentials', { value: { get: spy, create: vi.fn() }, configurable: true, writable: true })
  return spy
}

/** A conditional request as a browser holds it: pending until a passkey is chosen or it is aborted. */
function pendingUntilAborted(options: CredentialRequestOptions) {
  return new Promise((_resolve, reject) => options.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))
}

/** The admin's session plus POST /api/auth/passkey: the assertion signs in unless `refuse`. */
function fakeSignIn({ refuse = false } = {}) {
  const admin = fakeAdminApi({ authenticated: false })
  const passkeys = fakePasskeysApi()
  const assertions: unknown[] = []
  server.use(
    http.get('*/api/auth/passkey', () => HttpResponse.json({ offered: true })),
    http.post('*/api/auth/passkey', async ({ request }) => {
      assertions.push(await request.json())
      if (refuse) return HttpResponse.json({ message: PASSKEY_ANSWERS.failed }, { status: 401 })
      admin.state.authenticated = true
      return HttpResponse.json({ isAuthenticated: true, user: { id: 1, username: 'admin' } })
    }),
  )
  return { admin, passkeys, assertions }
}

afterEach(() => {
  delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential
  delete (navigator as { credentials?: unknown }).credentials
})

describe('Login: passkeys', () => {
  it('offers no passkey while the site has none, and none while a password is typed', async () => {
    fakeSignIn()
    stubWebAuthn(async () => fakeAssertion())
    const { user } = renderAdmin()
    const button = await screen.findByRole('button', { name: 'Sign in with a passkey' })
    expect(screen.getAllByRole('button', { name: /sign in/i })).toHaveLength(2)
    await user.type(screen.getByLabelText(/Password/), 'secret')
    expect(button).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: /sign in/i })).toHaveTextContent('Sign In')
    await user.clear(screen.getByLabelText(/Password/))
    expect(await screen.findByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument()
  })

  it('shows the password form alone on a site without passkeys', async () => {
    fakeAdminApi({ authenticated: false })
    stubWebAuthn(async () => fakeAssertion())
    renderAdmin()
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument()
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument()
  })

  it('signs in with the button: the options, the browser prompt, then the assertion in base64url', async () => {
    const { assertions } = fakeSignIn()
    const get = stubWebAuthn(async () => fakeAssertion())
    const { user } = renderAdmin()
    expect(await screen.findByLabelText(/Username/)).toHaveAttribute('autocomplete', 'username webauthn')
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }))
    expect(await screen.findByRole('tab', { name: 'Account' })).toBeInTheDocument()
    const options = get.mock.calls[0]![0]
    expect(options.mediation).toBeUndefined()
    expect(new Uint8Array(options.publicKey!.challenge as ArrayBuffer)).toEqual(new Uint8Array([9, 10, 11]))
    expect(assertions).toEqual([
      {
        id: 'Bwg',
        rawId: 'Bwg',
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: { clientDataJSON: 'AQ', authenticatorData: 'Ag', signature: 'Aw', userHandle: 'BA' },
      },
    ])
  })

  it('shows a cancelled prompt as cancelled, and the server refusal as its message', async () => {
    fakeSignIn({ refuse: true })
    let cancel = true
    stubWebAuthn(async () => (cancel ? Promise.reject(new DOMException('not allowed', 'NotAllowedError')) : fakeAssertion()))
    const { user } = renderAdmin()
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Passkey sign-in was cancelled.')
    cancel = false
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_ANSWERS.failed)
  })

  it('shows a 503 from the options as its message', async () => {
    fakeSignIn()
    server.use(http.post('*/api/auth/passkey/options', () => HttpResponse.json({ message: 'Passkeys are not set up on this site' }, { status: 503 })))
    const get = stubWebAuthn(async () => fakeAssertion())
    const { user } = renderAdmin()
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Passkeys are not set up on this site')
    expect(get).not.toHaveBeenCalled()
  })

  it('offers the passkeys in the autofill, and the button aborts that request before its own', async () => {
    fakeSignIn()
    let settled = false
    const get = stubWebAuthn(
      async (options) => {
        if (options.mediation !== 'conditional') {
          // A browser refuses a second request while one is pending.
          expect(settled).toBe(true)
          return fakeAssertion()
        }
        try {
          return await pendingUntilAborted(options)
        } finally {
          settled = true
        }
      },
      { conditional: true },
    )
    const { user } = renderAdmin()
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1))
    expect(get.mock.calls[0]![0].mediation).toBe('conditional')
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }))
    expect(await screen.findByRole('tab', { name: 'Account' })).toBeInTheDocument()
    expect(get.mock.calls[0]![0].signal!.aborted).toBe(true)
    expect(screen.queryByText('Passkey sign-in was cancelled.')).not.toBeInTheDocument()
  })

  it('renews the autofill request every 4.5 minutes, and stops it at the code step', async () => {
    fakeSignIn()
    server.use(http.post('*/api/auth/login', () => HttpResponse.json({ twoFactorRequired: true })))
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      const get = stubWebAuthn(async (options) => pendingUntilAborted(options), { conditional: true })
      const { user } = renderAdmin()
      await waitFor(() => expect(get).toHaveBeenCalledTimes(1))
      vi.advanceTimersByTime(CONDITIONAL_RENEWAL_MS)
      await waitFor(() => expect(get).toHaveBeenCalledTimes(2))
      expect(get.mock.calls[0]![0].signal!.aborted).toBe(true)
      expect(get.mock.calls[1]![0].mediation).toBe('conditional')
      await user.type(screen.getByLabelText(/Username/), 'admin')
      await user.type(screen.getByLabelText(/Password/), 'secret')
      await user.click(screen.getByRole('button', { name: 'Sign In' }))
      expect(await screen.findByLabelText(/Authentication code/)).toBeInTheDocument()
      // Aborted by the request's cleanup, which may run just after the code step is drawn: a state to wait for.
      await waitFor(() => expect(get.mock.calls[1]![0].signal!.aborted).toBe(true))
      expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument()
      vi.advanceTimersByTime(CONDITIONAL_RENEWAL_MS)
      expect(get).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('signs in when a passkey is chosen from the autofill', async () => {
    const { assertions } = fakeSignIn()
    stubWebAuthn(async () => fakeAssertion(), { conditional: true })
    renderAdmin()
    expect(await screen.findByRole('tab', { name: 'Account' })).toBeInTheDocument()
    expect(assertions).toHaveLength(1)
  })

  it('with passkeys only, refuses the password with its message, or asks for a recovery code only', async () => {
    fakeSignIn()
    server.use(
      http.post('*/api/auth/login', async ({ request }) => {
        const { password } = (await request.json()) as { password: string }
        return password === 'secret' ? HttpResponse.json({ twoFactorRequired: true, recoveryCodeOnly: true }) : HttpResponse.json({ message: PASSKEY_ANSWERS.passkeysOnly }, { status: 401 })
      }),
    )
    const { user } = renderAdmin()
    await user.type(await screen.findByLabelText(/Username/), 'admin')
    await user.type(screen.getByLabelText(/Password/), 'other')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_ANSWERS.passkeysOnly)
    await user.clear(screen.getByLabelText(/Password/))
    await user.type(screen.getByLabelText(/Password/), 'secret')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByLabelText(/Recovery code/)).toBeInTheDocument()
    expect(screen.getByText(PASSKEY_ANSWERS.recoveryCodeOnly)).toBeInTheDocument()
    expect(screen.queryByLabelText(/Authentication code/)).not.toBeInTheDocument()
    // No browser support stubbed: no passkey button.
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument()
  })
})
