import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False while React renders on the server and while it hydrates the
 * server's HTML, true afterwards (and in a page rendered in the browser
 * from scratch). What only the browser knows (the visitor's theme, the
 * query string) renders after
 * hydration, so the hydrating render matches the HTML exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

let started = false

/** Called once the app's first render is committed (adopting the server's HTML, or rendering it). */
export function markAppStarted() {
  started = true
}

/**
 * Whether the app has committed its first render. Elements mounted before
 * (server HTML being adopted) must render as the server did; elements
 * mounted later (after a navigation in the app) may start hidden and
 * animate in.
 */
export function appStarted(): boolean {
  return started
}
