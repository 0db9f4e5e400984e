/**
 * The page's only script at load. Public pages arrive rendered by the server
 * (prerendered at build, filled in by the Go server) and read, scroll and
 * follow links without JavaScript; the app (React, the design system, the
 * router) is loaded and adopts that HTML on the visitor's first sign of
 * interaction — a pointer over the page, a touch, a key, focus, scrolling —
 * so nothing blocks the first paint or the main thread while the page
 * loads. A button pressed before the app is ready is pressed again once it
 * is. The admin (no server HTML) starts at once.
 */
const root = document.getElementById('root')!

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const

/** Light ↔ dark on the root, kept under the key the app and index.html's script read. */
function toggleTheme() {
  const el = document.documentElement
  const next = el.classList.contains('dark') ? 'light' : 'dark'
  el.classList.remove('light', 'dark')
  el.classList.add(next)
  el.style.colorScheme = next
  try {
    localStorage.setItem('vite-ui-theme', next)
  } catch {
    // Storage may be unavailable (private mode): the switch still applies to this page.
  }
}

function start() {
  INTENT_EVENTS.forEach((e) => window.removeEventListener(e, start, true))
  const pressed: HTMLElement[] = []
  const hold = (e: MouseEvent) => {
    // Buttons, and links the app opens in the page rather than following (data-popup).
    const button = (e.target as Element | null)?.closest<HTMLElement>('button, [role="button"], input[type="submit"], a[data-popup="true"]')
    if (!button) return
    e.preventDefault()
    e.stopPropagation()
    // The theme switches at once, as the inline script in index.html sets it;
    // the app reads the stored choice when it starts.
    if (button.hasAttribute('data-theme-toggle')) toggleTheme()
    else pressed.push(button)
  }
  document.addEventListener('click', hold, true)
  void import('./app/boot')
    .then(({ boot }) => boot(root))
    .finally(() => {
      document.removeEventListener('click', hold, true)
      pressed.forEach((b) => b.isConnected && b.click())
    })
}

// A page whose query string changes what it shows (a search, a category)
// starts at once: the server's HTML is the page without it.
if (root.firstElementChild && !window.location.search) INTENT_EVENTS.forEach((e) => window.addEventListener(e, start, { capture: true, passive: true }))
else start()
