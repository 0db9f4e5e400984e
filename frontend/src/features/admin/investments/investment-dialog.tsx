import { SimpleGrid, Stack } from '@chakra-ui/react'
import { INVESTMENT_CATEGORIES, withName } from '@/lib/catalogue'
import type { Investment } from '@/lib/api-types.gen'
import { useSite } from '@/lib/site'
import { ROUTES } from '@/lib/routes'
import { INVESTMENTS, useCreateInvestmentMutation, useUpdateInvestmentMutation, type InvestmentInput } from './api'
import { CONTENT_PRIORITY_DEFAULT, parsePriority, priorityText } from '../lib/priority'
import { useEntityDialog } from '../lib/use-entity-dialog'
import { optionalImage, optionalLink, required, completeUrl } from '../lib/validation'
import { FormDialog } from '../components/admin-dialog'
import { DraftBar } from '../drafts/draft-bar'
import { HistorySection } from '../history/history-section'
import { PriorityField, SelectField, TextAreaField, TextField } from '../components/fields'
import { ActiveField, ImageWithDescription, PRIORITY_HELP } from '../components/form-parts'
import { known, useEditedPage } from '../components/view-site'
import { LOGO_UPLOAD } from '../messages'
import { focalOf } from '../lib/focal'
import { bindFocal } from '../lib/focal'

/** An investment's public page: its category's section of Investments (the page itself for an unknown category). */
export const investmentPage = (i: Pick<Investment, 'category'>) => (known(INVESTMENT_CATEGORIES, i.category) ? `${ROUTES.investments.path}#${i.category}` : ROUTES.investments.path)

export interface InvestmentForm {
  title: string
  description: string
  category: string
  subcategory: string
  url: string
  role: string
  logoUrl: string
  logoFocalX: number
  logoFocalY: number
  logoDescription: string
  logoDecorative: boolean
  priority: string
  isActive: boolean
}

export function investmentForm(item: Investment | 'new' | null): InvestmentForm {
  const i = item && item !== 'new' ? item : undefined
  return {
    title: i?.title ?? '',
    description: i?.description ?? '',
    category: i?.category ?? '',
    subcategory: i?.subcategory ?? '',
    url: i?.url ?? '',
    role: i?.role ?? '',
    logoUrl: i?.logoUrl ?? '',
    ...focalOf('logoFocal', i),
    logoDescription: i?.logoDescription ?? '',
    logoDecorative: i?.logoDecorative ?? false,
    priority: priorityText(i?.priority, CONTENT_PRIORITY_DEFAULT),
    isActive: i?.isActive ?? true,
  }
}

/** Categories without subcategories (funds-managed) send none. */
export function investmentBody(f: InvestmentForm): InvestmentInput {
  return {
    title: f.title,
    description: f.description,
    category: f.category,
    subcategory: investmentSubcategories(f.category).length ? f.subcategory : '',
    url: completeUrl(f.url),
    role: f.role,
    logoUrl: f.logoUrl.trim(),
    logoFocalX: f.logoFocalX,
    logoFocalY: f.logoFocalY,
    logoDescription: f.logoDescription,
    logoDecorative: f.logoDecorative,
    priority: parsePriority(f.priority, CONTENT_PRIORITY_DEFAULT),
    isActive: f.isActive,
  }
}

export function investmentSubcategories(category: string) {
  const found = INVESTMENT_CATEGORIES.find((c) => c.key === category)
  return (found?.subcategories ?? []).map((s) => ({ value: s.key, label: s.label }))
}

/** 'Add Investment' / 'Edit Investment'. Category labels carry the owner's name. */
export function InvestmentDialog({ target, onClose }: { target: Investment | 'new' | null; onClose: () => void }) {
  const { name } = useSite()
  const [create, created] = useCreateInvestmentMutation()
  const [update, updated] = useUpdateInvestmentMutation()
  const { form, editing, dialog, drafts } = useEntityDialog({
    target,
    onClose,
    init: investmentForm,
    rules: { title: required, category: required, url: optionalLink, logoUrl: optionalImage },
    messages: INVESTMENTS.messages,
    send: (v: InvestmentForm, item) => (item ? update({ id: item.id, body: investmentBody(v) }) : create(investmentBody(v))),
    saving: created.isLoading || updated.isLoading,
    draft: { kind: 'investment', body: investmentBody, createKind: 'investment' },
  })
  const { values: f, errors, setField, setValues, bind } = form
  useEditedPage(target && target !== 'new' ? investmentPage(target) : null)
  const categories = INVESTMENT_CATEGORIES.map((c) => ({ value: c.key, label: withName(c.label, name) }))
  const subcategories = investmentSubcategories(f.category)

  return (
    <FormDialog
      {...dialog}
      title={editing ? 'Edit Investment' : 'Add Investment'}
      submitLabel={editing ? 'Update Investment' : 'Create Investment'}
    >
      <Stack gap="4">
        {editing && <DraftBar {...drafts} />}
        <TextField label="Title" required value={f.title} onChange={(v) => setField('title', v)} error={errors.title} />
        <TextAreaField label="Description" value={f.description} onChange={(v) => setField('description', v)} error={errors.description} />
        <SimpleGrid columns={1} gap="4">
          <SelectField
            label="Category"
            required
            value={f.category}
            onChange={(category) => setValues((v) => ({ ...v, category, subcategory: '' }))}
            options={categories}
            placeholder="Select a category"
            error={errors.category}
          />
          <SelectField
            label="Subcategory"
            disabled={subcategories.length === 0}
            value={subcategories.length ? f.subcategory : ''}
            onChange={(v) => setField('subcategory', v)}
            options={subcategories}
            placeholder={f.category && !subcategories.length ? 'No subcategories' : 'Select a subcategory'}
            error={errors.subcategory}
          />
        </SimpleGrid>
        <TextField label="URL" type="url" value={f.url} onChange={(v) => setField('url', v)} error={errors.url} placeholder="https://…" />
        <TextField label="Role" value={f.role} onChange={(v) => setField('role', v)} error={errors.role} />
        <ImageWithDescription
          label="Logo URL"
          descriptionLabel="Logo Description"
          image={bind('logoUrl')}
          focal={bindFocal(f, 'logoFocal', setValues)}
          description={bind('logoDescription')}
          decorative={{ checked: f.logoDecorative, onChange: (v) => setField('logoDecorative', v) }}
          upload={LOGO_UPLOAD}
          fallbackAlt={f.title || 'Logo preview'}
        />
        <PriorityField value={f.priority} onChange={(v) => setField('priority', v)} error={errors.priority} helper={PRIORITY_HELP} />
        <ActiveField checked={f.isActive} onChange={(v) => setField('isActive', v)} />
        {editing && <HistorySection kind="investment" id={editing.id} current={editing} onRestored={(item) => form.reset(investmentForm(item))} />}
      </Stack>
    </FormDialog>
  )
}
