import { Stack } from '@chakra-ui/react'
import { IMAGE_UPLOAD } from '../messages'
import type { SiteForm } from './use-site-form'
import { TextAreaField } from '../components/fields'
import { ImageWithDescription } from '../components/form-parts'
import { ParagraphsField } from './paragraphs-field'
import { SubHeading } from './sub-heading'

/** The About page's biography with its portrait, the quote, and the venture section. */
export function BiographyGroup({ form }: { form: SiteForm }) {
  return (
    <Stack gap="4">
      <SubHeading>Biography</SubHeading>
      <ParagraphsField form={form} path="biography.paragraphs" noun="Biography Paragraph" />
      <ImageWithDescription
        label="Portrait URL"
        descriptionLabel="Portrait Description"
        image={form.text('biography.image')}
        description={form.text('biography.imageDescription')}
        decorative={form.flag('biography.imageDecorative')}
        upload={IMAGE_UPLOAD}
        fallbackAlt="Portrait"
        focal={form.focal('biography.imageFocal')}
      />
      <TextAreaField label="Quote" rows={3} {...form.text('quote')} />
      <SubHeading>Venture</SubHeading>
      <ParagraphsField form={form} path="venture.paragraphs" noun="Venture Paragraph" />
    </Stack>
  )
}
