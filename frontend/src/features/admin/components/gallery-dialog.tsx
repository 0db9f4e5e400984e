import { Badge, Button, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react'
import { memo, useCallback, useState } from 'react'
import { LuArrowDown, LuArrowUp, LuImagePlus, LuPencil, LuTrash2 } from 'react-icons/lu'
import { byPriorityDesc } from '@/lib/sort'
import type { GalleryImage, Project } from '@/lib/api-types.gen'
import { useDeleteGalleryImageMutation, useProjectGalleryQuery, useUpdateGalleryImageMutation } from '../api'
import { ALT_TEXT, GALLERY_MESSAGES, PRIORITY_FAILED, PRIORITY_UPDATED } from '../messages'
import { needsDescription } from '../lib/alt-text'
import { withNotice } from '../lib/notices'
import { BulkUploadDialog } from './bulk-upload-dialog'
import { DraftBadges } from './drafts/draft-badges'
import { GalleryImageDialog } from './gallery-image-dialog'
import { ProjectListDialog, useProjectList } from './project-list-dialog'

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
        {needsDescription(image) && (
          <Badge colorPalette="orange" variant="subtle" alignSelf="flex-start" title={ALT_TEXT.needsDescriptionHelp}>
            {ALT_TEXT.needsDescription}
          </Badge>
        )}
        {image.caption && (
          <Text textStyle="sm" color="fg.muted" truncate>
            {image.caption}
          </Text>
        )}
        <HStack gap="2" flexWrap="wrap">
          <Text textStyle="xs" color="fg.muted">
            Priority: {image.priority ?? 0}
          </Text>
          <DraftBadges kind="gallery" id={image.id} />
        </HStack>
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
  const [bulkOpen, setBulkOpen] = useState(false)
  const [remove] = useDeleteGalleryImageMutation()
  const list = useProjectList<GalleryImage>(project, remove, GALLERY_MESSAGES, () => setBulkOpen(false))
  const { projectId } = list
  const { data, isLoading } = useProjectGalleryQuery(projectId ?? 0, { skip: projectId === undefined })
  const [update] = useUpdateGalleryImageMutation()

  const onStep = useCallback(
    (image: GalleryImage, step: 1 | -1) => {
      const priority = stepPriority(image.priority, step)
      if (priority === image.priority) return
      void withNotice(() => update({ id: image.id, body: { priority } }).unwrap(), PRIORITY_UPDATED, PRIORITY_FAILED)
    },
    [update],
  )
  const images = byPriorityDesc(data ?? [])

  return (
    <>
      <ProjectListDialog
        open={project !== null}
        onClose={onClose}
        title="Manage Project Gallery"
        project={list.shown}
        actions={
          <Button variant="outline" size="sm" onClick={() => setBulkOpen(true)}>
            <LuImagePlus aria-hidden /> Bulk Upload Images
          </Button>
        }
        addLabel="Add Image"
        onAdd={list.add}
        isLoading={isLoading}
        count={images.length}
        emptyText='No gallery images added yet. Click "Add Image" to get started.'
        listLabel="Gallery images"
        scroll
      >
        {images.map((image) => (
          <GalleryRow key={image.id} image={image} onStep={onStep} onEdit={list.onEdit} onDelete={list.onDelete} />
        ))}
      </ProjectListDialog>
      {projectId !== undefined && (
        <>
          <GalleryImageDialog projectId={projectId} target={project ? list.editing : null} onClose={list.close} />
          <BulkUploadDialog projectId={projectId} open={!!project && bulkOpen} onClose={() => setBulkOpen(false)} />
        </>
      )}
    </>
  )
}
