import { VALIDATION } from '../messages'
import { parsePriority } from './priority'

/** Field name → message; empty when the form may be sent. */
export type FieldErrors = Record<string, string>

/** An absolute http(s) URL with a host (what the server calls a valid URL). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim())
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== ''
  } catch {
    return false
  }
}

/** An image source: an http(s) URL or a site path starting with one slash. */
export function isImageRef(value: string): boolean {
  const v = value.trim()
  if (v.startsWith('/')) return !v.startsWith('//')
  return isHttpUrl(v)
}

type Check = (value: string) => string | undefined

export const required: Check = (v) => (v.trim() ? undefined : VALIDATION.required)
/** An optional image field: blank, or a valid image source. */
export const optionalImage: Check = (v) => (!v || isImageRef(v) ? undefined : VALIDATION.invalidImage)
/** An optional web address (media and investment url): blank, an http(s) URL or a site path. */
export const optionalLink: Check = (v) => (!v || isImageRef(v) ? undefined : VALIDATION.invalidUrl)
export const linkLabel: Check = (v) => (v.trim() ? undefined : VALIDATION.labelRequired)
export const linkUrl: Check = (v) => (isHttpUrl(v) ? undefined : VALIDATION.invalidUrl)
export const gallerySrc: Check = (v) =>
  !v.trim() ? VALIDATION.imageRequired : isImageRef(v) ? undefined : VALIDATION.invalidImage
/** Links and gallery images: a priority of at least 0 (non-numeric text becomes 0). */
export const nonNegative: Check = (v) => (parsePriority(v, 0) < 0 ? VALIDATION.negative : undefined)

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
