/**
 * The Speaking pages' island: each `[data-local-time]` (an RFC 3339
 * instant, hidden without script) shows that instant in the visitor's own
 * zone ("Your time: 19 May 2027, 08:30 BST (Europe/London)"). Without
 * script the event's own time, which the server wrote, is all there is.
 */
const LABEL = 'Your time: '

/** The instant in the visitor's zone (zone: an IANA name for tests; the browser's by default). */
export function localTime(at: Date, zone?: string): string {
  const format = new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: zone,
  })
  return `${LABEL}${format.format(at)} (${format.resolvedOptions().timeZone})`
}

export function init(doc: Document) {
  for (const el of doc.querySelectorAll<HTMLElement>('[data-local-time]')) {
    const at = new Date(el.dataset.localTime ?? '')
    if (Number.isNaN(at.getTime())) continue
    el.textContent = localTime(at)
    el.hidden = false
  }
  return () => {}
}
