import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { memo } from 'react'
import { LuTrash2, LuUndo2 } from 'react-icons/lu'
import type { TrashItem } from './api'
import { dateTime } from '../lib/date-time'
import { deletedLine, TRASH_MESSAGES } from './messages'
import { kindLabel } from '../api/kinds'

export interface TrashRowProps {
  item: TrashItem
  onRestore: (item: TrashItem) => void
  /** Delete forever; undefined for an editor, who may not. */
  onPurge?: (item: TrashItem) => void
}

function TrashRowImpl({ item, onRestore, onPurge }: TrashRowProps) {
  return (
    <HStack as="li" gap="3" p="3" borderWidth="1px" borderRadius="lg" bg="bg.panel" flexWrap={{ base: 'wrap', md: 'nowrap' }} data-kind={item.kind}>
      <Stack gap="1" flex="1" minW="48">
        <HStack gap="2" flexWrap="wrap">
          <Badge variant="surface" data-testid="trash-kind">
            {kindLabel(item.kind)}
          </Badge>
          <Text fontWeight="medium" data-testid="trash-title">
            {item.title}
          </Text>
        </HStack>
        <Text textStyle="xs" color="fg.muted">
          {deletedLine(dateTime(item.deletedAt), item.deletedBy)}
        </Text>
      </Stack>
      <HStack gap="2" flexShrink={0} flexWrap="wrap">
        <Button size="sm" variant="outline" onClick={() => onRestore(item)} aria-label={`${TRASH_MESSAGES.restore} ${item.title}`}>
          <LuUndo2 aria-hidden /> {TRASH_MESSAGES.restore}
        </Button>
        {onPurge && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => onPurge(item)} aria-label={`${TRASH_MESSAGES.purge} ${item.title}`}>
            <LuTrash2 aria-hidden /> {TRASH_MESSAGES.purge}
          </Button>
        )}
      </HStack>
    </HStack>
  )
}

/** A trash row: what it is, its title, when and by whom it was deleted, and Restore / Delete forever. */
export const TrashRow = memo(TrashRowImpl)
