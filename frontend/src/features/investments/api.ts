import { api, listTags } from '@/app/api'
import type { AppStore } from '@/app/store'
import { onlyActive } from '@/lib/visibility'
import type { Investment } from '@/lib/types'

const investmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvestments: build.query<Investment[], void>({
      query: () => 'api/investments',
      transformResponse: (items: Investment[]) => onlyActive(items),
      providesTags: (result) => listTags('Investment', result),
    }),
  }),
})

export const { useGetInvestmentsQuery } = investmentsApi

/** Puts the list the server embedded in the page in the store before the first render. */
export function preloadInvestments(store: AppStore, body: unknown) {
  store.dispatch(investmentsApi.util.upsertQueryEntries([{ endpointName: 'getInvestments', arg: undefined, value: onlyActive(body as Investment[]) }]))
}
