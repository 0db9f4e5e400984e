import type { ContactRequest, ContactToken, Error as ErrorBody } from '@/lib/api-types.gen'
import { closest, type Teardown } from './dom'
import { notify, notifyError } from './toast'

/** The contact form's notices (spec section 8), word for word: the sent notice is the page's (data-sent-title, data-sent-description: the owner's words), these when the form has none. */
export const SENT_TITLE = 'Message sent successfully!'
export const SENT_DESCRIPTION = "Thank you for reaching out. I'll get back to you soon."
export const SEND_FAILED = 'Failed to send message'
export const SENDING = 'Sending...'

/** Waited past the token's minimum age, for the clocks' rounding. */
export const MIN_AGE_MARGIN_MS = 250

/** Every member of POST /api/contact, in the form's order (the compiler checks it against the server's request table). */
const FIELDS = ['name', 'email', 'subject', 'message'] as const satisfies readonly (keyof ContactRequest)[]
const FORM = 'form[data-contact-form]'

/** A form's sending state: when its token's clock started, and a fresh token on its way. */
interface FormState {
  busy: boolean
  /** `performance.now()` when the current token was issued, or later: never earlier (pageTokenClock). */
  clockStart: number
  fresh: Promise<void> | null
}

const delay = (win: Window, ms: number) => new Promise<void>((resolve) => win.setTimeout(resolve, ms))

/**
 * The contact form, `form[data-contact-form]`, a real form posting to
 * `/contact`. Enhanced, it is validated natively, waits out its token's
 * minimum age ('Sending...', the form disabled), then sends
 * `POST /api/contact` without a reload: 201 thanks the visitor, resets the
 * form and fetches a fresh token; 400 puts each message by its field (a
 * 400 without fields, a spent or expired token or a form sent too soon,
 * shows the server's message by the form, keeps the text and fetches a
 * fresh token: sending again sends it); any other answer is an 'Error'
 * notice with the server's message. Without fetch, nothing is enhanced and
 * the form posts as it is.
 */
export function init(doc: Document): Teardown {
  const win = doc.defaultView ?? window
  if (typeof win.fetch !== 'function') return () => {}
  const states = new WeakMap<HTMLFormElement, FormState>()
  const stateOf = (form: HTMLFormElement) => {
    let s = states.get(form)
    if (!s) states.set(form, (s = { busy: false, clockStart: pageTokenClock(win), fresh: null }))
    return s
  }

  const onSubmit = (e: SubmitEvent) => {
    const form = closest<HTMLFormElement>(e, FORM)
    if (!form || e.defaultPrevented) return
    e.preventDefault()
    const state = stateOf(form)
    if (state.busy || !form.reportValidity()) return
    void send(win, doc, form, state)
  }
  const onInput = (e: Event) => {
    const field = e.target
    const form = closest<HTMLFormElement>(e, FORM)
    if (form && field instanceof Element && field.getAttribute('name')) clearField(form, field.getAttribute('name')!)
  }
  doc.addEventListener('submit', onSubmit)
  doc.addEventListener('input', onInput)
  return () => {
    doc.removeEventListener('submit', onSubmit)
    doc.removeEventListener('input', onInput)
  }
}

