/** The Account tab's password change: its notices and the form's own check (the too-short message is the server's, VALIDATION.passwordTooShort). */
export const PASSWORD_MESSAGES = {
  changed: 'Password changed successfully',
  changeFailed: 'Failed to change password',
  mismatch: 'Passwords do not match',
} as const

/** The Account tab's two-factor sign-in section and its notices. */
export const TWO_FACTOR_MESSAGES = {
  enabled: 'Two-factor sign-in turned on',
  enableFailed: 'Failed to turn on two-factor sign-in',
  disabled: 'Two-factor sign-in turned off',
  disableFailed: 'Failed to turn off two-factor sign-in',
  setupFailed: 'Failed to start two-factor setup',
  codesCopied: 'Recovery codes copied',
  codesCopyFailed: 'Could not copy: select the codes and copy them, or download them',
  /** Under an authentication code field that takes a recovery code too. */
  codeHelper: 'A code from your app, or a recovery code',
} as const

/** The Account tab's backup section. */
export const BACKUP_MESSAGES = {
  title: 'Backup',
  description:
    'Everything you edited (projects, collaborations, media, investments, layouts, the site content, messages, the trash and the activity log) and every uploaded file, in one archive. Restore it below (Restore from a backup), or on the server with portfolio import.',
  download: 'Download backup',
} as const

/** Passkeys (issue 27): the sign-in button, the Account tab's Passkeys section, its notices and the confirmation dialog. */
export const PASSKEY_MESSAGES = {
  signIn: 'Sign in with a passkey',
  signInCancelled: 'Passkey sign-in was cancelled.',
  recoveryCode: 'Recovery code',
  title: 'Passkeys',
  intro: 'Sign in with your fingerprint, face or device PIN instead of a password. A passkey works only on this site, so it cannot be phished.',
  list: 'Your passkeys',
  none: 'No passkeys yet.',
  loading: 'Reading the passkeys…',
  loadFailed: 'Failed to load the passkeys',
  addedOn: (when: string) => `Added ${when}`,
  lastUsedOn: (when: string) => `Last used ${when}`,
  neverUsed: 'Never used',
  rename: 'Rename',
  renameLabel: (name: string) => `Rename ${name}`,
  renameForm: (name: string) => `Rename the passkey ${name}`,
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name}`,
  confirmRemove: (name: string) => `Remove the passkey “${name}”? It will no longer sign you in.`,
  name: 'Passkey name',
  nameHelper: 'Like “Phone” or “Laptop”',
  save: 'Save',
  cancel: 'Cancel',
  add: 'Add a passkey',
  addForm: 'Add a passkey',
  unsupported: 'This browser cannot create passkeys.',
  only: 'Passkeys only',
  /** The switch's helper; the command between is shown as code. */
  onlyHelp: { before: 'Password sign-in is refused. Recovery codes still work, and ', command: 'portfolio set-password --reset-2fa', after: ' on the server turns it off.' },
  onlyNeedsPasskey: 'Add a passkey first: passkeys only needs one to sign in with.',
  added: 'Passkey added',
  addFailed: 'Failed to add the passkey',
  addCancelled: 'Adding the passkey was cancelled.',
  renamed: 'Passkey renamed',
  renameFailed: 'Failed to rename the passkey',
  removed: 'Passkey removed',
  removeFailed: 'Failed to remove the passkey',
  onlyOn: 'Passkeys only turned on',
  onlyOff: 'Passkeys only turned off',
  onlyFailed: 'Failed to change passkeys only',
  confirmTitle: "Confirm it's you",
  confirmIntro: 'Changing passkeys needs your password again, or one of your passkeys. It holds for 5 minutes.',
  confirm: 'Confirm',
  usePasskey: 'Use a passkey',
  confirmFailed: 'Confirmation failed. Try again.',
} as const

/** The Account tab's Sign-in protection section (issue 37): the name's lock for new browsers, refused attempts, and this browser's trust. */
export const SIGN_IN_PROTECTION_MESSAGES = {
  title: 'Sign-in protection',
  intro:
    'After 5 wrong passwords for your name, the password is refused for 15 minutes on browsers that never signed in here. Your passkeys, and browsers you signed in with before, are not affected.',
  loading: 'Reading the sign-in protection…',
  loadFailed: 'Failed to load the sign-in protection',
  lockedBadge: 'Locked for new browsers',
  openBadge: 'Not locked',
  lockedUntil: (until: string) => `Until ${until}. Each refused attempt extends the lock.`,
  open: 'Your password works from any browser.',
  refused: (attempts: number, addresses: number) =>
    `${attempts} sign-in ${attempts === 1 ? 'attempt' : 'attempts'} refused in the last 24 hours, from ${addresses} ${addresses === 1 ? 'address' : 'addresses'}. The Activity tab lists them.`,
  noneRefused: 'No sign-in attempts refused in the last 24 hours.',
  trustedBadge: 'This browser is trusted',
  trusted: 'It signed in before: a lock does not refuse its password.',
  untrustedBadge: 'This browser is not trusted yet',
  untrusted: 'It becomes trusted at its next sign-in. Until then a lock refuses its password too; a passkey always works.',
} as const
