import type { CertificateState } from '@/lib/api-types.gen'
import { adminBase } from '../api/base'

export type { CertificateState }

/** GET /api/certificate: the HTTPS certificate the binary serves and whether to warn (the server decides). */
export const dashboardApi = adminBase.injectEndpoints({
  endpoints: (build) => ({
    certificate: build.query<CertificateState, void>({
      query: () => 'api/certificate',
    }),
  }),
})

export const { useCertificateQuery } = dashboardApi
