import { api } from '@/app/api'
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
