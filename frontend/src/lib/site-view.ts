/**
 * The template of what the public pages show of the site document (the home
 * page, and the biography on About and Contact), for the build's render.
 * The Go server is the one authority for the values
 * (adapters/pages/views_home.go: images, srcsets, alt text, icons, markup)
 * and for their types (views.gen.ts, generated from its view structs).
 */
import { marker, templateList } from '@/lib/template'
import type { HomeCardView, HomeEraView, HomeMilestoneView, HomeOutletView, HomeStatView, HomeView, MarkupRun } from '@/lib/views.gen'

const m = <T,>(path: string) => marker(path) as unknown as T

const cardTemplate = (path: string) =>
  templateList<HomeCardView>(path, {
    title: m('.title'),
    subtitle: m('.subtitle'),
    text: m('.text'),
    link: m('.link'),
    image: m('.image'),
    srcSet: m('.srcSet'), avifSrcSet: m('.avifSrcSet'),
    position: m('.position'),
    imageAlt: m('.imageAlt'),
  })

/** The page as a template, read from views.home of the server's page data. */
export function homeTemplate(): HomeView {
  return {
    hero: { eyebrow: m('views.home.hero.eyebrow'), headline: m('views.home.hero.headline'), intro: m('views.home.hero.intro'), image: m('views.home.hero.image'), srcSet: m('views.home.hero.srcSet'), avifSrcSet: m('views.home.hero.avifSrcSet'), preloadSrcSet: m('views.home.hero.preloadSrcSet'), position: m('views.home.hero.position') },
    cards: cardTemplate('views.home.cards'),
    funds: cardTemplate('views.home.funds'),
    highlights: cardTemplate('views.home.highlights'),
    biography: {
      paragraphs: templateList<string>('views.home.biography.paragraphs', m('.')),
      intro: templateList<string>('views.home.biography.intro', m('.')),
      image: m('views.home.biography.image'),
      srcSet: m('views.home.biography.srcSet'), avifSrcSet: m('views.home.biography.avifSrcSet'),
      position: m('views.home.biography.position'),
      imageAlt: m('views.home.biography.imageAlt'),
    },
    stats: templateList<HomeStatView>('views.home.stats', { number: m('.number'), label: m('.label'), detail: m('.detail'), icon: m('.icon') }),
    quote: m('views.home.quote'),
    venture: templateList<string>('views.home.venture', m('.')),
    outlets: templateList<HomeOutletView>('views.home.outlets', { name: m('.name'), logo: m('.logo'), srcSet: m('.srcSet'), avifSrcSet: m('.avifSrcSet') }),
    eras: templateList<HomeEraView>('views.home.eras', {
      era: m('.era'),
      icon: m('.icon'),
      palette: m('.palette'),
      gradient: m('.gradient'),
      milestones: templateList<HomeMilestoneView>('.milestones', {
        year: m('.year'),
        palette: m('.palette'),
        runs: templateList<MarkupRun>('.runs', { text: m('.text'), style: m('.style'), link: m('.link'), href: m('.href') }),
      }),
      summary: m('.summary'),
    }),
  }
}
