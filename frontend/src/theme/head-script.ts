/**
 * The pages' inline head script, one source for both shells (vite.config.ts
 * puts it where each has `<!--theme-script-->`): before anything paints, the
 * class `js` (SCRIPT_CLASS) and the theme class from local storage 'vite-ui-theme' (light, dark or system, the
 * default: the OS preference). On public pages (site.html) it also answers
 * the theme switch, [data-theme-toggle], at the first tap, before any other
 * script has loaded (src/public/theme.ts keeps its label in step); in the
 * admin app the React switch does that (theme/color-mode.tsx). Public pages
 * also opt in to cross-document view transitions here (TRANSITIONS_CSS).
 */
import { THEME_STORAGE_KEY } from './storage-key'

/**
 * The class the script puts on <html> before anything paints: a page's CSS
 * can keep room for what a script will show (`.js &`), which without script
 * stays out of the page.
 */
export const SCRIPT_CLASS = 'js'

const apply = `var k = '${THEME_STORAGE_KEY}'
  var r = document.documentElement
  r.classList.add('${SCRIPT_CLASS}')
  var t = 'system'
  function apply(v) {
    r.classList.remove('light', 'dark')
    r.classList.add(v)
    r.style.colorScheme = v
  }
  try {
    t = localStorage.getItem(k) || 'system'
  } catch (e) {}
  if (t !== 'light' && t !== 'dark') {
    t = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  }
  apply(t)`

const themeSwitch = `
  document.addEventListener('click', function (e) {
    if (!e.target || !e.target.closest || !e.target.closest('[data-theme-toggle]')) return
    var next = r.classList.contains('dark') ? 'light' : 'dark'
    apply(next)
    try {
      localStorage.setItem(k, next)
    } catch (x) {}
  })`

/**
 * The public pages' opt-in to cross-document view transitions (both pages
 * opt in, and the new page before it first renders, or Chrome skips the
 * transition), without their animation for a visitor who asks for less
 * motion. Adopted by the document from the head script (issue 44): it was a
 * stylesheet of its own, the one request that held the first paint (230
 * bytes, but a round trip on a phone's network), and it cannot be an inline
 * <style> because the Nu HTML Checker's CSS parser does not know
 * @view-transition yet. Without script the pages change without the
 * cross-fade, as in a browser without view transitions.
 */
export const TRANSITIONS_CSS =
  '@view-transition{navigation:auto}' +
  '@media (prefers-reduced-motion:reduce){::view-transition-group(*),::view-transition-old(*),::view-transition-new(*){animation:none!important}}'

// A constructed sheet, adopted by the document: a <style> element would put the rule in the DOM, where the Nu
// checker (which reads the rendered DOM too) refuses it. A browser without constructable sheets has no view
// transitions either.
const transitions = `
  try {
    var s = new CSSStyleSheet()
    s.replaceSync('${TRANSITIONS_CSS}')
    document.adoptedStyleSheets = document.adoptedStyleSheets.concat(s)
  } catch (e) {}`

/** The script's source: applying the stored theme, and on public pages the switch and the view transitions too. */
export function themeHeadScript({ withSwitch }: { withSwitch: boolean }): string {
  return `;(function () {\n  ${apply}${withSwitch ? themeSwitch + transitions : ''}\n})()`
}
