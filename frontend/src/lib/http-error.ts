/** An API failure as the app reports it: its text is `STATUS: body`, or the status text when the body is empty. */
export interface ApiError {
  status: number | string
  message: string
  /** The parsed JSON body, when there was one: `{message, fields}` from the Go server. */
  data?: unknown
}

export function errorText(status: number | string, body: string, statusText = ''): string {
  return `${status}: ${body || statusText}`
}

/** The error's message, for screens that show it (`Error loading … projects: ` + message). */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message
  return String(error)
}

/** The server's own `message` field of an error body, when present (save failures show it). */
export function serverMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object' || !('data' in error)) return undefined
  const data = error.data
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message) {
    return data.message
  }
  return undefined
}
