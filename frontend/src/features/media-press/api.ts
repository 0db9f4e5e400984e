import { api, listTags } from '@/app/api'
import { onlyActive } from '@/lib/visibility'
import type { MediaItem } from '@/lib/types'

const mediaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMediaItems: build.query<MediaItem[], void>({
      query: () => 'api/media-press',
      transformResponse: (items: MediaItem[]) => onlyActive(items),
      providesTags: (result) => listTags('MediaItem', result),
    }),
  }),
})

export const { useGetMediaItemsQuery } = mediaApi
