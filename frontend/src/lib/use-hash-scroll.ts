import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

/** Space left above a section scrolled to by its hash (the fixed header). */
export const HASH_SCROLL_OFFSET = 80
/** Wait before scrolling so the page has rendered its sections. */
export const HASH_SCROLL_DELAY = 100
/** How long a target that appears with loaded data is waited for, and kept in place while content above it settles (ms). */
const SETTLE_TIME = 2500

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

function targetTop(el: Element): number {
  return el.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET
}

/** Smoothly scrolls to the element with this id, 80 px below the top. Returns false if there is none. */
export function scrollToId(id: string): boolean {
  const el = document.getElementById(id)
  if (!el) return false
  window.scrollTo({ top: targetTop(el), behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
  return true
}

/**
 * On load and on every change of path or hash: after 100 ms, scroll smoothly
 * to the section named by the hash (80 px offset), or to the top without one.
 * A path may name a section too (`targetForPath`, e.g. /portfolio/music).
 * A target rendered from data that is still loading is waited for, and while
 * content above it settles the position is corrected, until the visitor
 * scrolls on their own.
 */
export function useHashScroll(targetForPath?: (pathname: string) => string | undefined) {
  const { pathname, hash } = useLocation()
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1)) || targetForPath?.(pathname) || ''
    const started = Date.now()
    let cancelled = false
    let timer = 0
    let observer: ResizeObserver | undefined
    const cancel = () => {
      cancelled = true
      window.clearTimeout(timer)
      observer?.disconnect()
    }
    const attempt = () => {
      if (cancelled) return
      if (!id) {
        window.scrollTo({ top: 0 })
        return
      }
      const el = document.getElementById(id)
      if (!el) {
        if (Date.now() - started < SETTLE_TIME) timer = window.setTimeout(attempt, HASH_SCROLL_DELAY)
        return
      }
      scrollToId(id)
      if (typeof ResizeObserver === 'undefined') return
      // Content above the target may still change height (data, fonts): follow the target.
      let target = targetTop(el)
      observer = new ResizeObserver(() => {
        if (Date.now() - started > SETTLE_TIME) return observer?.disconnect()
        const next = targetTop(el)
        if (Math.abs(next - target) < 1) return
        target = next
        window.scrollTo({ top: next, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
      })
      observer.observe(document.body)
    }
    timer = window.setTimeout(attempt, HASH_SCROLL_DELAY)
    const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const
    events.forEach((e) => window.addEventListener(e, cancel, { passive: true, once: true }))
    return () => {
      cancel()
      events.forEach((e) => window.removeEventListener(e, cancel))
    }
  }, [pathname, hash, targetForPath])
}
