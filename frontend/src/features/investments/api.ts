import { api, listTags } from '@/app/api'
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
