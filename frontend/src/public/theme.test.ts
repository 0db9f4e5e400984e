import { click, page } from './test-fixture'
import { init, THEME_KEY } from './theme'

describe('theme switch', () => {
  it('toggles light and dark on <html>, stores the choice and renames the button', () => {
    document.documentElement.className = 'light'
    page('<header><button data-theme-toggle aria-label="x"><svg></svg><span>icon</span></button></header>', init)
    const toggle = document.querySelector('[data-theme-toggle]')!
    expect(toggle).toHaveAttribute('aria-label', 'Switch to dark theme')

    click(toggle.querySelector('span')!)
    expect(document.documentElement).toHaveClass('dark')
    expect(document.documentElement).not.toHaveClass('light')
    expect(document.documentElement.style.colorScheme).toBe('dark')
    expect(localStorage.getItem(THEME_KEY)).toBe('dark')
    expect(toggle).toHaveAttribute('aria-label', 'Switch to light theme')

    click(toggle)
    expect(document.documentElement).toHaveClass('light')
    expect(localStorage.getItem(THEME_KEY)).toBe('light')
    expect(toggle).toHaveAttribute('aria-label', 'Switch to dark theme')
  })

  it('still switches when storage throws', () => {
    document.documentElement.className = 'dark'
    page('<button data-theme-toggle></button>', init)
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('private mode')
    })
    click(document.querySelector('[data-theme-toggle]')!)
    expect(document.documentElement).toHaveClass('light')
    spy.mockRestore()
  })
})
