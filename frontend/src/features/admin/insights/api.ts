import type { InsightsReport } from '@/lib/api-types.gen'
import { api } from '@/app/api'

/** The range of a report: both days inclusive, UTC (YYYY-MM-DD). */
export interface InsightsRange {
  from: string
  to: string
}

/**
 * The site's own analytics (GET /api/insights, admin only). Never cached
 * between visits of the tab: figures move every few seconds.
 */
export const insightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    insights: build.query<InsightsReport, InsightsRange>({
      query: ({ from, to }) => `api/insights?from=${from}&to=${to}`,
      keepUnusedDataFor: 0,
    }),
  }),
})

export const { useInsightsQuery } = insightsApi

/** The CSV download of one table of the report for a range. */
export const exportUrl = (table: string, { from, to }: InsightsRange) => `/api/insights/export?table=${table}&from=${from}&to=${to}`
