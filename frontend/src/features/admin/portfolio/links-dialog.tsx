import { Badge, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react'
import { memo } from 'react'
import { LuPencil, LuTrash2 } from 'react-icons/lu'
import { LINK_TYPES } from '@/lib/catalogue'
import { byPriorityAsc } from '@/lib/sort'
import type { Project, ProjectLink } from '@/lib/api-types.gen'
import { useDeleteLinkMutation, useProjectLinksQuery } from './api'
import { LINK_MESSAGES } from './messages'
import { DraftBadges } from '../drafts/draft-badges'
import { LinkFormDialog } from './link-form-dialog'
import { ProjectListDialog, useProjectList } from './project-list-dialog'

const typeLabel = (type: string) => LINK_TYPES.find((t) => t.key === type)?.label ?? type

const LinkRow = memo(function LinkRow({ link, onEdit, onDelete }: { link: ProjectLink; onEdit: (l: ProjectLink) => void; onDelete: (l: ProjectLink) => void }) {
  return (
    <HStack as="li" gap="3" p="3" borderWidth="1px" borderRadius="md" align="center">
      <Stack gap="0.5" flex="1" minW="0">
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="semibold">{link.label}</Text>
          {link.type && <Badge variant="subtle">{typeLabel(link.type)}</Badge>}
          <Text textStyle="xs" color="fg.muted">
            Priority: {link.priority ?? 0}
          </Text>
          <DraftBadges kind="link" id={link.id} />
        </HStack>
        {/* One line, 44 px high on a phone (a target of its own). */}
        <Link href={link.url} target="_blank" rel="noopener noreferrer" textStyle="sm" color="fg.muted" truncate display="block" lineHeight={{ base: '2.75rem', md: 'normal' }}>
          {link.url}
        </Link>
      </Stack>
      <IconButton aria-label={`Edit link ${link.label}`} title="Edit" size="sm" variant="ghost" onClick={() => onEdit(link)}>
        <LuPencil />
      </IconButton>
      <IconButton aria-label={`Delete link ${link.label}`} title="Delete" size="sm" variant="ghost" colorPalette="red" onClick={() => onDelete(link)}>
        <LuTrash2 />
      </IconButton>
    </HStack>
  )
})

/** 'Manage Project Links': the project's links with add, edit and delete. */
export function LinksDialog({ project, onClose }: { project: Project | null; onClose: () => void }) {
  const [remove] = useDeleteLinkMutation()
  const list = useProjectList<ProjectLink>(project, remove, LINK_MESSAGES)
  const { projectId } = list
  const { data, isLoading } = useProjectLinksQuery(projectId ?? 0, { skip: projectId === undefined })
  const links = byPriorityAsc(data ?? [])

  return (
    <>
      <ProjectListDialog
        open={project !== null}
        onClose={onClose}
        title="Manage Project Links"
        project={list.shown}
        addLabel="Add Link"
        onAdd={list.add}
        isLoading={isLoading}
        count={links.length}
        emptyText='No links added yet. Click "Add Link" to get started.'
      >
        {links.map((link) => (
          <LinkRow key={link.id} link={link} onEdit={list.onEdit} onDelete={list.onDelete} />
        ))}
      </ProjectListDialog>
      {projectId !== undefined && <LinkFormDialog projectId={projectId} target={project ? list.editing : null} onClose={list.close} />}
    </>
  )
}
