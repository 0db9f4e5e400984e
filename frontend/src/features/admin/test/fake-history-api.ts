import { http, HttpResponse } from 'msw'
import { server } from '@/test/server'
import type { Revision } from '../history/api'

/** One stored revision: its list entry and the item's state before that change. */
export interface FakeRevision extends Revision {
  data: Record<string, unknown>
}

interface HistorySeed {
  /** Revisions by `kind/id`, any order (the list answers newest first). */
  revisions?: Record<string, FakeRevision[]>
  /** Answers a restore (of the group asked, if one was) with the item as it is afterwards (default: the revision's data). */
  restore?: (key: string, revision: FakeRevision, group: string | null) => Record<string, unknown>
  /** `kind/id` keys whose restore answers 409 (the item is in the trash). */
  conflicts?: string[]
}

export const IN_TRASH = { message: 'The item is in the trash: restore it from there first' }

/**
 * The revisions routes as the contract says: the list (newest first,
 * without states), one revision with its data (404 when there is none) and
 * restore (the item as it now is; a new revision of the state it replaced).
 * Every request is recorded as `METHOD path?query`.
 */
export function fakeHistoryApi(seed: HistorySeed = {}) {
  const revisions: Record<string, FakeRevision[]> = structuredClone(seed.revisions ?? {})
  const requests: string[] = []
  const log = (request: Request) => {
    const url = new URL(request.url)
    requests.push(`${request.method} ${url.pathname}${url.search}`)
  }
  const find = (params: Record<string, string | readonly string[] | undefined>) => {
    const key = `${String(params.kind)}/${String(params.id)}`
    return { key, revision: (revisions[key] ?? []).find((r) => r.rev === Number(params.rev)) }
  }
  server.use(
    http.get('*/api/revisions', ({ request }) => {
      log(request)
      const q = new URL(request.url).searchParams
      const list = [...(revisions[`${q.get('kind')}/${q.get('id')}`] ?? [])].sort((a, b) => b.rev - a.rev)
      return HttpResponse.json(list.map(({ data: _data, ...r }) => r))
    }),
    http.get('*/api/revisions/:kind/:id/:rev', ({ request, params }) => {
      log(request)
      const { revision } = find(params)
      return revision ? HttpResponse.json(revision) : HttpResponse.json({ message: 'Revision not found' }, { status: 404 })
    }),
    http.post('*/api/revisions/:kind/:id/:rev/restore', ({ request, params }) => {
      log(request)
      const { key, revision } = find(params)
      if (!revision) return HttpResponse.json({ message: 'Revision not found' }, { status: 404 })
      if (seed.conflicts?.includes(key)) return HttpResponse.json(IN_TRASH, { status: 409 })
      const group = new URL(request.url).searchParams.get('group')
      const item = seed.restore ? seed.restore(key, revision, group) : revision.data
      const list = revisions[key]
      list.push({ rev: Math.max(...list.map((r) => r.rev)) + 1, at: '2026-03-05T09:00:00Z', actor: 'admin', fields: [...revision.fields], data: revision.data })
      return HttpResponse.json(item)
    }),
  )
  return { revisions, requests: (prefix: string) => requests.filter((r) => r.startsWith(prefix)) }
}
