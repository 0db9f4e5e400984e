import { SimpleGrid } from '@chakra-ui/react'
import type { CategoryCard } from '@/lib/api-types.gen'
import { IMAGE_UPLOAD } from '../messages'
import { SITE_LIMITS } from '@/lib/limits.gen'
import type { SiteForm } from './use-site-form'
import { TextField } from '../components/fields'
import { ImageWithDescription } from '../components/form-parts'
import { ListEditor } from './list-editor'
import { focalOf } from '../lib/focal'

const newCard = (): CategoryCard => ({ title: '', subtitle: '', link: '', imageUrl: '', imageDescription: '', imageDecorative: false, ...focalOf('imageFocal') })

/** The home page's portfolio categories. */
export function CardsGroup({ form }: { form: SiteForm }) {
  return (
    <ListEditor<CategoryCard> form={form} path="categoryCards" noun="Card" name={(c) => c.title} create={newCard} max={SITE_LIMITS.maxItems}>
      {(at, card) => (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField label="Title" required {...form.text(`${at}.title`)} />
            <TextField label="Subtitle" {...form.text(`${at}.subtitle`)} />
          </SimpleGrid>
          <TextField label="Link" placeholder="/portfolio#games" {...form.text(`${at}.link`)} />
          <ImageWithDescription
            label="Image URL"
            descriptionLabel="Image Description"
            image={form.text(`${at}.imageUrl`)}
            description={form.text(`${at}.imageDescription`)}
            decorative={form.flag(`${at}.imageDecorative`)}
            focal={form.focal(`${at}.imageFocal`)}
            upload={IMAGE_UPLOAD}
            fallbackAlt={card.title || 'Card image'}
          />
        </>
      )}
    </ListEditor>
  )
}
