const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** A server time (RFC 3339) with date and time, in the admin's locale and time zone; an unreadable one as sent. */
export function dateTime(iso: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? iso : format.format(time)
}
