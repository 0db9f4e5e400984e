import { Box, Button, Stack } from '@chakra-ui/react'
import { LuPlus } from 'react-icons/lu'
import { byPriorityAsc } from '@/lib/sort'
import type { Collaboration } from '@/lib/types'
import { useAdminCollaborationsQuery, useDeleteCollaborationMutation } from '../api'
import { COLLABORATION_MESSAGES } from '../messages'
import { CollaborationDialog } from './collaboration-dialog'
import { ContentRow } from './content-row'
import { EmptyText, LoadingList, TabHeader } from './list-parts'
import { useContentList } from './use-content-list'

export function CollaborationsTab() {
  const { data, isLoading } = useAdminCollaborationsQuery()
  const [remove] = useDeleteCollaborationMutation()
  const list = useContentList<Collaboration>(remove, COLLABORATION_MESSAGES)
  const items = byPriorityAsc(data ?? [])
  return (
    <Box>
      <TabHeader
        title="Notable Collaborations"
        action={
          <Button colorPalette="brand" onClick={list.add}>
            <LuPlus aria-hidden /> Add Collaboration
          </Button>
        }
      />
      {isLoading ? (
        <LoadingList />
      ) : items.length === 0 ? (
        <EmptyText>No collaborations yet. Click "Add Collaboration" to get started.</EmptyText>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {items.map((c) => (
            <ContentRow key={c.id} item={c} image={c.imageUrl} title={c.title} subtitle={c.imageDescription} active={c.isActive} onEdit={list.onEdit} onDelete={list.onDelete} />
          ))}
        </Stack>
      )}
      <CollaborationDialog target={list.editing} onClose={list.close} />
    </Box>
  )
}
