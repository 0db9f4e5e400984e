import { init } from './media'
import { click, dialog, page } from './test-fixture'

const links = () => [...dialog()!.querySelectorAll('a')]

describe('media item', () => {
  it('audio: title, description, "Open in Podcast App" and "Open Original Link"', () => {
    page('<a href="https://pod.example/ep1" ping="/api/outbound?kind=media&amp;id=7" data-media-dialog="audio" data-title="Episode 1" data-description="A talk.">Episode 1</a>', init)
    const item = document.querySelector('a')!
    expect(item).toHaveAttribute('role', 'button')
    click(item)
    const d = dialog()!
    const heading = d.querySelector('h2')!
    expect(heading).toHaveTextContent('Episode 1')
    expect(d.getAttribute('aria-labelledby')).toBe(heading.id)
    expect(d).toHaveTextContent('A talk.')
    expect(d.querySelector('iframe')).toBeNull()
    expect(links().map((a) => a.textContent)).toEqual(['Open in Podcast App', 'Open Original Link'])
    for (const a of links()) {
      expect(a).toHaveAttribute('href', 'https://pod.example/ep1')
      expect(a).toHaveAttribute('target', '_blank')
      expect(a).toHaveAttribute('rel', 'noopener noreferrer')
      // The item's outbound click counts when the visitor leaves for it, not when the dialog opens.
      expect(a).toHaveAttribute('ping', '/api/outbound?kind=media&id=7')
    }
  })

  it('video: the player and "Open Original Link"', () => {
    page('<a href="https://www.youtube.com/watch?v=x1" data-media-dialog="video" data-title="Interview" data-description="" data-embed="https://www.youtube.com/embed/x1?autoplay=1">Interview</a>', init)
    click(document.querySelector('a')!)
    const frame = dialog()!.querySelector('iframe')!
    expect(frame.getAttribute('src')).toBe('https://www.youtube.com/embed/x1?autoplay=1')
    expect(frame).toHaveAttribute('title', 'Interview')
    expect(links().map((a) => a.textContent)).toEqual(['Open Original Link'])
    expect(dialog()!.querySelector('p')).toBeNull()
    expect(links()[0]).not.toHaveAttribute('ping')
  })
})
