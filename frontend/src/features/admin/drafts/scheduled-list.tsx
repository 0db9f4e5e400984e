import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { LuX } from 'react-icons/lu'
import { useCancelScheduleMutation, useSchedulesQuery, type DraftKind, type Schedule } from './api'
import { dateTime } from '../lib/date-time'
import { withNotice } from '../lib/notices'
import { DRAFT_MESSAGES } from './messages'
import { kindLabel } from '../api/kinds'
import { EmptyText } from '../components/list-parts'

/** The dashboard's 'Scheduled' list: every planned publish or unpublish, soonest first, each with Cancel. */
export function ScheduledList() {
  const { data, isLoading } = useSchedulesQuery()
  const [cancel, cancelling] = useCancelScheduleMutation()
  const onCancel = (s: Schedule) =>
    void withNotice(() => cancel({ kind: s.kind as DraftKind, id: s.id }).unwrap(), DRAFT_MESSAGES.cancelled, DRAFT_MESSAGES.cancelFailed)
  const items = [...(data ?? [])].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
  return (
    <Stack gap="3" as="section" aria-labelledby="scheduled-heading">
      <Heading as="h2" size="xl" id="scheduled-heading">
        Scheduled
      </Heading>
      {isLoading ? null : items.length === 0 ? (
        <EmptyText>Nothing is scheduled.</EmptyText>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Scheduled changes">
          {items.map((s) => (
            <HStack as="li" key={`${s.kind}/${s.id}`} gap="3" p="3" borderWidth="1px" borderRadius="lg" bg="bg.panel" flexWrap="wrap" data-testid="scheduled-row">
              <Stack gap="1" flex="1" minW="40">
                <Text fontWeight="semibold">{s.title || kindLabel(s.kind)}</Text>
                <HStack gap="2" flexWrap="wrap">
                  <Badge variant="outline">{kindLabel(s.kind)}</Badge>
                  <Badge colorPalette={s.action === 'unpublish' ? 'orange' : 'purple'} variant="surface">
                    {s.action === 'unpublish' ? 'Unpublish' : 'Publish'}
                  </Badge>
                  <Text as="span" textStyle="sm" color="fg.muted">
                    <time dateTime={s.at}>{dateTime(s.at)}</time>
                  </Text>
                </HStack>
              </Stack>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => onCancel(s)} disabled={cancelling.isLoading} aria-label={`Cancel the scheduled ${s.action} of ${s.title || kindLabel(s.kind)}`}>
                <LuX aria-hidden /> Cancel
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
