import type { TagDescription } from '@reduxjs/toolkit/query'
import type { Revision, RevisionDetail, RevisionKind, SiteGroupId, SiteInfo } from '@/lib/api-types.gen'
import { ACTIVITY, adminBase, onSessionExpired, REVISIONS } from '../api/base'
import { restoredTags } from '../api/kinds'
import { storeSite } from '../site/api'

export type { Revision, RevisionDetail, RevisionKind }

/** Which item's history. */
export interface RevisionRef {
  kind: RevisionKind
  id: number
}

const revisionTag = ({ kind, id }: RevisionRef) => ({ type: 'Revision' as const, id: `${kind}/${id}` })

/**
 * The history of every save (issue 23): an item's revisions (newest
 * first), one revision's state, and restoring it. A restore is a change of
 * its own (it adds a revision): it refreshes the item's history, the item
 * and its lists (as its kind registers them, api/kinds.ts), the log, and for
 * the site document the Site tab's copy at once.
 */
export const historyApi = adminBase.injectEndpoints({
  endpoints: (build) => ({
    revisions: build.query<Revision[], RevisionRef>({
      query: ({ kind, id }) => ({ url: 'api/revisions', params: { kind, id } }),
      providesTags: (_r, _e, ref) => [revisionTag(ref), REVISIONS],
    }),
    revision: build.query<RevisionDetail, RevisionRef & { rev: number }>({
      query: ({ kind, id, rev }) => `api/revisions/${kind}/${id}/${rev}`,
    }),
    /** Restores a version: the whole item, or with `group` (a Site group) that group's fields only. */
    restoreRevision: build.mutation<Record<string, unknown>, RevisionRef & { rev: number; group?: SiteGroupId }>({
      query: ({ kind, id, rev, group }) => ({ url: `api/revisions/${kind}/${id}/${rev}/restore`, method: 'POST', params: group ? { group } : undefined }),
      invalidatesTags: (result, _e, ref) => (result ? [revisionTag(ref), ACTIVITY, ...(restoredTags(ref.kind, ref.id) as TagDescription<never>[])] : []),
      onQueryStarted: async (arg, lifecycle) => {
        const stored = async () => {
          if (arg.kind !== 'site') return
          try {
            const { data } = await lifecycle.queryFulfilled
            lifecycle.dispatch(storeSite(data as unknown as SiteInfo))
          } catch {
            // The panel shows the failure.
          }
        }
        await Promise.all([onSessionExpired(arg, lifecycle), stored()])
      },
    }),
  }),
})

export const { useRevisionsQuery, useRevisionQuery, useRestoreRevisionMutation } = historyApi
