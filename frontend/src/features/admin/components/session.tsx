import { createContext, useContext } from 'react'

/**
 * True while the session has expired and the sign-in screen shows: the
 * content area stays mounted underneath (so open forms keep what they hold)
 * but its dialogs hide until the administrator signs in again.
 */
export const SessionSuspendedContext = createContext(false)

export function useSessionSuspended(): boolean {
  return useContext(SessionSuspendedContext)
}
