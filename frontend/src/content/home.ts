/**
 * The fixed texts of the home page: the spec's headings and buttons and the
 * section introductions. Everything the owner edits (hero, cards, funds,
 * highlights, biography, figures, quote, outlets, timeline) is the site
 * document of GET /api/site, seeded from app/site_default.json.
 */
import { ROUTES } from '@/lib/routes'

export interface Button {
  label: string
  to: string
}

export const home = {
  hero: {
    buttons: [
      { label: 'View Portfolio', to: ROUTES.portfolio.path },
      { label: 'Press Highlights', to: ROUTES.mediaPress.path },
      { label: ROUTES.investments.label, to: ROUTES.investments.path },
    ] satisfies Button[],
  },
  projects: {
    heading: 'Projects Overview',
    intro: 'Many disciplines, one creative thread: stories that travel across every screen and stage.',
  },
  funds: {
    heading: 'Funds',
    intro: 'Capital and operating experience for the next generation of entertainment companies.',
  },
  media: {
    heading: 'Media & Press Highlights',
    intro: 'Conversations on creativity, leadership and the business of play.',
  },
  biography: {
    heading: 'Biography',
  },
  impact: {
    heading: 'Impact Through Innovation',
    intro: 'A body of work measured in worlds launched, stories told and founders backed.',
  },
  venture: {
    heading: 'Venture & Leadership',
    button: { label: 'Explore Investments', to: ROUTES.investments.path } satisfies Button,
  },
  featuredIn: {
    heading: 'Featured In',
    button: { label: 'View Full Media & Press', to: ROUTES.mediaPress.path } satisfies Button,
  },
  timeline: {
    heading: 'Career Timeline',
    intro: 'The eras of building, shipping and backing creative work.',
  },
  collaborations: {
    heading: 'Notable Collaborations',
    intro: 'Studios, artists and partners from across entertainment.',
  },
  connect: {
    heading: 'Ready to Collaborate or Connect',
    text: 'Projects, partnerships, speaking and investment conversations are always welcome.',
    buttons: [
      { label: 'Contact Directly', to: ROUTES.contact.path },
      { label: 'Explore Portfolio', to: ROUTES.portfolio.path },
    ] satisfies Button[],
  },
  getInTouch: { label: 'Get In Touch', to: ROUTES.contact.path } satisfies Button,
}
