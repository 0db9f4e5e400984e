import { Box, Button, Stack } from '@chakra-ui/react'
import { LuPlus } from 'react-icons/lu'
import { MEDIA_CATEGORIES, MEDIA_LINK_TYPES } from '@/lib/catalogue'
import { byPriorityAsc } from '@/lib/sort'
import type { MediaItem } from '@/lib/types'
import { useAdminMediaItemsQuery, useDeleteMediaItemMutation } from '../api'
import { MEDIA_MESSAGES } from '../messages'
import { ContentRow } from './content-row'
import { EmptyText, LoadingList, TabHeader } from './list-parts'
import { MediaDialog } from './media-dialog'
import { useContentList } from './use-content-list'

const label = (options: readonly { key: string; label: string }[], key?: string | null) => (key ? (options.find((o) => o.key === key)?.label ?? key) : undefined)

export function MediaTab() {
  const { data, isLoading } = useAdminMediaItemsQuery()
  const [remove] = useDeleteMediaItemMutation()
  const list = useContentList<MediaItem>(remove, MEDIA_MESSAGES)
  const items = byPriorityAsc(data ?? [])
  return (
    <Box>
      <TabHeader
        title="Media & Press Items"
        action={
          <Button colorPalette="brand" onClick={list.add}>
            <LuPlus aria-hidden /> Add Media Item
          </Button>
        }
      />
      {isLoading ? (
        <LoadingList />
      ) : items.length === 0 ? (
        <EmptyText>No media items yet. Click "Add Media Item" to get started.</EmptyText>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {items.map((m) => (
            <ContentRow
              key={m.id}
              item={m}
              image={m.thumbnailUrl}
              title={m.title}
              badge={label(MEDIA_CATEGORIES, m.category)}
              secondBadge={label(MEDIA_LINK_TYPES, m.linkType)}
              active={m.isActive}
              onEdit={list.onEdit}
              onDelete={list.onDelete}
            />
          ))}
        </Stack>
      )}
      <MediaDialog target={list.editing} onClose={list.close} />
    </Box>
  )
}
