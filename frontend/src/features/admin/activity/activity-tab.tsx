import { Box, Button, Flex, SimpleGrid, Stack } from '@chakra-ui/react'
import { useMemo, useState } from 'react'
import { useActivityInfiniteQuery, type ActivityAction, type ActivityFilter, type ActivityKind } from './api'
import { ACTION_LABELS, ACTIVITY_MESSAGES } from './messages'
import { ACTIVITY_KINDS } from '@/lib/catalogue.gen'
import { kindLabel } from '../api/kinds'
import { ActivityHeader, ActivityRow } from './activity-row'
import { SelectField, type SelectOption } from '../components/fields'
import { EmptyText, LoadingList, TabHeader } from '../components/list-parts'
import { useRole } from '../auth/role'
import { useUsersQuery } from '../users/api'

const ANY: ActivityFilter = { kind: '', action: '' }

const options = (labels: Record<string, string>): SelectOption[] => Object.entries(labels).map(([value, label]) => ({ value, label }))
/** The filters' choices: the kinds in the API's order (each labelled as its kind registers it), the actions in the label table's. */
const kindOptions = (): SelectOption[] => ACTIVITY_KINDS.map((value) => ({ value, label: kindLabel(value) }))
const ACTION_OPTIONS = options(ACTION_LABELS)

/**
 * The activity log, newest first: sign-ins, saves, deletes and restores,
 * filtered by kind and action, and for the owner by person (an editor's
 * log has no sign-in entries: the server leaves them out). "Load more" appends the entries before the
 * last one shown, and is gone once a page comes back short. Fetched again
 * each time the tab is first shown; the admin's own writes refresh it.
 */
export function ActivityTab() {
  const [filter, setFilter] = useState<ActivityFilter>(ANY)
  const { currentData, isFetching, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useActivityInfiniteQuery(filter, { refetchOnMountOrArgChange: true })
  const entries = useMemo(() => currentData?.pages.flat() ?? [], [currentData])
  // The owner filters by person (issue 43); an editor may not list the users.
  const owner = useRole() === 'owner'
  const { data: users } = useUsersQuery(undefined, { skip: !owner })
  const people = useMemo(() => (users ?? []).map((u) => ({ value: u.username, label: u.name ? `${u.name} (${u.username})` : u.username })), [users])
  return (
    <Box>
      <TabHeader title={ACTIVITY_MESSAGES.title} action={null} />
      <SimpleGrid columns={{ base: 2, md: owner ? 3 : 2 }} gap={{ base: '3', sm: '4' }} maxW={owner ? '3xl' : 'xl'} mb="4">
        <SelectField label={ACTIVITY_MESSAGES.columns.kind} value={filter.kind} onChange={(v) => setFilter((f) => ({ ...f, kind: v as ActivityKind | '' }))} options={kindOptions()} placeholder={ACTIVITY_MESSAGES.any} />
        <SelectField label={ACTIVITY_MESSAGES.columns.action} value={filter.action} onChange={(v) => setFilter((f) => ({ ...f, action: v as ActivityAction | '' }))} options={ACTION_OPTIONS} placeholder={ACTIVITY_MESSAGES.any} />
        {owner && <SelectField label={ACTIVITY_MESSAGES.columns.who} value={filter.actor ?? ''} onChange={(v) => setFilter((f) => ({ ...f, actor: v }))} options={people} placeholder={ACTIVITY_MESSAGES.any} />}
      </SimpleGrid>
      {!currentData && isFetching ? (
        <LoadingList />
      ) : isError && !currentData ? (
        <EmptyText>{ACTIVITY_MESSAGES.loadFailed}</EmptyText>
      ) : entries.length === 0 ? (
        <EmptyText>{ACTIVITY_MESSAGES.empty}</EmptyText>
      ) : (
        <>
          <ActivityHeader />
          <Stack as="ul" gap={{ base: '2', lg: '0' }} listStyleType="none" aria-label={ACTIVITY_MESSAGES.title}>
            {entries.map((e) => (
              <ActivityRow key={e.id} entry={e} />
            ))}
          </Stack>
          {hasNextPage && (
            <Flex justify="center" mt="4">
              <Button variant="outline" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
                {ACTIVITY_MESSAGES.loadMore}
              </Button>
            </Flex>
          )}
        </>
      )}
    </Box>
  )
}