async function send(win: Window, doc: Document, form: HTMLFormElement, state: FormState) {
  state.busy = true
  const button = form.querySelector<HTMLButtonElement>('button[type=submit], button:not([type])')
  const label = button ? [...button.childNodes] : []
  const values = new FormData(form)
  const text = (key: string) => String(values.get(key) ?? '')
  clearAll(form)
  button?.replaceChildren(SENDING)
  const controls = [...form.elements].filter((el): el is HTMLInputElement => 'disabled' in el && !(el as HTMLInputElement).disabled)
  controls.forEach((el) => (el.disabled = true))
  form.setAttribute('aria-busy', 'true')
  try {
    if (state.fresh) await state.fresh
    const minSeconds = Number(form.getAttribute('data-min-seconds')) || 0
    const wait = state.clockStart + minSeconds * 1000 + (minSeconds > 0 ? MIN_AGE_MARGIN_MS : 0) - win.performance.now()
    if (wait > 0) await delay(win, wait)
    const tokenInput = form.elements.namedItem('token') as HTMLInputElement | null
    const body = { name: text('name'), email: text('email'), subject: text('subject'), message: text('message'), token: tokenInput?.value ?? text('token'), website: text('website') }
    let res: Response
    try {
      res = await win.fetch('/api/contact', { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) })
    } catch {
      notifyError(SEND_FAILED, doc)
      return
    }
    const data = (await res.json().catch(() => null)) as Partial<ErrorBody> | null // checked member by member
    const message = typeof data?.message === 'string' && data.message ? data.message : ''
    if (res.ok) {
      controls.forEach((el) => (el.disabled = false))
      form.reset()
      clearAll(form)
      notify({ title: form.getAttribute('data-sent-title') || SENT_TITLE, description: form.getAttribute('data-sent-description') ?? SENT_DESCRIPTION }, doc)
      state.fresh = freshToken(win, form, state)
    } else if (res.status === 400) {
      showErrors(form, data?.fields, message || res.statusText)
      // A 400 without fields refused the token (expired, already used, or
      // too young: sent too soon): the next send goes with a fresh one.
      if (!data?.fields) state.fresh = freshToken(win, form, state)
    } else {
      notifyError(message || res.statusText || SEND_FAILED, doc)
    }
  } finally {
    controls.forEach((el) => (el.disabled = false))
    form.removeAttribute('aria-busy')
    button?.replaceChildren(...label)
    state.busy = false
  }
  // Focus goes to the first field with a message, once the form is enabled again.
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
}

/**
 * When the page's own token was issued, on the page's clock, or a little
 * later: the first byte of the page's answer (the server signs the token
 * before it sends the page; issue 39: a server slow to answer once made a
 * guess from the navigation's start too early, and the form was sent too
 * soon). The navigation's start where the browser has no navigation timing.
 */
function pageTokenClock(win: Window): number {
  const nav = win.performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  return typeof nav?.responseStart === 'number' ? nav.responseStart : 0
}

/** A new token after a message was sent: the old one has been used. Its clock starts when it arrives. */
async function freshToken(win: Window, form: HTMLFormElement, state: FormState) {
  try {
    const res = await win.fetch('/api/contact/token', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    if (!res.ok) return
    const data = (await res.json()) as Partial<Record<keyof ContactToken, unknown>> // checked member by member
    const input = form.elements.namedItem('token') as HTMLInputElement | null
    if (typeof data.token !== 'string' || !input) return
    input.value = data.token
    if (typeof data.minSeconds === 'number') form.setAttribute('data-min-seconds', String(data.minSeconds))
    state.clockStart = win.performance.now()
  } catch {
    // Offline: the form keeps its token; the server answers a reused one like any refusal.
  } finally {
    state.fresh = null
  }
}

function showErrors(form: HTMLFormElement, fields: Record<string, unknown> | undefined, message: string) {
  let named = false
  for (const name of FIELDS) {
    const text = fields?.[name]
    if (typeof text !== 'string' || !text) continue
    named = true
    const slot = form.querySelector<HTMLElement>(`[data-error-for="${name}"]`)
    if (slot) {
      slot.textContent = text
      slot.hidden = false
    }
    const field = form.elements.namedItem(name)
    if (field instanceof Element) field.setAttribute('aria-invalid', 'true')
  }
  const formError = form.querySelector<HTMLElement>('[data-form-error]')
  if (!named && formError && message) {
    formError.textContent = message
    formError.hidden = false
  }
}

function clearField(form: HTMLFormElement, name: string) {
  const slot = form.querySelector<HTMLElement>(`[data-error-for="${CSS.escape(name)}"]`)
  if (slot) {
    slot.textContent = ''
    slot.hidden = true
  }
  const field = form.elements.namedItem(name)
  if (field instanceof Element) field.removeAttribute('aria-invalid')
}

function clearAll(form: HTMLFormElement) {
  FIELDS.forEach((name) => clearField(form, name))
  const formError = form.querySelector<HTMLElement>('[data-form-error]')
  if (formError) {
    formError.textContent = ''
    formError.hidden = true
  }
}
