import type { MediaHighlight } from '@/lib/types'
import { ALT_TEXT, IMAGE_UPLOAD } from '../../messages'
import { MAX_ITEMS } from '../../lib/site-validation'
import type { SiteForm } from '../../lib/use-site-form'
import { SwitchField, TextAreaField, TextField } from '../fields'
import { ImageField } from '../image-field'
import { ListEditor } from './list-editor'

const newHighlight = (): MediaHighlight => ({ title: '', description: '', image: '', link: '' })

/** The home page's media section. */
export function HighlightsGroup({ form }: { form: SiteForm }) {
  return (
    <ListEditor<MediaHighlight> form={form} path="mediaHighlights" noun="Highlight" name={(h) => h.title} create={newHighlight} max={MAX_ITEMS}>
      {(at, highlight) => (
        <>
          <TextField label="Title" required {...form.text(`${at}.title`)} />
          <TextAreaField label="Description" rows={3} {...form.text(`${at}.description`)} />
          <TextField label="Link" placeholder="/media-press?category=interviews" {...form.text(`${at}.link`)} />
          <ImageField label="Image URL" {...form.text(`${at}.image`)} upload={IMAGE_UPLOAD} previewAlt={highlight.title || 'Highlight image'} />
          {/* A highlight's image is described by its title, unless it is decoration. */}
          <SwitchField label={ALT_TEXT.decorative} {...form.flag(`${at}.imageDecorative`)} />
        </>
      )}
    </ListEditor>
  )
}
