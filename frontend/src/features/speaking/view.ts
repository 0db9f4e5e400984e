/**
 * The templates of the Speaking page's view and of an appearance's page,
 * for the build's render. The Go server is the one authority for the
 * values (adapters/pages/views_appearances.go: the times in the event's
 * zone, the order, upcoming and past) and for their types (@/lib/views.gen).
 */
import { marker, templateList } from '@/lib/template'
import type { AppearanceCardView, AppearanceListView, AppearancePageView, SpeakingView } from '@/lib/views.gen'

const m = <T,>(path: string) => marker(path) as unknown as T

function card(base: string): AppearanceCardView {
  return {
    id: m(`${base}id`),
    title: m(`${base}title`),
    eventName: m(`${base}eventName`),
    role: m(`${base}role`),
    when: m(`${base}when`),
    startsAt: m(`${base}startsAt`),
    place: m(`${base}place`),
    path: m(`${base}path`),
    ics: m(`${base}ics`),
  }
}

function listTemplate(path: string): AppearanceListView {
  return { empty: m(`${path}.empty`), items: templateList<AppearanceCardView>(`${path}.items`, card('.')) }
}

/** The Speaking page as a template, read from views.speaking of the server's page data. */
export function speakingTemplate(): SpeakingView {
  return { upcoming: listTemplate('views.speaking.upcoming'), past: listTemplate('views.speaking.past') }
}

/** An appearance's page as a template, read from views.appearance. */
export function appearanceTemplate(): AppearancePageView {
  const base = 'views.appearance'
  return {
    card: card(`${base}.card.`),
    description: templateList<string>(`${base}.description`, m('.')),
    url: m(`${base}.url`),
    recordingUrl: m(`${base}.recordingUrl`),
    image: m(`${base}.image`),
    srcSet: m(`${base}.srcSet`), avifSrcSet: m(`${base}.avifSrcSet`),
    position: m(`${base}.position`),
    imageAlt: m(`${base}.imageAlt`),
    upcoming: m(`${base}.upcoming`),
  }
}
