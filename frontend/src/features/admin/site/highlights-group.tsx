import type { MediaHighlight } from '@/lib/api-types.gen'
import { ALT_TEXT, IMAGE_UPLOAD } from '../messages'
import { SITE_LIMITS } from '@/lib/limits.gen'
import type { SiteForm } from './use-site-form'
import { SwitchField, TextAreaField, TextField } from '../components/fields'
import { ImageField } from '../components/image-field'
import { ListEditor } from './list-editor'
import { focalOf } from '../lib/focal'

const newHighlight = (): MediaHighlight => ({ title: '', description: '', image: '', link: '', imageDecorative: false, ...focalOf('imageFocal') })

/** The home page's media section. */
export function HighlightsGroup({ form }: { form: SiteForm }) {
  return (
    <ListEditor<MediaHighlight> form={form} path="mediaHighlights" noun="Highlight" name={(h) => h.title} create={newHighlight} max={SITE_LIMITS.maxItems}>
      {(at, highlight) => (
        <>
          <TextField label="Title" required {...form.text(`${at}.title`)} />
          <TextAreaField label="Description" rows={3} {...form.text(`${at}.description`)} />
          <TextField label="Link" placeholder="/media-press?category=interviews" {...form.text(`${at}.link`)} />
          <ImageField label="Image URL" {...form.text(`${at}.image`)} focal={form.focal(`${at}.imageFocal`)} upload={IMAGE_UPLOAD} previewAlt={highlight.title || 'Highlight image'} />
          {/* A highlight's image is described by its title, unless it is decoration. */}
          <SwitchField label={ALT_TEXT.decorative} {...form.flag(`${at}.imageDecorative`)} />
        </>
      )}
    </ListEditor>
  )
}
