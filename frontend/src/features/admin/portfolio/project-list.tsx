import { Badge, Box, Heading, HStack, Stack } from '@chakra-ui/react'
import { memo, useDeferredValue, useLayoutEffect, useMemo, useRef, type RefObject } from 'react'
import type { Project } from '@/lib/api-types.gen'
import { useAdminProjectsQuery } from './api'
import { groupProjects, keepUnchanged, type CategoryGroup } from './grouping'
import type { MoveDirection } from './reorder'
import { EmptyText, LoadingList } from '../components/list-parts'
import { useDraftMarks, type DraftMark } from '../drafts/draft-badges'
import { MOVE_LABEL, PROJECT_ROWS_CSS, ProjectRow, type ProjectRowActions } from './project-row'
import { filterByTitle, noMatches } from '../components/title-filter'

/** The button a move was made with, until when it keeps the focus as its row moves. */
export interface MovedButton {
  id: number
  direction: MoveDirection
  until: number
}

const CategorySection = memo(function CategorySection({ group, actions, marks }: { group: CategoryGroup; actions: ProjectRowActions; marks: (id: number) => DraftMark }) {
  const headingId = `admin-category-${group.key}`
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="xl" p={{ base: '3', md: '4' }} bg="bg.panel">
      <HStack mb="3" gap="3">
        <Heading as="h3" size="lg" id={headingId}>
          {group.label}
        </Heading>
        <Badge colorPalette="brand" variant="subtle">
          {group.count}
        </Badge>
      </HStack>
      <Stack gap="4">
        {group.subgroups.map((sub) => (
          <Box key={sub.key}>
            <Heading as="h4" size="sm" color="fg.muted" mb="1.5">
              {sub.label}
            </Heading>
            <Box as="ul" listStyleType="none" maxH="20rem" overflowY="auto" borderWidth="1px" borderRadius="md" aria-label={`${group.label}: ${sub.label}`}>
              {sub.projects.map((p) => (
                <ProjectRow key={p.id} project={p} actions={actions} draft={marks(p.id).draft} when={marks(p.id).when} />
              ))}
            </Box>
          </Box>
        ))}
      </Stack>
    </Box>
  )
})

/**
 * The Portfolio tab's projects by category and subcategory (or the loading,
 * empty and no-match states). The only part of the tab that reads the list:
 * a move re-renders it, not the tab's header and dialogs, and unchanged
 * groups keep their objects (keepUnchanged), so only the moved group's
 * section renders again. Focus follows the moved row (moved).
 */
export const ProjectList = memo(function ProjectList({ query, actions, moved }: { query: string; actions: ProjectRowActions; moved: RefObject<MovedButton | null> }) {
  const { data, isLoading } = useAdminProjectsQuery()
  // The list renders in the background (interruptible): with hundreds of projects the tab still opens at once.
  const shown = useDeferredValue<readonly Project[] | null | undefined>(data, null)
  const lastGroups = useRef<CategoryGroup[]>([])
  const groups = useMemo(() => (lastGroups.current = keepUnchanged(lastGroups.current, groupProjects(filterByTitle(shown ?? [], query)))), [shown, query])
  const marks = useDraftMarks('project')
  const listRef = useRef<HTMLDivElement>(null)

  // Focus follows the moved row: when its new place is drawn (the row's element moved, which drops
  // the focus), the same button of the same project takes it back, so pressing again moves it again.
  useLayoutEffect(() => {
    const m = moved.current
    if (!m || Date.now() > m.until) return
    const active = document.activeElement
    if (active && active !== document.body && listRef.current?.contains(active) === false) return
    const button = listRef.current?.querySelector<HTMLElement>(`[data-project-id="${m.id}"] button[aria-label="${MOVE_LABEL[m.direction]}"]`)
    if (button && active !== button) button.focus()
  }, [groups, moved])

  if (isLoading || (data && !shown)) return <LoadingList />
  if (!shown?.length) return <EmptyText>No projects yet. Click "Add Project" to get started.</EmptyText>
  if (groups.length === 0) return <EmptyText>{noMatches(query)}</EmptyText>
  return (
    <Stack gap="6" ref={listRef} css={PROJECT_ROWS_CSS}>
      {groups.map((g) => (
        <CategorySection key={g.key} group={g} actions={actions} marks={marks} />
      ))}
    </Stack>
  )
})
