import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False while React renders on the server and while it hydrates the
 * server's HTML, true afterwards (and in a page rendered in the browser
 * from scratch). What only the browser knows (the visitor's theme, the
 * query string, lists the server HTML does not hold yet) renders after
 * hydration, so the hydrating render matches the HTML exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/**
 * A list query's state as the server HTML shows it until hydration is over
 * (loading: the list is filled in right after, from the data embedded in
 * the page, with no request).
 */
export function useAfterHydration<R extends { data?: unknown; error?: unknown; isLoading: boolean }>(result: R): R {
  const hydrated = useHydrated()
  if (typeof window === 'undefined') serverRender.clientLists = true
  return hydrated ? result : { ...result, data: undefined, error: undefined, isLoading: true }
}

/**
 * What a server render learnt while rendering: whether the page has lists
 * that only the browser fills in (then the app must start as soon as the
 * page loads rather than on the first interaction).
 */
export const serverRender = { clientLists: false }

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
