import { init } from './reveal'
import { page } from './test-fixture'

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void

describe('entrance animation', () => {
  let observed: Element[]
  let callback: Callback
  beforeEach(() => {
    observed = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: Callback) {
          callback = cb
        }
        observe(el: Element) {
          observed.push(el)
        }
        unobserve(el: Element) {
          observed = observed.filter((o) => o !== el)
        }
        disconnect() {}
      },
    )
  })
  afterEach(() => vi.unstubAllGlobals())

  const PAGE = `<section data-reveal id="top"><div data-reveal-item style="--reveal-index:0"></div></section>
<section data-reveal id="below"><div data-reveal-item style="--reveal-index:0"></div></section>`

  function layout() {
    document.getElementById('below')!.getBoundingClientRect = () => ({ top: window.innerHeight + 10 }) as DOMRect
  }

  it('hides only sections below the viewport, and reveals them once in view', () => {
    page(PAGE)
    layout()
    init(document)
    const top = document.getElementById('top')!
    const below = document.getElementById('below')!
    expect(top).toHaveAttribute('data-reveal', '')
    expect(below).toHaveAttribute('data-reveal', 'pending')
    expect(document.getElementById('pe-style')).not.toBeNull()
    callback([{ target: below, isIntersecting: true }])
    expect(below).toHaveAttribute('data-reveal', 'done')
    expect(observed).toHaveLength(0)
  })

  it('does nothing under reduced motion', () => {
    const original = window.matchMedia
    window.matchMedia = ((q: string) => ({ matches: q.includes('reduce') }) as MediaQueryList) as typeof window.matchMedia
    try {
      page(PAGE)
      layout()
      init(document)
      expect(document.getElementById('below')).toHaveAttribute('data-reveal', '')
    } finally {
      window.matchMedia = original
    }
  })

  it('does nothing without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    page(PAGE)
    layout()
    init(document)
    expect(document.getElementById('below')).toHaveAttribute('data-reveal', '')
  })
})
