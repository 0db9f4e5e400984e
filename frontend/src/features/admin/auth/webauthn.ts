/**
 * The browser's half of passkeys (WebAuthn): the server's options arrive as
 * JSON with binary members in base64url; the browser wants ArrayBuffers, and
 * answers a credential whose ArrayBuffers go back as base64url. Both ways are
 * converted here by hand: PublicKeyCredential.parse*OptionsFromJSON and
 * toJSON() are missing in older Safari.
 */
import { serverMessage } from '@/lib/http-error'
import { TRY_AGAIN, WEBAUTHN_FAILURES } from './messages'
import { UNREACHABLE } from '../lib/notices'

/** POST /api/auth/passkeys: a new passkey as the browser made it. */
export interface RegistrationResponseJSON {
  id: string
  rawId: string
  type: 'public-key'
  authenticatorAttachment?: string
  clientExtensionResults: Record<string, unknown>
  response: { clientDataJSON: string; attestationObject: string; transports?: string[] }
}

/** POST /api/auth/passkey and /api/auth/confirm/passkey: the signed answer to a challenge. */
export interface AuthenticationResponseJSON {
  id: string
  rawId: string
  type: 'public-key'
  authenticatorAttachment?: string
  clientExtensionResults: Record<string, unknown>
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string }
}

export type CreationOptionsJSON = PublicKeyCredentialCreationOptionsJSON
export type RequestOptionsJSON = PublicKeyCredentialRequestOptionsJSON

/** base64url (with or without padding) → bytes. */
export function fromBase64url(text: string): ArrayBuffer {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes.buffer
}

/** Bytes → base64url without padding. */
export function toBase64url(data: ArrayBuffer | ArrayBufferView): string {
  const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** Whether this browser has WebAuthn at all. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function'
}

/** Whether the browser can offer passkeys in the username field's autofill (conditional mediation). */
export async function conditionalMediationAvailable(): Promise<boolean> {
  if (!passkeysSupported()) return false
  try {
    return (await window.PublicKeyCredential.isConditionalMediationAvailable?.()) ?? false
  } catch {
    return false
  }
}

const descriptors = (list: PublicKeyCredentialDescriptorJSON[] | undefined): PublicKeyCredentialDescriptor[] | undefined =>
  list?.map((d) => ({ ...d, id: fromBase64url(d.id), type: 'public-key', transports: d.transports as AuthenticatorTransport[] | undefined }))

/** The server's creation options as navigator.credentials.create() takes them. */
export function creationOptions(json: CreationOptionsJSON): PublicKeyCredentialCreationOptions {
  const { challenge, user, excludeCredentials, ...rest } = json
  return {
    ...(rest as Omit<PublicKeyCredentialCreationOptions, 'challenge' | 'user'>),
    challenge: fromBase64url(challenge),
    user: { ...user, id: fromBase64url(user.id) },
    excludeCredentials: descriptors(excludeCredentials),
  }
}

/** The server's request options as navigator.credentials.get() takes them. */
export function requestOptions(json: RequestOptionsJSON): PublicKeyCredentialRequestOptions {
  const { challenge, allowCredentials, ...rest } = json
  return {
    ...(rest as Omit<PublicKeyCredentialRequestOptions, 'challenge'>),
    challenge: fromBase64url(challenge),
    allowCredentials: descriptors(allowCredentials),
  }
}

function common(credential: PublicKeyCredential) {
  return {
    id: credential.id,
    rawId: toBase64url(credential.rawId),
    type: 'public-key' as const,
    ...(credential.authenticatorAttachment ? { authenticatorAttachment: credential.authenticatorAttachment } : {}),
    clientExtensionResults: (credential.getClientExtensionResults?.() ?? {}) as Record<string, unknown>,
  }
}

/** A new credential as the server reads it. */
export function registrationJSON(credential: PublicKeyCredential): RegistrationResponseJSON {
  const response = credential.response as AuthenticatorAttestationResponse
  const transports = response.getTransports?.()
  return {
    ...common(credential),
    response: {
      clientDataJSON: toBase64url(response.clientDataJSON),
      attestationObject: toBase64url(response.attestationObject),
      ...(transports ? { transports } : {}),
    },
  }
}

/** An assertion as the server reads it. */
export function authenticationJSON(credential: PublicKeyCredential): AuthenticationResponseJSON {
  const response = credential.response as AuthenticatorAssertionResponse
  return {
    ...common(credential),
    response: {
      clientDataJSON: toBase64url(response.clientDataJSON),
      authenticatorData: toBase64url(response.authenticatorData),
      signature: toBase64url(response.signature),
      ...(response.userHandle ? { userHandle: toBase64url(response.userHandle) } : {}),
    },
  }
}

/** A cancelled prompt is no credential at all. */
class NoCredential extends Error {
  name = 'NotAllowedError'
}

/** Makes a passkey (the browser's prompt); rejects with the browser's DOMException when refused or cancelled. */
export async function createPasskey(publicKey: CreationOptionsJSON): Promise<RegistrationResponseJSON> {
  const credential = (await navigator.credentials.create({ publicKey: creationOptions(publicKey) })) as PublicKeyCredential | null
  if (!credential) throw new NoCredential('No passkey was made')
  return registrationJSON(credential)
}

/** Signs the challenge with a passkey (the browser's prompt, or the autofill with mediation 'conditional'). */
export async function getPasskey(publicKey: RequestOptionsJSON, { mediation, signal }: { mediation?: CredentialMediationRequirement; signal?: AbortSignal } = {}): Promise<AuthenticationResponseJSON> {
  const credential = (await navigator.credentials.get({ publicKey: requestOptions(publicKey), mediation, signal })) as PublicKeyCredential | null
  if (!credential) throw new NoCredential('No passkey was chosen')
  return authenticationJSON(credential)
}

/** The browser's reason for refusing a passkey request, by the WebAuthn error's name; undefined for any other error. */
export function webauthnReason(error: unknown): string | undefined {
  const name = (error as { name?: unknown } | null)?.name
  return typeof name === 'string' && Object.hasOwn(WEBAUTHN_FAILURES, name) ? WEBAUTHN_FAILURES[name] : undefined
}

/**
 * Why a passkey request failed, in a sentence that says what to do: the
 * WebAuthn error's name (WEBAUTHN_FAILURES), else the server's own message,
 * else the status and "try again". Never a bare "failed".
 */
export function passkeyFailure(error: unknown): string {
  const why = webauthnReason(error)
  if (why) return why
  const reason = serverMessage(error)
  if (reason) return reason
  const status = (error as { status?: unknown } | null)?.status
  if (status === 'FETCH_ERROR') return UNREACHABLE
  return typeof status === 'number' ? `The server answered ${status}. ${TRY_AGAIN}` : TRY_AGAIN
}

/** The person closed or refused the browser's prompt (or it timed out): not a failure to report as one. */
export function isCancelled(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name
  return name === 'NotAllowedError' || name === 'AbortError'
}
