import { authenticationJSON, creationOptions, fromBase64url, isCancelled, registrationJSON, requestOptions, toBase64url } from './webauthn'

const bytes = (...b: number[]) => new Uint8Array(b).buffer

describe('base64url', () => {
  it('round-trips every byte value, without padding and with the URL alphabet', () => {
    const all = new Uint8Array(256).map((_, i) => i)
    const text = toBase64url(all)
    expect(text).not.toMatch(/[+/=]/)
    expect(new Uint8Array(fromBase64url(text))).toEqual(all)
  })

  it('reads the lengths that need padding, and padded input', () => {
    expect(toBase64url(bytes(0xfb))).toBe('-w')
    expect(toBase64url(bytes(0xfb, 0xff))).toBe('-_8')
    expect(new Uint8Array(fromBase64url('-_8'))).toEqual(new Uint8Array([0xfb, 0xff]))
    expect(new Uint8Array(fromBase64url('-w=='))).toEqual(new Uint8Array([0xfb]))
    expect(toBase64url(new Uint8Array([9, 1, 2, 3]).subarray(1, 3))).toBe(toBase64url(bytes(1, 2)))
  })
})

describe('options', () => {
  it('turns the creation options binary members into ArrayBuffers', () => {
    const options = creationOptions({
      rp: { name: 'Portfolio', id: 'example.com' },
      user: { id: 'AQID', name: 'admin', displayName: 'admin' },
      challenge: 'BAUG',
      pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
      timeout: 300000,
      excludeCredentials: [{ type: 'public-key', id: 'Bwg', transports: ['internal'] }],
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
    })
    expect(new Uint8Array(options.challenge as ArrayBuffer)).toEqual(new Uint8Array([4, 5, 6]))
    expect(new Uint8Array(options.user.id as ArrayBuffer)).toEqual(new Uint8Array([1, 2, 3]))
    expect(options.user.name).toBe('admin')
    expect(new Uint8Array(options.excludeCredentials![0]!.id as ArrayBuffer)).toEqual(new Uint8Array([7, 8]))
    expect(options.excludeCredentials![0]!.transports).toEqual(['internal'])
    expect(options.rp.id).toBe('example.com')
    expect(options.attestation).toBe('none')
  })

  it('turns the request options into ArrayBuffers, with or without allowCredentials', () => {
    const discoverable = requestOptions({ challenge: 'BAUG', rpId: 'example.com', userVerification: 'required', timeout: 300000 })
    expect(new Uint8Array(discoverable.challenge as ArrayBuffer)).toEqual(new Uint8Array([4, 5, 6]))
    expect(discoverable.allowCredentials).toBeUndefined()
    expect(discoverable.userVerification).toBe('required')
    const allowed = requestOptions({ challenge: 'AA', allowCredentials: [{ type: 'public-key', id: 'Bwg' }] })
    expect(new Uint8Array(allowed.allowCredentials![0]!.id as ArrayBuffer)).toEqual(new Uint8Array([7, 8]))
  })
})

describe('credentials', () => {
  const base = { id: 'Bwg', rawId: bytes(7, 8), type: 'public-key', authenticatorAttachment: 'platform', getClientExtensionResults: () => ({}) }

  it('serialises a new credential', () => {
    const credential = { ...base, response: { clientDataJSON: bytes(1), attestationObject: bytes(2, 3), getTransports: () => ['internal', 'hybrid'] } }
    expect(registrationJSON(credential as unknown as PublicKeyCredential)).toEqual({
      id: 'Bwg',
      rawId: 'Bwg',
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: { clientDataJSON: 'AQ', attestationObject: 'AgM', transports: ['internal', 'hybrid'] },
    })
  })

  it('serialises an assertion, leaving out an absent user handle', () => {
    const response = { clientDataJSON: bytes(1), authenticatorData: bytes(2), signature: bytes(3), userHandle: bytes(4) }
    expect(authenticationJSON({ ...base, response } as unknown as PublicKeyCredential).response).toEqual({ clientDataJSON: 'AQ', authenticatorData: 'Ag', signature: 'Aw', userHandle: 'BA' })
    const noHandle = authenticationJSON({ ...base, authenticatorAttachment: null, response: { ...response, userHandle: null } } as unknown as PublicKeyCredential)
    expect(noHandle.response.userHandle).toBeUndefined()
    expect(noHandle).not.toHaveProperty('authenticatorAttachment')
  })

  it('tells a cancelled prompt from a failure', () => {
    expect(isCancelled(new DOMException('cancelled', 'NotAllowedError'))).toBe(true)
    expect(isCancelled(new DOMException('aborted', 'AbortError'))).toBe(true)
    expect(isCancelled(new DOMException('exists', 'InvalidStateError'))).toBe(false)
    expect(isCancelled({ status: 401 })).toBe(false)
  })
})
