import { api, listTags } from '@/app/api'
import type { AppStore } from '@/app/store'
import { onlyActive } from '@/lib/visibility'
import type { SectionLayout } from '@/lib/types'

/** The public section layouts (GET /api/portfolio/section-layouts): the portfolio sections' titles, columns and styles. */
const layoutsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSectionLayouts: build.query<SectionLayout[], void>({
      query: () => 'api/portfolio/section-layouts',
      transformResponse: (items: SectionLayout[]) => onlyActive(items),
      providesTags: (result) => listTags('SectionLayout', result),
    }),
  }),
})

export const { useGetSectionLayoutsQuery } = layoutsApi

/** Puts the layouts the server embedded in the page in the store before the first render. */
export function preloadSectionLayouts(store: AppStore, body: unknown) {
  store.dispatch(layoutsApi.util.upsertQueryEntries([{ endpointName: 'getSectionLayouts', arg: undefined, value: onlyActive(body as SectionLayout[]) }]))
}
