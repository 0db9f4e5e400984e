/**
 * The template of the Media & Press page's view, for the build's render.
 * The Go server is the one authority for the values
 * (adapters/pages/views_media.go: order, labels, what each item opens, the
 * category the address selects) and for their types (@/lib/views.gen,
 * generated from its view structs).
 */
import { MEDIA_CATEGORIES } from '@/lib/catalogue'
import { marker, templateList } from '@/lib/template'
import type { MediaCardView, MediaSectionView, MediaView } from '@/lib/views.gen'

const m = <T,>(path: string) => marker(path) as unknown as T

/** The page as a template, read from views.media of the server's page data. */
export function mediaTemplate(): MediaView {
  const sections: Record<string, MediaSectionView> = {}
  for (const c of MEDIA_CATEGORIES) {
    const at = `views.media.sections.${c.key}`
    sections[c.key] = {
      heading: m(`${at}.heading`),
      empty: m(`${at}.empty`),
      shown: m(`${at}.shown`),
      current: m(`${at}.current`),
      items: templateList<MediaCardView>(`${at}.items`, {
        id: m('.id'),
        title: m('.title'),
        description: m('.description'),
        image: m('.image'),
        srcSet: m('.srcSet'), avifSrcSet: m('.avifSrcSet'),
        position: m('.position'),
        imageAlt: m('.imageAlt'),
        url: m('.url'),
        label: m('.label'),
        opens: m('.opens'),
        embed: m('.embed'),
        ping: m('.ping'),
      }),
    }
  }
  return { sections, allCurrent: m('views.media.allCurrent'), documentaries: m('views.media.documentaries') }
}
