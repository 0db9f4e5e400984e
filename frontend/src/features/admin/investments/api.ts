import type { Investment, InvestmentRequest } from '@/lib/api-types.gen'
import { adminBase } from '../api/base'
import { contentEndpoints, defineContentKind } from '../api/content-kind'

/** The body the investment form sends (the insert shape; PUT is partial). */
export type InvestmentInput = Required<InvestmentRequest>

export const INVESTMENTS = defineContentKind({ kind: 'investment', label: 'Investment', tag: 'Investment', path: 'api/investments', trash: true })

export const investmentsApi = adminBase.enhanceEndpoints({ addTagTypes: [INVESTMENTS.tag] }).injectEndpoints({
  endpoints: (build) => {
    const e = contentEndpoints<Investment, InvestmentInput>(INVESTMENTS)(build)
    return { adminInvestments: e.list, createInvestment: e.create, updateInvestment: e.update, deleteInvestment: e.remove }
  },
})

export const { useAdminInvestmentsQuery, useCreateInvestmentMutation, useUpdateInvestmentMutation, useDeleteInvestmentMutation } = investmentsApi
