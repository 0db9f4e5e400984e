import type { ActivityAction } from './api'

/** The Activity tab's readable action names. */
export const ACTION_LABELS: Record<ActivityAction, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'sign-in-throttled': 'Throttled sign-in',
  'sign-out': 'Signed out',
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  restore: 'Restored',
  purge: 'Deleted forever',
  upload: 'Uploaded',
  'password-change': 'Changed password',
  '2fa-enable': 'Enabled two-factor',
  '2fa-disable': 'Disabled two-factor',
  draft: 'Saved a draft',
  'discard-draft': 'Discarded a draft',
  publish: 'Published',
  unpublish: 'Unpublished',
  schedule: 'Scheduled',
  unschedule: 'Cancelled a schedule',
  import: 'Restored a backup',
  'passkey-add': 'Added a passkey',
  'passkey-rename': 'Renamed a passkey',
  'passkey-remove': 'Removed a passkey',
  'passkeys-only-on': 'Turned on passkeys only',
  'passkeys-only-off': 'Turned off passkeys only',
  invite: 'Invited someone',
  'invite-revoke': 'Revoked an invitation',
  'user-join': 'Joined',
  'user-remove': 'Removed a user',
}

/** The Activity tab's texts. */
export const ACTIVITY_MESSAGES = {
  title: 'Activity',
  empty: 'No activity recorded yet.',
  loadFailed: 'Failed to load the activity log',
  loadMore: 'Load more',
  any: 'All',
  /** The actor of a visitor's or an unknown name's entry (the server sends ''). */
  anonymous: 'Visitor',
  system: 'System',
  changed: 'Changed',
  /** Under a tally of refused sign-ins (count > 1): the entry is the first attempt, the others only counted. */
  repeated: (count: number) => `${count} attempts in this window; the first is shown`,
  columns: { time: 'Time', who: 'Who', action: 'Action', kind: 'Kind', item: 'Item', address: 'Address' },
} as const
