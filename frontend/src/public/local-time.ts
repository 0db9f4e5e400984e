/**
 * The Speaking pages' island: each `[data-local-time]` (an RFC 3339
 * instant; a blank line kept for it where script runs, none without)
 * shows that instant in the visitor's own zone, short enough for one line
 * of a phone's card: "Your time: 19 May, 16:30 (UTC+9)", or "May 19,
 * 4:30 PM" for en-US. Without script the event's own time, which the
 * server wrote, is all there is.
 *
 * Written with Date's own fields, not Intl.DateTimeFormat: the page's
 * first Intl formatter loads the browser's locale and zone data, 50–100 ms
 * of main thread on a mid-range phone, as the page becomes interactive.
 */
const LABEL = 'Your time: '
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** The zone's offset from UTC at that instant: "UTC", "UTC+9", "UTC−3:30". */
export function utcOffset(at: Date): string {
  const minutes = -at.getTimezoneOffset()
  if (minutes === 0) return 'UTC'
  const abs = Math.abs(minutes)
  const rest = abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : ''
  return `UTC${minutes > 0 ? '+' : '\u2212'}${Math.floor(abs / 60)}${rest}`
}

/** The instant in the visitor's zone (the process's or browser's), for the visitor's language (lang). */
export function localTime(at: Date, lang: string): string {
  const h = at.getHours()
  const m = String(at.getMinutes()).padStart(2, '0')
  const month = MONTHS[at.getMonth()]
  const day = at.getDate()
  const text = /^en-US$/i.test(lang) ? `${month} ${day}, ${h % 12 || 12}:${m} ${h < 12 ? 'AM' : 'PM'}` : `${day} ${month}, ${String(h).padStart(2, '0')}:${m}`
  return `${LABEL}${text} (${utcOffset(at)})`
}

export function init(doc: Document) {
  const lang = doc.defaultView?.navigator.language ?? ''
  for (const el of doc.querySelectorAll<HTMLElement>('[data-local-time]')) {
    const at = new Date(el.dataset.localTime ?? '')
    if (Number.isNaN(at.getTime())) continue
    el.textContent = localTime(at, lang)
    el.hidden = false
  }
  return () => {}
}
