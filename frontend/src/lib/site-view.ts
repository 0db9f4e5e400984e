/**
 * The shape of what the public pages show of the site document (the home
 * page, and the biography on About and Contact), and its template for the
 * build's render. The Go server is the one authority for the values
 * (adapters/pages/views_home.go: images, srcsets, alt text, icons, markup).
 */
import type { MarkupRun } from '@/lib/markup'
import { marker, templateList } from '@/lib/template'
import type { EraPalette, IconKey } from '@/lib/api-types.gen'

export interface HomeCardView {
  title: string
  subtitle: string
  text: string
  link: string
  image: string
  srcSet: string
  imageAlt: string
}

export interface HomeStatView {
  number: string
  label: string
  detail: string
  icon: IconKey
}

export interface HomeMilestoneView {
  year: string
  /** The era's palette again: a server template reads a list item's own fields only. */
  palette: EraPalette
  runs: MarkupRun[]
}

export interface HomeEraView {
  era: string
  icon: IconKey
  palette: EraPalette
  /** The icon disc's background: a gradient of the era's two colours. */
  gradient: string
  milestones: HomeMilestoneView[]
  summary: string
}

export interface HomeView {
  /** The hero image has no srcset: React preloads it (fetchPriority high), and a preload needs its src. */
  hero: { eyebrow: string; headline: string; intro: string; image: string }
  cards: HomeCardView[]
  funds: HomeCardView[]
  highlights: HomeCardView[]
  /** intro: the first two paragraphs, which the Contact page shows. */
  biography: { paragraphs: string[]; intro: string[]; image: string; srcSet: string; imageAlt: string }
  stats: HomeStatView[]
  quote: string
  venture: string[]
  outlets: string[]
  eras: HomeEraView[]
}

const m = <T,>(path: string) => marker(path) as unknown as T

const cardTemplate = (path: string) =>
  templateList<HomeCardView>(path, {
    title: m('.title'),
    subtitle: m('.subtitle'),
    text: m('.text'),
    link: m('.link'),
    image: m('.image'),
    srcSet: m('.srcSet'),
    imageAlt: m('.imageAlt'),
  })

/** The page as a template, read from views.home of the server's page data. */
export function homeTemplate(): HomeView {
  return {
    hero: { eyebrow: m('views.home.hero.eyebrow'), headline: m('views.home.hero.headline'), intro: m('views.home.hero.intro'), image: m('views.home.hero.image') },
    cards: cardTemplate('views.home.cards'),
    funds: cardTemplate('views.home.funds'),
    highlights: cardTemplate('views.home.highlights'),
    biography: {
      paragraphs: templateList<string>('views.home.biography.paragraphs', m('.')),
      intro: templateList<string>('views.home.biography.intro', m('.')),
      image: m('views.home.biography.image'),
      srcSet: m('views.home.biography.srcSet'),
      imageAlt: m('views.home.biography.imageAlt'),
    },
    stats: templateList<HomeStatView>('views.home.stats', { number: m('.number'), label: m('.label'), detail: m('.detail'), icon: m('.icon') }),
    quote: m('views.home.quote'),
    venture: templateList<string>('views.home.venture', m('.')),
    outlets: templateList<string>('views.home.outlets', m('.')),
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
