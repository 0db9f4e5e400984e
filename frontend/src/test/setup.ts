import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { server } from './server'

// Whole pages render in jsdom on a shared 2-core machine beside the Go suites:
// findBy* and waitFor wait up to 15 s for a state, not 1 s (a hang guard; a
// machine loaded four times over took over 5 s for one re-render).
configure({ asyncUtilTimeout: 15000 })

// fetchBaseQuery builds requests for '/api/...'; Node's Request needs an absolute URL.
const NodeRequest = globalThis.Request
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? new URL(input, window.location.origin) : input, init)
  }
} as typeof Request

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
Element.prototype.scrollTo = vi.fn() as unknown as typeof Element.prototype.scrollTo
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  // A test that failed with a dialog open leaves the body locked (zag's
  // scroll lock and pointer-events: none); the admin's files share a worker
  // (isolate: false), so every later test there failed with it. Each starts clean.
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name)
  document.body.replaceChildren()
  server.resetHandlers()
  localStorage.clear()
  document.documentElement.className = ''
})
afterAll(() => server.close())
