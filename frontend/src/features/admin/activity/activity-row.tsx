import { Badge, Box, Grid, Text } from '@chakra-ui/react'
import { memo } from 'react'
import type { ActivityEntry } from './api'
import { actorLabel, changedFields } from './activity'
import { dateTime } from '../lib/date-time'
import { ACTION_LABELS, ACTIVITY_MESSAGES } from './messages'
import { kindLabel } from '../api/kinds'

/**
 * The log's layout: a card per entry on narrow screens (action and kind,
 * then the item, then who and when, then the address), a table row from
 * the lg breakpoint up, under a header row of the same grid.
 */
const GRID = {
  templateColumns: { base: 'auto minmax(0, 1fr)', lg: '10rem 8rem 9.5rem 7.5rem minmax(0, 1fr) 9rem' },
  templateAreas: {
    base: '"action kind" "item item" "who time" "address address"',
    lg: '"time who action kind item address"',
  },
  columnGap: '4',
} as const

const COLUMNS = ['time', 'who', 'action', 'kind', 'item', 'address'] as const

/** The column headings, shown only where the entries form a table. */
export function ActivityHeader() {
  return (
    <Grid {...GRID} hideBelow="lg" px="3" pb="2" borderBottomWidth="1px" aria-hidden="true">
      {COLUMNS.map((c) => (
        <Text key={c} gridArea={c} textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
          {ACTIVITY_MESSAGES.columns[c]}
        </Text>
      ))}
    </Grid>
  )
}

function ActivityRowImpl({ entry }: { entry: ActivityEntry }) {
  const fields = changedFields(entry)
  return (
    <Grid as="li" {...GRID} rowGap="1" alignItems="baseline" p="3" borderWidth={{ base: '1px', lg: '0 0 1px 0' }} borderRadius={{ base: 'lg', lg: '0' }} data-testid="activity-entry" data-action={entry.action}>
      <Text gridArea="time" textStyle="sm" color="fg.muted" justifySelf={{ base: 'end', lg: 'start' }}>
        <time dateTime={entry.at}>{dateTime(entry.at)}</time>
      </Text>
      <Text gridArea="who" textStyle="sm" fontWeight="medium" truncate>
        {actorLabel(entry.actor)}
      </Text>
      <Box gridArea="action">
        <Badge variant="surface" colorPalette={entry.action.startsWith('sign-in-') ? 'red' : 'gray'}>
          {ACTION_LABELS[entry.action]}
        </Badge>
      </Box>
      <Text gridArea="kind" textStyle="sm" color="fg.muted">
        {kindLabel(entry.kind)}
      </Text>
      <Box gridArea="item" minW="0">
        <Text textStyle="sm" wordBreak="break-word">
          {entry.title}
        </Text>
        {entry.count > 1 && (
          <Text textStyle="xs" color="fg.muted">
            {ACTIVITY_MESSAGES.repeated(entry.count)}
          </Text>
        )}
        {fields && (
          <Text textStyle="xs" color="fg.muted" wordBreak="break-word">
            {fields}
          </Text>
        )}
      </Box>
      <Text gridArea="address" textStyle="xs" color="fg.muted" fontFamily="mono" wordBreak="break-all">
        {entry.address}
      </Text>
    </Grid>
  )
}

/** One entry of the activity log. */
export const ActivityRow = memo(ActivityRowImpl)
