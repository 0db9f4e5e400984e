import { button, click, dialog, page } from './test-fixture'

describe('main', () => {
  afterEach(() => vi.restoreAllMocks())

  it('runs every module, and one that throws stops none of the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.resetModules()
    vi.doMock('./menu', () => ({
      init: () => {
        throw new Error('boom')
      },
    }))
    document.documentElement.className = 'light'
    page(`<button data-theme-toggle></button>
      <a href="/a.jpg" data-gallery='[{"src":"/a.jpg","alt":"A"},{"src":"/b.jpg","alt":"B"}]' data-gallery-title="T">g</a>`)
    const globals = new Set(Object.keys(window))
    await import('./main')
    vi.doUnmock('./menu')
    expect(warn).toHaveBeenCalledTimes(1)
    // The theme module ran: it named the switch (site.html's head script switches it).
    expect(document.querySelector('[data-theme-toggle]')).toHaveAttribute('aria-label', 'Switch to dark theme')
    click(document.querySelector('a')!)
    expect(dialog()).toHaveAttribute('aria-label', 'T gallery')
    click(button('Close', dialog()!))
    expect(dialog()).toBeNull()
    expect(Object.keys(window).filter((k) => !globals.has(k))).toEqual([])
  })
})
