import { Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react'
import { memo } from 'react'
import { LuArrowDown, LuArrowUp, LuImages, LuLink, LuPencil, LuTrash2 } from 'react-icons/lu'
import type { Project } from '@/lib/api-types.gen'
import type { MoveDirection } from '../lib/reorder'
import { CONTENT_PRIORITY_DEFAULT } from '../lib/priority'
import { DraftMarks } from './drafts/draft-badges'
import { InactiveBadge, inactiveRow, Thumbnail } from './list-parts'

/** What a row's buttons do; one stable object for every row, so a row re-renders only when its project changes. */
export interface ProjectRowActions {
  move: (project: Project, direction: MoveDirection) => void
  links: (project: Project) => void
  gallery: (project: Project) => void
  edit: (project: Project) => void
  remove: (project: Project) => void
}

export const MOVE_LABEL: Record<MoveDirection, string> = { down: 'Move Down', up: 'Move Up' }

interface ProjectRowProps {
  project: Project
  actions: ProjectRowActions
  /** The project has a draft. */
  draft: boolean
  /** Its planned publish or unpublish, '' when none. */
  when: string
}

/**
 * One project: picture, title, position and marks, then its buttons. On a
 * wide screen the buttons sit at the row's end; on a phone the row is a card
 * with its buttons on their own wrapping line below, every one in sight.
 * The line of marks keeps its height with or without badges, so a row never
 * changes size when the draft marks load.
 */
export const ProjectRow = memo(function ProjectRow({ project, actions, draft, when }: ProjectRowProps) {
  const hidden = project.isActive === false
  return (
    <Box
      as="li"
      display="grid"
      gridTemplateColumns={{ base: 'auto minmax(0, 1fr)', md: 'auto minmax(0, 1fr) auto' }}
      alignItems="center"
      columnGap="3"
      rowGap="2"
      px="3"
      py="2"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      data-project-id={project.id}
      bg={hidden ? 'bg.subtle' : undefined}
      {...(hidden ? inactiveRow : {})}
    >
      <Box gridRow={{ base: 1, md: 'auto' }}>
        <Thumbnail src={project.imageUrl} dimmed={hidden} />
      </Box>
      <Stack gap="0" minW="0">
        <Text fontWeight="medium" lineClamp={2} overflowWrap="anywhere">
          {project.title}
        </Text>
        <HStack gap="2" flexWrap="wrap" minH="6">
          <Text textStyle="xs" color="fg.muted">
            Position: {project.priority ?? CONTENT_PRIORITY_DEFAULT}
          </Text>
          {hidden && <InactiveBadge />}
          <DraftMarks draft={draft} when={when} />
        </HStack>
      </Stack>
      <HStack gap="1" flexWrap="wrap" gridColumn={{ base: '1 / -1', md: 'auto' }} justify={{ base: 'flex-start', md: 'flex-end' }}>
        <IconButton aria-label={MOVE_LABEL.down} title={MOVE_LABEL.down} size="xs" variant="outline" onClick={() => actions.move(project, 'down')}>
          <LuArrowDown />
        </IconButton>
        <IconButton aria-label={MOVE_LABEL.up} title={MOVE_LABEL.up} size="xs" variant="outline" onClick={() => actions.move(project, 'up')}>
          <LuArrowUp />
        </IconButton>
        <Button size="xs" variant="outline" onClick={() => actions.links(project)}>
          <LuLink aria-hidden /> Links
        </Button>
        <Button size="xs" variant="outline" onClick={() => actions.gallery(project)}>
          <LuImages aria-hidden /> Gallery
        </Button>
        <Button size="xs" variant="outline" onClick={() => actions.edit(project)}>
          <LuPencil aria-hidden /> Edit
        </Button>
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => actions.remove(project)}>
          <LuTrash2 aria-hidden /> Delete
        </Button>
      </HStack>
    </Box>
  )
})
