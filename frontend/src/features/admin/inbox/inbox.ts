import { dateTime } from '../lib/date-time'
import type { ContactMessage } from '@/lib/api-types.gen'

/** Newest first, whatever order the list arrived in (ids break ties). */
export function newestFirst(messages: readonly ContactMessage[]): ContactMessage[] {
  return [...messages].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
}

export function unreadCount(messages: readonly ContactMessage[] | undefined): number {
  return (messages ?? []).filter((m) => !m.read).length
}

const REPLY_PREFIX = /^re:\s*/i

/**
 * A reply in the admin's own mail program: `mailto:` the sender with
 * `Re: <subject>` (not `Re: Re: …`). Both parts are percent-encoded, so a
 * sender's text cannot add recipients or headers (`?bcc=`, `&body=`).
 */
export function replyHref({ email, subject }: Pick<ContactMessage, 'email' | 'subject'>): string {
  const to = email.split('@').map(encodeURIComponent).join('@')
  return `mailto:${to}?subject=${encodeURIComponent(`Re: ${subject.replace(REPLY_PREFIX, '')}`)}`
}

/** When a message arrived, in the admin's locale and time zone. */
export const receivedAt = dateTime
