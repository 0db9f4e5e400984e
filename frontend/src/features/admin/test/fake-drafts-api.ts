import { http, HttpResponse, type JsonBodyType } from 'msw'
import { server } from '@/test/server'
import { DRAFT_KIND_ITEM_PATHS } from '@/lib/api-types.gen'
import type { Draft, DraftKind, PreviewLink, Schedule } from '../drafts/api'

/** The collections of the kinds with drafts, as the route table names them (the site document's routes are below). */
const BASES = Object.entries(DRAFT_KIND_ITEM_PATHS).flatMap(([kind, path]) => (path.endsWith('/{id}') ? [[kind as DraftKind, path.slice(0, -'/{id}'.length)] as const] : []))

interface DraftsSeed {
  /** Drafts by `kind/id`: the item as it will be published. */
  drafts?: Record<string, Record<string, unknown>>
  schedules?: Schedule[]
  previews?: PreviewLink[]
}

/**
 * The drafts, schedules and previews routes as the contract says, over
 * fakeAdminApi (call it after: a PUT or POST without ?draft=true falls
 * through to that fake). Publishing hands the draft to `onPublish`.
 * Every request is recorded as `METHOD path?query` with its JSON body.
 */
export function fakeDraftsApi(seed: DraftsSeed = {}, onPublish?: (key: string, draft: Record<string, unknown>) => void) {
  const state = {
    drafts: structuredClone(seed.drafts ?? {}),
    schedules: [...(seed.schedules ?? [])],
    previews: [...(seed.previews ?? [])],
    requests: [] as { request: string; body: unknown }[],
  }
  const log = async (request: Request) => {
    const url = new URL(request.url)
    const text = request.headers.get('content-type')?.includes('json') ? await request.clone().text() : ''
    const body = text ? JSON.parse(text) : null
    state.requests.push({ request: `${request.method} ${url.pathname}${url.search}`, body })
    return body as Record<string, unknown> | null
  }
  const isDraft = (request: Request) => new URL(request.url).searchParams.get('draft') === 'true'
  let nextId = 5000

  const handlers = BASES.flatMap(([kind, base]) => {
    const key = (params: Record<string, unknown>) => `${kind}/${String(params.id)}`
    return [
      http.put(`*${base}/:id`, async ({ request, params }) => {
        if (!isDraft(request)) return undefined
        const body = await log(request)
        const draft = { ...(state.drafts[key(params)] ?? { id: Number(params.id) }), ...body }
        state.drafts[key(params)] = draft
        return HttpResponse.json(draft as JsonBodyType)
      }),
      http.post(`*${base}`, async ({ request }) => {
        if (!isDraft(request)) return undefined
        const body = await log(request)
        const id = nextId++
        const draft = { ...body, id }
        state.drafts[`${kind}/${id}`] = draft
        return HttpResponse.json(draft as JsonBodyType, { status: 201 })
      }),
      http.get(`*${base}/:id/draft`, ({ params }) => {
        const draft = state.drafts[key(params)]
        return draft ? HttpResponse.json(draft as JsonBodyType) : HttpResponse.json({ message: 'No draft' }, { status: 404 })
      }),
      http.delete(`*${base}/:id/draft`, async ({ request, params }) => {
        await log(request)
        delete state.drafts[key(params)]
        return new HttpResponse(null, { status: 204 })
      }),
      http.post(`*${base}/:id/publish`, async ({ request, params }) => {
        const body = await log(request)
        const draft = state.drafts[key(params)]
        if (body?.at) {
          if (!draft) return HttpResponse.json({ message: 'Nothing to publish' }, { status: 409 })
          state.schedules.push({ kind, id: Number(params.id), action: 'publish', at: String(body.at), title: String(draft.title ?? ''), actor: 'admin' })
          return new HttpResponse(null, { status: 202 })
        }
        if (draft) onPublish?.(key(params), draft)
        delete state.drafts[key(params)]
        return HttpResponse.json((draft ?? { id: Number(params.id) }) as JsonBodyType)
      }),
      // Unpublish now hides the item (reported through onPublish as { isActive: false }); with `at` it is planned.
      http.post(`*${base}/:id/unpublish`, async ({ request, params }) => {
        const body = await log(request)
        if (body?.at) {
          const schedule: Schedule = { kind, id: Number(params.id), action: 'unpublish', at: String(body.at), title: '', actor: 'admin' }
          state.schedules = [...state.schedules.filter((s) => !(`${s.kind}/${s.id}` === key(params) && s.action === 'unpublish')), schedule]
          return HttpResponse.json(schedule as unknown as JsonBodyType, { status: 202 })
        }
        onPublish?.(key(params), { isActive: false })
        return HttpResponse.json({ id: Number(params.id), isActive: false })
      }),
      http.delete(`*${base}/:id/schedule`, async ({ request, params }) => {
        await log(request)
        const before = state.schedules.length
        state.schedules = state.schedules.filter((s) => `${s.kind}/${s.id}` !== key(params))
        return before === state.schedules.length ? HttpResponse.json({ message: 'Nothing scheduled' }, { status: 404 }) : new HttpResponse(null, { status: 204 })
      }),
    ]
  })

  server.use(
    ...handlers,
    http.put('*/api/site', async ({ request }) => {
      if (!isDraft(request)) return undefined
      const body = await log(request)
      state.drafts['site/1'] = { ...(state.drafts['site/1'] ?? {}), ...body }
      return HttpResponse.json(state.drafts['site/1'] as JsonBodyType)
    }),
    http.get('*/api/site/draft', () => (state.drafts['site/1'] ? HttpResponse.json(state.drafts['site/1'] as JsonBodyType) : HttpResponse.json({ message: 'No draft' }, { status: 404 }))),
    http.post('*/api/site/publish', async ({ request }) => {
      const body = await log(request)
      if (body?.at) return new HttpResponse(null, { status: 202 })
      const draft = state.drafts['site/1']
      delete state.drafts['site/1']
      return HttpResponse.json((draft ?? {}) as JsonBodyType)
    }),
    http.delete('*/api/site/draft', async ({ request }) => {
      await log(request)
      delete state.drafts['site/1']
      return new HttpResponse(null, { status: 204 })
    }),
    http.get('*/api/drafts', () =>
      HttpResponse.json(
        Object.entries(state.drafts).map(([k, d]): Draft => {
          const [kind, id] = k.split('/')
          return { kind: kind as DraftKind, id: Number(id), title: String(d.title ?? ''), updatedAt: '2026-03-05T09:00:00Z', actor: 'admin' }
        }),
      ),
    ),
    http.get('*/api/schedules', () => HttpResponse.json([...state.schedules].sort((a, b) => Date.parse(a.at) - Date.parse(b.at)))),
    http.get('*/api/previews', () => HttpResponse.json(state.previews)),
    http.post('*/api/previews', async ({ request }) => {
      await log(request)
      const link: PreviewLink = { id: state.previews.length + 1, url: `http://127.0.0.1:8080/preview/token${state.previews.length + 1}/`, createdAt: '2026-03-05T09:00:00Z', expiresAt: '2026-03-12T09:00:00Z', actor: 'admin' }
      state.previews.push(link)
      return HttpResponse.json(link, { status: 201 })
    }),
    http.delete('*/api/previews/:id', async ({ request, params }) => {
      await log(request)
      state.previews = state.previews.filter((p) => p.id !== Number(params.id))
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return { state, requests: (prefix: string) => state.requests.filter((r) => r.request.startsWith(prefix)) }
}
