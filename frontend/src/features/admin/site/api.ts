import type { SiteInfo } from '@/lib/api-types.gen'
import { ACTIVITY, adminBase, onSessionExpired, REVISIONS, type Lifecycle } from '../api/base'
import { registerKind } from '../api/kinds'

/** The Site tab's PUT body: any top-level keys of the document (publicUrl is configuration, never sent). */
export type SitePatch = Partial<Omit<SiteInfo, 'publicUrl'>>

// The site document is one item: what restores it refreshes the public copy ('Site').
registerKind('site', { label: 'Site', restored: () => ['Site'] })

/**
 * A site save answers the whole new document: it replaces the Site tab's
 * copy at once (no second request, no flash of the old values).
 */
async function storeSavedSite(_arg: unknown, { dispatch, queryFulfilled }: Lifecycle<{ data: SiteInfo }>): Promise<void> {
  try {
    const { data } = await queryFulfilled
    dispatch(storeSite(data))
  } catch {
    // The form shows the failure; its copy stays as it was.
  }
}

/** The site document the Site tab edits (the public pages read theirs through src/lib/site.ts). */
export const siteApi = adminBase.injectEndpoints({
  endpoints: (build) => ({
    adminSite: build.query<SiteInfo, void>({
      query: () => 'api/site',
    }),
    /** A partial PUT: only the keys sent change; the public copy ('Site') is fetched again. */
    updateSite: build.mutation<SiteInfo, SitePatch>({
      query: (body) => ({ url: 'api/site', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['Site', ACTIVITY, REVISIONS] : []),
      onQueryStarted: async (arg, lifecycle) => {
        await Promise.all([onSessionExpired(arg, lifecycle), storeSavedSite(arg, lifecycle)])
      },
    }),
  }),
})

export const { useAdminSiteQuery, useUpdateSiteMutation } = siteApi

/** Replaces the Site tab's copy of the document (a save, a restored version or a publish answers the whole of it). */
export const storeSite = (data: SiteInfo) => siteApi.util.upsertQueryData('adminSite', undefined, data)
