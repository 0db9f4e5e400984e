import { api, listTags } from '@/app/api'
import type { Collaboration } from '@/lib/types'

const collaborationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCollaborations: build.query<Collaboration[], void>({
      query: () => 'api/notable-collaborations',
      providesTags: (result) => listTags('Collaboration', result),
    }),
  }),
})

export const { useGetCollaborationsQuery } = collaborationsApi
