/**
 * The site document (the owner's profile, SEO defaults, home and About
 * content) from GET /api/site. Nearly every screen reads it (the layout, About, Contact,
 * Home, the portfolio pages, the admin's investment forms, the page head), so
 * it lives here rather than in a feature: features do not import each other.
 * Nothing about the owner is written into the UI.
 */
import { api } from '@/app/api'
import type { AppStore } from '@/app/store'
import type { SiteInfo } from '@/lib/api-types.gen'

const siteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSite: build.query<SiteInfo, void>({
      query: () => 'api/site',
      providesTags: ['Site'],
    }),
  }),
})

export const { useGetSiteQuery } = siteApi

/** Puts the site info in the store before the first render (the server embeds it in every page). */
export function preloadSite(store: AppStore, site: SiteInfo) {
  store.dispatch(siteApi.util.upsertQueryEntries([{ endpointName: 'getSite', arg: undefined, value: site }]))
}

/** The site document before it has loaded: empty texts and lists, so screens render at once. */
export const EMPTY_SITE: SiteInfo = {
  name: '',
  email: '',
  location: '',
  tagline: '',
  publicUrl: '',
  socials: [],
  seo: { description: '', keywords: [], shareImage: '' },
  hero: { eyebrow: '', headline: '', intro: '', image: '' },
  categoryCards: [],
  funds: [],
  mediaHighlights: [],
  biography: { paragraphs: [], image: '', imageDescription: '', imageDecorative: false },
  impactStats: [],
  quote: '',
  venture: { paragraphs: [] },
  outlets: [],
  timeline: [],
  homeTexts: {
    portfolioButton: '',
    pressButton: '',
    investmentsButton: '',
    projectsHeading: '',
    projectsIntro: '',
    fundsHeading: '',
    fundsIntro: '',
    mediaHeading: '',
    mediaIntro: '',
    biographyHeading: '',
    impactHeading: '',
    impactIntro: '',
    ventureHeading: '',
    ventureButton: '',
    featuredInHeading: '',
    featuredInButton: '',
    timelineHeading: '',
    timelineIntro: '',
    collaborationsHeading: '',
    collaborationsIntro: '',
  },
  callToAction: { heading: '', text: '', contactButton: '', portfolioButton: '' },
  pages: {
    portfolioTitle: '',
    portfolioIntro: '',
    portfolioCtaHeading: '',
    portfolioCtaButton: '',
    gamesTitle: '',
    investmentsTitle: '',
    investmentsIntro: '',
    mediaTitle: '',
    mediaIntro: '',
    contactTitle: '',
    contactFormTitle: '',
    aboutTitle: '',
    portfolioCtaAboutButton: '',
    portfolioSearchLabel: '',
    portfolioSearchButton: '',
    portfolioClearSearch: '',
    portfolioSearchResult: '',
    portfolioSectionsHeading: '',
    investmentsIndexHeading: '',
    mediaAllButton: '',
    contactSendButton: '',
    contactSentButton: '',
    contactSentTitle: '',
    contactSentText: '',
    contactNameLabel: '',
    contactEmailLabel: '',
    contactSubjectLabel: '',
    contactMessageLabel: '',
    notFoundTitle: '',
    notFoundHint: '',
  },
  footer: { quickLinksHeading: '', industriesHeading: '', connectHeading: '', industries: [], copyright: '' },
  nav: { home: '', about: '', portfolio: '', investments: '', mediaPress: '', contact: '' },
  sections: {
    fundsManaged: '',
    portfolioCompanies: '',
    game: '',
    technology: '',
    consumer: '',
    ventureFunds: '',
    boardAdvisory: '',
    boardRoles: '',
    advisoryRoles: '',
    fundButton: '',
    websiteButton: '',
    podcastAppearances: '',
    talksPanels: '',
    interviews: '',
    featuredArticles: '',
    watchButton: '',
    listenButton: '',
    readButton: '',
    viewButton: '',
  },
  gameStudios: [],
}

/** The site document, with EMPTY_SITE's values while it loads; `loaded` says which. */
export function useSite(): SiteInfo & { loaded: boolean } {
  const { data } = useGetSiteQuery()
  return { ...EMPTY_SITE, ...data, loaded: !!data }
}
