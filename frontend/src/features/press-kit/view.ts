/**
 * The template of the press kit page's view, for the build's render. The Go
 * server is the one authority for the values (adapters/pages/
 * views_press_kit.go: word counts, alt texts, download addresses) and for
 * their types (@/lib/views.gen, generated from its view structs).
 */
import { marker, templateList } from '@/lib/template'
import type { PressBioView, PressFactView, PressHeadshotView, PressKitView, PressLogoView } from '@/lib/views.gen'

const m = <T,>(path: string) => marker(path) as unknown as T

/** The page as a template, read from views.pressKit of the server's page data. */
export function pressKitTemplate(): PressKitView {
  const base = 'views.pressKit'
  return {
    bios: templateList<PressBioView>(`${base}.bios`, {
      key: m('.key'),
      label: m('.label'),
      words: m('.words'),
      paragraphs: templateList<string>('.paragraphs', m('.')),
      text: m('.text'),
      anchor: m('.anchor'),
    }),
    headshots: templateList<PressHeadshotView>(`${base}.headshots`, {
      image: m('.image'),
      srcSet: m('.srcSet'), avifSrcSet: m('.avifSrcSet'),
      position: m('.position'),
      alt: m('.alt'),
      credit: m('.credit'),
      license: m('.license'),
      original: m('.original'),
      web: m('.web'),
    }),
    logos: templateList<PressLogoView>(`${base}.logos`, { image: m('.image'), alt: m('.alt'), name: m('.name'), original: m('.original') }),
    facts: templateList<PressFactView>(`${base}.facts`, { label: m('.label'), value: m('.value') }),
    email: m(`${base}.email`),
    emailHref: m(`${base}.emailHref`),
    contact: m(`${base}.contact`),
    oneSheet: m(`${base}.oneSheet`),
    zip: m(`${base}.zip`),
  }
}
