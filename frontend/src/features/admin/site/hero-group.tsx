import { Stack } from '@chakra-ui/react'
import { IMAGE_UPLOAD } from '../messages'
import type { SiteForm } from './use-site-form'
import { TextAreaField, TextField } from '../components/fields'
import { ImageField } from '../components/image-field'

/** The top of the home page. */
export function HeroGroup({ form }: { form: SiteForm }) {
  return (
    <Stack gap="4">
      <TextField label="Eyebrow" {...form.text('hero.eyebrow')} />
      <TextField label="Headline" required {...form.text('hero.headline')} />
      <TextAreaField label="Intro" rows={3} {...form.text('hero.intro')} />
      <ImageField label="Image URL" {...form.text('hero.image')} focal={form.focal('hero.imageFocal')} upload={IMAGE_UPLOAD} previewAlt={form.site.hero.headline || 'Hero image'} />
    </Stack>
  )
}
