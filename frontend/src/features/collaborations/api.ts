import { api, listTags } from '@/app/api'
import type { AppStore } from '@/app/store'
import { onlyActive } from '@/lib/visibility'
import type { Collaboration } from '@/lib/types'

const collaborationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCollaborations: build.query<Collaboration[], void>({
      query: () => 'api/notable-collaborations',
      transformResponse: (items: Collaboration[]) => onlyActive(items),
      providesTags: (result) => listTags('Collaboration', result),
    }),
  }),
})

export const { useGetCollaborationsQuery } = collaborationsApi

/** Puts the list the server embedded in the page in the store before the first render. */
export function preloadCollaborations(store: AppStore, body: unknown) {
  store.dispatch(collaborationsApi.util.upsertQueryEntries([{ endpointName: 'getCollaborations', arg: undefined, value: onlyActive(body as Collaboration[]) }]))
}
