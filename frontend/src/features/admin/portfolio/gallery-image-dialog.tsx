import { Stack } from '@chakra-ui/react'
import type { GalleryImage } from '@/lib/api-types.gen'
import { useCreateGalleryImagesMutation, useUpdateGalleryImageMutation, type GalleryImageInput } from './api'
import { GALLERY_MESSAGES } from './messages'
import { IMAGE_UPLOAD } from '../messages'
import { ITEM_PRIORITY_DEFAULT, parsePriority, priorityText } from '../lib/priority'
import { useEntityDialog } from '../lib/use-entity-dialog'
import { gallerySrc, nonNegative } from '../lib/validation'
import { FormDialog } from '../components/admin-dialog'
import { DraftBar } from '../drafts/draft-bar'
import { HistorySection } from '../history/history-section'
import { PriorityField, TextField } from '../components/fields'
import { DescriptionOrDecorative, PRIORITY_HELP } from '../components/form-parts'
import { ImageField } from '../components/image-field'
import { focalOf } from '../lib/focal'
import { bindFocal } from '../lib/focal'

export interface GalleryImageForm {
  src: string
  alt: string
  decorative: boolean
  caption: string
  priority: string
  focalX: number
  focalY: number
}

export function galleryImageForm(image: GalleryImage | 'new' | null): GalleryImageForm {
  const g = image && image !== 'new' ? image : undefined
  return { src: g?.src ?? '', alt: g?.alt ?? '', decorative: g?.decorative ?? false, caption: g?.caption ?? '', priority: priorityText(g?.priority, ITEM_PRIORITY_DEFAULT), ...focalOf('focal', g) }
}

export function galleryImageBody(f: GalleryImageForm): GalleryImageInput {
  return { src: f.src.trim(), alt: f.alt, decorative: f.decorative, caption: f.caption, priority: parsePriority(f.priority, ITEM_PRIORITY_DEFAULT), focalX: f.focalX, focalY: f.focalY }
}

/** One gallery image: source (URL, site path or upload), alt text, caption, priority (at least 0). */
export function GalleryImageDialog({ projectId, target, onClose }: { projectId: number; target: GalleryImage | 'new' | null; onClose: () => void }) {
  const [create, created] = useCreateGalleryImagesMutation()
  const [update, updated] = useUpdateGalleryImageMutation()
  const { form, editing, dialog, drafts } = useEntityDialog({
    target,
    onClose,
    init: galleryImageForm,
    rules: { src: gallerySrc, priority: nonNegative },
    messages: GALLERY_MESSAGES,
    send: (v: GalleryImageForm, item) => (item ? update({ id: item.id, body: galleryImageBody(v) }) : create({ projectId, body: galleryImageBody(v) })),
    saving: created.isLoading || updated.isLoading,
    draft: { kind: 'gallery', body: galleryImageBody },
  })
  const { values: f, errors, setField, setValues } = form
  return (
    <FormDialog
      {...dialog}
      title={editing ? 'Edit Gallery Image' : 'Add Gallery Image'}
      submitLabel={editing ? 'Update Image' : 'Create Image'}
    >
      <Stack gap="4">
        {editing && <DraftBar {...drafts} />}
        <ImageField label="Image URL" required value={f.src} onChange={(v) => setField('src', v)} error={errors.src} focal={bindFocal(f, 'focal', setValues)} upload={IMAGE_UPLOAD} previewAlt={f.decorative ? '' : f.alt || 'Gallery image preview'} />
        <DescriptionOrDecorative
          label="Alt Text"
          image={f.src}
          description={{ value: f.alt, onChange: (v) => setField('alt', v), error: errors.alt }}
          decorative={{ checked: f.decorative, onChange: (v) => setField('decorative', v) }}
        />
        <TextField label="Caption" value={f.caption} onChange={(v) => setField('caption', v)} error={errors.caption} />
        <PriorityField value={f.priority} onChange={(v) => setField('priority', v)} min={0} error={errors.priority} helper={PRIORITY_HELP} />
        {editing && <HistorySection kind="gallery" id={editing.id} current={editing} onRestored={(item) => form.reset(galleryImageForm(item))} />}
      </Stack>
    </FormDialog>
  )
}
