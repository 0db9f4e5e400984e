import { SimpleGrid, Stack } from '@chakra-ui/react'
import { MEDIA_CATEGORIES, MEDIA_LINK_TYPES } from '@/lib/catalogue'
import type { MediaItem } from '@/lib/api-types.gen'
import { ROUTES } from '@/lib/routes'
import { MEDIA, useCreateMediaItemMutation, useUpdateMediaItemMutation, type MediaItemInput } from './api'
import { CONTENT_PRIORITY_DEFAULT, parsePriority, priorityText } from '../lib/priority'
import { useEntityDialog } from '../lib/use-entity-dialog'
import { optionalImage, optionalLink, required, completeUrl } from '../lib/validation'
import { FormDialog } from '../components/admin-dialog'
import { DraftBar } from '../drafts/draft-bar'
import { HistorySection } from '../history/history-section'
import { PriorityField, SelectField, TextAreaField, TextField } from '../components/fields'
import { ActiveField, ImageWithDescription, PRIORITY_HELP } from '../components/form-parts'
import { known, useEditedPage } from '../components/view-site'
import type { UploadMessages } from '../messages'
import { focalOf } from '../lib/focal'
import { bindFocal } from '../lib/focal'

const THUMBNAIL_UPLOAD: UploadMessages = {
  button: 'Upload Thumbnail',
  uploaded: 'Thumbnail uploaded successfully',
  failed: 'Failed to upload thumbnail',
}

/** An item's public page: its category on Media & Press (the list page for an unknown category). */
export const mediaPage = (m: Pick<MediaItem, 'category'>) => (known(MEDIA_CATEGORIES, m.category) ? `${ROUTES.mediaPress.path}?category=${m.category}` : ROUTES.mediaPress.path)

export interface MediaForm {
  title: string
  description: string
  category: string
  url: string
  linkType: string
  thumbnailUrl: string
  thumbnailFocalX: number
  thumbnailFocalY: number
  thumbnailDescription: string
  thumbnailDecorative: boolean
  priority: string
  isActive: boolean
}

export function mediaForm(item: MediaItem | 'new' | null): MediaForm {
  const m = item && item !== 'new' ? item : undefined
  return {
    title: m?.title ?? '',
    description: m?.description ?? '',
    category: m?.category ?? '',
    url: m?.url ?? '',
    linkType: m?.linkType ?? '',
    thumbnailUrl: m?.thumbnailUrl ?? '',
    ...focalOf('thumbnailFocal', m),
    thumbnailDescription: m?.thumbnailDescription ?? '',
    thumbnailDecorative: m?.thumbnailDecorative ?? false,
    priority: priorityText(m?.priority, CONTENT_PRIORITY_DEFAULT),
    isActive: m?.isActive ?? true,
  }
}

export function mediaBody(f: MediaForm): MediaItemInput {
  return {
    title: f.title,
    description: f.description,
    category: f.category,
    url: completeUrl(f.url),
    linkType: f.linkType,
    thumbnailUrl: f.thumbnailUrl.trim(),
    thumbnailFocalX: f.thumbnailFocalX,
    thumbnailFocalY: f.thumbnailFocalY,
    thumbnailDescription: f.thumbnailDescription,
    thumbnailDecorative: f.thumbnailDecorative,
    priority: parsePriority(f.priority, CONTENT_PRIORITY_DEFAULT),
    isActive: f.isActive,
  }
}

const CATEGORY_OPTIONS = MEDIA_CATEGORIES.map((c) => ({ value: c.key, label: c.label }))
const LINK_TYPE_OPTIONS = MEDIA_LINK_TYPES.map((t) => ({ value: t.key, label: t.label }))

/** 'Add Media Item' / 'Edit Media Item'. */
export function MediaDialog({ target, onClose }: { target: MediaItem | 'new' | null; onClose: () => void }) {
  const [create, created] = useCreateMediaItemMutation()
  const [update, updated] = useUpdateMediaItemMutation()
  const { form, editing, dialog, drafts } = useEntityDialog({
    target,
    onClose,
    init: mediaForm,
    rules: { title: required, category: required, url: optionalLink, thumbnailUrl: optionalImage },
    messages: MEDIA.messages,
    send: (v: MediaForm, item) => (item ? update({ id: item.id, body: mediaBody(v) }) : create(mediaBody(v))),
    saving: created.isLoading || updated.isLoading,
    draft: { kind: 'media', body: mediaBody, createKind: 'media' },
  })
  const { values: f, errors, setField, setValues, bind } = form
  useEditedPage(target && target !== 'new' ? mediaPage(target) : null)

  return (
    <FormDialog
      {...dialog}
      title={editing ? 'Edit Media Item' : 'Add Media Item'}
      submitLabel={editing ? 'Update Media Item' : 'Create Media Item'}
    >
      <Stack gap="4">
        {editing && <DraftBar {...drafts} />}
        <TextField label="Title" required value={f.title} onChange={(v) => setField('title', v)} error={errors.title} />
        <TextAreaField label="Description" value={f.description} onChange={(v) => setField('description', v)} error={errors.description} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SelectField label="Category" required value={f.category} onChange={(v) => setField('category', v)} options={CATEGORY_OPTIONS} placeholder="Select a category" error={errors.category} />
          <SelectField label="Link Type" value={f.linkType} onChange={(v) => setField('linkType', v)} options={LINK_TYPE_OPTIONS} placeholder="Select a link type" error={errors.linkType} />
        </SimpleGrid>
        <TextField label="URL" type="url" value={f.url} onChange={(v) => setField('url', v)} error={errors.url} placeholder="https://…" />
        <ImageWithDescription
          label="Thumbnail URL"
          descriptionLabel="Thumbnail Description"
          image={bind('thumbnailUrl')}
          focal={bindFocal(f, 'thumbnailFocal', setValues)}
          description={bind('thumbnailDescription')}
          decorative={{ checked: f.thumbnailDecorative, onChange: (v) => setField('thumbnailDecorative', v) }}
          upload={THUMBNAIL_UPLOAD}
          fallbackAlt={f.title || 'Thumbnail preview'}
        />
        <PriorityField value={f.priority} onChange={(v) => setField('priority', v)} error={errors.priority} helper={PRIORITY_HELP} />
        <ActiveField checked={f.isActive} onChange={(v) => setField('isActive', v)} />
        {editing && <HistorySection kind="media" id={editing.id} current={editing} onRestored={(item) => form.reset(mediaForm(item))} />}
      </Stack>
    </FormDialog>
  )
}
