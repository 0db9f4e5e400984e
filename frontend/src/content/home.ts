/**
 * The home page's headings, introductions and buttons: their words are the
 * site document's (homeTexts and callToAction of GET /api/site, edited in
 * the Site tab; the server holds their defaults), their targets are fixed
 * here. While prerendering, every word is a marker the server fills.
 */
import type { SiteInfo } from '@/lib/api-types.gen'
import { ROUTES } from '@/lib/routes'
import { useSite } from '@/lib/site'

export interface Button {
  label: string
  to: string
}

/** The home page's fixed parts with the owner's words. */
export function homeContent({ homeTexts: t, callToAction: cta }: Pick<SiteInfo, 'homeTexts' | 'callToAction'>) {
  return {
    hero: {
      buttons: [
        { label: t.portfolioButton, to: ROUTES.portfolio.path },
        { label: t.pressButton, to: ROUTES.mediaPress.path },
        { label: t.investmentsButton, to: ROUTES.investments.path },
      ] satisfies Button[],
    },
    projects: { heading: t.projectsHeading, intro: t.projectsIntro },
    funds: { heading: t.fundsHeading, intro: t.fundsIntro },
    media: { heading: t.mediaHeading, intro: t.mediaIntro },
    biography: { heading: t.biographyHeading },
    impact: { heading: t.impactHeading, intro: t.impactIntro },
    venture: { heading: t.ventureHeading, button: { label: t.ventureButton, to: ROUTES.investments.path } satisfies Button },
    featuredIn: { heading: t.featuredInHeading, button: { label: t.featuredInButton, to: ROUTES.mediaPress.path } satisfies Button },
    timeline: { heading: t.timelineHeading, intro: t.timelineIntro },
    collaborations: { heading: t.collaborationsHeading, intro: t.collaborationsIntro },
    // The one closing call to action: to the Contact page, and to the portfolio.
    connect: {
      heading: cta.heading,
      text: cta.text,
      buttons: [
        { label: cta.contactButton, to: ROUTES.contact.path },
        { label: cta.portfolioButton, to: ROUTES.portfolio.path },
      ] satisfies Button[],
    },
  }
}

/** homeContent of the site document. */
export function useHome() {
  return homeContent(useSite())
}
