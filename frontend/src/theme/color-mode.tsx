import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react'
import { THEME_STORAGE_KEY } from './storage-key'

/** The stored preference: light, dark, or system (follow the OS). */
export type Theme = 'light' | 'dark' | 'system'

/** Local storage key of the theme preference (the pages' inline head script reads it too: ./head-script.ts). */
export { THEME_STORAGE_KEY }

const DARK_QUERY = '(prefers-color-scheme: dark)'

interface ThemeContextValue {
  theme: Theme
  resolvedTheme: 'light' | 'dark'
  setTheme: (theme: Theme) => void
  toggleTheme: () => void
}

const ThemeContext = createContext<ThemeContextValue | null>(null)

/** The choice made on this page, for when local storage is unavailable (private mode). */
let chosen: Theme = 'system'

function readStored(): Theme {
  try {
    const v = localStorage.getItem(THEME_STORAGE_KEY)
    return v === 'light' || v === 'dark' || v === 'system' ? v : 'system'
  } catch {
    return chosen
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches
}

/** Who re-reads the stored preference when this page (or another tab) changes it. */
const storedListeners = new Set<() => void>()

function subscribeStored(onChange: () => void) {
  storedListeners.add(onChange)
  window.addEventListener('storage', onChange)
  return () => {
    storedListeners.delete(onChange)
    window.removeEventListener('storage', onChange)
  }
}

function subscribeSystem(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {}
  const mq = window.matchMedia(DARK_QUERY)
  mq.addEventListener('change', onChange)
  return () => mq.removeEventListener('change', onChange)
}

const noSubscription = () => () => {}

/**
 * The server (and the hydrating render, which must match it) knows neither
 * the stored preference nor the OS one: it renders 'system' resolved to
 * light; the browser's own values follow right after hydration. The inline
 * script in index.html has already put the right class on <html>, so the
 * page is painted in the right theme throughout.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribeStored, readStored, () => 'system' as Theme)
  const systemDark = useSyncExternalStore(subscribeSystem, systemPrefersDark, () => false)
  const isClient = useSyncExternalStore(noSubscription, () => true, () => false)

  const resolvedTheme = theme === 'system' ? (systemDark ? 'dark' : 'light') : theme

  useEffect(() => {
    // The hydrating render's value is the server's guess, not the visitor's theme.
    if (!isClient) return
    const root = document.documentElement
    root.classList.remove('light', 'dark')
    root.classList.add(resolvedTheme)
    root.style.colorScheme = resolvedTheme
  }, [resolvedTheme, isClient])

  const setTheme = useCallback((next: Theme) => {
    chosen = next
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next)
    } catch {
      // Storage may be unavailable (private mode); the choice still applies to this visit.
    }
    storedListeners.forEach((l) => l())
  }, [])

  const value = useMemo<ThemeContextValue>(
    () => ({ theme, resolvedTheme, setTheme, toggleTheme: () => setTheme(resolvedTheme === 'dark' ? 'light' : 'dark') }),
    [theme, resolvedTheme, setTheme],
  )
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>
}

export function useTheme(): ThemeContextValue {
  const ctx = useContext(ThemeContext)
  if (!ctx) throw new Error('useTheme must be used within a ThemeProvider')
  return ctx
}
