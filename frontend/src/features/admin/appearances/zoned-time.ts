/**
 * An appearance's times are entered as the event's wall clock (a
 * datetime-local value, "2027-05-14T09:30") in the event's zone (an IANA
 * name): these turn that pair into the instant the API keeps, and back.
 */

/** The browser's zone: the zone select's default. */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

/** Every zone the browser knows, the browser's own first when it is missing from the list. */
export function zoneOptions(): { value: string; label: string }[] {
  const zones: string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  const own = browserZone()
  const all = zones.includes(own) ? zones : [own, ...zones]
  if (!all.includes('UTC')) all.push('UTC')
  return all.map((z) => ({ value: z, label: z.replaceAll('_', ' ') }))
}

/** The zone's offset from UTC at the instant ms, in minutes. */
function offsetAt(zone: string, ms: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms))
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'))
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60000)
}

/**
 * The instant (RFC 3339, UTC) of the wall clock `local` in `zone`; '' for an
 * empty or unreadable value or zone. A wall clock that a daylight-saving
 * change skips reads as the time after the change.
 */
export function toInstant(local: string, zone: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local)
  if (!m || !zone) return ''
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]))
  try {
    let at = wall - offsetAt(zone, wall) * 60000
    const again = wall - offsetAt(zone, at) * 60000
    if (again !== at) at = again
    return new Date(at).toISOString().replace('.000Z', 'Z')
  } catch {
    return ''
  }
}

/** The datetime-local value of an API time (which carries the event zone's offset): its wall clock as written. */
export function toLocal(instant: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.exec(instant)?.[0] ?? ''
}
