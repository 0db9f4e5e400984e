import { SimpleGrid } from '@chakra-ui/react'
import type { Fund } from '@/lib/api-types.gen'
import { IMAGE_UPLOAD } from '../messages'
import { SITE_LIMITS } from '@/lib/limits.gen'
import type { SiteForm } from './use-site-form'
import { TextAreaField, TextField } from '../components/fields'
import { ImageWithDescription } from '../components/form-parts'
import { ListEditor } from './list-editor'
import { focalOf } from '../lib/focal'

const newFund = (): Fund => ({ name: '', focus: '', description: '', link: '', imageUrl: '', imageDescription: '', imageDecorative: false, ...focalOf('imageFocal') })

/** The funds the owner manages, on the home page. */
export function FundsGroup({ form }: { form: SiteForm }) {
  return (
    <ListEditor<Fund> form={form} path="funds" noun="Fund" name={(f) => f.name} create={newFund} max={SITE_LIMITS.maxItems}>
      {(at, fund) => (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField label="Name" required {...form.text(`${at}.name`)} />
            <TextField label="Focus" {...form.text(`${at}.focus`)} />
          </SimpleGrid>
          <TextAreaField label="Description" rows={3} {...form.text(`${at}.description`)} />
          <TextField label="Link" placeholder="/investments#funds-managed" {...form.text(`${at}.link`)} />
          <ImageWithDescription
            label="Image URL"
            descriptionLabel="Image Description"
            image={form.text(`${at}.imageUrl`)}
            description={form.text(`${at}.imageDescription`)}
            decorative={form.flag(`${at}.imageDecorative`)}
            focal={form.focal(`${at}.imageFocal`)}
            upload={IMAGE_UPLOAD}
            fallbackAlt={fund.name || 'Fund image'}
          />
        </>
      )}
    </ListEditor>
  )
}
