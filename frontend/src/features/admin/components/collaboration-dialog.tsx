import { SimpleGrid, Stack } from '@chakra-ui/react'
import type { Collaboration } from '@/lib/types'
import { useCreateCollaborationMutation, useUpdateCollaborationMutation, type CollaborationInput } from '../api'
import { COLLABORATION_MESSAGES, IMAGE_UPLOAD } from '../messages'
import { CONTENT_PRIORITY_DEFAULT, parsePriority, priorityText } from '../lib/priority'
import { useDialogForm } from '../lib/use-dialog-form'
import { useEntitySave } from '../lib/use-entity-save'
import { optionalImage, required } from '../lib/validation'
import { FormDialog } from './admin-dialog'
import { PriorityField, TextAreaField, TextField } from './fields'
import { ImageField } from './image-field'

export interface CollaborationForm {
  title: string
  priority: string
  description: string
  imageUrl: string
  imageDescription: string
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
    isActive: c?.isActive ?? true,
  }
}

export function collaborationBody(f: CollaborationForm): CollaborationInput {
  return {
    title: f.title,
    description: f.description,
    imageUrl: f.imageUrl.trim(),
    imageDescription: f.imageDescription,
    priority: parsePriority(f.priority, CONTENT_PRIORITY_DEFAULT),
    isActive: f.isActive,
  }
}

/** 'Add New Collaboration' / 'Edit Collaboration'. */
export function CollaborationDialog({ target, onClose }: { target: Collaboration | 'new' | null; onClose: () => void }) {
  const form = useDialogForm(target, collaborationForm)
  const { values: f, errors, setField } = form
  const editing = form.shown !== null && form.shown !== 'new' ? form.shown : undefined
  const [create, created] = useCreateCollaborationMutation()
  const [update, updated] = useUpdateCollaborationMutation()
  const save = useEntitySave({
    form,
    rules: { title: required, imageUrl: optionalImage },
    messages: COLLABORATION_MESSAGES,
    editing: !!editing,
    send: (v: CollaborationForm) => (editing ? update({ id: editing.id, body: collaborationBody(v) }) : create(collaborationBody(v))),
    onDone: onClose,
  })

  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      title={editing ? 'Edit Collaboration' : 'Add New Collaboration'}
      width="2xl"
      submitLabel={editing ? 'Update Collaboration' : 'Create Collaboration'}
      saving={created.isLoading || updated.isLoading}
      onSubmit={save}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <Stack gridColumn={{ sm: 'span 2' }}>
            <TextField label="Title" required value={f.title} onChange={(v) => setField('title', v)} error={errors.title} />
          </Stack>
          <PriorityField value={f.priority} onChange={(v) => setField('priority', v)} error={errors.priority} helper="Lower numbers appear first" />
        </SimpleGrid>
        <TextAreaField label="Description" value={f.description} onChange={(v) => setField('description', v)} error={errors.description} />
        <ImageField
          label="Image URL"
          value={f.imageUrl}
          onChange={(v) => setField('imageUrl', v)}
          error={errors.imageUrl}
          upload={IMAGE_UPLOAD}
          previewAlt={f.imageDescription || f.title || 'Collaboration image preview'}
        />
        <TextField label="Image Description" value={f.imageDescription} onChange={(v) => setField('imageDescription', v)} error={errors.imageDescription} />
      </Stack>
    </FormDialog>
  )
}
