import type { Role } from '@/lib/api-types.gen'
import { useAuthStatusQuery } from './api'

/** The roles a person can have (issue 43): the owner everything, an editor the content but not the keys. */
export type { Role }

/**
 * The signed-in person's role from the auth status; an unknown one is the
 * lesser, editor. It only decides what the admin shows: the server checks
 * the role again on every request.
 */
export function useRole(): Role {
  const { data } = useAuthStatusQuery()
  return data?.user?.role === 'owner' ? 'owner' : 'editor'
}
