import { COLUMNS_PER_ROW } from '@/lib/limits.gen'
import { VALIDATION } from '@/lib/messages.gen'
import { MAX_SLUG_LENGTH, SLUG } from '@/lib/patterns.gen'
import { parsePriority } from './priority'

/** Field name → message; empty when the form may be sent. */
export type FieldErrors = Record<string, string>

// The stored-URL rule, the same as the server's (domain/validate.go): a
// plain syntax check, because `new URL()` is lenient exactly where it matters
// (it reads \ as /, drops tabs and newlines, takes "https:evil.example" for
// "https://evil.example"). test/fixtures/url-rules.json is the table of cases
// both sides test against. The rules do not trim; the field checks below
// trim first, because the forms trim before they send.

/** A backslash, a control or invisible format character, or any whitespace: browsers rewrite or drop them. */
const BANNED_CHAR = /[\\\p{Cc}\p{Cf}\p{White_Space}]/u
/** A '%' that does not start a %XX escape. */
const BAD_ESCAPE = /%(?![0-9A-Fa-f]{2})/
/** The scheme; the `i` flag without `u` folds ASCII only, so no look-alike letter matches. */
const HTTP_SCHEME = /^https?:\/\//i
/** Letters (any script, for international names), marks, digits, '.', '-', '_': no '@', ':', '[' or '%'. */
const HOST = /^[\p{L}\p{M}\p{N}._-]+$/u
const PORT = /^[0-9]{1,5}$/

function urlCharsOk(value: string): boolean {
  return !BANNED_CHAR.test(value) && !BAD_ESCAPE.test(value)
}

/** host[:port], port at most 65535; userinfo (user@host) fails because '@' and ':' are not host characters. */
function isHostPort(authority: string): boolean {
  const colon = authority.indexOf(':')
  const host = colon < 0 ? authority : authority.slice(0, colon)
  const port = colon < 0 ? undefined : authority.slice(colon + 1)
  return HOST.test(host) && (port === undefined || (PORT.test(port) && Number(port) <= 65535))
}

/** An absolute http(s) URL with a host (what the server calls a valid URL). */
export function isHttpUrl(value: string): boolean {
  const scheme = HTTP_SCHEME.exec(value)
  if (!scheme || !urlCharsOk(value)) return false
  const rest = value.slice(scheme[0].length)
  return isHostPort(rest.split(/[/?#]/, 1)[0])
}

/** A path on this site: exactly one leading slash, since "//host" and "/\host" lead to another host. */
function isSitePath(value: string): boolean {
  return value.startsWith('/') && value[1] !== '/' && value[1] !== '\\' && urlCharsOk(value)
}

/** An image source: an http(s) URL or a site path. */
export function isImageRef(value: string): boolean {
  return isSitePath(value) || isHttpUrl(value)
}

/** A link target: an http(s) URL or a site path. */
export const isLinkRef = isImageRef

/** Any scheme ("https:", "mailto:", "javascript:"). */
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i
/** What an owner types for a web address without its scheme: "example.com", "www.example.com/press?x=1". */
const BARE_HOST = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:[0-9]{1,5})?([/?#]|$)/u

/** Under 'Must be a valid URL' when the address was typed without a scheme and could not be completed. */
export const START_WITH_HTTPS = 'Start with https:// (for example https://example.com)'

/**
 * A web address as the owner meant it: "example.com/press" becomes
 * "https://example.com/press"; anything with a scheme, a site path or
 * what is not a host name stays as typed (trimmed), for the checks to judge.
 */
export function completeUrl(value: string): string {
  const v = value.trim()
  // A host first: "studio.example:8443" looks like a scheme to ANY_SCHEME; "https://…" and "mailto:…" are no host.
  return !v.startsWith('/') && !v.startsWith('#') && BARE_HOST.test(v) ? `https://${v}` : v
}

/** Typed without a scheme and not a site path ("my site", "example"): the field says to start with https://. */
export function lacksScheme(value: string): boolean {
  const v = value.trim()
  return !!v && !ANY_SCHEME.test(v) && !v.startsWith('/') && !v.startsWith('#')
}

type Check = (value: string) => string | undefined

export const required: Check = (v) => (v.trim() ? undefined : VALIDATION.required)
/** An optional image field: blank, or a valid image source. */
export const optionalImage: Check = (v) => (!v.trim() || isImageRef(v.trim()) ? undefined : VALIDATION.invalidImage)

/** A project's slug: empty (the server makes it from the title), or the server's shape (domain.IsSlug). */
export const optionalSlug: Check = (v) => {
  const slug = v.trim()
  return !slug || (slug.length <= MAX_SLUG_LENGTH && SLUG.test(slug)) ? undefined : VALIDATION.slugInvalid
}
/** An optional web address (media and investment url): blank, an http(s) URL or a site path. */
export const optionalLink: Check = (v) => (!v.trim() || isLinkRef(completeUrl(v)) ? undefined : VALIDATION.invalidUrl)
export const linkLabel: Check = (v) => (v.trim() ? undefined : VALIDATION.labelRequired)
/** A project link: an http(s) URL ("example.com" is completed with https:// before it is checked and sent). */
export const linkUrl: Check = (v) => (isHttpUrl(completeUrl(v)) ? undefined : VALIDATION.invalidUrl)
export const gallerySrc: Check = (v) =>
  !v.trim() ? VALIDATION.imageRequired : isImageRef(v.trim()) ? undefined : VALIDATION.invalidImage
/** Links and gallery images: a priority of at least 0 (non-numeric text becomes 0). */
export const nonNegative: Check = (v) => (parsePriority(v, 0) < 0 ? VALIDATION.negative : undefined)

/** A section layout's columns per row: a whole number from COLUMNS_PER_ROW.min to .max. */
export const columnsPerRow: Check = (v) => {
  const n = Number(v.trim())
  if (!v.trim() || !Number.isInteger(n)) return VALIDATION.required
  return n < COLUMNS_PER_ROW.min ? VALIDATION.columnsLow : n > COLUMNS_PER_ROW.max ? VALIDATION.columnsHigh : undefined
}

/** Runs each field's check on the form's values. */
export function validate<T extends object>(values: T, rules: Partial<Record<keyof T & string, Check>>): FieldErrors {
  const errors: FieldErrors = {}
  for (const [field, check] of Object.entries(rules) as [keyof T & string, Check][]) {
    const raw = values[field]
    const message = check(typeof raw === 'string' ? raw : String(raw ?? ''))
    if (message) errors[field] = message
  }
  return errors
}

/** The per-field messages of a server 400 (`{message, fields}`), when there are any. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const data = error && typeof error === 'object' && 'data' in error ? error.data : undefined
  const fields = data && typeof data === 'object' && 'fields' in data ? data.fields : undefined
  if (!fields || typeof fields !== 'object') return {}
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'string')) as FieldErrors
}
