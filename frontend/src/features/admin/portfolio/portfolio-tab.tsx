import { Box, Button } from '@chakra-ui/react'
import { useCallback, useMemo, useRef, useState } from 'react'
import { LuPlus } from 'react-icons/lu'
import type { Project } from '@/lib/api-types.gen'
import { useAdminProjectsQuery, useDeleteProjectMutation } from './api'
import { PROJECT_MESSAGES } from './messages'
import { confirmDelete, withNotice, trashNote } from '../lib/notices'
import type { MoveDirection } from './reorder'
import { useProjectMoves } from './use-project-moves'
import { GalleryDialog } from './gallery-dialog'
import { LinksDialog } from './links-dialog'
import { TabHeader } from '../components/list-parts'
import { ProjectDialog } from './project-dialog'
import { ProjectList, type MovedButton } from './project-list'
import { RedirectsSection } from './redirects-section'
import type { ProjectRowActions } from './project-row'
import { TitleFilter, useTitleFilter } from '../components/title-filter'

/** 'Portfolio Projects': grouped by category and subcategory, with reordering, links, gallery, edit and delete. */
export function PortfolioTab() {
  // Only whether there are projects: a move re-renders the list (ProjectList), not the tab and its dialogs.
  const { count } = useAdminProjectsQuery(undefined, { selectFromResult: ({ data }) => ({ count: data?.length ?? 0 }) })
  const filter = useTitleFilter()
  const [editing, setEditing] = useState<Project | 'new' | null>(null)
  const [linksFor, setLinksFor] = useState<Project | null>(null)
  const [galleryFor, setGalleryFor] = useState<Project | null>(null)
  const moveProject = useProjectMoves()
  const [remove] = useDeleteProjectMutation()
  // The button a move was made with: it keeps the focus as its row moves.
  const moved = useRef<MovedButton | null>(null)

  // The notice shows at once and the rows follow; the server's answer comes after (useProjectMoves).
  const move = useCallback(
    (project: Project, direction: MoveDirection) => {
      // Set first: the moved rows may render before the call returns.
      const previous = moved.current
      moved.current = { id: project.id, direction, until: Date.now() + 3000 }
      if (!moveProject(project, direction)) moved.current = previous
    },
    [moveProject],
  )
  const removeProject = useCallback(
    async (project: Project) => {
      if (!(await confirmDelete(PROJECT_MESSAGES.confirmDelete, trashNote(project.title)))) return
      await withNotice(() => remove(project.id).unwrap(), PROJECT_MESSAGES.deleted, PROJECT_MESSAGES.deleteFailed)
    },
    [remove],
  )
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
      {count > 0 && <TitleFilter value={filter.text} onChange={filter.setText} />}
      <ProjectList query={filter.query} actions={actions} moved={moved} />
      <RedirectsSection />
      <ProjectDialog target={editing} onClose={() => setEditing(null)} />
      <LinksDialog project={linksFor} onClose={() => setLinksFor(null)} />
      <GalleryDialog project={galleryFor} onClose={() => setGalleryFor(null)} />
    </Box>
  )
}
