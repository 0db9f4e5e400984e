import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render'

describe('ContactPage', () => {
  it('shows the email and location from the site info and a required form', async () => {
    renderApp('/contact')
    expect(await screen.findByTestId('contact-email')).toHaveTextContent('hello@example.com')
    expect(screen.getByTestId('contact-location')).toHaveTextContent('Los Angeles, California')
    expect(screen.getByRole('heading', { name: 'Send a Message' })).toBeInTheDocument()
    for (const name of [/Name/, /Email/, /Subject/, /Message/]) expect(screen.getByRole('textbox', { name })).toBeRequired()
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('type', 'email')
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveAttribute('rows', '6')
  })
})
