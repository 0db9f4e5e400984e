/**
 * The data the server embeds in a page (a JSON script with id
 * "portfolio-data": API path with its query → the cached response body),
 * so the first render makes no API round trip. Each entry answers one
 * request, then later requests go to the network as usual.
 */
const EMBEDDED_ID = 'portfolio-data'

let embedded: Map<string, unknown> | null = null

function load(): Map<string, unknown> {
  if (embedded) return embedded
  embedded = new Map()
  if (typeof document === 'undefined') return embedded
  const el = document.getElementById(EMBEDDED_ID)
  if (!el?.textContent) return embedded
  try {
    const data = JSON.parse(el.textContent) as Record<string, unknown>
    for (const [k, v] of Object.entries(data)) embedded.set(k, v)
  } catch {
    // A damaged script only means the data is fetched.
  }
  return embedded
}

/** The embedded body for an API path (with its query string), taken once. */
export function takeEmbedded(key: string): unknown {
  const m = load()
  if (!m.has(key)) return undefined
  const v = m.get(key)
  m.delete(key)
  return v
}

/** The API key of a request: its path without the leading slash, then its sorted query. */
export function requestKey(url: string, params?: Record<string, unknown>): string {
  const path = url.replace(/^\//, '')
  const q = new URLSearchParams()
  for (const k of Object.keys(params ?? {}).sort()) {
    const v = params![k]
    if (v !== undefined && v !== null) q.set(k, String(v))
  }
  const qs = q.toString()
  return qs ? `${path}?${qs}` : path
}

/** Every embedded entry whose key starts with `prefix`, taken: key → body. */
export function takeEmbeddedUnder(prefix: string): Map<string, unknown> {
  const out = new Map<string, unknown>()
  for (const [k, v] of load()) {
    if (k === prefix || k.startsWith(`${prefix}?`)) {
      out.set(k, v)
      load().delete(k)
    }
  }
  return out
}
