import { init, SEND_FAILED, SENT_DESCRIPTION, SENT_TITLE } from './contact'
import { page } from './test-fixture'
import { init as initToast } from './toast'

const FORM = (minSeconds: number, attrs = '') => `
<form data-contact-form method="post" action="/contact" data-min-seconds="${minSeconds}"${attrs}>
  <input name="name" required value="Ada"><p data-error-for="name" hidden></p>
  <input name="email" type="email" required value="ada@example.com"><p data-error-for="email" hidden></p>
  <input name="subject" required value="Hello"><p data-error-for="subject" hidden></p>
  <textarea name="message" required>Hi there</textarea><p data-error-for="message" hidden></p>
  <input type="hidden" name="token" value="page-token">
  <input name="website" value="">
  <p data-form-error hidden></p>
  <button type="submit"><svg></svg><span>Send Message</span></button>
</form>`

type Answer = { status: number; body?: unknown } | Error
let answers: Answer[]
let calls: { url: string; init: RequestInit }[]

function stubFetch() {
  calls = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, init })
      if (url === '/api/contact/token') return Response.json({ token: 'fresh-token', minSeconds: 3 })
      const a = answers.shift()!
      if (a instanceof Error) throw a
      return new Response(a.body === undefined ? null : JSON.stringify(a.body), { status: a.status, statusText: a.status === 429 ? 'Too Many Requests' : '', headers: { 'Content-Type': 'application/json' } })
    }),
  )
}

const form = () => document.querySelector('form')!
const submitButton = () => form().querySelector('button')!
const submit = () => form().dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }))
const posts = () => calls.filter((c) => c.url === '/api/contact')
const notice = () => document.querySelector('[data-scope="toast"][data-part="root"]')
const field = (name: string) => form().elements.namedItem(name) as HTMLInputElement
const message = (name: string) => form().querySelector<HTMLElement>(`[data-error-for="${name}"]`)!

