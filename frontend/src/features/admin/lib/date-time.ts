/**
 * A server time with its date, its time and the zone it is shown in (the
 * admin's own, named: "Mar 4, 2026, 10:00 AM GMT+1"), so a time read in
 * a list or a notice is never taken for another zone's.
 */
const format = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })

/** A server time (RFC 3339) with date, time and zone, in the admin's locale and time zone; an unreadable one as sent. */
export function dateTime(iso: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? iso : format.format(time)
}

/**
 * The admin's time zone, for a time field (which shows none): its name and
 * its offset at `at` ("Europe/Paris, GMT+1"; "UTC").
 */
export function zoneLabel(at: Date = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const offset = new Intl.DateTimeFormat('en-US', { timeZoneName: 'shortOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value
  if (!zone || zone === 'UTC' || zone === 'Etc/UTC') return 'UTC'
  return offset ? `${zone.replaceAll('_', ' ')}, ${offset}` : zone
}
