import { Box, Button, Stack } from '@chakra-ui/react'
import { useMemo, type ReactNode } from 'react'
import { LuPlus } from 'react-icons/lu'
import { byPriorityAsc } from '@/lib/sort'
import type { EntityMessages } from '../messages'
import { ContentRow, type ContentRowProps } from './content-row'
import { EmptyText, LoadingList, TabHeader } from './list-parts'
import { filterByTitle, noMatches, TitleFilter, useTitleFilter } from './title-filter'
import { useContentList } from './use-content-list'

/** What a row shows of an item; the tab adds the item and its Edit and Delete. */
export type RowDisplay<T> = Omit<ContentRowProps<T>, 'item' | 'onEdit' | 'onDelete'>

interface ContentTabProps<T extends { id: number }> {
  title: string
  addLabel: string
  emptyText: string
  data: readonly T[] | undefined
  isLoading: boolean
  remove: (id: number) => { unwrap: () => Promise<unknown> }
  messages: EntityMessages
  row: (item: T) => RowDisplay<T>
  /** The create/edit dialog for the item being edited ('new' to create, null when closed). */
  dialog: (target: T | 'new' | null, onClose: () => void) => ReactNode
}

/** A content tab: heading with its add button, the title filter, the items by priority (lowest first), and their dialog. */
export function ContentTab<T extends { id: number; title: string; priority?: number | null }>({ title, addLabel, emptyText, data, isLoading, remove, messages, row, dialog }: ContentTabProps<T>) {
  const list = useContentList<T>(remove, messages)
  const filter = useTitleFilter()
  const sorted = useMemo(() => byPriorityAsc(data ?? []), [data])
  const items = useMemo(() => filterByTitle(sorted, filter.query), [sorted, filter.query])
  return (
    <Box>
      <TabHeader
        title={title}
        action={
          <Button colorPalette="brand" onClick={list.add}>
            <LuPlus aria-hidden /> {addLabel}
          </Button>
        }
      />
      {sorted.length > 0 && <TitleFilter value={filter.text} onChange={filter.setText} />}
      {isLoading ? (
        <LoadingList />
      ) : sorted.length === 0 ? (
        <EmptyText>{emptyText}</EmptyText>
      ) : items.length === 0 ? (
        <EmptyText>{noMatches(filter.query)}</EmptyText>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {items.map((item) => (
            <ContentRow key={item.id} item={item} {...row(item)} onEdit={list.onEdit} onDelete={list.onDelete} />
          ))}
        </Stack>
      )}
      {dialog(list.editing, list.close)}
    </Box>
  )
}
