import { SimpleGrid, Stack } from '@chakra-ui/react'
import { LINK_TYPES } from '@/lib/catalogue'
import type { ProjectLink } from '@/lib/api-types.gen'
import { useCreateLinkMutation, useUpdateLinkMutation, type LinkInput } from './api'
import { LINK_MESSAGES } from './messages'
import { ITEM_PRIORITY_DEFAULT, parsePriority, priorityText } from '../lib/priority'
import { useEntityDialog } from '../lib/use-entity-dialog'
import { linkLabel, linkUrl, nonNegative, completeUrl } from '../lib/validation'
import { FormDialog } from '../components/admin-dialog'
import { DraftBar } from '../drafts/draft-bar'
import { HistorySection } from '../history/history-section'
import { PriorityField, SelectField, TextField } from '../components/fields'
import { PRIORITY_HELP } from '../components/form-parts'

export interface LinkForm {
  label: string
  url: string
  type: string
  priority: string
}

export function linkForm(link: ProjectLink | 'new' | null): LinkForm {
  const l = link && link !== 'new' ? link : undefined
  return { label: l?.label ?? '', url: l?.url ?? '', type: l?.type ?? '', priority: priorityText(l?.priority, ITEM_PRIORITY_DEFAULT) }
}

export function linkBody(f: LinkForm): LinkInput {
  return { label: f.label, url: completeUrl(f.url), type: f.type, priority: parsePriority(f.priority, ITEM_PRIORITY_DEFAULT) }
}

const TYPE_OPTIONS = LINK_TYPES.map((t) => ({ value: t.key, label: t.label }))

/** One link of a project: label, url, optional type, priority (at least 0). */
export function LinkFormDialog({ projectId, target, onClose }: { projectId: number; target: ProjectLink | 'new' | null; onClose: () => void }) {
  const [create, created] = useCreateLinkMutation()
  const [update, updated] = useUpdateLinkMutation()
  const { form, editing, dialog, drafts } = useEntityDialog({
    target,
    onClose,
    init: linkForm,
    rules: { label: linkLabel, url: linkUrl, priority: nonNegative },
    messages: LINK_MESSAGES,
    send: (v: LinkForm, item) => (item ? update({ id: item.id, body: linkBody(v) }) : create({ projectId, body: linkBody(v) })),
    saving: created.isLoading || updated.isLoading,
    draft: { kind: 'link', body: linkBody },
  })
  const { values: f, errors, setField } = form
  return (
    <FormDialog
      {...dialog}
      title={editing ? 'Edit Link' : 'Add Link'}
      submitLabel={editing ? 'Update Link' : 'Create Link'}
    >
      <Stack gap="4">
        {editing && <DraftBar {...drafts} />}
        <TextField label="Label" required value={f.label} onChange={(v) => setField('label', v)} error={errors.label} placeholder="Watch Trailer" />
        <TextField label="URL" required type="url" value={f.url} onChange={(v) => setField('url', v)} error={errors.url} placeholder="https://…" />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SelectField label="Type" value={f.type} onChange={(v) => setField('type', v)} options={TYPE_OPTIONS} placeholder="None" error={errors.type} />
          <PriorityField value={f.priority} onChange={(v) => setField('priority', v)} min={0} error={errors.priority} helper={PRIORITY_HELP} />
        </SimpleGrid>
        {editing && <HistorySection kind="link" id={editing.id} current={editing} onRestored={(item) => form.reset(linkForm(item))} />}
      </Stack>
    </FormDialog>
  )
}
