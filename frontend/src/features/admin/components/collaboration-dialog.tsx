import { Stack } from '@chakra-ui/react'
import type { Collaboration } from '@/lib/api-types.gen'
import { useCreateCollaborationMutation, useUpdateCollaborationMutation, type CollaborationInput } from '../api'
import { COLLABORATION_MESSAGES, IMAGE_UPLOAD } from '../messages'
import { CONTENT_PRIORITY_DEFAULT, parsePriority, priorityText } from '../lib/priority'
import { useEntityDialog } from '../lib/use-entity-dialog'
import { optionalImage, required } from '../lib/validation'
import { FormDialog } from './admin-dialog'
import { DraftBar } from './drafts/draft-bar'
import { HistorySection } from './history/history-section'
import { TextAreaField } from './fields'
import { ActiveField, ImageWithDescription, TitleAndPriority } from './form-parts'
import { collaborationPage, useEditedPage } from './view-site'

export interface CollaborationForm {
  title: string
  priority: string
  description: string
  imageUrl: string
  imageDescription: string
  imageDecorative: boolean
  isActive: boolean
}

export function collaborationForm(item: Collaboration | 'new' | null): CollaborationForm {
  const c = item && item !== 'new' ? item : undefined
  return {
    title: c?.title ?? '',
    priority: priorityText(c?.priority, CONTENT_PRIORITY_DEFAULT),
    description: c?.description ?? '',
    imageUrl: c?.imageUrl ?? '',
    imageDescription: c?.imageDescription ?? '',
    imageDecorative: c?.imageDecorative ?? false,
    isActive: c?.isActive ?? true,
  }
}

export function collaborationBody(f: CollaborationForm): CollaborationInput {
  return {
    title: f.title,
    description: f.description,
    imageUrl: f.imageUrl.trim(),
    imageDescription: f.imageDescription,
    imageDecorative: f.imageDecorative,
    priority: parsePriority(f.priority, CONTENT_PRIORITY_DEFAULT),
    isActive: f.isActive,
  }
}

/** 'Add New Collaboration' / 'Edit Collaboration'. */
export function CollaborationDialog({ target, onClose }: { target: Collaboration | 'new' | null; onClose: () => void }) {
  const [create, created] = useCreateCollaborationMutation()
  const [update, updated] = useUpdateCollaborationMutation()
  const { form, editing, dialog, drafts } = useEntityDialog({
    target,
    onClose,
    init: collaborationForm,
    rules: { title: required, imageUrl: optionalImage },
    messages: COLLABORATION_MESSAGES,
    send: (v: CollaborationForm, item) => (item ? update({ id: item.id, body: collaborationBody(v) }) : create(collaborationBody(v))),
    saving: created.isLoading || updated.isLoading,
    draft: { kind: 'collaboration', body: collaborationBody, createKind: 'collaboration' },
  })
  const { values: f, errors, setField, bind } = form
  useEditedPage(target && target !== 'new' ? collaborationPage() : null)

  return (
    <FormDialog
      {...dialog}
      title={editing ? 'Edit Collaboration' : 'Add New Collaboration'}
      width="2xl"
      submitLabel={editing ? 'Update Collaboration' : 'Create Collaboration'}
    >
      <Stack gap="4">
        {editing && <DraftBar {...drafts} />}
        <TitleAndPriority title={bind('title')} priority={bind('priority')} />
        <TextAreaField label="Description" value={f.description} onChange={(v) => setField('description', v)} error={errors.description} />
        <ImageWithDescription
          label="Image URL"
          descriptionLabel="Image Description"
          image={bind('imageUrl')}
          description={bind('imageDescription')}
          decorative={{ checked: f.imageDecorative, onChange: (v) => setField('imageDecorative', v) }}
          upload={IMAGE_UPLOAD}
          fallbackAlt={f.title || 'Collaboration image preview'}
        />
        <ActiveField checked={f.isActive} onChange={(v) => setField('isActive', v)} />
        {editing && <HistorySection kind="collaboration" id={editing.id} current={editing} onRestored={(item) => form.reset(collaborationForm(item))} />}
      </Stack>
    </FormDialog>
  )
}
