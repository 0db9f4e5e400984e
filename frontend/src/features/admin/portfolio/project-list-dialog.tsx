import { Box, Button, HStack, Spinner, Stack } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import { LuPlus } from 'react-icons/lu'
import type { Project } from '@/lib/api-types.gen'
import type { EntityMessages } from '../messages'
import { AdminDialog } from '../components/admin-dialog'
import { EmptyText } from '../components/list-parts'
import { useContentList } from '../components/use-content-list'
import { useEditedPage } from '../components/view-site'
import { projectPage } from './project-page'

/**
 * A project's list dialog state: the project shown (kept while the dialog
 * closes), the item being edited and a confirmed delete. Opening it for
 * another project closes the item dialog and calls `onReopen`.
 */
export function useProjectList<T extends { id: number }>(project: Project | null, remove: (id: number) => { unwrap: () => Promise<unknown> }, messages: EntityMessages, onReopen?: () => void) {
  const [shown, setShown] = useState<Project | null>(project)
  const list = useContentList<T>(remove, messages)
  useEditedPage(project ? projectPage(project) : null)
  if (project && project !== shown) {
    setShown(project)
    list.close()
    onReopen?.()
  }
  return { shown, projectId: shown?.id, ...list }
}

interface ProjectListDialogProps {
  open: boolean
  onClose: () => void
  title: string
  project: Project | null
  addLabel: string
  onAdd: () => void
  /** Buttons shown before the add button. */
  actions?: ReactNode
  isLoading: boolean
  count: number
  emptyText: string
  listLabel?: string
  /** A long list scrolls inside the dialog. */
  scroll?: boolean
  children: ReactNode
}

/** A project's list in a dialog: add button, spinner, empty message or the rows, and 'Close'. */
export function ProjectListDialog({ open, onClose, title, project, addLabel, onAdd, actions, isLoading, count, emptyText, listLabel, scroll, children }: ProjectListDialogProps) {
  return (
    <AdminDialog
      open={open}
      onClose={onClose}
      title={title}
      description={project?.title}
      width="2xl"
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Stack gap="4">
        <HStack justify="flex-end" gap="2" flexWrap="wrap">
          {actions}
          <Button colorPalette="brand" size="sm" onClick={onAdd}>
            <LuPlus aria-hidden /> {addLabel}
          </Button>
        </HStack>
        {isLoading ? (
          <Box textAlign="center" py="6">
            <Spinner />
          </Box>
        ) : count === 0 ? (
          <EmptyText>{emptyText}</EmptyText>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" aria-label={listLabel} {...(scroll ? { maxH: '24rem', overflowY: 'auto', pe: '1' } : {})}>
            {children}
          </Stack>
        )}
      </Stack>
    </AdminDialog>
  )
}
