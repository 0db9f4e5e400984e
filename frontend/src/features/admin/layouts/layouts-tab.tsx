import { Box, Button, Stack } from '@chakra-ui/react'
import { LuPlus } from 'react-icons/lu'
import { categoryLabel, subcategoryLabel } from '@/lib/catalogue'
import type { SectionLayout } from '@/lib/api-types.gen'
import { LAYOUTS, useAdminSectionLayoutsQuery, useDeleteSectionLayoutMutation } from './api'
import { ContentRow } from '../components/content-row'
import { DISPLAY_STYLES, LayoutDialog } from './layout-dialog'
import { EmptyText, LoadingList, TabHeader } from '../components/list-parts'
import { useContentList } from '../components/use-content-list'

/** A row's subtitle: the title it gives the section, or that it keeps the section's own. */
function layoutSubtitle(l: SectionLayout) {
  return l.sectionTitle?.trim() ? `“${l.sectionTitle.trim()}”` : 'Section title unchanged'
}

function styleLabel(l: SectionLayout) {
  const style = DISPLAY_STYLES.find((s) => s.value === (l.displayStyle || 'grid'))?.label ?? l.displayStyle
  return `${style} · ${l.columnsPerRow} ${l.columnsPerRow === 1 ? 'column' : 'columns'}`
}

/** Layouts: one row per section layout (as the server orders them: category, subcategory, id), with its dialog. */
export function LayoutsTab() {
  const { data, isLoading } = useAdminSectionLayoutsQuery()
  const [remove] = useDeleteSectionLayoutMutation()
  const list = useContentList<SectionLayout>(remove, LAYOUTS.messages)
  const items = data ?? []
  return (
    <Box>
      <TabHeader
        title="Section Layouts"
        action={
          <Button colorPalette="brand" onClick={list.add}>
            <LuPlus aria-hidden /> Add Layout
          </Button>
        }
      />
      {isLoading ? (
        <LoadingList />
      ) : items.length === 0 ? (
        <EmptyText>No layouts yet. Click &quot;Add Layout&quot; to get started.</EmptyText>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" data-testid="layout-list">
          {items.map((l) => (
            <ContentRow
              key={l.id}
              item={l}
              title={l.subcategory ? `${categoryLabel(l.category)} · ${subcategoryLabel(l.subcategory)}` : categoryLabel(l.category)}
              subtitle={layoutSubtitle(l)}
              badge={styleLabel(l)}
              active={l.isActive}
              draftKind="layout"
              onEdit={list.onEdit}
              onDelete={list.onDelete}
            />
          ))}
        </Stack>
      )}
      <LayoutDialog target={list.editing} onClose={list.close} />
    </Box>
  )
}
