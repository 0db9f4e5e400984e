import { Stack } from '@chakra-ui/react'
import type { Collaboration } from '@/lib/api-types.gen'
import { ROUTES } from '@/lib/routes'
import { COLLABORATIONS, useAdminCollaborationsQuery, useCreateCollaborationMutation, useDeleteCollaborationMutation, useUpdateCollaborationMutation, type CollaborationInput } from './api'
import { IMAGE_UPLOAD, LOGO_FIELD, LOGO_UPLOAD } from '../messages'
import { CONTENT_PRIORITY_DEFAULT, parsePriority, priorityText } from '../lib/priority'
import { useEntityDialog } from '../lib/use-entity-dialog'
import { optionalImage, required } from '../lib/validation'
import { FormDialog } from '../components/admin-dialog'
import { DraftBar } from '../drafts/draft-bar'
import { HistorySection } from '../history/history-section'
import { ContentTab } from '../components/content-tab'
import { TextAreaField } from '../components/fields'
import { ImageField } from '../components/image-field'
import { ActiveField, ImageWithDescription, TitleAndPriority } from '../components/form-parts'
import { useEditedPage } from '../components/view-site'
import { focalOf } from '../lib/focal'
import { bindFocal } from '../lib/focal'

/** The public page the tab and its dialog edit: the home page's carousel ('View site'). */
export const COLLABORATIONS_PAGE = `${ROUTES.home.path}#collaborations`

/** The tab: the items by priority with their logo, title and image description. */
export function CollaborationsTab() {
  const { data, isLoading } = useAdminCollaborationsQuery()
  const [remove] = useDeleteCollaborationMutation()
  return (
    <ContentTab
      title="Notable Collaborations"
      addLabel="Add Collaboration"
      emptyText='No collaborations yet. Click "Add Collaboration" to get started.'
      data={data}
      isLoading={isLoading}
      remove={remove}
      messages={COLLABORATIONS.messages}
      row={(c) => ({ image: c.imageUrl, title: c.title, subtitle: c.imageDescription, active: c.isActive, draftKind: 'collaboration' })}
      dialog={(target, onClose) => <CollaborationDialog target={target} onClose={onClose} />}
    />
  )
}

interface CollaborationForm {
  title: string
  priority: string
  description: string
  imageUrl: string
  imageFocalX: number
  imageFocalY: number
  imageDescription: string
  imageDecorative: boolean
  logoUrl: string
  logoFocalX: number
  logoFocalY: number
  isActive: boolean
}

function collaborationForm(item: Collaboration | 'new' | null): CollaborationForm {
  const c = item && item !== 'new' ? item : undefined
  return {
    title: c?.title ?? '',
    priority: priorityText(c?.priority, CONTENT_PRIORITY_DEFAULT),
    description: c?.description ?? '',
    imageUrl: c?.imageUrl ?? '',
    ...focalOf('imageFocal', c),
    imageDescription: c?.imageDescription ?? '',
    imageDecorative: c?.imageDecorative ?? false,
    logoUrl: c?.logoUrl ?? '',
    ...focalOf('logoFocal', c),
    isActive: c?.isActive ?? true,
  }
}

function collaborationBody(f: CollaborationForm): CollaborationInput {
  return {
    title: f.title,
    description: f.description,
    imageUrl: f.imageUrl.trim(),
    imageFocalX: f.imageFocalX,
    imageFocalY: f.imageFocalY,
    imageDescription: f.imageDescription,
    imageDecorative: f.imageDecorative,
    logoUrl: f.logoUrl.trim(),
    logoFocalX: f.logoFocalX,
    logoFocalY: f.logoFocalY,
    priority: parsePriority(f.priority, CONTENT_PRIORITY_DEFAULT),
    isActive: f.isActive,
  }
}

/** 'Add New Collaboration' / 'Edit Collaboration'. */
function CollaborationDialog({ target, onClose }: { target: Collaboration | 'new' | null; onClose: () => void }) {
  const [create, created] = useCreateCollaborationMutation()
  const [update, updated] = useUpdateCollaborationMutation()
  const { form, editing, dialog, drafts } = useEntityDialog({
    target,
    onClose,
    init: collaborationForm,
    rules: { title: required, imageUrl: optionalImage, logoUrl: optionalImage },
    messages: COLLABORATIONS.messages,
    send: (v: CollaborationForm, item) => (item ? update({ id: item.id, body: collaborationBody(v) }) : create(collaborationBody(v))),
    saving: created.isLoading || updated.isLoading,
    draft: { kind: 'collaboration', body: collaborationBody, createKind: 'collaboration' },
  })
  const { values: f, errors, setField, setValues, bind } = form
  useEditedPage(target && target !== 'new' ? COLLABORATIONS_PAGE : null)

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
          focal={bindFocal(f, 'imageFocal', setValues)}
          description={bind('imageDescription')}
          decorative={{ checked: f.imageDecorative, onChange: (v) => setField('imageDecorative', v) }}
          upload={IMAGE_UPLOAD}
          fallbackAlt={f.title || 'Collaboration image preview'}
        />
        <ImageField label={LOGO_FIELD.label} helper={LOGO_FIELD.helper} {...bind('logoUrl')} upload={LOGO_UPLOAD} previewAlt={f.title} />
        <ActiveField checked={f.isActive} onChange={(v) => setField('isActive', v)} />
        {editing && <HistorySection kind="collaboration" id={editing.id} current={editing} onRestored={(item) => form.reset(collaborationForm(item))} />}
      </Stack>
    </FormDialog>
  )
}
