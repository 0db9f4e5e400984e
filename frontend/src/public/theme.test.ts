import { TRANSITIONS_CSS, themeHeadScript } from '@/theme/head-script'
import { click, page } from './test-fixture'
import { THEME_STORAGE_KEY as THEME_KEY } from '@/theme/storage-key'
import { init } from './theme'

/** The public pages' inline head script: the theme class before the first paint, and the switch. */
function runHeadScript() {
  const script = themeHeadScript({ withSwitch: true })
  const listeners: EventListener[] = []
  const add = document.addEventListener.bind(document)
  const spy = vi.spyOn(document, 'addEventListener').mockImplementation((type: string, l: EventListenerOrEventListenerObject, o?: boolean | AddEventListenerOptions) => {
    if (type === 'click') listeners.push(l as EventListener)
    add(type, l, o)
  })
  new Function(script)()
  spy.mockRestore()
  return () => listeners.forEach((l) => document.removeEventListener('click', l))
}

const flush = () => new Promise((r) => setTimeout(r, 0))

describe('theme switch', () => {
  it('the head script applies the stored theme, switches light and dark at a tap and stores it; the label follows', async () => {
    localStorage.setItem(THEME_KEY, 'light')
    document.documentElement.className = ''
    const removeHead = runHeadScript()
    expect(document.documentElement).toHaveClass('light')
    page('<header><button data-theme-toggle aria-label="x"><svg></svg><span>icon</span></button></header>', init)
    const toggle = document.querySelector('[data-theme-toggle]')!
    expect(toggle).toHaveAttribute('aria-label', 'Switch to dark theme')

    click(toggle.querySelector('span')!)
    expect(document.documentElement).toHaveClass('dark')
    expect(document.documentElement).not.toHaveClass('light')
    expect(document.documentElement.style.colorScheme).toBe('dark')
    expect(localStorage.getItem(THEME_KEY)).toBe('dark')
    await flush()
    expect(toggle).toHaveAttribute('aria-label', 'Switch to light theme')

    click(toggle)
    expect(document.documentElement).toHaveClass('light')
    expect(localStorage.getItem(THEME_KEY)).toBe('light')
    await flush()
    expect(toggle).toHaveAttribute('aria-label', 'Switch to dark theme')
    removeHead()
  })

  it('still switches when storage throws', () => {
    localStorage.setItem(THEME_KEY, 'dark')
    const removeHead = runHeadScript()
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('private mode')
    })
    page('<button data-theme-toggle></button>', init)
    click(document.querySelector('[data-theme-toggle]')!)
    expect(document.documentElement).toHaveClass('light')
    spy.mockRestore()
    removeHead()
  })

  it('opts public pages in to view transitions from the head, and the admin not', () => {
    const adopted = vi.fn()
    const had = Object.getOwnPropertyDescriptor(document, 'adoptedStyleSheets')
    Object.defineProperty(document, 'adoptedStyleSheets', { configurable: true, get: () => [], set: adopted })
    const replaced: string[] = []
    vi.stubGlobal('CSSStyleSheet', class { replaceSync = (css: string) => void replaced.push(css) })
    try {
      new Function(themeHeadScript({ withSwitch: false }))()
      expect(adopted).not.toHaveBeenCalled()
      const removeHead = runHeadScript()
      expect(replaced).toEqual([TRANSITIONS_CSS])
      expect(adopted).toHaveBeenCalledTimes(1)
      removeHead()
    } finally {
      vi.unstubAllGlobals()
      if (had) Object.defineProperty(document, 'adoptedStyleSheets', had)
      else delete (document as { adoptedStyleSheets?: unknown }).adoptedStyleSheets
    }
    expect(TRANSITIONS_CSS).toMatch(/^@view-transition\{navigation:auto\}/)
    expect(TRANSITIONS_CSS).toMatch(/prefers-reduced-motion:reduce.*animation:none/)
  })
})
