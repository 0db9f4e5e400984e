import type { Teardown } from './dom'

const label = (theme: string) => (theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme')

/**
 * The theme switch's label. The switching itself is done by the page's
 * inline head script (src/theme/head-script.ts: light ↔ dark on `<html>`, class and `color-scheme`,
 * kept in local storage), so it answers the first tap before this module
 * has loaded; this keeps each `button[data-theme-toggle]` named after what
 * it will do, whenever the theme class changes.
 */
export function init(doc: Document): Teardown {
  const root = doc.documentElement
  const relabel = () => {
    const theme = root.classList.contains('dark') ? 'dark' : 'light'
    doc.querySelectorAll('[data-theme-toggle]').forEach((b) => b.setAttribute('aria-label', label(theme)))
  }
  relabel()
  const observer = new MutationObserver(relabel)
  observer.observe(root, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}
