import { Badge, Button, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react'
import { memo, useCallback, useMemo, useRef, useState } from 'react'
import { LuArrowDown, LuArrowUp, LuImagePlus, LuPencil, LuTrash2 } from 'react-icons/lu'
import { byPriorityAsc } from '@/lib/sort'
import type { GalleryImage, Project } from '@/lib/api-types.gen'
import { useDeleteGalleryImageMutation, useProjectGalleryQuery, useReorderGalleryMutation } from './api'
import { ALT_TEXT } from '../messages'
import { GALLERY_MESSAGES, PRIORITY_FAILED, PRIORITY_UPDATED } from './messages'
import { needsDescription } from '../lib/alt-text'
import { withNotice } from '../lib/notices'
import { neighbourIn, type MoveDirection } from './reorder'
import { BulkUploadDialog } from './bulk-upload-dialog'
import { DraftBadges } from '../drafts/draft-badges'
import { GalleryImageDialog } from './gallery-image-dialog'
import { MOVE_LABEL } from './project-row'
import { ProjectListDialog, useProjectList } from './project-list-dialog'

interface RowProps {
  image: GalleryImage
  onMove: (image: GalleryImage, direction: MoveDirection) => void
  onEdit: (image: GalleryImage) => void
  onDelete: (image: GalleryImage) => void
}

const GalleryRow = memo(function GalleryRow({ image, onMove, onEdit, onDelete }: RowProps) {
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
        <IconButton aria-label={`${MOVE_LABEL.up}: ${name}`} title={MOVE_LABEL.up} size="sm" variant="ghost" onClick={() => onMove(image, 'up')}>
          <LuArrowUp />
        </IconButton>
        <IconButton aria-label={`${MOVE_LABEL.down}: ${name}`} title={MOVE_LABEL.down} size="sm" variant="ghost" onClick={() => onMove(image, 'down')}>
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

/**
 * 'Manage Project Gallery': lowest priority first (as every list), arrows that
 * move an image one place as Move Up / Move Down move a project (equal
 * priorities still move; nothing happens at the ends), add, edit, delete and
 * bulk upload.
 */
export function GalleryDialog({ project, onClose }: { project: Project | null; onClose: () => void }) {
  const [bulkOpen, setBulkOpen] = useState(false)
  const [remove] = useDeleteGalleryImageMutation()
  const list = useProjectList<GalleryImage>(project, remove, GALLERY_MESSAGES, () => setBulkOpen(false))
  const { projectId } = list
  const { data, isLoading } = useProjectGalleryQuery(projectId ?? 0, { skip: projectId === undefined })
  const [reorder] = useReorderGalleryMutation()
  const images = useMemo(() => byPriorityAsc(data ?? []), [data])

  // The handler reads the latest order through a ref, so the rows keep one callback.
  const ordered = useRef<readonly GalleryImage[]>([])
  ordered.current = images
  const busy = useRef(false)
  const onMove = useCallback(
    async (image: GalleryImage, direction: MoveDirection) => {
      const neighbour = neighbourIn(ordered.current, image.id, direction)
      if (!neighbour || busy.current) return
      busy.current = true
      // withNotice never throws: it reports a failure as a notice.
      await withNotice(() => reorder([image.id, neighbour.id]).unwrap(), PRIORITY_UPDATED, PRIORITY_FAILED)
      busy.current = false
    },
    [reorder],
  )

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
          <GalleryRow key={image.id} image={image} onMove={onMove} onEdit={list.onEdit} onDelete={list.onDelete} />
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
