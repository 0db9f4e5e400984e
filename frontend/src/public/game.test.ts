import { init } from './game'
import { button, click, dialog, page } from './test-fixture'

const CARD = `<a href="/uploads/main.jpg" data-game="7" data-title="Star Drift" data-description="A space racer." data-badges='["Indie","Lead Designer"]' data-image="/uploads/main.jpg" data-image-alt="Star Drift cover">Star Drift</a>`
const IMAGES = [
  { id: 1, projectId: 7, src: '/uploads/low.jpg', alt: 'Low', caption: '', priority: 1 },
  { id: 2, projectId: 8, src: '/uploads/other.jpg', alt: 'Other', caption: '', priority: 9 },
  { id: 3, projectId: 7, src: '/uploads/high.jpg', alt: 'High', caption: 'Boss fight', priority: 5 },
  { id: 4, projectId: 7, src: '/uploads/main.jpg', alt: 'Dup', caption: '', priority: 3 },
]

const counter = () => dialog()!.querySelector('[data-testid="gallery-counter"]')?.textContent
const shown = () => dialog()!.querySelector<HTMLImageElement>('.pe-stage img')!.getAttribute('src')

describe('game card', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('opens a dialog that loads the gallery once per page, project image first', async () => {
    const fetch = vi.fn(async () => Response.json(IMAGES))
    vi.stubGlobal('fetch', fetch)
    page(CARD, init)
    const card = document.querySelector('a')!
    expect(card).toHaveAttribute('role', 'button')
    click(card)
    const d = dialog()!
    expect(d.querySelector('h2')).toHaveTextContent('Star Drift')
    expect(d).toHaveTextContent('Loading…')
    expect([...d.querySelectorAll('.pe-badges li')].map((li) => li.textContent)).toEqual(['Indie', 'Lead Designer'])
    expect(d).toHaveTextContent('A space racer.')
    await vi.waitFor(() => expect(counter()).toBe('1 / 3'))
    expect(d).not.toHaveTextContent('Loading…')
    expect(shown()).toBe('/uploads/main.jpg')
    expect(d.querySelector('.pe-stage img')).toHaveAttribute('alt', 'Star Drift cover')
    click(button('Next image', d))
    expect(shown()).toBe('/uploads/low.jpg')
    click(button('Next image', d))
    expect(shown()).toBe('/uploads/high.jpg')
    expect(d.querySelector('figcaption')).toHaveTextContent('Boss fight')
    expect(fetch).toHaveBeenCalledWith('/api/portfolio/gallery-images', expect.objectContaining({ credentials: 'include' }))

    click(button('Close', d))
    expect(dialog()).toBeNull()
    click(card)
    await vi.waitFor(() => expect(counter()).toBe('1 / 3'))
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('shows the project image alone when the list cannot be fetched', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('nope', { status: 500 })))
    page(CARD, init)
    click(document.querySelector('a')!)
    await vi.waitFor(() => expect(counter()).toBe('1 / 1'))
    expect(shown()).toBe('/uploads/main.jpg')
  })

  it('shows the project image alone after a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))))
    page(CARD, init)
    click(document.querySelector('a')!)
    await vi.waitFor(() => expect(counter()).toBe('1 / 1'))
  })
})
