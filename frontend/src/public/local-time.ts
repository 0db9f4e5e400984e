/**
 * The Speaking pages' island: each `[data-local-time]` (an RFC 3339
 * instant, hidden without script) shows that instant in the visitor's own
 * zone ("Your time: 14 May 2027, 08:30 BST"). Without script the event's
 * own time, which the server wrote, is all there is.
 */
const LABEL = 'Your time: '

export function init(doc: Document) {
  const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short', timeZoneName: 'short' })
  for (const el of doc.querySelectorAll<HTMLElement>('[data-local-time]')) {
    const at = new Date(el.dataset.localTime ?? '')
    if (Number.isNaN(at.getTime())) continue
    el.textContent = LABEL + format.format(at)
    el.hidden = false
  }
  return () => {}
}
