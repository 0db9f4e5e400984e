import { SimpleGrid, Stack } from '@chakra-ui/react'
import { ADMIN_SUBCATEGORY_OPTIONS, PROJECT_CATEGORIES, subcategoryLabel, type ProjectCategory } from '@/lib/catalogue'
import type { SectionLayout } from '@/lib/api-types.gen'
import { COLUMNS_PER_ROW, SECTION_DISPLAYS, type SectionDisplay } from '@/lib/limits.gen'
import { LAYOUTS, useCreateSectionLayoutMutation, useUpdateSectionLayoutMutation, type SectionLayoutInput } from './api'
import { useEntityDialog } from '../lib/use-entity-dialog'
import { columnsPerRow, required } from '../lib/validation'
import { FormDialog } from '../components/admin-dialog'
import { DraftBar } from '../drafts/draft-bar'
import { HistorySection } from '../history/history-section'
import { SelectField, TextAreaField, TextField } from '../components/fields'
import { ActiveField } from '../components/form-parts'
import { useEditedPage } from '../components/view-site'
import { projectPage } from '../portfolio/project-page'

const DISPLAY_LABELS: Record<SectionDisplay, string> = { grid: 'Grid', list: 'List' }

/** The display styles the server knows, with what the form calls them. */
export const DISPLAY_STYLES = SECTION_DISPLAYS.map((value) => ({ value, label: DISPLAY_LABELS[value] }))

export interface LayoutForm {
  category: string
  subcategory: string
  columnsPerRow: string
  displayStyle: string
  sectionTitle: string
  sectionDescription: string
  isActive: boolean
}

export function layoutForm(item: SectionLayout | 'new' | null): LayoutForm {
  const l = item && item !== 'new' ? item : undefined
  return {
    category: l?.category ?? '',
    subcategory: l?.subcategory ?? '',
    columnsPerRow: String(l?.columnsPerRow ?? COLUMNS_PER_ROW.default),
    displayStyle: l?.displayStyle || 'grid',
    sectionTitle: l?.sectionTitle ?? '',
    sectionDescription: l?.sectionDescription ?? '',
    isActive: l?.isActive ?? true,
  }
}

export function layoutBody(f: LayoutForm): SectionLayoutInput {
  return {
    category: f.category,
    subcategory: f.subcategory,
    columnsPerRow: Number(f.columnsPerRow.trim()),
    displayStyle: f.displayStyle,
    sectionTitle: f.sectionTitle.trim(),
    sectionDescription: f.sectionDescription.trim(),
    isActive: f.isActive,
  }
}

const CATEGORY_OPTIONS = PROJECT_CATEGORIES.map((c) => ({ value: c.key, label: c.label }))

export function layoutSubcategories(category: string) {
  const keys = ADMIN_SUBCATEGORY_OPTIONS[category as ProjectCategory] ?? []
  return keys.map((key) => ({ value: key, label: subcategoryLabel(key) }))
}

/** 'Add Layout' / 'Edit Layout': how a portfolio section is titled and laid out. */
export function LayoutDialog({ target, onClose }: { target: SectionLayout | 'new' | null; onClose: () => void }) {
  const [create, created] = useCreateSectionLayoutMutation()
  const [update, updated] = useUpdateSectionLayoutMutation()
  const { form, editing, dialog, drafts } = useEntityDialog({
    target,
    onClose,
    init: layoutForm,
    rules: { category: required, columnsPerRow },
    messages: LAYOUTS.messages,
    send: (v: LayoutForm, item) => (item ? update({ id: item.id, body: layoutBody(v) }) : create(layoutBody(v))),
    saving: created.isLoading || updated.isLoading,
    draft: { kind: 'layout', body: layoutBody, createKind: 'layout' },
  })
  const { values: f, errors, setField, setValues } = form
  useEditedPage(target && target !== 'new' ? projectPage(target) : null)
  const subcategories = layoutSubcategories(f.category)

  return (
    <FormDialog {...dialog} title={editing ? 'Edit Layout' : 'Add Layout'} width="2xl" submitLabel={editing ? 'Update Layout' : 'Create Layout'}>
      <Stack gap="4">
        {editing && <DraftBar {...drafts} />}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SelectField
            label="Category"
            required
            value={f.category}
            onChange={(category) => setValues((v) => ({ ...v, category, subcategory: '' }))}
            options={CATEGORY_OPTIONS}
            placeholder="Select a category"
            error={errors.category}
          />
          <SelectField
            label="Subcategory"
            disabled={subcategories.length === 0}
            value={f.subcategory}
            onChange={(v) => setField('subcategory', v)}
            options={subcategories}
            placeholder="Whole section"
            error={errors.subcategory}
          />
          <TextField
            label="Columns per Row"
            required
            type="number"
            inputMode="numeric"
            min={1}
            max={4}
            step={1}
            value={f.columnsPerRow}
            onChange={(v) => setField('columnsPerRow', v)}
            error={errors.columnsPerRow}
            helper={`On wide screens, ${COLUMNS_PER_ROW.min} to ${COLUMNS_PER_ROW.max}`}
          />
          <SelectField
            label="Display Style"
            value={f.displayStyle}
            onChange={(v) => setField('displayStyle', v || 'grid')}
            options={DISPLAY_STYLES}
            placeholder="Select a style"
            error={errors.displayStyle}
          />
        </SimpleGrid>
        <TextField label="Section Title" value={f.sectionTitle} onChange={(v) => setField('sectionTitle', v)} error={errors.sectionTitle} helper="Leave blank for the section's own title" />
        <TextAreaField label="Section Description" value={f.sectionDescription} onChange={(v) => setField('sectionDescription', v)} error={errors.sectionDescription} rows={3} />
        <ActiveField checked={f.isActive} onChange={(v) => setField('isActive', v)} />
        {editing && <HistorySection kind="layout" id={editing.id} current={editing} onRestored={(item) => form.reset(layoutForm(item))} />}
      </Stack>
    </FormDialog>
  )
}
