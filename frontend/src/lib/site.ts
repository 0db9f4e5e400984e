/**
 * The site's identity (owner's name, email, location, tagline, socials) from
 * GET /api/site. Nearly every screen reads it (the layout, About, Contact,
 * Home, the portfolio pages, the admin's investment forms, the page head), so
 * it lives here rather than in a feature: features do not import each other.
 * Nothing about the owner is written into the UI.
 */
import { api } from '@/app/api'
import type { AppStore } from '@/app/store'
import type { SiteInfo } from '@/lib/types'

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

/** The site info, with empty strings while it loads so screens can render at once. */
export function useSite() {
  const { data } = useGetSiteQuery()
  return {
    loaded: !!data,
    name: data?.name ?? '',
    email: data?.email ?? '',
    location: data?.location ?? '',
    tagline: data?.tagline ?? '',
    publicUrl: data?.publicUrl ?? '',
    socials: data?.socials ?? [],
  }
}

/** The label of the link to the About page: 'About {name}'. */
export function aboutLabel(name: string): string {
  return `About ${name}`.trim()
}
