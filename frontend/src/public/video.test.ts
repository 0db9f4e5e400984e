import { init } from './video'
import { button, click, dialog, page } from './test-fixture'

const EMBED = 'https://www.youtube.com/embed/abc123?autoplay=1'

describe('video link', () => {
  it('opens the player in a dialog named by the title, and removes it on close', () => {
    page(`<a href="https://www.youtube.com/watch?v=abc123" data-embed="${EMBED}" data-title="Trailer">Watch Now</a>`, init)
    expect(document.querySelector('iframe')).toBeNull()
    expect(click(document.querySelector('a')!)).toBe(false)
    const d = dialog()!
    expect(d).toHaveAttribute('aria-label', 'Trailer')
    const frame = d.querySelector('iframe')!
    expect(frame.getAttribute('src')).toBe(EMBED)
    expect(frame).toHaveAttribute('title', 'Trailer')
    expect(frame).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture')
    expect(frame).toHaveAttribute('allowfullscreen')
    click(button('Close', d))
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('keeps the link for a ctrl-click, and for a player URL that is not https', () => {
    page(`<a href="/v" data-embed="${EMBED}" data-title="T">Watch</a><a href="/w" data-embed="javascript:alert(1)" data-title="X">Bad</a>`, init)
    const [good] = document.querySelectorAll('a')
    expect(click(good, { ctrlKey: true })).toBe(true)
    expect(dialog()).toBeNull()
    expect(good).not.toHaveAttribute('role')
  })

  it("counts the play as the link's outbound click: its ping goes as a beacon, once", () => {
    const beacon = vi.fn(() => true)
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true })
    page(`<a href="https://www.youtube.com/watch?v=abc123" ping="/api/outbound?kind=project&amp;id=3" data-embed="${EMBED}" data-title="Trailer">Watch</a><a href="/v" data-embed="${EMBED}" data-title="T">No ping</a>`, init)
    const [counted, plain] = document.querySelectorAll('a')
    click(counted)
    expect(beacon).toHaveBeenCalledTimes(1)
    expect(beacon).toHaveBeenCalledWith('/api/outbound?kind=project&id=3')
    click(button('Close', dialog()!))
    click(plain)
    expect(beacon).toHaveBeenCalledTimes(1)
  })
})
