import { SimpleGrid, Stack } from '@chakra-ui/react'
import type { Appearance } from '@/lib/api-types.gen'
import { ROUTES } from '@/lib/routes'
import { APPEARANCES, useCreateAppearanceMutation, useUpdateAppearanceMutation, type AppearanceInput } from './api'
import { browserZone, toInstant, toLocal, zoneOptions } from './zoned-time'
import { useEntityDialog } from '../lib/use-entity-dialog'
import { optionalImage, optionalLink, optionalSlug, required, completeUrl } from '../lib/validation'
import { FormDialog } from '../components/admin-dialog'
import { DraftBar } from '../drafts/draft-bar'
import { HistorySection } from '../history/history-section'
import { SelectField, SwitchField, TextAreaField, TextField } from '../components/fields'
import { ActiveField } from '../components/form-parts'
import { ImageField } from '../components/image-field'
import { IMAGE_UPLOAD } from '../messages'
import { useEditedPage } from '../components/view-site'
import { focalOf } from '../lib/focal'
import { bindFocal } from '../lib/focal'

/** The roles, as the admin names them (the API's values: domain.AppearanceRoles). */
export const APPEARANCE_ROLES = [
  { value: 'keynote', label: 'Keynote' },
  { value: 'talk', label: 'Talk' },
  { value: 'panel', label: 'Panel' },
  { value: 'fireside', label: 'Fireside chat' },
  { value: 'jury', label: 'Jury' },
  { value: 'host', label: 'Host' },
  { value: 'other', label: 'Other' },
] as const

/** The form: startsAt and endsAt hold the event's wall clock (datetime-local), read in timeZone. */
export interface AppearanceForm {
  title: string
  slug: string
  eventName: string
  role: string
  startsAt: string
  endsAt: string
  timeZone: string
  venue: string
  city: string
  country: string
  online: boolean
  url: string
  recordingUrl: string
  description: string
  imageUrl: string
  imageFocalX: number
  imageFocalY: number
  imageDescription: string
  isActive: boolean
}

export function appearanceForm(item: Appearance | 'new' | null): AppearanceForm {
  const a = item && item !== 'new' ? item : undefined
  return {
    title: a?.title ?? '',
    slug: a?.slug ?? '',
    eventName: a?.eventName ?? '',
    role: a?.role ?? 'talk',
    startsAt: toLocal(a?.startsAt ?? ''),
    endsAt: toLocal(a?.endsAt ?? ''),
    timeZone: a?.timeZone ?? browserZone(),
    venue: a?.venue ?? '',
    city: a?.city ?? '',
    country: a?.country ?? '',
    online: a?.online ?? false,
    url: a?.url ?? '',
    recordingUrl: a?.recordingUrl ?? '',
    description: a?.description ?? '',
    imageUrl: a?.imageUrl ?? '',
    ...focalOf('imageFocal', a),
    imageDescription: a?.imageDescription ?? '',
    isActive: a?.isActive ?? true,
  }
}

/** A time the zone cannot read is sent as typed, so the server names the field. */
const instant = (local: string, zone: string) => (local ? toInstant(local, zone) || local : '')

export function appearanceBody(f: AppearanceForm): AppearanceInput {
  return {
    title: f.title,
    slug: f.slug.trim(),
    eventName: f.eventName,
    role: f.role,
    startsAt: instant(f.startsAt, f.timeZone),
    endsAt: instant(f.endsAt, f.timeZone),
    timeZone: f.timeZone,
    venue: f.venue,
    city: f.city,
    country: f.country,
    online: f.online,
    url: completeUrl(f.url),
    recordingUrl: completeUrl(f.recordingUrl),
    description: f.description,
    imageUrl: f.imageUrl.trim(),
    imageFocalX: f.imageFocalX,
    imageFocalY: f.imageFocalY,
    imageDescription: f.imageDescription,
    isActive: f.isActive,
  }
}

