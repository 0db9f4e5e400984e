import { Box, Button, HStack, IconButton, Image, Spinner, Stack, Text } from '@chakra-ui/react'
import { memo, useCallback, useState } from 'react'
import { LuArrowDown, LuArrowUp, LuImagePlus, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu'
import { byPriorityDesc } from '@/lib/sort'
import type { GalleryImage, Project } from '@/lib/types'
import { useDeleteGalleryImageMutation, useProjectGalleryQuery, useUpdateGalleryImageMutation } from '../api'
import { GALLERY_MESSAGES, PRIORITY_FAILED, PRIORITY_UPDATED } from '../messages'
import { confirmDelete, withNotice } from '../lib/notices'
import { AdminDialog } from './admin-dialog'
import { BulkUploadDialog } from './bulk-upload-dialog'
import { GalleryImageDialog } from './gallery-image-dialog'
import { EmptyText } from './list-parts'

/** The new priority an arrow gives: up adds 1, down takes 1 away, never below 0. */
export function stepPriority(priority: number | null | undefined, step: 1 | -1): number {
  return Math.max(0, (priority ?? 0) + step)
}

interface RowProps {
  image: GalleryImage
  onStep: (image: GalleryImage, step: 1 | -1) => void
  onEdit: (image: GalleryImage) => void
  onDelete: (image: GalleryImage) => void
}

const GalleryRow = memo(function GalleryRow({ image, onStep, onEdit, onDelete }: RowProps) {
  const name = image.alt || image.caption || image.src
  return (
    <HStack as="li" gap="3" p="2" borderWidth="1px" borderRadius="md">
      <Image src={image.src} alt={image.alt ?? ''} boxSize="16" objectFit="cover" borderRadius="sm" bg="bg.muted" flexShrink={0} loading="lazy" />
      <Stack gap="0" flex="1" minW="0">
        <Text fontWeight="medium" truncate>
          {image.alt || image.src}
        </Text>
        {image.caption && (
          <Text textStyle="sm" color="fg.muted" truncate>
            {image.caption}
          </Text>
        )}
        <Text textStyle="xs" color="fg.muted">
          Priority: {image.priority ?? 0}
        </Text>
      </Stack>
      <HStack gap="0.5" flexShrink={0}>
        <IconButton aria-label={`Increase priority of ${name}`} title="Increase priority" size="sm" variant="ghost" onClick={() => onStep(image, 1)}>
          <LuArrowUp />
        </IconButton>
        <IconButton aria-label={`Decrease priority of ${name}`} title="Decrease priority" size="sm" variant="ghost" onClick={() => onStep(image, -1)}>
          <LuArrowDown />
        </IconButton>
        <IconButton aria-label={`Edit image ${name}`} title="Edit" size="sm" variant="ghost" onClick={() => onEdit(image)}>
          <LuPencil />
        </IconButton>
        <IconButton aria-label={`Delete image ${name}`} title="Delete" size="sm" variant="ghost" colorPalette="red" onClick={() => onDelete(image)}>
          <LuTrash2 />
        </IconButton>
      </HStack>
    </HStack>
  )
})

/** 'Manage Project Gallery': highest priority first, arrows, add, edit, delete and bulk upload. */
export function GalleryDialog({ project, onClose }: { project: Project | null; onClose: () => void }) {
  const [shown, setShown] = useState<Project | null>(project)
  const [editing, setEditing] = useState<GalleryImage | 'new' | null>(null)
  const [bulkOpen, setBulkOpen] = useState(false)
  if (project && project !== shown) {
    setShown(project)
    setEditing(null)
    setBulkOpen(false)
  }
  const projectId = shown?.id
  const { data, isLoading } = useProjectGalleryQuery(projectId ?? 0, { skip: projectId === undefined })
  const [update] = useUpdateGalleryImageMutation()
  const [remove] = useDeleteGalleryImageMutation()

  const onStep = useCallback(
    (image: GalleryImage, step: 1 | -1) => {
      const priority = stepPriority(image.priority, step)
      if (priority === image.priority) return
      void withNotice(() => update({ id: image.id, body: { priority } }).unwrap(), PRIORITY_UPDATED, PRIORITY_FAILED)
    },
    [update],
  )
  const onDelete = useCallback(
    (image: GalleryImage) => {
      if (!confirmDelete(GALLERY_MESSAGES.confirmDelete)) return
      void withNotice(() => remove(image.id).unwrap(), GALLERY_MESSAGES.deleted, GALLERY_MESSAGES.deleteFailed)
    },
    [remove],
  )
  const images = byPriorityDesc(data ?? [])

  return (
    <>
      <AdminDialog
        open={project !== null}
        onClose={onClose}
        title="Manage Project Gallery"
        description={shown?.title}
        width="2xl"
        footer={
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        }
      >
        <Stack gap="4">
          <HStack justify="flex-end" gap="2" flexWrap="wrap">
            <Button variant="outline" size="sm" onClick={() => setBulkOpen(true)}>
              <LuImagePlus aria-hidden /> Bulk Upload Images
            </Button>
            <Button colorPalette="brand" size="sm" onClick={() => setEditing('new')}>
              <LuPlus aria-hidden /> Add Image
            </Button>
          </HStack>
          {isLoading ? (
            <Box textAlign="center" py="6">
              <Spinner />
            </Box>
          ) : images.length === 0 ? (
            <EmptyText>No gallery images added yet. Click "Add Image" to get started.</EmptyText>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none" maxH="24rem" overflowY="auto" pe="1" aria-label="Gallery images">
              {images.map((image) => (
                <GalleryRow key={image.id} image={image} onStep={onStep} onEdit={setEditing} onDelete={onDelete} />
              ))}
            </Stack>
          )}
        </Stack>
      </AdminDialog>
      {projectId !== undefined && (
        <>
          <GalleryImageDialog projectId={projectId} target={project ? editing : null} onClose={() => setEditing(null)} />
          <BulkUploadDialog projectId={projectId} open={!!project && bulkOpen} onClose={() => setBulkOpen(false)} />
        </>
      )}
    </>
  )
}
