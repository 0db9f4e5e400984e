import { init } from './side-index'
import { click, page } from './test-fixture'

const INDEX = `<nav data-side-index aria-label="Sections">
<a href="#music">Music</a><a href="#film">Film</a><a href="#games">Games</a></nav>
<section id="music"></section><section id="film"></section><section id="games"></section>`

const entry = (name: string) => [...document.querySelectorAll('nav a')].find((a) => a.textContent === name)!

describe('side index', () => {
  afterEach(() => {
    history.replaceState(null, '', '/')
    vi.unstubAllGlobals()
  })

  it('highlights the last clicked entry only', () => {
    page(INDEX, init)
    expect(click(entry('Film'))).toBe(true) // the link is followed: the browser scrolls
    expect(entry('Film')).toHaveAttribute('aria-current', 'location')
    expect(entry('Film')).toHaveAttribute('data-active')
    click(entry('Games'))
    expect(entry('Games')).toHaveAttribute('aria-current', 'location')
    expect(entry('Film')).not.toHaveAttribute('aria-current')
    expect(entry('Film')).not.toHaveAttribute('data-active')
  })

  it('ignores modified clicks', () => {
    page(INDEX, init)
    click(entry('Film'), { metaKey: true })
    expect(entry('Film')).not.toHaveAttribute('aria-current')
  })

  it('marks the entry of the hash on load', () => {
    history.replaceState(null, '', '/portfolio#games')
    page(INDEX, init)
    expect(entry('Games')).toHaveAttribute('aria-current', 'location')
    expect(entry('Music')).not.toHaveAttribute('aria-current')
  })

  it('marks the section crossing the line below the sticky bars as the page scrolls', () => {
    const watched: Element[] = []
    let report: (records: Partial<IntersectionObserverEntry>[]) => void = () => {}
    let margin = ''
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: typeof report, options: IntersectionObserverInit) {
          report = cb
          margin = options.rootMargin ?? ''
        }
        observe(el: Element) {
          watched.push(el)
        }
        disconnect() {}
      },
    )
    page(INDEX, init)
    expect(watched.map((el) => el.id)).toEqual(['music', 'film', 'games'])
    expect(margin).toMatch(/^-\d+px 0px -\d+px 0px$/)
    report([{ isIntersecting: true, target: document.getElementById('film')! }])
    expect(entry('Film')).toHaveAttribute('aria-current', 'location')
    report([
      { isIntersecting: false, target: document.getElementById('film')! },
      { isIntersecting: true, target: document.getElementById('games')! },
    ])
    expect(entry('Games')).toHaveAttribute('aria-current', 'location')
    expect(entry('Film')).not.toHaveAttribute('aria-current')
    vi.spyOn(document.getElementById('music')!, 'getBoundingClientRect').mockReturnValue({ top: 5000 } as DOMRect)
    report([{ isIntersecting: false, target: document.getElementById('games')! }])
    expect(document.querySelector('nav [aria-current]')).toBeNull()
  })

  it('sets the anchors\' scroll margin to the bottom of the sticky strip, plus room, on the anchors alone', () => {
    let teardown = () => {}
    page(
      `<header></header><main><div><nav data-side-index data-sticky-strip style="top: 64px"><a href="#music">Music</a></nav></div><section id="music"><h2 id="music-title">Music</h2><div id="project-x"></div></section></main>`,
      (doc) => {
        Object.defineProperty(doc.querySelector('nav')!, 'offsetHeight', { value: 100 })
        teardown = init(doc)
        return teardown
      },
    )
    for (const id of ['music', 'music-title', 'project-x']) expect(document.getElementById(id)!.style.scrollMarginTop).toBe('180px')
    // Not through <html>: a property every element inherits restyles the whole page.
    expect(document.documentElement.getAttribute('style') ?? '').toBe('')
    teardown()
    expect(document.getElementById('music')!.style.scrollMarginTop).toBe('')
  })
})
