import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/test/render'
import { server } from '@/test/server'

describe('ContactPage', () => {
  afterEach(() => vi.useRealTimers())

  it('shows the email and location from the site info and a required form', async () => {
    renderApp('/contact')
    expect(await screen.findByTestId('contact-email')).toHaveTextContent('hello@example.com')
    expect(screen.getByTestId('contact-location')).toHaveTextContent('Los Angeles, California')
    expect(screen.getByRole('heading', { name: 'Send a Message' })).toBeInTheDocument()
    for (const name of [/Name/, /Email/, /Subject/, /Message/]) expect(screen.getByRole('textbox', { name })).toBeRequired()
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('type', 'email')
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveAttribute('rows', '6')
  })

  it('sends for 1000 ms without any call, then thanks the visitor and resets', async () => {
    renderApp('/contact')
    await screen.findByTestId('contact-email')
    const calls: string[] = []
    server.events.on('request:start', ({ request }) => calls.push(request.url))
    vi.useFakeTimers()
    const name = screen.getByRole('textbox', { name: /Name/ })
    fireEvent.change(name, { target: { value: 'Sam' } })
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: 'sam@example.com' } })
    fireEvent.change(screen.getByRole('textbox', { name: /Subject/ }), { target: { value: 'Hi' } })
    fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), { target: { value: 'Hello' } })
    fireEvent.submit(name.closest('form')!)
    expect(screen.getByRole('button', { name: /Sending/ })).toBeDisabled()
    await act(async () => vi.advanceTimersByTime(999))
    expect(screen.queryByText('Message sent successfully!')).toBeNull()
    await act(async () => vi.advanceTimersByTime(1))
    vi.useRealTimers()
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument()
    expect(screen.getByText("Thank you for reaching out. I'll get back to you soon.")).toBeInTheDocument()
    expect(name).toHaveValue('')
    expect(calls).toEqual([])
    server.events.removeAllListeners()
  })
})
