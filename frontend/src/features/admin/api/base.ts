import { api } from '@/app/api'
import type { ApiError } from '@/lib/http-error'

/**
 * The admin's shared base: every feature folder injects its endpoints into
 * it (its own api.ts, with the tag types it adds). Every delete of content
 * moves it to the trash (Trash), every write the server records in the log
 * invalidates Activity, and every update adds a revision (Revision), so those
 * tabs show the owner's action at once.
 */
export const adminBase = api.enhanceEndpoints({ addTagTypes: ['Trash', 'Activity', 'Revision'] })

export const TRASH = { type: 'Trash', id: 'LIST' } as const
export const ACTIVITY = { type: 'Activity', id: 'LIST' } as const
/** Every item's history: each update adds a revision, so an open History panel reads its list again. */
export const REVISIONS = { type: 'Revision', id: 'LIST' } as const

/** A PUT: the item's id and the members that change. */
export type Update<T> = { id: number; body: Partial<T> }

/** What a mutation's onQueryStarted receives that the admin's helpers use. */
export interface Lifecycle<T = unknown> {
  dispatch: (action: unknown) => unknown
  queryFulfilled: Promise<T>
}

/** Whether a failed call's rejection is a 401 (the session is gone). */
export function sessionEnded(rejection: unknown): boolean {
  return (rejection as { error?: ApiError } | undefined)?.error?.status === 401
}

/**
 * A 401 from any admin call means the session is gone: refetching the auth
 * status (tag invalidation) brings the sign-in screen back.
 */
export async function onSessionExpired(_arg: unknown, { dispatch, queryFulfilled }: Lifecycle) {
  try {
    await queryFulfilled
  } catch (rejection) {
    if (sessionEnded(rejection)) dispatch(api.util.invalidateTags(['Auth']))
  }
}
