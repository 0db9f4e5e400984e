import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render'

describe('Layout', () => {
  it('has the header navigation with the active route highlighted', async () => {
    renderApp('/investments')
    // jsdom applies no media queries: the desktop navigation counts as hidden (and nameless) there.
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Main"]')!
    expect(await within(nav).findByText('About Jordan Avery')).toHaveAttribute('href', '/about')
    expect(within(nav).getAllByRole('link', { hidden: true }).map((a) => a.textContent)).toEqual(['Home', 'About Jordan Avery', 'Portfolio', 'Investments', 'Media & Press', 'Contact'])
    expect(within(nav).getByText('Investments')).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByText('Home')).not.toHaveAttribute('aria-current')
  })

  it('opens the mobile menu and closes it when a link is chosen', async () => {
    const { router } = renderApp('/')
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const menu = screen.getByRole('navigation', { name: 'Mobile' })
    fireEvent.click(within(menu).getByRole('link', { name: 'Contact' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'))
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('shows a breadcrumb except on the home page, About included', async () => {
    const { router } = renderApp('/')
    expect(screen.queryByRole('navigation', { name: 'breadcrumb' })).toBeNull()
    await router.navigate('/about')
    const crumbs = await screen.findByRole('navigation', { name: 'breadcrumb' })
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    expect(within(crumbs).getByText('About')).toHaveAttribute('aria-current', 'page')
  })

  it('has the footer: tagline, quick links, industries and connect', async () => {
    renderApp('/contact')
    const footer = screen.getByRole('contentinfo')
    expect(await within(footer).findByText('Producer, Investor & Creative Catalyst')).toBeInTheDocument()
    const quick = within(footer).getByRole('navigation', { name: 'Quick links' })
    expect(within(quick).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/portfolio', '/investments', '/media-press', '/contact'])
    for (const i of ['Gaming', 'Film & Animation', 'Music Production', 'Venture Capital']) expect(within(footer).getByText(i)).toBeInTheDocument()
    expect(within(footer).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', '#')
    expect(within(footer).getByRole('link', { name: 'X' })).toHaveAttribute('href', '#')
    expect(within(footer).getAllByRole('link', { name: 'hello@example.com' }).map((a) => a.getAttribute('href'))).toEqual(['mailto:hello@example.com', 'mailto:hello@example.com'])
    expect(within(footer).getByText(/© 2025 Jordan Avery/)).toBeInTheDocument()
  })

  it('toggles the theme from the header and keeps the choice', async () => {
    renderApp('/')
    fireEvent.click(screen.getByTestId('theme-toggle'))
    expect(document.documentElement).toHaveClass('dark')
    expect(localStorage.getItem('vite-ui-theme')).toBe('dark')
  })

  it('keeps the head tags of each route up to date', async () => {
    const { router } = renderApp('/portfolio')
    await waitFor(() => expect(document.title).toBe('Portfolio | Jordan Avery'))
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://127.0.0.1:8080/portfolio')
    expect(document.querySelector('meta[property="og:url"]')).toHaveAttribute('content', 'http://127.0.0.1:8080/portfolio')
    await router.navigate('/contact')
    await waitFor(() => expect(document.title).toBe('Contact | Jordan Avery'))
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1)
    expect(document.querySelector('meta[name="twitter:title"]')).toHaveAttribute('content', 'Contact | Jordan Avery')
  })

  it('shows the 404 page for unknown paths', async () => {
    renderApp('/no-such-page')
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument()
    expect(screen.getByText(/Did you forget to add the page to the router/)).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('404 Page Not Found'))
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
  })

  it('serves the portfolio at /portfolio/<section> with its breadcrumb, and 404 for unknown sections', async () => {
    const { router } = renderApp('/portfolio/music')
    expect(screen.getByRole('heading', { level: 1, name: 'Portfolio: A Creative Legacy' })).toBeInTheDocument()
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' })
    expect(within(crumbs).getByText('Music')).toHaveAttribute('aria-current', 'page')
    await waitFor(() => expect(document.title).toBe('Music – Portfolio | Jordan Avery'))
    await router.navigate('/portfolio/unknown-section')
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument()
  })
})
