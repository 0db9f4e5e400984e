import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { delay } from 'msw'
import { describe, expect, it } from 'vitest'
import { project } from '@/test/fixtures'
import { renderApp } from '@/test/render'
import { http, HttpResponse, server } from '@/test/server'

function serveProjects(byCategory: Record<string, unknown>) {
  server.use(
    http.get('*/api/portfolio/projects', ({ request }) => {
      const category = new URL(request.url).searchParams.get('category') ?? ''
      const value = byCategory[category] ?? []
      return value instanceof Response ? value : HttpResponse.json(value)
    }),
  )
}

const section = async (category: string) => screen.findByTestId(`portfolio-section-${category}`)

describe('PortfolioPage', () => {
  it('shows the hero, the index, the closing call to action and 3 placeholders per section while loading', async () => {
    server.use(http.get('*/api/portfolio/projects', async () => {
      await delay('infinite')
      return HttpResponse.json([])
    }))
    renderApp('/portfolio')
    expect(await screen.findByRole('heading', { level: 1, name: 'Portfolio: A Creative Legacy' })).toBeInTheDocument()
    expect(within(await section('music')).getAllByTestId('skeleton')).toHaveLength(3)
    const index = screen.getByRole('navigation', { name: 'Portfolio sections' })
    expect(within(index).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Games', 'Film, Animation & Documentaries', 'Cinematics', 'Music', 'eSports', 'Worldbuilding & Characters', 'Extended Media',
    ])
    expect(screen.getByRole('heading', { name: 'Interested in collaborating or learning more?' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact')
    expect(await screen.findByRole('link', { name: 'About Jordan Avery' , current: false })).toBeInTheDocument()
  })

  it('shows each section’s error text', async () => {
    const fail = () => new HttpResponse('down', { status: 500 })
    serveProjects({ games: fail(), 'film-animation': fail(), cinematics: fail(), music: fail(), esports: fail(), worldbuilding: fail(), 'extended-media': fail() })
    renderApp('/portfolio')
    expect(await within(await section('games')).findByText('Error loading projects. Please try again later.')).toBeInTheDocument()
    expect(await within(await section('cinematics')).findByText('Error loading cinematics. Please try again later.')).toBeInTheDocument()
    expect(await within(await section('music')).findByText('Error loading music projects. Please try again later.')).toBeInTheDocument()
    expect(await within(await section('film-animation')).findByText('Error loading film and animation projects: Failed to fetch portfolio projects')).toBeInTheDocument()
    expect(await within(await section('worldbuilding')).findByText('Error loading worldbuilding projects: Failed to fetch portfolio projects')).toBeInTheDocument()
    expect(await within(await section('extended-media')).findByText('Error loading extended media projects: Failed to fetch portfolio projects')).toBeInTheDocument()
  })

  it('takes a section’s title, description, columns and style from its active layout', async () => {
    serveProjects({ music: [project({ id: 1, category: 'music', subcategory: 'music-videos', title: 'Anthem' })], games: [project({ id: 2, category: 'games', subcategory: 'riot-games', title: 'Rift' })] })
    server.use(
      http.get('*/api/portfolio/section-layouts', () =>
        HttpResponse.json([
          { id: 1, category: 'games', subcategory: '', columnsPerRow: 1, displayStyle: 'list', sectionTitle: 'Hidden', sectionDescription: '', isActive: false },
          { id: 2, category: 'music', subcategory: '', columnsPerRow: 2, displayStyle: 'grid', sectionTitle: 'Sound & Score', sectionDescription: 'Videos and soundtracks.', isActive: true },
        ]),
      ),
    )
    renderApp('/portfolio')
    const music = await section('music')
    expect(await within(music).findByRole('heading', { level: 2, name: 'Sound & Score' })).toBeInTheDocument()
    expect(within(music).getByTestId('portfolio-section-description')).toHaveTextContent('Videos and soundtracks.')
    await within(music).findByText('Anthem')
    expect(music.querySelector('[data-columns]')).toHaveAttribute('data-columns', '2')
    const games = await section('games')
    await within(games).findByText('Rift')
    expect(within(games).getByRole('heading', { level: 2, name: 'Games' })).toBeInTheDocument()
    expect(games.querySelector('[data-columns]')).toHaveAttribute('data-columns', '3')
    expect(within(games).queryByTestId('portfolio-section-description')).not.toBeInTheDocument()
  })

  it('shows each section’s empty text', async () => {
    renderApp('/portfolio')
    expect(await within(await section('film-animation')).findByText('No film and animation projects found.')).toBeInTheDocument()
    expect(await within(await section('extended-media')).findByText('No extended media projects found.')).toBeInTheDocument()
    expect(await within(await section('worldbuilding')).findByText('No worldbuilding projects found.')).toBeInTheDocument()
    expect(await within(await section('cinematics')).findAllByText('No cinematics available in this category yet.')).toHaveLength(2)
    expect(await within(await section('music')).findAllByText('No items available in this category yet.')).toHaveLength(2)
    expect(await within(await section('games')).findAllByText('No items found in this subcategory.')).toHaveLength(3)
  })

  it('groups projects, sorts by ascending priority and gives every spec anchor', async () => {
    serveProjects({
      games: [
        project({ title: 'Second', subcategory: 'riot-games', priority: 2 }),
        project({ title: 'First', subcategory: 'riot-games', priority: 1 }),
        project({ title: 'Sim', subcategory: 'maxis-ea' }),
      ],
      worldbuilding: [project({ title: 'Atlas', category: 'worldbuilding', subcategory: 'interactive-sites' })],
    })
    const { container } = renderApp('/portfolio')
    const riot = await screen.findByRole('region', { name: 'Riot Games' })
    expect(within(riot).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['First', 'Second'])
    expect(await screen.findByText('Atlas')).toBeInTheDocument()
    for (const id of ['games', 'film-animation', 'cinematics', 'music', 'esports', 'worldbuilding-characters', 'extended-media', 'games-riot', 'games-maxis', 'games-ea', 'riot', 'ea', 'namco']) {
      expect(container.ownerDocument.getElementById(id), id).not.toBeNull()
    }
    const strip = screen.getByRole('navigation', { name: 'Studios' })
    expect(within(strip).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/portfolio#riot', '/portfolio#ea', '/portfolio#namco'])
  })

  it('filters by the search query parameter', async () => {
    serveProjects({ games: [project({ title: 'Starfall', subcategory: 'riot-games' }), project({ title: 'Kart Racer', subcategory: 'riot-games', tags: ['speed'] })] })
    renderApp('/portfolio?search=speed')
    expect(await screen.findByText('Kart Racer')).toBeInTheDocument()
    expect(screen.queryByText('Starfall')).not.toBeInTheDocument()
  })

  it('falls back to the default image and labels link icons', async () => {
    serveProjects({
      games: [project({ title: 'No Art', imageUrl: '', links: [{ id: 9, projectId: 1, label: 'Reviews', url: 'https://www.metacritic.com/x', type: 'other', priority: 0 }] })],
    })
    renderApp('/portfolio')
    const img = await screen.findByAltText('No Art')
    expect(img).toHaveAttribute('src', '/images/default-project.svg')
    expect(img).toHaveAttribute('loading', 'lazy')
    const link = screen.getByRole('link', { name: 'Reviews' })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.closest('[data-link-kind]')?.getAttribute('data-link-kind') ?? link.getAttribute('data-link-kind')).toBe('review')
  })

  it('opens a full-screen gallery that wraps around, and a YouTube link in the video popup', async () => {
    serveProjects({
      games: [
        project({
          id: 70,
          title: 'Starfall',
          imageUrl: '/images/demo/cover-01.svg',
          galleryImages: [
            { id: 1, projectId: 70, src: '/images/demo/cover-02.svg', alt: 'Low', caption: '', priority: 1 },
            { id: 2, projectId: 70, src: '/images/demo/cover-03.svg', alt: 'High', caption: '', priority: 5 },
          ],
          links: [
            { id: 3, projectId: 70, label: 'Watch Trailer', url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE', type: 'youtube', priority: 0 },
            { id: 4, projectId: 70, label: 'Odd Video', url: 'https://www.youtube.com/watch?v=short', type: 'youtube', priority: 1 },
          ],
        }),
      ],
    })
    renderApp('/portfolio')
    fireEvent.click(await screen.findByRole('button', { name: 'Open gallery: Starfall (3 images)' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByTestId('gallery-counter')).toHaveTextContent('1 / 3')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous image' }))
    expect(within(dialog).getByTestId('gallery-counter')).toHaveTextContent('3 / 3')
    expect(within(dialog).getByRole('img', { name: 'Low' })).toBeInTheDocument()
    fireEvent.keyDown(window, { key: 'ArrowRight' })
    expect(within(dialog).getByTestId('gallery-counter')).toHaveTextContent('1 / 3')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next image' }))
    expect(within(dialog).getByRole('img', { name: 'High' })).toBeInTheDocument()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close gallery' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    expect(document.querySelector('iframe')).toBeNull()
    fireEvent.click(screen.getByRole('link', { name: 'Watch Trailer' }))
    const video = await screen.findByTitle('Watch Trailer')
    expect(video).toHaveAttribute('src', 'https://www.youtube.com/embed/M7lc1UVf-VE?autoplay=1')
    // A video link without an 11-character id stays a plain new-tab link.
    expect(screen.getByRole('link', { name: 'Odd Video', hidden: true })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=short')
  })
})