/** 'Add Appearance' / 'Edit Appearance': times are typed as the event's clock, in the event's zone. */
export function AppearanceDialog({ target, onClose }: { target: Appearance | 'new' | null; onClose: () => void }) {
  const [create, created] = useCreateAppearanceMutation()
  const [update, updated] = useUpdateAppearanceMutation()
  const { form, editing, dialog, drafts } = useEntityDialog({
    target,
    onClose,
    init: appearanceForm,
    rules: { title: required, startsAt: required, timeZone: required, slug: optionalSlug, url: optionalLink, recordingUrl: optionalLink, imageUrl: optionalImage },
    messages: APPEARANCES.messages,
    send: (v: AppearanceForm, item) => (item ? update({ id: item.id, body: appearanceBody(v) }) : create(appearanceBody(v))),
    saving: created.isLoading || updated.isLoading,
    draft: { kind: 'appearance', body: appearanceBody, createKind: 'appearance' },
  })
  const { values: f, errors, setField, setValues, bind } = form
  useEditedPage(target && target !== 'new' ? (target.path ?? ROUTES.speaking.path) : null)
  return (
    <FormDialog {...dialog} title={editing ? 'Edit Appearance' : 'Add Appearance'} submitLabel={editing ? 'Update Appearance' : 'Create Appearance'}>
      <Stack gap="4">
        {editing && <DraftBar {...drafts} />}
        <TextField label="Title" required value={f.title} onChange={(v) => setField('title', v)} error={errors.title} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField label="Event" value={f.eventName} onChange={(v) => setField('eventName', v)} error={errors.eventName} />
          <SelectField label="Role" required value={f.role} onChange={(v) => setField('role', v)} options={APPEARANCE_ROLES} placeholder="Select a role" error={errors.role} />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField label="Starts" type="datetime-local" required value={f.startsAt} onChange={(v) => setField('startsAt', v)} error={errors.startsAt} />
          <TextField label="Ends" type="datetime-local" value={f.endsAt} onChange={(v) => setField('endsAt', v)} error={errors.endsAt} />
        </SimpleGrid>
        <SelectField label="Time zone" required value={f.timeZone} onChange={(v) => setField('timeZone', v)} options={zoneOptions()} placeholder="Select the event's time zone" error={errors.timeZone} helper="The event's own zone: the times above are its clock." />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <TextField label="Venue" value={f.venue} onChange={(v) => setField('venue', v)} error={errors.venue} />
          <TextField label="City" value={f.city} onChange={(v) => setField('city', v)} error={errors.city} />
          <TextField label="Country" value={f.country} onChange={(v) => setField('country', v)} error={errors.country} />
        </SimpleGrid>
        <SwitchField label="Online" checked={f.online} onChange={(v) => setField('online', v)} />
        <TextField label="Event URL" type="url" value={f.url} onChange={(v) => setField('url', v)} error={errors.url} placeholder="https://…" />
        <TextField label="Recording URL" type="url" value={f.recordingUrl} onChange={(v) => setField('recordingUrl', v)} error={errors.recordingUrl} placeholder="https://…" />
        <TextAreaField label="Description" value={f.description} onChange={(v) => setField('description', v)} error={errors.description} />
        <TextField label="Slug" value={f.slug} onChange={(v) => setField('slug', v)} error={errors.slug} helper="The page's address, /speaking/slug: made from the title when empty." />
        <ImageField label="Image URL" {...bind('imageUrl')} focal={bindFocal(f, 'imageFocal', setValues)} upload={IMAGE_UPLOAD} previewAlt={f.imageDescription || f.title || 'Image preview'} />
        <TextField label="Image Description" {...bind('imageDescription')} />
        <ActiveField checked={f.isActive} onChange={(v) => setField('isActive', v)} />
        {editing && <HistorySection kind="appearance" id={editing.id} current={editing} onRestored={(item) => form.reset(appearanceForm(item))} />}
      </Stack>
    </FormDialog>
  )
}
