import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { http, HttpResponse, server } from '@/test/server'
import { SEND_FAILED, SENT_DESCRIPTION, SENT_TITLE, TOO_MANY } from '../messages'
import { ContactForm } from './contact-form'

const VALUES = { Name: 'Sam Doe', Email: 'sam@example.com', Subject: 'Hello', Message: 'A note\nover two lines' }

/** The form, the bodies it posts and the number of tokens it fetched; `answer` decides each POST's reply. */
function setup(answer: () => Response | Promise<Response> = () => HttpResponse.json({ message: 'Message sent' }, { status: 201 }), minSeconds = 0) {
  const posts: unknown[] = []
  const times = { token: 0, post: 0 }
  let tokens = 0
  server.use(
    http.get('*/api/contact/token', () => {
      tokens++
      times.token ||= Date.now()
      return HttpResponse.json({ token: `token-${tokens}`, minSeconds })
    }),
    http.post('*/api/contact', async ({ request }) => {
      times.post = Date.now()
      posts.push(await request.json())
      return answer()
    }),
  )
  const user = userEvent.setup()
  renderWithProviders(<ContactForm />, '/contact')
  const input = (label: string) => screen.getByRole('textbox', { name: new RegExp(label) })
  const fill = () => Object.entries(VALUES).forEach(([label, value]) => fireEvent.change(input(label), { target: { value } }))
  const send = () => user.click(screen.getByRole('button', { name: 'Send Message' }))
  return { posts, times, tokens: () => tokens, input, fill, send }
}

describe('ContactForm', () => {
  it('sends the fields, the token and an empty honeypot; thanks only after the 201, then resets and fetches a new token', async () => {
    let release!: () => void
    const answered = new Promise<void>((r) => (release = r))
    const form = setup(async () => {
      await answered
      return HttpResponse.json({ message: 'Message sent' }, { status: 201 })
    })
    await waitFor(() => expect(form.tokens()).toBe(1))
    form.fill()
    await form.send()
    await waitFor(() => expect(form.posts).toHaveLength(1))
    expect(form.posts[0]).toEqual({ name: 'Sam Doe', email: 'sam@example.com', subject: 'Hello', message: 'A note\nover two lines', website: '', token: 'token-1' })
    expect(screen.getByRole('button', { name: /Sending/ })).toBeDisabled()
    expect(screen.queryByText(SENT_TITLE)).toBeNull()
    release()
    expect(await screen.findByText(SENT_TITLE)).toBeInTheDocument()
    expect(screen.getByText(SENT_DESCRIPTION)).toBeInTheDocument()
    expect(form.input('Name')).toHaveValue('')
    expect(form.input('Message')).toHaveValue('')
    await waitFor(() => expect(form.tokens()).toBe(2))
  })

  it('shows the server message and its field errors, and keeps the text', async () => {
    const form = setup(() => HttpResponse.json({ message: 'Invalid message', fields: { email: 'Must be a valid email address' } }, { status: 400 }))
    form.fill()
    await form.send()
    expect(await screen.findByText('Invalid message')).toBeInTheDocument()
    expect(screen.getByText('Error')).toBeInTheDocument()
    expect(screen.queryByText(SENT_TITLE)).toBeNull()
    expect(screen.getByText('Must be a valid email address')).toBeInTheDocument()
    expect(form.input('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(form.input('Name')).not.toHaveAttribute('aria-invalid')
    Object.entries(VALUES).forEach(([label, value]) => expect(form.input(label)).toHaveValue(value))
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    // Editing the field clears its error.
    fireEvent.change(form.input('Email'), { target: { value: 'sam@example.org' } })
    expect(screen.queryByText('Must be a valid email address')).toBeNull()
  })

  it('shows the server message of a 429, a fallback without one, and a network failure', async () => {
    let answer = () => HttpResponse.json({ message: 'Too many messages. Please try again in an hour.' }, { status: 429, headers: { 'Retry-After': '3600' } })
    const form = setup(() => answer())
    form.fill()
    await form.send()
    expect(await screen.findByText('Too many messages. Please try again in an hour.')).toBeInTheDocument()
    answer = () => new HttpResponse(null, { status: 429 })
    await form.send()
    expect(await screen.findByText(TOO_MANY)).toBeInTheDocument()
    answer = () => HttpResponse.error()
    await form.send()
    expect(await screen.findByText(SEND_FAILED)).toBeInTheDocument()
    expect(form.input('Subject')).toHaveValue('Hello')
  })

  it('waits until the token is as old as the server asks before sending', async () => {
    const form = setup(undefined, 1)
    form.fill()
    await form.send()
    expect(await screen.findByText(SENT_TITLE, {}, { timeout: 4000 })).toBeInTheDocument()
    expect(form.times.post - form.times.token).toBeGreaterThanOrEqual(1000)
  })

  it('hides the honeypot from people: off screen, out of the accessibility tree and the tab order', () => {
    setup()
    const trap = screen.getByTestId('contact-honeypot')
    expect(trap).toHaveAttribute('aria-hidden', 'true')
    const website = within(trap).getByDisplayValue('')
    expect(website).toHaveAttribute('name', 'website')
    expect(website).toHaveAttribute('tabindex', '-1')
    expect(website).toHaveAttribute('autocomplete', 'off')
    expect(website).not.toBeRequired()
    expect(screen.getAllByRole('textbox').map((t) => t.getAttribute('name'))).toEqual(['name', 'email', 'subject', 'message'])
  })

  it('posts, never navigates, should the plain form be submitted', () => {
    setup()
    const form = screen.getByRole('form', { name: 'Send a Message' })
    expect(form).toHaveAttribute('method', 'post')
  })
})
