import type { TagDescription } from '@reduxjs/toolkit/query'
import type { Draft, DraftCreateKind, DraftKind, PreviewLink, PreviewRequest, Schedule, ScheduleRequest, SiteInfo } from '@/lib/api-types.gen'
import { DRAFT_KIND_ITEM_PATHS } from '@/lib/api-types.gen'
import { ACTIVITY, adminBase, onSessionExpired, REVISIONS } from '../api/base'
import { restoredTags } from '../api/kinds'
import { storeSite } from '../site/api'

export type { Draft, DraftCreateKind, DraftKind, PreviewLink, Schedule }

/** Which item's draft (the site document has no id: 0). */
export interface DraftRef {
  kind: DraftKind
  id: number
}

/** The item's own path (PUT, and the /draft, /publish, /unpublish, /schedule routes below it), as the route table names it. */
export function itemPath({ kind, id }: DraftRef): string {
  return DRAFT_KIND_ITEM_PATHS[kind].slice(1).replace('{id}', String(id))
}

/** The collection a draft creates its item in (POST COLLECTION?draft=true): the item's path without its id. */
const collectionPath = (kind: DraftCreateKind) => DRAFT_KIND_ITEM_PATHS[kind].slice(1).replace('/{id}', '')

const DRAFTS = { type: 'Draft', id: 'LIST' } as const
const SCHEDULES = { type: 'Schedule', id: 'LIST' } as const
const PREVIEWS = { type: 'Preview', id: 'LIST' } as const
const draftTag = ({ kind, id }: DraftRef) => ({ type: 'Draft' as const, id: `${kind}/${id}` })

/** The item and its lists, as its kind registers them (api/kinds.ts). */
const itemTags = (kind: DraftKind, id: number) => restoredTags(kind, id) as TagDescription<never>[]

/** The tags a publish or unpublish changes: the item, its lists (which the public pages read too), its history and the log. */
function publishedTags(ref: DraftRef) {
  return [...itemTags(ref.kind, ref.id), draftTag(ref), DRAFTS, SCHEDULES, REVISIONS, ACTIVITY]
}

/** A publish of the site document answers the whole document: the Site tab's copy takes it at once. */
async function storePublished(arg: { ref: DraftRef; at?: string }, lifecycle: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: unknown }> }) {
  if (arg.ref.kind !== 'site' || arg.at) return
  try {
    const { data } = await lifecycle.queryFulfilled
    if (data) lifecycle.dispatch(storeSite(data as SiteInfo))
  } catch {
    // The caller shows the failure.
  }
}

/**
 * Drafts, schedules and preview links (issue 23). A draft sits beside the
 * published item and changes nothing public; publishing it (now) refreshes
 * the item's lists and the public copy like a save; a scheduled publish or
 * unpublish is listed until the server applies it. The drafts and
 * schedules lists give the content lists their badges.
 */
