import type { ActivityAction, ActivityEntry, ActivityKind } from '@/lib/api-types.gen'
import { ACTIVITY_PAGE_SIZE } from '@/lib/limits.gen'
import { ACTIVITY, adminBase } from '../api/base'

export type { ActivityAction, ActivityEntry, ActivityKind }

/** The Activity tab's filters; '' means any. */
export interface ActivityFilter {
  kind: ActivityKind | ''
  action: ActivityAction | ''
  /** A username (issue 43: the owner filters by person); '' or left out for anyone. */
  actor?: string
}

/** Entries per page: the server's default, sent explicitly so the client knows when a page is the last. */
export { ACTIVITY_PAGE_SIZE }

/**
 * The activity log, an infinite query: each "Load more" asks for the
 * entries before the last one shown. Every write the server records
 * invalidates it (ACTIVITY).
 */
export const activityApi = adminBase.injectEndpoints({
  endpoints: (build) => ({
    activity: build.infiniteQuery<ActivityEntry[], ActivityFilter, number | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => (lastPage.length < ACTIVITY_PAGE_SIZE ? undefined : lastPage[lastPage.length - 1]?.id),
      },
      query: ({ queryArg: { kind, action, actor }, pageParam }) => ({
        url: 'api/activity',
        params: { kind: kind || undefined, action: action || undefined, actor: actor || undefined, before: pageParam ?? undefined, limit: ACTIVITY_PAGE_SIZE },
      }),
      providesTags: [ACTIVITY],
    }),
  }),
})

export const { useActivityInfiniteQuery } = activityApi
