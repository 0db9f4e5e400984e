import { Box, type BoxProps } from '@chakra-ui/react'
import type { CSSProperties } from 'react'

/** Delay between the entrance of consecutive items (seconds; site.html's CSS uses the same). */
export const REVEAL_ITEM_DELAY = 0.1
/** Duration of the entrance animation (seconds; site.html's CSS uses the same). */
export const REVEAL_DURATION = 0.45

/**
 * A page section whose RevealItems animate in once, when it enters the
 * viewport. Without script, or under reduced motion, everything is simply
 * shown; src/public/reveal.ts marks sections that start below the viewport
 * as pending and reveals them when they scroll in (the CSS is in site.html).
 * A section visible when the page loads is never hidden.
 */
export function RevealSection(props: BoxProps) {
  return <Box as="section" data-reveal="" scrollMarginTop="80px" {...props} />
}

/** Fades and rises into place when its RevealSection is revealed, 0.1 s after the previous item. */
export function RevealItem({ index = 0, style, ...props }: BoxProps & { index?: number }) {
  return <Box data-reveal-item="" style={{ ...(style as CSSProperties), ['--reveal-index' as string]: index }} {...props} />
}
