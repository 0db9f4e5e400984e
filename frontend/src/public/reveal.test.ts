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
<section data-reveal id="below"><div data-reveal-item style="--reveal-index:0"></div></section>
<section data-reveal id="above"><div data-reveal-item style="--reveal-index:0"></div></section>`

  const el = (id: string) => document.getElementById(id)!
  /** The observer's first notice, as the browser gives it after the first layout: top in view, below under it, above scrolled past. */
  function firstNotice() {
    const h = window.innerHeight
    callback([
      { target: el('top'), isIntersecting: true, boundingClientRect: { top: 0 } as DOMRect, rootBounds: { height: h } as DOMRect },
      { target: el('below'), isIntersecting: false, boundingClientRect: { top: h + 10 } as DOMRect, rootBounds: { height: h } as DOMRect },
      { target: el('above'), isIntersecting: false, boundingClientRect: { top: -900 } as DOMRect, rootBounds: { height: h } as DOMRect },
    ])
  }

  it('asks for no box while it runs, then hides only the sections below the viewport and reveals them once in view', () => {
    page(PAGE)
    const boxes = vi.spyOn(Element.prototype, 'getBoundingClientRect')
    init(document)
    expect(boxes).not.toHaveBeenCalled()
    expect(observed.map((o) => o.id)).toEqual(['top', 'below', 'above'])
    expect(el('below')).toHaveAttribute('data-reveal', '')
    firstNotice()
    expect(el('top')).toHaveAttribute('data-reveal', '')
    expect(el('above')).toHaveAttribute('data-reveal', '')
    expect(el('below')).toHaveAttribute('data-reveal', 'pending')
    expect(observed.map((o) => o.id)).toEqual(['below'])
    expect(document.getElementById('pe-style')).not.toBeNull()
    callback([{ target: el('below'), isIntersecting: false }])
    expect(el('below')).toHaveAttribute('data-reveal', 'pending')
    callback([{ target: el('below'), isIntersecting: true }])
    expect(el('below')).toHaveAttribute('data-reveal', 'done')
    expect(observed).toHaveLength(0)
    boxes.mockRestore()
  })

  it('does nothing under reduced motion', () => {
    const original = window.matchMedia
    window.matchMedia = ((q: string) => ({ matches: q.includes('reduce') }) as MediaQueryList) as typeof window.matchMedia
    try {
      page(PAGE)
      init(document)
      expect(observed).toHaveLength(0)
      expect(document.getElementById('below')).toHaveAttribute('data-reveal', '')
    } finally {
      window.matchMedia = original
    }
  })

  it('does nothing without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    page(PAGE)
    init(document)
    expect(document.getElementById('below')).toHaveAttribute('data-reveal', '')
  })
})