describe('contact form', () => {
  beforeEach(() => {
    answers = []
    stubFetch()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('waits out the minimum age (Sending..., disabled), then posts JSON', async () => {
    vi.useFakeTimers()
    // The page's clock starts at performance.timeOrigin: ask for 2 s more than has passed.
    const min = Math.ceil(performance.now() / 1000) + 2
    page(FORM(min), init, initToast)
    answers.push({ status: 201, body: { message: 'ok' } })
    expect(submit()).toBe(false)
    expect(submitButton()).toHaveTextContent('Sending...')
    expect(field('name')).toBeDisabled()
    await vi.advanceTimersByTimeAsync(1000)
    expect(posts()).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(3000)
    expect(posts()).toHaveLength(1)
    const { init: req } = posts()[0]
    expect(req.method).toBe('POST')
    expect(req.credentials).toBe('same-origin')
    expect((req.headers as Record<string, string>)['Content-Type']).toBe('application/json')
    expect(JSON.parse(req.body as string)).toEqual({ name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'Hi there', token: 'page-token', website: '' })
  })

  it("waits from the first byte of the page's answer, when the token was signed, not from the navigation's start", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    // A server that took 1.5 s to answer the page: its token is 1.5 s younger than the page's clock says.
    const answered = performance.now() + 1500
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ responseStart: answered } as PerformanceNavigationTiming])
    page(FORM(1), init, initToast)
    answers.push({ status: 201, body: { message: 'ok' } })
    submit()
    await vi.advanceTimersByTimeAsync(2000)
    expect(posts()).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1000)
    expect(posts()).toHaveLength(1)
  })

  it("201: thanks the visitor in the owner's words when the page carries them", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    page(FORM(0, ' data-sent-title="Got it!" data-sent-description="Talk soon."'), init, initToast)
    answers.push({ status: 201, body: { message: 'ok' } })
    submit()
    await vi.advanceTimersByTimeAsync(10)
    expect(notice()).toHaveTextContent('Got it!')
    expect(notice()).toHaveTextContent('Talk soon.')
    expect(notice()).not.toHaveTextContent(SENT_TITLE)
  })

  it('201: thanks the visitor, resets the form, takes a fresh token and restarts its clock', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    page(FORM(0), init, initToast)
    answers.push({ status: 201, body: { message: 'ok' } })
    field('name').value = 'Changed'
    submit()
    await vi.advanceTimersByTimeAsync(10)
    expect(notice()).toHaveAttribute('role', 'status')
    expect(notice()).toHaveTextContent(SENT_TITLE)
    expect(notice()).toHaveTextContent(SENT_DESCRIPTION)
    expect(field('name').value).toBe('Ada') // reset to the page's value
    expect(field('token').value).toBe('fresh-token')
    expect(calls.find((c) => c.url === '/api/contact/token')).toBeDefined()
    expect(form()).toHaveAttribute('data-min-seconds', '3')
    expect(submitButton()).toHaveTextContent('Send Message')
    expect(submitButton().querySelector('svg')).not.toBeNull()
    expect(field('name')).not.toBeDisabled()

    // The next send waits 3 s from the fresh token's arrival, and sends it.
    answers.push({ status: 201, body: {} })
    submit()
    await vi.advanceTimersByTimeAsync(2000)
    expect(posts()).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(2000)
    expect(posts()).toHaveLength(2)
    expect(JSON.parse(posts()[1].init.body as string).token).toBe('fresh-token')
  })

  it('400: each message by its field, the first invalid field focused; typing clears it', async () => {
    page(FORM(0), init, initToast)
    answers.push({ status: 400, body: { message: 'Please check the form.', fields: { email: 'Enter a valid email.', message: 'Message is too short.' } } })
    submit()
    await vi.waitFor(() => expect(message('email')).toHaveTextContent('Enter a valid email.'))
    expect(message('email').hidden).toBe(false)
    expect(message('message')).toHaveTextContent('Message is too short.')
    expect(field('email')).toHaveAttribute('aria-invalid', 'true')
    expect(field('message')).toHaveAttribute('aria-invalid', 'true')
    expect(field('name')).not.toHaveAttribute('aria-invalid')
    await vi.waitFor(() => expect(document.activeElement).toBe(field('email')))
    expect(form().querySelector<HTMLElement>('[data-form-error]')!.hidden).toBe(true)
    expect(field('name').value).toBe('Ada')

    field('email').dispatchEvent(new Event('input', { bubbles: true }))
    expect(message('email').hidden).toBe(true)
    expect(message('email')).toHaveTextContent('')
    expect(field('email')).not.toHaveAttribute('aria-invalid')
    expect(field('message')).toHaveAttribute('aria-invalid', 'true')
  })

  it('400 without fields: the form message', async () => {
    page(FORM(0), init, initToast)
    answers.push({ status: 400, body: { message: 'Something is off.' } })
    submit()
    const formError = form().querySelector<HTMLElement>('[data-form-error]')!
    await vi.waitFor(() => expect(formError).toHaveTextContent('Something is off.'))
    expect(formError.hidden).toBe(false)
  })

  it('400 without fields (a form sent too soon): the form message, the text kept, and the next send waits for its fresh token to be old enough', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    page(FORM(0), init, initToast)
    field('message').value = 'My words'
    answers.push({ status: 400, body: { message: 'Your message has not been sent yet. Please check it and send it again.' } })
    submit()
    await vi.advanceTimersByTimeAsync(10)
    expect(form().querySelector<HTMLElement>('[data-form-error]')!).toHaveTextContent('not been sent yet')
    expect(notice()).toBeNull() // never thanked
    expect(field('message').value).toBe('My words')
    expect(field('token').value).toBe('fresh-token')

    answers.push({ status: 201, body: {} })
    submit()
    await vi.advanceTimersByTimeAsync(2000)
    expect(posts()).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(2000)
    expect(posts()).toHaveLength(2)
    expect(JSON.parse(posts()[1].init.body as string)).toMatchObject({ message: 'My words', token: 'fresh-token' })
  })

  it('400 without fields (a spent or expired token): the form message, and a fresh token for the next send', async () => {
    page(FORM(0), init, initToast)
    answers.push({ status: 400, body: { message: 'This form has expired or was already sent. Please send your message again.' } })
    submit()
    const formError = form().querySelector<HTMLElement>('[data-form-error]')!
    await vi.waitFor(() => expect(formError).toHaveTextContent('already sent'))
    await vi.waitFor(() => expect(field('token').value).toBe('fresh-token'))
  })

  it("429: the 'Error' notice with the server's message", async () => {
    page(FORM(0), init, initToast)
    answers.push({ status: 429, body: { message: 'Too many messages. Try again later.' } })
    submit()
    await vi.waitFor(() => expect(notice()).not.toBeNull())
    expect(notice()).toHaveAttribute('role', 'alert')
    expect(notice()).toHaveTextContent('Error')
    expect(notice()).toHaveTextContent('Too many messages. Try again later.')
    expect(field('message').value).toBe('Hi there')
  })

  it('other errors without a message: the status text', async () => {
    page(FORM(0), init, initToast)
    answers.push({ status: 429 })
    submit()
    await vi.waitFor(() => expect(notice()).toHaveTextContent('Too Many Requests'))
  })

  it("a network failure: 'Failed to send message'", async () => {
    page(FORM(0), init, initToast)
    answers.push(new TypeError('offline'))
    submit()
    await vi.waitFor(() => expect(notice()).toHaveTextContent(SEND_FAILED))
    await vi.waitFor(() => expect(field('name')).not.toBeDisabled())
  })

  it('sends nothing while the form is invalid', async () => {
    page(FORM(0), init, initToast)
    field('name').value = ''
    expect(submit()).toBe(false)
    await new Promise((r) => setTimeout(r, 20))
    expect(calls).toHaveLength(0)
  })

  it('leaves the form alone without fetch', () => {
    vi.stubGlobal('fetch', undefined)
    page(FORM(0), init)
    expect(submit()).toBe(true)
  })
})
