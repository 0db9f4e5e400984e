import { init } from './copy'
import { click, page } from './test-fixture'

const BIO = `<h3>Short bio</h3><button type="button" data-copy="bio-short" data-copied="Bio copied" hidden>Copy</button>
<div id="bio-short"><p>First paragraph.</p><p> Second one. </p></div>`

describe('copy buttons', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard')
  })

  it('stay hidden without a clipboard', () => {
    page(BIO, init)
    expect(document.querySelector('button')!.hidden).toBe(true)
  })

  it('copy the bio with its paragraphs and say so', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    page(BIO, init)
    const button = document.querySelector('button')!
    expect(button.hidden).toBe(false)
    click(button)
    expect(writeText).toHaveBeenCalledWith('First paragraph.\n\nSecond one.')
    await vi.waitFor(() => expect(document.querySelector('[data-pe-notices]')).toHaveTextContent('Bio copied'))
  })
})