export const draftsApi = adminBase.enhanceEndpoints({ addTagTypes: ['Draft', 'Schedule', 'Preview'] }).injectEndpoints({
  endpoints: (build) => ({
    drafts: build.query<Draft[], void>({
      query: () => 'api/drafts',
      providesTags: [DRAFTS],
    }),
    schedules: build.query<Schedule[], void>({
      query: () => 'api/schedules',
      providesTags: [SCHEDULES],
    }),
    /** The item as it will be published. */
    draft: build.query<Record<string, unknown>, DraftRef>({
      query: (ref) => `${itemPath(ref)}/draft`,
      providesTags: (_r, _e, ref) => [draftTag(ref)],
    }),
    /** PUT ITEM?draft=true: the same partial body as a save. */
    saveDraft: build.mutation<Record<string, unknown>, { ref: DraftRef; body: object }>({
      query: ({ ref, body }) => ({ url: itemPath(ref), method: 'PUT', params: { draft: true }, body }),
      invalidatesTags: (result) => (result ? [DRAFTS, ACTIVITY] : []),
      onQueryStarted: async (arg, lifecycle) => {
        // The answer is the draft: stored at once (no second request, nothing shown loading).
        const stored = async () => {
          try {
            const { data } = await lifecycle.queryFulfilled
            lifecycle.dispatch(draftsApi.util.upsertQueryData('draft', arg.ref, data))
          } catch {
            // The form shows the failure.
          }
        }
        await Promise.all([onSessionExpired(arg, lifecycle), stored()])
      },
    }),
    /** POST COLLECTION?draft=true: a new item, hidden, with the asked state as its draft. */
    createDraft: build.mutation<Record<string, unknown>, { kind: DraftCreateKind; body: object }>({
      query: ({ kind, body }) => ({ url: collectionPath(kind), method: 'POST', params: { draft: true }, body }),
      invalidatesTags: (result, _e, { kind }) => (result ? [...itemTags(kind, 0).filter((t) => typeof t === 'object' && t.id === 'LIST'), DRAFTS, ACTIVITY] : []),
      onQueryStarted: onSessionExpired,
    }),
    discardDraft: build.mutation<void, DraftRef>({
      query: (ref) => ({ url: `${itemPath(ref)}/draft`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, ref) => [draftTag(ref), DRAFTS, SCHEDULES, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
    /** Publishes the draft now (answers the item), or at `at` (202, listed in the schedules). */
    publish: build.mutation<unknown, { ref: DraftRef; at?: string }>({
      query: ({ ref, at }) => ({ url: `${itemPath(ref)}/publish`, method: 'POST', body: at ? ({ at } satisfies ScheduleRequest) : undefined }),
      invalidatesTags: (_r, error, { ref, at }) => (error ? [] : at ? [SCHEDULES, ACTIVITY] : publishedTags(ref)),
      onQueryStarted: async (arg, lifecycle) => {
        await Promise.all([onSessionExpired(arg, lifecycle), storePublished(arg, lifecycle)])
      },
    }),
    /** Hides the item now, or at `at` (not for links, gallery images or the site document). */
    unpublish: build.mutation<unknown, { ref: DraftRef; at?: string }>({
      query: ({ ref, at }) => ({ url: `${itemPath(ref)}/unpublish`, method: 'POST', body: at ? ({ at } satisfies ScheduleRequest) : undefined }),
      invalidatesTags: (_r, error, { ref, at }) => (error ? [] : at ? [SCHEDULES, ACTIVITY] : publishedTags(ref)),
      onQueryStarted: onSessionExpired,
    }),
    cancelSchedule: build.mutation<void, DraftRef>({
      query: (ref) => ({ url: `${itemPath(ref)}/schedule`, method: 'DELETE' }),
      invalidatesTags: [SCHEDULES, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),

    previews: build.query<PreviewLink[], void>({
      query: () => 'api/previews',
      providesTags: [PREVIEWS],
    }),
    createPreview: build.mutation<PreviewLink, PreviewRequest | void>({
      query: (body) => ({ url: 'api/previews', method: 'POST', body: body ?? undefined }),
      invalidatesTags: [PREVIEWS],
      onQueryStarted: onSessionExpired,
    }),
    revokePreview: build.mutation<void, number>({
      query: (id) => ({ url: `api/previews/${id}`, method: 'DELETE' }),
      invalidatesTags: [PREVIEWS],
      onQueryStarted: onSessionExpired,
    }),
  }),
})

/** What a schedule changes once the server applies it: the item, its lists, its draft and the schedules. */
export const appliedScheduleTags = (s: Pick<Schedule, 'kind' | 'id'>) => publishedTags({ kind: s.kind as DraftKind, id: s.id })

export const {
  useDraftsQuery,
  useSchedulesQuery,
  useDraftQuery,
  useSaveDraftMutation,
  useCreateDraftMutation,
  useDiscardDraftMutation,
  usePublishMutation,
  useUnpublishMutation,
  useCancelScheduleMutation,
  usePreviewsQuery,
  useCreatePreviewMutation,
  useRevokePreviewMutation,
} = draftsApi
