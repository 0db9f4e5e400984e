import type { TagDescription } from '@reduxjs/toolkit/query'
import type { TrashItem, TrashKind } from '@/lib/api-types.gen'
import { ACTIVITY, adminBase, onSessionExpired, TRASH } from '../api/base'
import { trashRestoredTags } from '../api/kinds'

export type { TrashItem, TrashKind }

const trashPath = (kind: TrashKind, id: number) => `api/trash/${kind}/${id}`

type TrashRef = Pick<TrashItem, 'kind' | 'id'>

/**
 * The trash (deleted content, kept 30 days). A restore refreshes the trash,
 * the lists the restored kind goes back to (and with them the dashboard's
 * counts and the public pages, which read the same tags; each kind names
 * them where it registers, api/kinds.ts) and the log; deleting forever and
 * emptying refresh the trash and the log.
 */
export const trashApi = adminBase.injectEndpoints({
  endpoints: (build) => ({
    trash: build.query<TrashItem[], void>({
      query: () => 'api/trash',
      providesTags: [TRASH],
    }),
    restoreTrashItem: build.mutation<TrashItem, TrashRef>({
      query: ({ kind, id }) => ({ url: `${trashPath(kind, id)}/restore`, method: 'POST' }),
      invalidatesTags: (_r, _e, { kind }) => [TRASH, ACTIVITY, ...(trashRestoredTags(kind) as TagDescription<never>[])],
      onQueryStarted: onSessionExpired,
    }),
    purgeTrashItem: build.mutation<void, TrashRef>({
      query: ({ kind, id }) => ({ url: trashPath(kind, id), method: 'DELETE' }),
      invalidatesTags: [TRASH, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
    emptyTrash: build.mutation<void, void>({
      query: () => ({ url: 'api/trash', method: 'DELETE' }),
      invalidatesTags: [TRASH, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
  }),
})

export const { useTrashQuery, useRestoreTrashItemMutation, usePurgeTrashItemMutation, useEmptyTrashMutation } = trashApi
