import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render'

describe('HomePage', () => {
  it('has the thirteen sections in order', () => {
    const { container } = renderApp('/')
    const ids = [...container.querySelectorAll('main [data-revealed][id]')].map((s) => s.id)
    expect(ids).toEqual(['hero', 'projects', 'funds', 'media-highlights', 'biography', 'impact', 'quote', 'venture-leadership', 'featured-in', 'timeline', 'collaborations', 'connect', 'get-in-touch'])
  })

  it('has the hero buttons, cards, stats, eras, outlets and calls to action', async () => {
    renderApp('/')
    // The content is the site document of GET /api/site.
    await screen.findAllByTestId('timeline-era')
    const hero = document.getElementById('hero')!
    expect(within(hero).getAllByRole('link').map((a) => a.textContent)).toEqual(['View Portfolio', 'Press Highlights', 'Investments'])
    expect(within(document.getElementById('projects')!).getAllByRole('link')).toHaveLength(7)
    expect(within(document.getElementById('funds')!).getAllByRole('link')).toHaveLength(2)
    expect(within(document.getElementById('media-highlights')!).getAllByRole('link')).toHaveLength(4)
    const stats = screen.getAllByTestId('impact-stat').map((s) => s.textContent)
    expect(stats).toHaveLength(8)
    for (const [n, label] of [['8', 'Shipped Games'], ['2', 'Television Shows'], ['30+', 'Cinematics'], ['5', 'Feature Documentaries'], ['16', 'Produced Albums'], ['7', 'eSports Global Events'], ['150+', 'Investments'], ['33+', 'Characters Designed']]) {
      expect(stats.some((s) => s?.startsWith(n + label))).toBe(true)
    }
    expect(screen.getAllByTestId('timeline-era')).toHaveLength(5)
    expect(within(document.getElementById('featured-in')!).getByRole('link', { name: 'View Full Media & Press' })).toHaveAttribute('href', '/media-press')
    expect(screen.getByRole('link', { name: 'Explore Investments' })).toHaveAttribute('href', '/investments')
    expect(screen.getByRole('link', { name: 'Contact Directly' })).toHaveAttribute('href', '/contact')
    expect(screen.getByRole('link', { name: 'Explore Portfolio' })).toHaveAttribute('href', '/portfolio')
    expect(screen.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', '/contact')
    expect(await screen.findByText('No collaborations found')).toBeInTheDocument()
  })

  it('renders timeline markup as elements, never as HTML', async () => {
    renderApp('/')
    await screen.findAllByTestId('timeline-era')
    const timeline = document.getElementById('timeline')!
    expect(timeline.querySelectorAll('strong').length).toBeGreaterThan(0)
    expect(timeline.querySelectorAll('em').length).toBeGreaterThan(0)
    expect(within(timeline).getByRole('link', { name: 'investments' })).toHaveAttribute('href', '/investments')
    expect(timeline.textContent).not.toContain('**')
  })
})
