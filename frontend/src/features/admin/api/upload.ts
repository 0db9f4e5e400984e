import type { Upload } from '@/lib/api-types.gen'
import { ACTIVITY, adminBase, onSessionExpired } from './base'

/** POST /api/upload: one file of an image field, the bulk upload or an upload button. */
export const uploadApi = adminBase.injectEndpoints({
  endpoints: (build) => ({
    upload: build.mutation<Upload, File>({
      query: (file) => {
        const body = new FormData()
        body.append('file', file)
        return { url: 'api/upload', method: 'POST', body }
      },
      invalidatesTags: [ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
  }),
})

export const { useUploadMutation } = uploadApi
