import { SimpleGrid, Stack } from '@chakra-ui/react'
import { ADMIN_SUBCATEGORY_OPTIONS, PROJECT_CATEGORIES, subcategoryLabel, type ProjectCategory } from '@/lib/catalogue'
import type { Project } from '@/lib/api-types.gen'
import { useCreateProjectMutation, useUpdateProjectMutation, type ProjectInput } from './api'
import { IMAGE_UPLOAD } from '../messages'
import { PROJECT_MESSAGES } from './messages'
import { CONTENT_PRIORITY_DEFAULT, parsePriority, priorityText } from '../lib/priority'
import { tagsForSave } from '../lib/tags'
import { useEntityDialog } from '../lib/use-entity-dialog'
import { optionalImage, optionalSlug, required } from '../lib/validation'
import { FormDialog } from '../components/admin-dialog'
import { DraftBar } from '../drafts/draft-bar'
import { HistorySection } from '../history/history-section'
import { SelectField, TextAreaField, TextField } from '../components/fields'
import { ActiveField, ImageWithDescription, TitleAndPriority } from '../components/form-parts'
import { ProjectAddress, SlugField, slugTakenOnField } from './project-address'
import { TagsField } from '../components/tags-field'
import { useEditedPage } from '../components/view-site'
import { projectPage } from './project-page'
import { CASE_STUDY_RULES, listForSave, listText, type CaseStudyForm } from './case-study'
import { CaseStudyFields } from './case-study-fields'
import { focalOf } from '../lib/focal'
import { bindFocal } from '../lib/focal'

export interface ProjectForm extends CaseStudyForm {
  title: string
  /** The page's slug: '' on a create makes it from the title. */
  slug: string
  priority: string
  description: string
  category: string
  subcategory: string
  role: string
  imageUrl: string
  imageFocalX: number
  imageFocalY: number
  imageDescription: string
  imageDecorative: boolean
  tags: readonly string[]
  isActive: boolean
}

/** The form's starting values: empty for a new project, the project's own (with defaults) for an edit. */
export function projectForm(project: Project | 'new' | null): ProjectForm {
  const p = project && project !== 'new' ? project : undefined
  return {
    title: p?.title ?? '',
    slug: p?.slug ?? '',
    priority: priorityText(p?.priority, CONTENT_PRIORITY_DEFAULT),
    description: p?.description ?? '',
    category: p?.category ?? '',
    subcategory: p?.subcategory ?? '',
    role: p?.role ?? '',
    imageUrl: p?.imageUrl ?? '',
    ...focalOf('imageFocal', p),
    imageDescription: p?.imageDescription ?? '',
    imageDecorative: p?.imageDecorative ?? false,
    tags: p?.tags ?? [],
    year: p?.year ?? '',
    studio: p?.studio ?? '',
    platform: p?.platform ?? '',
    story: p?.story ?? '',
    outcomes: listText(p?.outcomes),
    credits: listText(p?.credits),
    isActive: p?.isActive ?? true,
  }
}

export function projectBody(f: ProjectForm): ProjectInput {
  const slug = f.slug.trim()
  return {
    title: f.title,
    // Left out when empty: a create makes it from the title, an edit keeps the page's address.
    ...(slug ? { slug } : {}),
    priority: parsePriority(f.priority, CONTENT_PRIORITY_DEFAULT),
    description: f.description,
    category: f.category,
    subcategory: f.subcategory,
    role: f.role,
    imageUrl: f.imageUrl.trim(),
    imageFocalX: f.imageFocalX,
    imageFocalY: f.imageFocalY,
    imageDescription: f.imageDescription,
    imageDecorative: f.imageDecorative,
    tags: tagsForSave(f.tags),
    year: f.year.trim(),
    studio: f.studio.trim(),
    platform: f.platform.trim(),
    story: f.story,
    outcomes: listForSave(f.outcomes),
    credits: listForSave(f.credits),
    isActive: f.isActive,
  }
}

const CATEGORY_OPTIONS = PROJECT_CATEGORIES.map((c) => ({ value: c.key, label: c.label }))

function subcategoryOptions(category: string) {
  const keys = ADMIN_SUBCATEGORY_OPTIONS[category as ProjectCategory] ?? []
  return keys.map((key) => ({ value: key, label: subcategoryLabel(key) }))
}

/** 'Add New Project' / 'Edit Project'. `target` is the project to edit, 'new', or null (closed). */
export function ProjectDialog({ target, onClose }: { target: Project | 'new' | null; onClose: () => void }) {
  const [create, created] = useCreateProjectMutation()
  const [update, updated] = useUpdateProjectMutation()
  const { form, editing, dialog, drafts } = useEntityDialog({
    target,
    onClose,
    init: projectForm,
    rules: { title: required, slug: optionalSlug, category: required, imageUrl: optionalImage, ...CASE_STUDY_RULES },
    messages: PROJECT_MESSAGES,
    send: (v: ProjectForm, item) => {
      const call = item ? update({ id: item.id, body: projectBody(v) }) : create(projectBody(v))
      return { unwrap: () => call.unwrap().catch((error: unknown) => Promise.reject(slugTakenOnField(error))) }
    },
    saving: created.isLoading || updated.isLoading,
    draft: { kind: 'project', body: projectBody, createKind: 'project' },
  })
  const { values: f, errors, setField, setValues, bind } = form
  useEditedPage(target && target !== 'new' ? projectPage(target) : null)

  return (
    <FormDialog
      {...dialog}
      title={editing ? 'Edit Project' : 'Add New Project'}
      width="2xl"
      submitLabel={editing ? 'Update Project' : 'Create Project'}
    >
      <Stack gap="4">
        {editing && <DraftBar {...drafts} />}
        <TitleAndPriority title={bind('title')} priority={bind('priority')} />
        <SlugField value={f.slug} onChange={(v) => setField('slug', v)} error={errors.slug} />
        {editing?.slug && <ProjectAddress path={editing.path} />}
        <TextAreaField label="Description" value={f.description} onChange={(v) => setField('description', v)} error={errors.description} />
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
            disabled={!f.category}
            value={f.subcategory}
            onChange={(v) => setField('subcategory', v)}
            options={subcategoryOptions(f.category)}
            placeholder={f.category ? 'Select a subcategory' : 'Choose a category first'}
            error={errors.subcategory}
          />
        </SimpleGrid>
        <TextField label="Role" value={f.role} onChange={(v) => setField('role', v)} error={errors.role} />
        <ImageWithDescription
          label="Image URL"
          descriptionLabel="Image Description"
          image={bind('imageUrl')}
          focal={bindFocal(f, 'imageFocal', setValues)}
          description={bind('imageDescription')}
          decorative={{ checked: f.imageDecorative, onChange: (v) => setField('imageDecorative', v) }}
          upload={IMAGE_UPLOAD}
          fallbackAlt={f.title || 'Project image preview'}
        />
        <TagsField tags={f.tags} onChange={(tags) => setField('tags', tags)} />
        <CaseStudyFields bind={bind} />
        <ActiveField checked={f.isActive} onChange={(v) => setField('isActive', v)} />
        {editing && <HistorySection kind="project" id={editing.id} current={editing} onRestored={(item) => form.reset(projectForm(item))} />}
      </Stack>
    </FormDialog>
  )
}
