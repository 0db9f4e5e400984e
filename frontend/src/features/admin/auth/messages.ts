/** The sign-in screen's notices. */
export const LOGIN_FAILED = 'Login failed. Please check your credentials.'
export const LOGIN_CODE_FAILED = 'Sign-in failed. Check the code and try again.'

/**
 * Why the browser refused a passkey, by the WebAuthn error's name, and what
 * to do: the notice says this under "Failed to add the passkey" (or the
 * sign-in screen shows it) instead of a bare failure.
 */
export const WEBAUTHN_FAILURES: Record<string, string> = {
  NotAllowedError: 'The request was cancelled or timed out, or the device refused it. Try again and answer the prompt within a minute.',
  AbortError: 'The request was interrupted. Try again.',
  InvalidStateError: 'This device already holds a passkey for this site. Sign in with it, or remove it from the list first.',
  SecurityError: "The browser allows passkeys only on the site's own address (its public URL over HTTPS, or localhost). Open the admin at that address and try again.",
  NotSupportedError: 'This browser or device cannot make this kind of passkey. Try another browser, or a phone with a screen lock.',
  ConstraintError: 'This device cannot check it is you (no fingerprint, face or PIN set up). Set a screen lock on it, then try again.',
  UnknownError: "The device's passkey store failed. Try again, or use another device.",
}

/** What to do when the server gave no reason. */
export const TRY_AGAIN = 'Try again; if it keeps failing, reload the page.'
