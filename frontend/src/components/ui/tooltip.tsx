import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'

/** Tooltips open after 700 ms, at once within 300 ms of another closing, 4 px from their trigger. */
export const TOOLTIP_OPEN_DELAY = 700
export const TOOLTIP_SKIP_DELAY = 300
export const TOOLTIP_OFFSET = 4

let lastClosedAt = -Infinity

/** id: the base of its elements' ids, for a tooltip a template repeats (React's own id is then the same for every copy). */
export function Tooltip({ content, children, id }: { content: ReactNode; children: ReactNode; id?: string }) {
  const [openDelay, setOpenDelay] = useState(TOOLTIP_OPEN_DELAY)
  return (
    <ChakraTooltip.Root
      {...(id ? { id } : {})}
      openDelay={openDelay}
      closeDelay={0}
      closeOnPointerDown
      closeOnClick
      closeOnScroll
      positioning={{ offset: { mainAxis: TOOLTIP_OFFSET } }}
      onOpenChange={({ open }) => {
        if (!open) lastClosedAt = Date.now()
      }}
    >
      <ChakraTooltip.Trigger
        asChild
        onPointerEnter={() => setOpenDelay(Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY ? 0 : TOOLTIP_OPEN_DELAY)}
      >
        {children}
      </ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  )
}
