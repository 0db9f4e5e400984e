import { init, SECTION_SCROLL_DELAY } from './section-path'
import { page } from './test-fixture'

const PAGE = '<main data-initial-anchor="music"><section id="film"></section><section id="music"></section></main>'

describe('section path', () => {
  let scrolled: ReturnType<typeof vi.fn>
  beforeEach(() => {
    vi.useFakeTimers()
    scrolled = vi.fn()
    Element.prototype.scrollIntoView = scrolled as unknown as typeof Element.prototype.scrollIntoView
  })
  afterEach(() => {
    vi.useRealTimers()
    history.replaceState(null, '', '/')
  })

  it('scrolls smoothly to the anchor after 100 ms', () => {
    page(PAGE, init)
    vi.advanceTimersByTime(SECTION_SCROLL_DELAY - 1)
    expect(scrolled).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(scrolled).toHaveBeenCalledTimes(1)
    expect(scrolled.mock.contexts[0]).toBe(document.getElementById('music'))
    expect(scrolled).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
  })

  it.each(['scroll', 'wheel', 'touchstart', 'keydown', 'pointerdown'])('never scrolls after a visitor %s', (type) => {
    page(PAGE, init)
    window.dispatchEvent(new Event(type))
    vi.advanceTimersByTime(1000)
    expect(scrolled).not.toHaveBeenCalled()
  })

  it('does nothing when the address has a hash', () => {
    history.replaceState(null, '', '/portfolio/music#film')
    page(PAGE, init)
    vi.advanceTimersByTime(1000)
    expect(scrolled).not.toHaveBeenCalled()
  })
})
