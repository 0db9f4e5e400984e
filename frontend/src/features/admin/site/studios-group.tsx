import { GridItem, SimpleGrid } from '@chakra-ui/react'
import type { GameStudio } from '@/lib/api-types.gen'
import { SITE_LIMITS } from '@/lib/limits.gen'
import type { SiteForm } from './use-site-form'
import { TextField } from '../components/fields'
import { ImageField } from '../components/image-field'
import { LOGO_FIELD, LOGO_UPLOAD } from '../messages'
import { ListEditor } from './list-editor'
import { focalOf } from '../lib/focal'

const newStudio = (): GameStudio => ({ key: '', name: '', logo: '', logoUrl: '', period: '', ...focalOf('logoFocal') })

/** The studio blocks of the portfolio's Games section, in order: each shows the games of its subcategory key. */
export function StudiosGroup({ form }: { form: SiteForm }) {
  return (
    <ListEditor<GameStudio> form={form} path="gameStudios" noun="Studio" name={(s) => s.name} create={newStudio} max={SITE_LIMITS.maxItems}>
      {(at) => (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField label="Studio Name" required {...form.text(`${at}.name`)} />
          <TextField label="Subcategory Key" required helper="The games of this subcategory, like riot-games" {...form.text(`${at}.key`)} />
          <TextField label="Wordmark" helper="Short, for the strip of logos (RIOT) when there is no logo image" {...form.text(`${at}.logo`)} />
          <TextField label="Career Period" {...form.text(`${at}.period`)} />
          <GridItem colSpan={{ base: 1, md: 2 }}>
            <ImageField label={LOGO_FIELD.label} helper={LOGO_FIELD.helper} {...form.text(`${at}.logoUrl`)} upload={LOGO_UPLOAD} previewAlt={form.get<string>(`${at}.name`)} />
          </GridItem>
        </SimpleGrid>
      )}
    </ListEditor>
  )
}
