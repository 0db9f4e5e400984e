import type { Metric } from 'web-vitals'
import { page } from './test-fixture'

// The library's observers need a real browser; here each on* hands its callback to the test.
const callbacks = vi.hoisted(() => ({}) as Record<string, (m: Metric) => void>)
vi.mock('web-vitals', () => ({
  onLCP: (cb: (m: Metric) => void) => (callbacks.LCP = cb),
  onINP: (cb: (m: Metric) => void) => (callbacks.INP = cb),
  onCLS: (cb: (m: Metric) => void) => (callbacks.CLS = cb),
}))

import { init, VITALS_URL } from './vitals'

const metric = (name: Metric['name'], value: number, id = `v5-${name}-1`) => ({ name, value, id, delta: value, rating: 'good', entries: [], navigationType: 'navigate' }) as unknown as Metric

function at(path: string) {
  window.history.replaceState(null, '', path)
}

describe('vitals', () => {
  let beacon: ReturnType<typeof vi.fn>
  beforeEach(() => {
    for (const k of Object.keys(callbacks)) delete callbacks[k]
    beacon = vi.fn(() => true)
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true })
  })
  afterEach(() => {
    delete (navigator as { sendBeacon?: unknown }).sendBeacon
    at('/')
  })

  const bodies = () => beacon.mock.calls.map(([url, body]) => ({ url, body: JSON.parse(body as string) }))

  it('sends each metric once as a text body {path, name, value, id}: LCP and INP in whole ms, CLS to 4 decimals', () => {
    at('/portfolio/music')
    page('', init)
    callbacks.LCP(metric('LCP', 1234.56))
    callbacks.INP(metric('INP', 87.4))
    callbacks.CLS(metric('CLS', 0.123456789))
    // A second report of the same metric (hidden, shown, hidden again) is not sent again.
    callbacks.CLS(metric('CLS', 0.2))
    callbacks.LCP(metric('LCP', 2000))
    expect(bodies()).toEqual([
      { url: VITALS_URL, body: { path: '/portfolio/music', name: 'LCP', value: 1235, id: 'v5-LCP-1' } },
      { url: VITALS_URL, body: { path: '/portfolio/music', name: 'INP', value: 87, id: 'v5-INP-1' } },
      { url: VITALS_URL, body: { path: '/portfolio/music', name: 'CLS', value: 0.1235, id: 'v5-CLS-1' } },
    ])
    // A string body: sendBeacon sends it as text/plain.
    expect(typeof beacon.mock.calls[0][1]).toBe('string')
  })

  it('sends a page restored from the back/forward cache again (new metric ids)', () => {
    page('', init)
    callbacks.LCP(metric('LCP', 900, 'v5-a'))
    callbacks.LCP(metric('LCP', 300, 'v5-b'))
    expect(bodies().map((b) => b.body.id)).toEqual(['v5-a', 'v5-b'])
  })

  it.each(['/admin', '/admin/portfolio', '/preview/portfolio/music/x'])('measures nothing on %s', (path) => {
    at(path)
    page('', init)
    expect(callbacks).toEqual({})
    expect(beacon).not.toHaveBeenCalled()
  })

  it('measures nothing without sendBeacon, and sends nothing after teardown', () => {
    delete (navigator as { sendBeacon?: unknown }).sendBeacon
    init(document)
    expect(callbacks).toEqual({})
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true })
    const teardown = init(document)
    teardown()
    callbacks.LCP(metric('LCP', 1000))
    expect(beacon).not.toHaveBeenCalled()
  })
})
