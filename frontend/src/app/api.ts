import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react'
import { errorText, type ApiError } from '@/lib/http-error'

/** Per-endpoint options: a 401 throws by default; auth status may read it as null. */
export interface ApiExtraOptions {
  on401?: 'throw' | 'returnNull'
}

const rawBaseQuery = fetchBaseQuery({ baseUrl: '/', credentials: 'include', responseHandler: 'text' })

function parseBody(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * Every call goes through here: cookies included, JSON read from the text
 * body, and a non-ok response turned into an {@link ApiError} whose message
 * is `STATUS: body` (or the status text when the body is empty).
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, api, {})
  const response = result.meta?.response
  if (result.error) {
    const { error } = result
    if (typeof error.status === 'number') {
      if (error.status === 401 && extraOptions?.on401 === 'returnNull') return { data: null, meta: result.meta }
      const body = typeof error.data === 'string' ? error.data : ''
      return {
        error: { status: error.status, message: errorText(error.status, body, response?.statusText), data: parseBody(body) },
        meta: result.meta,
      }
    }
    return { error: { status: error.status, message: error.error }, meta: result.meta }
  }
  return { data: parseBody(result.data as string), meta: result.meta }
}

/**
 * The one API slice. Features add endpoints with `api.injectEndpoints`, and
 * the tag types of what they list with `enhanceEndpoints({ addTagTypes })`;
 * only the tags every feature shares are declared here: the site document
 * the public pages read ('Site') and the session ('Auth').
 * Data never becomes stale and is never refetched on focus, reconnect or an
 * interval; saves invalidate the tags of what they change.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Site', 'Auth'],
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
})

/** Tags for a list query: one per item id plus the LIST tag. */
export function listTags<T extends string>(type: T, items: readonly { id: number }[] | null | undefined) {
  return [...(items ?? []).map(({ id }) => ({ type, id })), { type, id: 'LIST' as const }]
}
