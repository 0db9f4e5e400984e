import { api, listTags } from '@/app/api'
import type { GalleryImage } from '@/lib/types'

const galleryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** All gallery images; requested only once a game is opened, filtered by project on the client. */
    getGalleryImages: build.query<GalleryImage[], void>({
      query: () => 'api/portfolio/gallery-images',
      providesTags: (result) => listTags('GalleryImage', result),
    }),
  }),
})

export const { useGetGalleryImagesQuery } = galleryApi
