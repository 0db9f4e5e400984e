import { api, listTags } from '@/app/api'
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
