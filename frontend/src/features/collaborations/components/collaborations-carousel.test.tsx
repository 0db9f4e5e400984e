import { screen, within } from '@testing-library/react'
import { delay } from 'msw'
import { describe, expect, it } from 'vitest'
import { collaboration } from '@/test/fixtures'
import { renderWithProviders } from '@/test/render'
import { http, HttpResponse, server } from '@/test/server'
import { CollaborationsCarousel } from './collaborations-carousel'

describe('CollaborationsCarousel', () => {
  it('says it is loading, then that there are none', async () => {
    server.use(http.get('*/api/notable-collaborations', async () => {
      await delay(50)
      return HttpResponse.json([])
    }))
    renderWithProviders(<CollaborationsCarousel />)
    expect(screen.getByText('Loading collaborations...')).toBeInTheDocument()
    expect(await screen.findByText('No collaborations found')).toBeInTheDocument()
  })

  it('shows the empty message when the call fails', async () => {
    server.use(http.get('*/api/notable-collaborations', () => new HttpResponse('boom', { status: 500 })))
    renderWithProviders(<CollaborationsCarousel />)
    expect(await screen.findByText('No collaborations found')).toBeInTheDocument()
  })

  it('splits items into three rows, alternating direction, each duplicated for the loop', async () => {
    const items = Array.from({ length: 7 }, (_, i) => collaboration({ id: i + 1, title: `C${i + 1}`, priority: i, imageDescription: i === 0 ? 'First logo' : '' }))
    server.use(http.get('*/api/notable-collaborations', () => HttpResponse.json(items)))
    renderWithProviders(<CollaborationsCarousel />)
    const rows = await screen.findAllByTestId('collaboration-row')
    expect(rows.map((r) => r.dataset.direction)).toEqual(['rtl', 'ltr', 'rtl'])
    const titles = rows.map((r) => within(r).getAllByRole('figure', { hidden: true }).map((f) => f.textContent))
    expect(titles).toEqual([
      ['C1', 'C2', 'C3', 'C1', 'C2', 'C3'],
      ['C4', 'C5', 'C6', 'C4', 'C5', 'C6'],
      ['C7', 'C7'],
    ])
    // alt text: imageDescription, else the title; the visible copy only.
    expect(screen.getByAltText('First logo')).toHaveAttribute('src', '/images/demo/collab-01.svg')
    expect(screen.getByAltText('C2')).toHaveAttribute('width', '288')
    expect(screen.getByAltText('C2')).toHaveAttribute('height', '192')
  })
})
