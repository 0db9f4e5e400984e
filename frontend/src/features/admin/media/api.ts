import type { MediaItem, MediaItemRequest } from '@/lib/api-types.gen'
import { adminBase } from '../api/base'
import { contentEndpoints, defineContentKind } from '../api/content-kind'

/** The body the media form sends (the insert shape; PUT is partial). */
export type MediaItemInput = Required<MediaItemRequest>

export const MEDIA = defineContentKind({ kind: 'media', label: 'Media item', tag: 'MediaItem', path: 'api/media-press', trash: true })

export const mediaApi = adminBase.enhanceEndpoints({ addTagTypes: [MEDIA.tag] }).injectEndpoints({
  endpoints: (build) => {
    const e = contentEndpoints<MediaItem, MediaItemInput>(MEDIA)(build)
    return { adminMediaItems: e.list, createMediaItem: e.create, updateMediaItem: e.update, deleteMediaItem: e.remove }
  },
})

export const { useAdminMediaItemsQuery, useCreateMediaItemMutation, useUpdateMediaItemMutation, useDeleteMediaItemMutation } = mediaApi
