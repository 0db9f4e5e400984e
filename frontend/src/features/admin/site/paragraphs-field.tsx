import { SITE_LIMITS } from '@/lib/limits.gen'
import type { SiteForm } from './use-site-form'
import { TextAreaField } from '../components/fields'
import { ListEditor } from './list-editor'

/** A list of paragraphs ('Biography Paragraph 2'), each a text area. */
export function ParagraphsField({ form, path, noun }: { form: SiteForm; path: string; noun: string }) {
  return (
    <ListEditor<string> form={form} path={path} noun={noun} name={() => ''} create={() => ''} max={SITE_LIMITS.maxParagraphs}>
      {(at, _p, i) => <TextAreaField label={`${noun} ${i + 1}`} required rows={4} {...form.text(at)} />}
    </ListEditor>
  )
}
