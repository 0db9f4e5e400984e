/**
 * The site document (the owner's profile, SEO defaults, home and About
 * content) from GET /api/site. Nearly every screen reads it (the layout, About, Contact,
 * Home, the portfolio pages, the admin's investment forms, the page head), so
 * it lives here rather than in a feature: features do not import each other.
 * Nothing about the owner is written into the UI.
 */
import { api } from '@/app/api'
import type { AppStore } from '@/app/store'
import { EMPTY_SITE, type SiteInfo } from '@/lib/api-types.gen'

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

/** The site document before it has loaded: empty texts and lists, so screens render at once (generated from the Go document). */
export { EMPTY_SITE }

/** The site document, with EMPTY_SITE's values while it loads; `loaded` says which. */
export function useSite(): SiteInfo & { loaded: boolean } {
  const { data } = useGetSiteQuery()
  return { ...EMPTY_SITE, ...data, loaded: !!data }
}
