import { SimpleGrid } from '@chakra-ui/react'
import type { GameStudio } from '@/lib/api-types.gen'
import { SITE_LIMITS } from '@/lib/limits.gen'
import type { SiteForm } from '../../lib/use-site-form'
import { TextField } from '../fields'
import { ListEditor } from './list-editor'

const newStudio = (): GameStudio => ({ key: '', name: '', logo: '', period: '' })

/** The studio blocks of the portfolio's Games section, in order: each shows the games of its subcategory key. */
export function StudiosGroup({ form }: { form: SiteForm }) {
  return (
    <ListEditor<GameStudio> form={form} path="gameStudios" noun="Studio" name={(s) => s.name} create={newStudio} max={SITE_LIMITS.maxItems}>
      {(at) => (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField label="Studio Name" required {...form.text(`${at}.name`)} />
          <TextField label="Subcategory Key" required helper="The games of this subcategory, like riot-games" {...form.text(`${at}.key`)} />
          <TextField label="Wordmark" helper="Short, for the strip of logos (RIOT)" {...form.text(`${at}.logo`)} />
          <TextField label="Career Period" {...form.text(`${at}.period`)} />
        </SimpleGrid>
      )}
    </ListEditor>
  )
}
