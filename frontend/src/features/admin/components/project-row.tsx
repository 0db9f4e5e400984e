import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react'
import { memo } from 'react'
import { LuArrowDown, LuArrowUp, LuImages, LuLink, LuPencil, LuTrash2 } from 'react-icons/lu'
import type { Project } from '@/lib/api-types.gen'
import type { MoveDirection } from '../lib/reorder'
import { CONTENT_PRIORITY_DEFAULT } from '../lib/priority'
import { DraftBadges } from './drafts/draft-badges'
import { InactiveBadge, inactiveRow, Thumbnail } from './list-parts'

/** What a row's buttons do; one stable object for every row, so a row re-renders only when its project changes. */
export interface ProjectRowActions {
  move: (project: Project, direction: MoveDirection) => void
  links: (project: Project) => void
  gallery: (project: Project) => void
  edit: (project: Project) => void
  remove: (project: Project) => void
}

export const ProjectRow = memo(function ProjectRow({ project, actions }: { project: Project; actions: ProjectRowActions }) {
  const hidden = project.isActive === false
  return (
    <HStack
      as="li"
      gap="3"
      px="3"
      py="2"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      flexWrap={{ base: 'wrap', md: 'nowrap' }}
      data-project-id={project.id}
      // Rows out of view skip layout and paint: hundreds of projects stay quick to open dialogs over.
      css={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 4rem' }}
      bg={hidden ? 'bg.subtle' : undefined}
      {...(hidden ? inactiveRow : {})}
    >
      <Thumbnail src={project.imageUrl} dimmed={hidden} />
      <Stack gap="0" flex="1" minW="40">
        <Text fontWeight="medium" lineClamp={2}>
          {project.title}
        </Text>
        <HStack gap="2" flexWrap="wrap">
          <Text textStyle="xs" color="fg.muted">
            Position: {project.priority ?? CONTENT_PRIORITY_DEFAULT}
          </Text>
          {hidden && <InactiveBadge />}
          <DraftBadges kind="project" id={project.id} />
        </HStack>
      </Stack>
      <HStack gap="1" flexShrink={0} flexWrap="wrap">
        <IconButton aria-label="Move Down" title="Move Down" size="xs" variant="outline" onClick={() => actions.move(project, 'down')}>
          <LuArrowDown />
        </IconButton>
        <IconButton aria-label="Move Up" title="Move Up" size="xs" variant="outline" onClick={() => actions.move(project, 'up')}>
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
    </HStack>
  )
})
