import { http, HttpResponse } from 'msw'
import { server } from '@/test/server'
import type { ActivityEntry } from '../activity/api'
import type { TrashItem } from '../trash/api'

interface TrashSeed {
  trash?: TrashItem[]
  activity?: ActivityEntry[]
  /** `kind/id` keys whose restore answers 409 (a link or gallery image whose project is gone). */
  conflicts?: string[]
  /** Called with each restored item, so a test can put it back into another fake's list. */
  onRestore?: (item: TrashItem) => void
}

export const CONFLICT = { message: 'Restore its project first' }

/**
 * The trash and the activity log as the contract says: restore answers the
 * item (404 once it is gone, 409 for a conflict), deletes answer 204, and
 * the log is filtered by kind and action and paged by `before` and `limit`.
 * Every request to either is recorded as `METHOD path?query`.
 */
export function fakeTrashApi(seed: TrashSeed = {}) {
  const state = { trash: [...(seed.trash ?? [])], activity: [...(seed.activity ?? [])], requests: [] as string[] }
  const conflicts = new Set(seed.conflicts ?? [])
  const log = (request: Request) => {
    const url = new URL(request.url)
    state.requests.push(`${request.method} ${url.pathname}${url.search}`)
  }
  const find = (params: Record<string, string | readonly string[] | undefined>) => state.trash.find((t) => t.kind === params.kind && t.id === Number(params.id))

  server.use(
    http.get('*/api/trash', ({ request }) => {
      log(request)
      return HttpResponse.json(state.trash)
    }),
    http.post('*/api/trash/:kind/:id/restore', ({ request, params }) => {
      log(request)
      const item = find(params)
      if (!item) return HttpResponse.json({ message: 'Not found' }, { status: 404 })
      if (conflicts.has(`${item.kind}/${item.id}`)) return HttpResponse.json(CONFLICT, { status: 409 })
      state.trash = state.trash.filter((t) => t !== item)
      seed.onRestore?.(item)
      return HttpResponse.json(item)
    }),
    http.delete('*/api/trash/:kind/:id', ({ request, params }) => {
      log(request)
      const item = find(params)
      if (!item) return HttpResponse.json({ message: 'Not found' }, { status: 404 })
      state.trash = state.trash.filter((t) => t !== item)
      return new HttpResponse(null, { status: 204 })
    }),
    http.delete('*/api/trash', ({ request }) => {
      log(request)
      state.trash = []
      return new HttpResponse(null, { status: 204 })
    }),
    http.get('*/api/activity', ({ request }) => {
      log(request)
      const q = new URL(request.url).searchParams
      const before = Number(q.get('before') ?? Infinity)
      const limit = Number(q.get('limit') ?? 50)
      const page = state.activity
        .filter((e) => (!q.get('kind') || e.kind === q.get('kind')) && (!q.get('action') || e.action === q.get('action')) && e.id < before)
        .sort((a, b) => b.id - a.id)
        .slice(0, limit)
      return HttpResponse.json(page)
    }),
  )

  return {
    state,
    /** The recorded requests that start with `prefix` (e.g. 'GET /api/activity'). */
    requests: (prefix: string) => state.requests.filter((r) => r.startsWith(prefix)),
  }
}
