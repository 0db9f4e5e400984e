import type { ApiError } from '@/lib/http-error'
import { serverMessage } from '@/lib/http-error'

/** The contact form's notices (spec section 8), word for word. */
export const SENT_TITLE = 'Message sent successfully!'
export const SENT_DESCRIPTION = "Thank you for reaching out. I'll get back to you soon."

/** When the server could not be reached (or answered without a message). */
export const SEND_FAILED = 'Your message could not be sent. Please check your connection and try again.'
/** A 429 without a message of its own. */
export const TOO_MANY = 'Too many messages from your address. Please try again later.'

/** The fields a 400 may name. */
export type ContactField = 'name' | 'email' | 'subject' | 'message'
export type FieldErrors = Partial<Record<ContactField, string>>

const FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message']

/** A failed send's notice text: the server's message, else a fallback for its status. */
export function sendFailureText(error: unknown): string {
  const status = (error as ApiError | undefined)?.status
  return serverMessage(error) ?? (status === 429 ? TOO_MANY : SEND_FAILED)
}

/** The per-field messages of a 400 `{message, fields}` answer (other keys are ignored). */
export function fieldErrors(error: unknown): FieldErrors {
  const data = (error as ApiError | undefined)?.data
  const fields = data && typeof data === 'object' && 'fields' in data ? data.fields : undefined
  if (!fields || typeof fields !== 'object') return {}
  const out: FieldErrors = {}
  for (const key of FIELDS) {
    const text = (fields as Record<string, unknown>)[key]
    if (typeof text === 'string' && text) out[key] = text
  }
  return out
}
