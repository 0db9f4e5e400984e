import { Box, Button, Collapsible } from '@chakra-ui/react'
import { LuChevronDown, LuHistory } from 'react-icons/lu'
import { HISTORY_MESSAGES } from './messages'
import { HistoryPanel, type HistoryPanelProps } from './history-panel'

/**
 * The History panel behind a 'History' button, closed at first: the
 * revisions are read only when it is opened (and again each time).
 */
export function HistorySection<T extends object>(props: HistoryPanelProps<T>) {
  return (
    <Collapsible.Root lazyMount unmountOnExit borderTopWidth="1px" pt="3">
      <Collapsible.Trigger asChild>
        <Button variant="ghost" size="sm" px="2" css={{ '&[data-state=open] .chevron': { transform: 'rotate(180deg)' } }}>
          <LuHistory aria-hidden /> {HISTORY_MESSAGES.title}
          <Box as="span" className="chevron" display="inline-flex" transition="transform 0.2s">
            <LuChevronDown aria-hidden />
          </Box>
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Box pt="2">
          <HistoryPanel {...props} />
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  )
}
