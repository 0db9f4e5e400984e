import { api, listTags } from '@/app/api'
import type { Investment } from '@/lib/types'

const investmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvestments: build.query<Investment[], void>({
      query: () => 'api/investments',
      providesTags: (result) => listTags('Investment', result),
    }),
  }),
})

export const { useGetInvestmentsQuery } = investmentsApi
