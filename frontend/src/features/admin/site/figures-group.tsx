import { SimpleGrid } from '@chakra-ui/react'
import type { ImpactStat } from '@/lib/api-types.gen'
import { SITE_LIMITS } from '@/lib/limits.gen'
import type { SiteForm } from './use-site-form'
import { SelectField, TextAreaField, TextField } from '../components/fields'
import { ICON_OPTIONS } from './icon-options'
import { ListEditor } from './list-editor'

const newStat = (): ImpactStat => ({ number: '', label: '', detail: '', icon: 'sparkles' })

/** The About page's figures ("8 Shipped Games"). */
export function FiguresGroup({ form }: { form: SiteForm }) {
  return (
    <ListEditor<ImpactStat> form={form} path="impactStats" noun="Figure" name={(s) => s.label} create={newStat} max={SITE_LIMITS.maxItems}>
      {(at) => (
        <>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            <TextField label="Number" required {...form.text(`${at}.number`)} />
            <TextField label="Label" required {...form.text(`${at}.label`)} />
            <SelectField label="Icon" required placeholder="Select an icon" options={ICON_OPTIONS} {...form.text(`${at}.icon`)} />
          </SimpleGrid>
          <TextAreaField label="Detail" rows={2} {...form.text(`${at}.detail`)} />
        </>
      )}
    </ListEditor>
  )
}
