import { closest, type Teardown } from './dom'

/** Local storage key of the theme (the inline script in the page head reads it before the first paint). */
export const THEME_KEY = 'vite-ui-theme'

const label = (theme: string) => (theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme')

/**
 * The theme switch, `button[data-theme-toggle]`: light ↔ dark on `<html>`
 * (class and `color-scheme`), kept in local storage. The head's inline
 * script has already applied the stored (or the system's) theme.
 */
export function init(doc: Document): Teardown {
  const root = doc.documentElement
  const current = () => (root.classList.contains('dark') ? 'dark' : 'light')
  const labelButtons = () => doc.querySelectorAll('[data-theme-toggle]').forEach((b) => b.setAttribute('aria-label', label(current())))
  labelButtons()

  const onClick = (e: MouseEvent) => {
    if (!closest(e, '[data-theme-toggle]')) return
    const next = current() === 'dark' ? 'light' : 'dark'
    root.classList.remove('light', 'dark')
    root.classList.add(next)
    root.style.colorScheme = next
    try {
      localStorage.setItem(THEME_KEY, next)
    } catch {
      // Storage may be unavailable (private mode): the switch still applies to this page.
    }
    labelButtons()
  }
  doc.addEventListener('click', onClick)
  return () => doc.removeEventListener('click', onClick)
}
