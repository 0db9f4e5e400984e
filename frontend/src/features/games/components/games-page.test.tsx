import { fireEvent, screen, within } from '@testing-library/react'
import { delay } from 'msw'
import { describe, expect, it } from 'vitest'
import { gallery, project } from '@/test/fixtures'
import { renderApp } from '@/test/render'
import { http, HttpResponse, server } from '@/test/server'

describe('GamesPage', () => {
  it('shows 6 placeholders while loading, then the empty text', async () => {
    server.use(http.get('*/api/portfolio/projects', async () => {
      await delay(50)
      return HttpResponse.json([])
    }))
    renderApp('/games')
    expect(screen.getByRole('heading', { level: 1, name: 'Games Portfolio' })).toBeInTheDocument()
    expect(screen.getAllByTestId('skeleton')).toHaveLength(6)
    expect(await screen.findByText('No games found in the portfolio.')).toBeInTheDocument()
  })

  it('shows the error text when the list fails', async () => {
    server.use(http.get('*/api/portfolio/projects', () => new HttpResponse('', { status: 500 })))
    renderApp('/games')
    expect(await screen.findByText('Error loading projects. Please try again later.')).toBeInTheDocument()
  })

  it('asks for category games, shows badges, and fetches gallery images only when a game is opened', async () => {
    let category: string | null = null
    let galleryCalls = 0
    server.use(
      http.get('*/api/portfolio/projects', ({ request }) => {
        category = new URL(request.url).searchParams.get('category')
        return HttpResponse.json([project({ id: 41, title: 'Starfall', subcategory: 'riot-games', role: 'Executive Producer', description: 'Long text' })])
      }),
      http.get('*/api/portfolio/gallery-images', () => {
        galleryCalls++
        return HttpResponse.json([gallery({ projectId: 41, alt: 'Mine', priority: 2 }), gallery({ projectId: 99, alt: 'Other game' })])
      }),
    )
    renderApp('/games')
    const card = await screen.findByTestId('game-card')
    expect(category).toBe('games')
    expect(within(card).getByText('Riot Games')).toBeInTheDocument()
    expect(within(card).getByText('Executive Producer')).toBeInTheDocument()
    expect(galleryCalls).toBe(0)
    fireEvent.click(within(card).getByRole('button', { name: 'Starfall' }))
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByRole('img', { name: 'Mine' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('img', { name: 'Other game' })).toBeNull()
    expect(galleryCalls).toBe(1)
  })
})
