import { api, listTags } from '@/app/api'
import type { AppStore } from '@/app/store'
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

/** Puts the list the server embedded in the page in the store before the first render. */
export function preloadMediaItems(store: AppStore, body: unknown) {
  store.dispatch(mediaApi.util.upsertQueryEntries([{ endpointName: 'getMediaItems', arg: undefined, value: onlyActive(body as MediaItem[]) }]))
}
