import { Badge, Box, Button, HStack, IconButton, Link, Spinner, Stack, Text } from '@chakra-ui/react'
import { memo, useCallback, useState } from 'react'
import { LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu'
import { LINK_TYPES } from '@/lib/catalogue'
import { byPriorityAsc } from '@/lib/sort'
import type { Project, ProjectLink } from '@/lib/types'
import { useDeleteLinkMutation, useProjectLinksQuery } from '../api'
import { LINK_MESSAGES } from '../messages'
import { confirmDelete, withNotice } from '../lib/notices'
import { AdminDialog } from './admin-dialog'
import { EmptyText } from './list-parts'
import { LinkFormDialog } from './link-form-dialog'

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
        </HStack>
        <Link href={link.url} target="_blank" rel="noopener noreferrer" textStyle="sm" color="fg.muted" truncate display="block">
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
  const [shown, setShown] = useState<Project | null>(project)
  const [editing, setEditing] = useState<ProjectLink | 'new' | null>(null)
  if (project && project !== shown) {
    setShown(project)
    setEditing(null)
  }
  const projectId = shown?.id
  const { data, isLoading } = useProjectLinksQuery(projectId ?? 0, { skip: projectId === undefined })
  const [remove] = useDeleteLinkMutation()
  const onDelete = useCallback(
    (link: ProjectLink) => {
      if (!confirmDelete(LINK_MESSAGES.confirmDelete)) return
      void withNotice(() => remove(link.id).unwrap(), LINK_MESSAGES.deleted, LINK_MESSAGES.deleteFailed)
    },
    [remove],
  )
  const links = byPriorityAsc(data ?? [])

  return (
    <>
      <AdminDialog
        open={project !== null}
        onClose={onClose}
        title="Manage Project Links"
        description={shown?.title}
        width="2xl"
        footer={
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        }
      >
        <Stack gap="4">
          <HStack justify="flex-end">
            <Button colorPalette="brand" size="sm" onClick={() => setEditing('new')}>
              <LuPlus aria-hidden /> Add Link
            </Button>
          </HStack>
          {isLoading ? (
            <Box textAlign="center" py="6">
              <Spinner />
            </Box>
          ) : links.length === 0 ? (
            <EmptyText>No links added yet. Click "Add Link" to get started.</EmptyText>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none">
              {links.map((link) => (
                <LinkRow key={link.id} link={link} onEdit={setEditing} onDelete={onDelete} />
              ))}
            </Stack>
          )}
        </Stack>
      </AdminDialog>
      {projectId !== undefined && <LinkFormDialog projectId={projectId} target={project ? editing : null} onClose={() => setEditing(null)} />}
    </>
  )
}
