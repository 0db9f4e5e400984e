import { http, HttpResponse } from 'msw'
import { PASSKEY_ANSWERS } from '@/lib/messages.gen'
import { server } from '@/test/server'
import type { Passkey } from '../account/api'

interface PasskeySeed {
  passkeys?: Passkey[]
  passkeysOnly?: boolean
  /** A fresh confirmation is on record (default): changes go through without "Confirm it's you". */
  confirmed?: boolean
}

const CONFIRM = { message: PASSKEY_ANSWERS.confirmIdentity }
const CONFIRMED_UNTIL = '2026-11-28T10:05:00Z'

/** The options the server sends: a creation's and a request's, binary members in base64url. */
export const CREATION_OPTIONS = {
  rp: { name: 'Portfolio', id: 'localhost' },
  user: { id: 'AQID', name: 'admin', displayName: 'admin' },
  challenge: 'BAUG',
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  timeout: 300000,
  excludeCredentials: [{ type: 'public-key', id: 'Bwg' }],
  authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  attestation: 'none',
}
export const REQUEST_OPTIONS = { challenge: 'CQoL', timeout: 300000, rpId: 'localhost', userVerification: 'required' }

const bytes = (...b: number[]) => new Uint8Array(b).buffer

/** What navigator.credentials.create() gives: a new credential with ArrayBuffers. */
export function fakeAttestation() {
  return {
    id: 'DA0',
    rawId: bytes(12, 13),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    getClientExtensionResults: () => ({}),
    response: { clientDataJSON: bytes(1), attestationObject: bytes(2, 3), getTransports: () => ['internal'] },
  }
}

/** What navigator.credentials.get() gives: an assertion with ArrayBuffers. */
export function fakeAssertion() {
  return {
    id: 'Bwg',
    rawId: bytes(7, 8),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    getClientExtensionResults: () => ({}),
    response: { clientDataJSON: bytes(1), authenticatorData: bytes(2), signature: bytes(3), userHandle: bytes(4) },
  }
}

/**
 * The passkey routes as the contract says, over fakeAdminApi's session:
 * adding, removing and switching passkeys only answer 403 "Confirm it's
 * you first" until a confirmation (the password 'secret' or a passkey).
 * Every request is recorded as `METHOD path` with its JSON body.
 */
export function fakePasskeysApi(seed: PasskeySeed = {}) {
  const state = { passkeys: [...(seed.passkeys ?? [])], passkeysOnly: seed.passkeysOnly ?? false, confirmed: seed.confirmed ?? true, signedIn: false }
  const requests: { call: string; body: unknown }[] = []
  let nextId = 100
  const log = async (request: Request) => {
    const text = await request.clone().text()
    const body = text ? JSON.parse(text) : null
    requests.push({ call: `${request.method} ${new URL(request.url).pathname}`, body })
    return body
  }
  const list = () => ({ passkeys: state.passkeys, passkeysOnly: state.passkeysOnly, confirmedUntil: state.confirmed ? CONFIRMED_UNTIL : null })
  const refused = () => (state.confirmed ? null : HttpResponse.json(CONFIRM, { status: 403 }))

  server.use(
    http.get('*/api/auth/passkeys', () => HttpResponse.json(list())),
    http.post('*/api/auth/passkeys/options', async ({ request }) => (await log(request), refused() ?? HttpResponse.json({ publicKey: CREATION_OPTIONS }))),
    http.post('*/api/auth/passkeys', async ({ request }) => {
      await log(request)
      const stop = refused()
      if (stop) return stop
      const passkey = { id: nextId++, name: 'New passkey', createdAt: '2026-11-28T10:00:00Z', lastUsedAt: null }
      const name = requests.findLast((r) => r.call === 'POST /api/auth/passkeys/options')?.body as { name?: string } | null
      if (name?.name) passkey.name = name.name
      state.passkeys = [...state.passkeys, passkey]
      return HttpResponse.json(passkey, { status: 201 })
    }),
    http.patch('*/api/auth/passkeys/:id', async ({ request, params }) => {
      const { name } = (await log(request)) as { name: string }
      if (!name) return HttpResponse.json({ message: 'Name is required', fields: { name: 'Name is required' } }, { status: 400 })
      const found = state.passkeys.find((p) => p.id === Number(params.id))
      if (!found) return HttpResponse.json({ message: 'Not found' }, { status: 404 })
      const renamed = { ...found, name }
      state.passkeys = state.passkeys.map((p) => (p === found ? renamed : p))
      return HttpResponse.json(renamed)
    }),
    http.delete('*/api/auth/passkeys/:id', async ({ request, params }) => {
      await log(request)
      const stop = refused()
      if (stop) return stop
      if (state.passkeysOnly && state.passkeys.length === 1) return HttpResponse.json({ message: 'Turn off passkeys only before removing the last passkey' }, { status: 409 })
      state.passkeys = state.passkeys.filter((p) => p.id !== Number(params.id))
      return new HttpResponse(null, { status: 204 })
    }),
    http.put('*/api/auth/passkeys-only', async ({ request }) => {
      const { enabled } = (await log(request)) as { enabled: boolean }
      const stop = refused()
      if (stop) return stop
      if (enabled && !state.passkeys.length) return HttpResponse.json({ message: 'Add a passkey first' }, { status: 409 })
      state.passkeysOnly = enabled
      return HttpResponse.json({ passkeysOnly: enabled })
    }),
    http.post('*/api/auth/confirm', async ({ request }) => {
      const { password } = (await log(request)) as { password: string }
      if (!password) return HttpResponse.json({ message: 'Password is required', fields: { password: 'Password is required' } }, { status: 400 })
      if (password !== 'secret') return HttpResponse.json({ message: 'Current password is incorrect' }, { status: 401 })
      state.confirmed = true
      return HttpResponse.json({ confirmedUntil: CONFIRMED_UNTIL })
    }),
    http.post('*/api/auth/confirm/passkey/options', async ({ request }) => (await log(request), HttpResponse.json({ publicKey: { ...REQUEST_OPTIONS, allowCredentials: [{ type: 'public-key', id: 'Bwg' }] } }))),
    http.post('*/api/auth/confirm/passkey', async ({ request }) => {
      await log(request)
      state.confirmed = true
      return HttpResponse.json({ confirmedUntil: CONFIRMED_UNTIL })
    }),
    http.post('*/api/auth/passkey/options', async ({ request }) => (await log(request), HttpResponse.json({ publicKey: REQUEST_OPTIONS }))),
  )
  return { state, requests, calls: () => requests.map((r) => r.call) }
}
