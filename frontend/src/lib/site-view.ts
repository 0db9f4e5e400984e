/**
 * What the public pages show of the site document (GET /api/site): the home
 * page, and the biography on About and Contact. Every card, figure and era
 * with its image, srcset, icon and markup worked out.
 * The Go server builds the same view for the page it serves
 * (adapters/http/views_home.go); both are checked against
 * test/fixtures/views/home.*.json.
 */
import { DEFAULT_PROJECT_IMAGE } from '@/components/ui/safe-image'
import { imageSrcSet } from '@/lib/image-variants'
import { markupRuns, type MarkupRun } from '@/lib/markup'
import { marker, templateList } from '@/lib/template'
import { imageAlt, present } from '@/lib/text'
import type { EraPalette, IconKey, SiteInfo } from '@/lib/types'

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

function card(title: string, subtitle: string, text: string, link: string, image: string, alt: string, decorative?: boolean): HomeCardView {
  const src = present(image) ?? DEFAULT_PROJECT_IMAGE
  return { title, subtitle, text, link, image: src, srcSet: imageSrcSet(src), imageAlt: imageAlt(alt, title, decorative) }
}

/** The home page's view of the site document. */
export function homeView(site: SiteInfo): HomeView {
  const bioImage = present(site.biography.image) ?? DEFAULT_PROJECT_IMAGE
  return {
    hero: { eyebrow: site.hero.eyebrow, headline: site.hero.headline, intro: site.hero.intro, image: site.hero.image },
    cards: site.categoryCards.map((c) => card(c.title, c.subtitle, '', c.link, c.imageUrl, c.imageDescription, c.imageDecorative)),
    funds: site.funds.map((f) => card(f.name, f.focus, f.description, f.link, f.imageUrl, f.imageDescription, f.imageDecorative)),
    highlights: site.mediaHighlights.map((m) => card(m.title, '', m.description, m.link, m.image, '', m.imageDecorative)),
    biography: {
      paragraphs: site.biography.paragraphs,
      intro: site.biography.paragraphs.slice(0, 2),
      image: bioImage,
      srcSet: imageSrcSet(bioImage),
      imageAlt: imageAlt(site.biography.imageDescription, site.name, site.biography.imageDecorative),
    },
    stats: site.impactStats.map((s) => ({ number: s.number, label: s.label, detail: s.detail, icon: s.icon })),
    quote: site.quote,
    venture: site.venture.paragraphs,
    outlets: site.outlets,
    eras: site.timeline.map((e) => ({
      era: e.era,
      icon: e.icon,
      palette: e.colors.palette,
      gradient: `linear-gradient(to bottom right, ${e.colors.from}, ${e.colors.to})`,
      milestones: e.milestones.map((m) => ({ year: m.year, palette: e.colors.palette, runs: markupRuns(m.text) })),
      summary: e.summary,
    })),
  }
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
