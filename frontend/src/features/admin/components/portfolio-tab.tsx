import { Badge, Box, Button, Heading, HStack, Stack } from '@chakra-ui/react'
import { memo, useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { LuPlus } from 'react-icons/lu'
import type { Project } from '@/lib/api-types.gen'
import { useAdminProjectsQuery, useDeleteProjectMutation, useReorderProjectsMutation } from '../api'
import { POSITION_FAILED, POSITION_UPDATED, PROJECT_MESSAGES } from '../messages'
import { groupProjects, type CategoryGroup } from '../lib/grouping'
import { confirmDelete, withNotice, trashQuestion } from '../lib/notices'
import { reorderNeighbour, type MoveDirection } from '../lib/reorder'
import { GalleryDialog } from './gallery-dialog'
import { LinksDialog } from './links-dialog'
import { EmptyText, LoadingList, TabHeader } from './list-parts'
import { ProjectDialog } from './project-dialog'
import { RedirectsSection } from './redirects-section'
import { useDraftMarks, type DraftMark } from './drafts/draft-badges'
import { MOVE_LABEL, PROJECT_ROWS_CSS, ProjectRow, type ProjectRowActions } from './project-row'
import { filterByTitle, noMatches, TitleFilter, useTitleFilter } from './title-filter'

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

/** 'Portfolio Projects': grouped by category and subcategory, with reordering, links, gallery, edit and delete. */
export function PortfolioTab() {
  const { data, isLoading } = useAdminProjectsQuery()
  // The list renders in the background (interruptible): with hundreds of projects the tab still opens at once.
  const shown = useDeferredValue<readonly Project[] | null | undefined>(data, null)
  const filter = useTitleFilter()
  const groups = useMemo(() => groupProjects(filterByTitle(shown ?? [], filter.query)), [shown, filter.query])
  const [editing, setEditing] = useState<Project | 'new' | null>(null)
  const [linksFor, setLinksFor] = useState<Project | null>(null)
  const [galleryFor, setGalleryFor] = useState<Project | null>(null)
  const [reorder] = useReorderProjectsMutation()
  const [remove] = useDeleteProjectMutation()
  const marks = useDraftMarks('project')
  const listRef = useRef<HTMLDivElement>(null)
  // The button a move was made with: it keeps the focus as its row moves.
  const moved = useRef<{ id: number; direction: MoveDirection; until: number } | null>(null)

  // The handlers read the latest list through a ref, so the actions object never changes.
  const projects = useRef<readonly Project[]>([])
  projects.current = data ?? []
  const busyMove = useRef(false)

  const move = useCallback(
    async (project: Project, direction: MoveDirection) => {
      const neighbour = reorderNeighbour(projects.current, project.id, direction)
      if (!neighbour || busyMove.current) return
      busyMove.current = true
      moved.current = { id: project.id, direction, until: Date.now() + 3000 }
      await withNotice(() => reorder([project.id, neighbour.id]).unwrap(), POSITION_UPDATED, POSITION_FAILED)
      busyMove.current = false
    },
    [reorder],
  )
  const removeProject = useCallback(
    (project: Project) => {
      if (!confirmDelete(trashQuestion(PROJECT_MESSAGES.confirmDelete, project.title))) return
      void withNotice(() => remove(project.id).unwrap(), PROJECT_MESSAGES.deleted, PROJECT_MESSAGES.deleteFailed)
    },
    [remove],
  )
  // Focus follows the moved row: when its new place is drawn (the row's element moved, which drops
  // the focus), the same button of the same project takes it back, so pressing again moves it again.
  useLayoutEffect(() => {
    const m = moved.current
    if (!m || Date.now() > m.until) return
    const active = document.activeElement
    if (active && active !== document.body && listRef.current?.contains(active) === false) return
    const button = listRef.current?.querySelector<HTMLElement>(`[data-project-id="${m.id}"] button[aria-label="${MOVE_LABEL[m.direction]}"]`)
    if (button && active !== button) button.focus()
  }, [groups])
  const actions = useMemo<ProjectRowActions>(
    () => ({ move, links: setLinksFor, gallery: setGalleryFor, edit: setEditing, remove: removeProject }),
    [move, removeProject],
  )

  return (
    <Box>
      <TabHeader
        title="Portfolio Projects"
        action={
          <Button colorPalette="brand" onClick={() => setEditing('new')}>
            <LuPlus aria-hidden /> Add Project
          </Button>
        }
      />
      {!!data?.length && <TitleFilter value={filter.text} onChange={filter.setText} />}
      {isLoading || (data && !shown) ? (
        <LoadingList />
      ) : !shown?.length ? (
        <EmptyText>No projects yet. Click "Add Project" to get started.</EmptyText>
      ) : groups.length === 0 ? (
        <EmptyText>{noMatches(filter.query)}</EmptyText>
      ) : (
        <Stack gap="6" ref={listRef} css={PROJECT_ROWS_CSS}>
          {groups.map((g) => (
            <CategorySection key={g.key} group={g} actions={actions} marks={marks} />
          ))}
        </Stack>
      )}
      <RedirectsSection />
      <ProjectDialog target={editing} onClose={() => setEditing(null)} />
      <LinksDialog project={linksFor} onClose={() => setLinksFor(null)} />
      <GalleryDialog project={galleryFor} onClose={() => setGalleryFor(null)} />
    </Box>
  )
}
