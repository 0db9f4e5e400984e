import { page } from './test-fixture'
import { init, VIEWS_URL } from './views'

function at(path: string) {
  window.history.replaceState(null, '', path)
}

/** The document as a prerender sees it (prerendering: true until the visitor opens it). */
function prerendering(on: boolean) {
  Object.defineProperty(document, 'prerendering', { value: on, configurable: true })
}

/** The page's navigation entry, as a prerendered (activationStart) or prefetched (deliveryType) page has it. */
function navigation(entry: { activationStart?: number; deliveryType?: string } | undefined) {
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type: string) =>
    type === 'navigation' && entry ? ([entry] as unknown as PerformanceEntryList) : [],
  )
}

describe('views', () => {
  let beacon: ReturnType<typeof vi.fn>
  beforeEach(() => {
    beacon = vi.fn(() => true)
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true })
    Object.defineProperty(document, 'referrer', { value: 'https://news.example.org/story', configurable: true })
  })
  afterEach(() => {
    delete (navigator as { sendBeacon?: unknown }).sendBeacon
    delete (document as { prerendering?: unknown }).prerendering
    vi.restoreAllMocks()
    at('/')
  })

  const bodies = () => beacon.mock.calls.map(([url, body]) => ({ url, body: JSON.parse(body as string) }))

  it('sends nothing for a page loaded the ordinary way: the server counted it', () => {
    navigation({ activationStart: 0, deliveryType: '' })
    page('', init)
    expect(beacon).not.toHaveBeenCalled()
  })

  it('counts a prerendered page only once the visitor opens it (prerenderingchange), as a text body {path, referrer}', () => {
    at('/portfolio/music')
    prerendering(true)
    navigation({ activationStart: 0 })
    page('', init)
    expect(beacon).not.toHaveBeenCalled()
    prerendering(false)
    document.dispatchEvent(new Event('prerenderingchange'))
    document.dispatchEvent(new Event('prerenderingchange'))
    expect(bodies()).toEqual([{ url: VIEWS_URL, body: { path: '/portfolio/music', referrer: 'https://news.example.org/story' } }])
    expect(typeof beacon.mock.calls[0][1]).toBe('string')
  })

  it('sends nothing for a prerender that is never opened', () => {
    prerendering(true)
    const teardown = init(document)
    teardown()
    document.dispatchEvent(new Event('prerenderingchange'))
    expect(beacon).not.toHaveBeenCalled()
  })

  it('counts a prerendered page whose script runs after activation (activationStart > 0)', () => {
    navigation({ activationStart: 120 })
    page('', init)
    expect(bodies()).toEqual([{ url: VIEWS_URL, body: { path: '/', referrer: 'https://news.example.org/story' } }])
  })

  it("counts a prefetched page the visitor opened (deliveryType 'navigational-prefetch')", () => {
    at('/about')
    navigation({ activationStart: 0, deliveryType: 'navigational-prefetch' })
    page('', init)
    expect(bodies()).toEqual([{ url: VIEWS_URL, body: { path: '/about', referrer: 'https://news.example.org/story' } }])
  })

  it.each(['/admin', '/preview/portfolio/music/x'])('sends nothing on %s', (path) => {
    at(path)
    prerendering(true)
    page('', init)
    document.dispatchEvent(new Event('prerenderingchange'))
    expect(beacon).not.toHaveBeenCalled()
  })

  it('sends nothing without sendBeacon', () => {
    delete (navigator as { sendBeacon?: unknown }).sendBeacon
    navigation({ deliveryType: 'navigational-prefetch' })
    expect(() => init(document)).not.toThrow()
  })
})
