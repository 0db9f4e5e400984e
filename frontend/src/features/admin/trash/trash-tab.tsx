import { Box, Button, Stack, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { LuTrash } from 'react-icons/lu'
import { useTrashQuery } from './api'
import { newestDeletedFirst, trashKey } from './trash'
import { useTrashActions } from './use-trash-actions'
import { TRASH_MESSAGES } from './messages'
import { EmptyText, LoadingList, TabHeader } from '../components/list-parts'
import { TrashRow } from './trash-row'
import { useRole } from '../auth/role'

/**
 * Deleted content, newest deletion first: restore an item, delete it
 * forever, or empty the whole trash. Fetched again each time the tab is
 * first shown; deletes elsewhere in the admin refresh it too.
 */
export function TrashTab() {
  const { data, isLoading, isError } = useTrashQuery(undefined, { refetchOnMountOrArgChange: true })
  const { restore, purge, empty, emptying } = useTrashActions()
  const items = useMemo(() => newestDeletedFirst(data ?? []), [data])
  // Emptying and deleting forever are the owner's alone (the server answers an editor 403).
  const owner = useRole() === 'owner'

  return (
    <Box>
      <TabHeader
        title={TRASH_MESSAGES.title}
        action={
          owner ? (
            <Button variant="outline" colorPalette="red" onClick={empty} disabled={items.length === 0 || emptying}>
              <LuTrash aria-hidden /> {TRASH_MESSAGES.emptyButton}
            </Button>
          ) : null
        }
      />
      <Text color="fg.muted" mb="4">
        {TRASH_MESSAGES.retention}
      </Text>
      {isLoading ? (
        <LoadingList />
      ) : isError && !data ? (
        <EmptyText>{TRASH_MESSAGES.loadFailed}</EmptyText>
      ) : items.length === 0 ? (
        <EmptyText>{TRASH_MESSAGES.empty}</EmptyText>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={TRASH_MESSAGES.title}>
          {items.map((item) => (
            <TrashRow key={trashKey(item)} item={item} onRestore={restore} onPurge={owner ? purge : undefined} />
          ))}
        </Stack>
      )}
    </Box>
  )
}
