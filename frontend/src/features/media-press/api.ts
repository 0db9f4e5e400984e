import { api, listTags } from '@/app/api'
import type { MediaItem } from '@/lib/types'

const mediaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMediaItems: build.query<MediaItem[], void>({
      query: () => 'api/media-press',
      providesTags: (result) => listTags('MediaItem', result),
    }),
  }),
})

export const { useGetMediaItemsQuery } = mediaApi
