import { init } from './side-index'
import { click, page } from './test-fixture'

const INDEX = `<nav data-side-index aria-label="Sections">
<a href="#music">Music</a><a href="#film">Film</a><a href="#games">Games</a></nav>
<section id="music"></section><section id="film"></section><section id="games"></section>`

const entry = (name: string) => [...document.querySelectorAll('nav a')].find((a) => a.textContent === name)!

describe('side index', () => {
  afterEach(() => history.replaceState(null, '', '/'))

  it('highlights the last clicked entry only', () => {
    page(INDEX, init)
    expect(click(entry('Film'))).toBe(true) // the link is followed: the browser scrolls
    expect(entry('Film')).toHaveAttribute('aria-current', 'true')
    expect(entry('Film')).toHaveAttribute('data-active')
    click(entry('Games'))
    expect(entry('Games')).toHaveAttribute('aria-current', 'true')
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
    expect(entry('Games')).toHaveAttribute('aria-current', 'true')
    expect(entry('Music')).not.toHaveAttribute('aria-current')
  })
})
