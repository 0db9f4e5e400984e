import { Stack, Text } from '@chakra-ui/react'
import { SHARE_IMAGE } from '@/lib/limits.gen'
import { IMAGE_UPLOAD } from '../messages'
import { SITE_MESSAGES } from './messages'
import type { SiteForm } from './use-site-form'
import { TextAreaField } from '../components/fields'
import { ImageField } from '../components/image-field'
import { TagsField } from '../components/tags-field'

/** The share image's shape: the server's copy of an upload (domain.ShareImageWidth × Height). */
const SHARE_IMAGE_ASPECT = SHARE_IMAGE.width / SHARE_IMAGE.height

/** What search engines and link previews read when a page sets nothing of its own. */
export function SeoGroup({ form }: { form: SiteForm }) {
  const keywords = form.site.seo.keywords
  // Keywords are tags, not inputs: their messages (a too long one, too many) are listed under them.
  const problems = [
    form.error('seo.keywords'),
    ...keywords.map((k, i) => {
      const error = form.error(`seo.keywords[${i}]`)
      return error && `${k}: ${error}`
    }),
  ].filter(Boolean)
  return (
    <Stack gap="4">
      <TextAreaField label="Description" rows={3} {...form.text('seo.description')} />
      <Stack gap="1">
        <TagsField label="Keywords" placeholder="Add a keyword" tags={keywords} onChange={(tags) => form.set('seo.keywords', [...tags])} />
        {problems.map((p) => (
          <Text key={p} color="fg.error" fontSize="sm">
            {p}
          </Text>
        ))}
      </Stack>
      <ImageField
        label="Share Image"
        {...form.text('seo.shareImage')}
        focal={form.focal('seo.shareImageFocal')}
        upload={IMAGE_UPLOAD}
        previewAlt="Share image"
        previewAspect={SHARE_IMAGE_ASPECT}
        helper={SITE_MESSAGES.shareImageHelp}
      />
    </Stack>
  )
}
