import { Box, type BoxProps } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { appStarted } from '@/lib/hydration'

/** Delay between the entrance of consecutive items (seconds). */
export const REVEAL_ITEM_DELAY = 0.1
/** Duration of the entrance animation (seconds). */
export const REVEAL_DURATION = 0.45

/**
 * True once the element has entered the viewport; it never turns false
 * again. What the server rendered is shown at once (no animation hides the
 * first paint, and hydration sees the server's markup): only sections
 * mounted by a navigation inside the app animate in.
 */
function useRevealOnce<T extends Element>() {
  const ref = useRef<T>(null)
  const [revealed, setRevealed] = useState(() => typeof IntersectionObserver === 'undefined' || !appStarted())
  useEffect(() => {
    const el = ref.current
    if (revealed || !el) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setRevealed(true)
          observer.disconnect()
        }
      },
      { threshold: 0.1, rootMargin: '0px 0px -40px 0px' },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [revealed])
  return [ref, revealed] as const
}

/** A page section whose RevealItems animate in once, when it enters the viewport. */
export function RevealSection(props: BoxProps) {
  const [ref, revealed] = useRevealOnce<HTMLElement>()
  return <Box as="section" ref={ref} data-revealed={revealed} scrollMarginTop="80px" {...props} />
}

/** Fades and rises into place when its RevealSection is revealed, 0.1 s after the previous item. */
export function RevealItem({ index = 0, ...props }: BoxProps & { index?: number }) {
  return (
    <Box
      opacity={0}
      transform="translateY(16px)"
      transition={`opacity ${REVEAL_DURATION}s ease-out, transform ${REVEAL_DURATION}s ease-out`}
      transitionDelay={`${index * REVEAL_ITEM_DELAY}s`}
      css={{
        '[data-revealed=true] &': { opacity: 1, transform: 'none' },
        '@media (prefers-reduced-motion: reduce)': { opacity: 1, transform: 'none', transition: 'none' },
      }}
      {...props}
    />
  )
}
