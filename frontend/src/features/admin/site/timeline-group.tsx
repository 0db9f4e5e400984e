import { SimpleGrid } from '@chakra-ui/react'
import type { Milestone, TimelineEra } from '@/lib/api-types.gen'
import { SITE_LIMITS } from '@/lib/limits.gen'
import type { SiteForm } from './use-site-form'
import { SelectField, TextAreaField, TextField } from '../components/fields'
import { ColorField } from './color-field'
import { ICON_OPTIONS, PALETTE_OPTIONS } from './icon-options'
import { ListEditor } from './list-editor'
import { MilestoneFields } from './milestone-fields'
import { SubHeading } from './sub-heading'

const newEra = (): TimelineEra => ({ era: '', icon: 'compass', colors: { palette: 'brand', from: '#2a6f97', to: '#123332' }, milestones: [], summary: '' })
const newMilestone = (): Milestone => ({ year: '', text: '' })

/** The About page's career timeline: eras, each with its accents and milestones. */
export function TimelineGroup({ form }: { form: SiteForm }) {
  return (
    <ListEditor<TimelineEra> form={form} path="timeline" noun="Era" name={(e) => e.era} create={newEra} max={SITE_LIMITS.maxItems}>
      {(at, era) => (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField label="Era" required {...form.text(`${at}.era`)} />
            <SelectField label="Icon" required placeholder="Select an icon" options={ICON_OPTIONS} {...form.text(`${at}.icon`)} />
            <SelectField label="Palette" required placeholder="Select a palette" options={PALETTE_OPTIONS} {...form.text(`${at}.colors.palette`)} />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <ColorField label="Gradient Start" {...form.text(`${at}.colors.from`)} />
            <ColorField label="Gradient End" {...form.text(`${at}.colors.to`)} />
          </SimpleGrid>
          <TextAreaField label="Summary" rows={3} {...form.text(`${at}.summary`)} />
          <SubHeading>{`Milestones of ${era.era.trim() || 'this era'}`}</SubHeading>
          <ListEditor<Milestone> form={form} path={`${at}.milestones`} noun="Milestone" name={(m) => m.year} create={newMilestone} max={SITE_LIMITS.maxMilestones}>
            {(mAt) => <MilestoneFields form={form} at={mAt} />}
          </ListEditor>
        </>
      )}
    </ListEditor>
  )
}
