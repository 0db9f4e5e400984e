import { listTags } from '@/app/api'
import type { Redirect } from '@/lib/api-types.gen'
import { ACTIVITY, adminBase, onSessionExpired } from '../api/base'
import { REDIRECTS } from './api'

/**
 * The redirects of moved project pages (admin-only): old address → the
 * page's address now, with the visits each has sent on. A project save
 * refreshes the list (REDIRECTS); a removed redirect's old address is then
 * not found.
 */
export const redirectsApi = adminBase.enhanceEndpoints({ addTagTypes: ['Redirect'] }).injectEndpoints({
  endpoints: (build) => ({
    redirects: build.query<Redirect[], void>({
      query: () => 'api/redirects',
      providesTags: (result) => listTags('Redirect', result),
    }),
    deleteRedirect: build.mutation<void, number>({
      query: (id) => ({ url: `api/redirects/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Redirect', id }, REDIRECTS, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
  }),
})

export const { useRedirectsQuery, useDeleteRedirectMutation } = redirectsApi
