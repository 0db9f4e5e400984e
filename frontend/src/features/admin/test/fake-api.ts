import { http, HttpResponse, type JsonBodyType } from 'msw'
import type { Appearance, Collaboration, ContactMessage, GalleryImage, Investment, MediaItem, Project, ProjectLink, Redirect, SectionLayout } from '@/lib/api-types.gen'
import { byPriorityAsc, movePlaces } from '@/lib/sort'
import { server } from '@/test/server'

export interface RecordedRequest {
  method: string
  path: string
  body: unknown
}

interface Seed {
  authenticated?: boolean
  username?: string
  projects?: Project[]
  collaborations?: Collaboration[]
  media?: MediaItem[]
  investments?: Investment[]
  appearances?: Appearance[]
  layouts?: SectionLayout[]
  links?: ProjectLink[]
  gallery?: GalleryImage[]
  /** The inbox, as GET /api/messages answers it. */
  messages?: ContactMessage[]
  /** Moved project pages' old addresses, as GET /api/redirects answers them. */
  redirects?: Redirect[]
  /** The signed-in person's role (issue 43); the owner unless said. */
  role?: 'owner' | 'editor'
}

const AUTH_REQUIRED = { message: 'Authentication required' }

/**
 * A small in-memory stand-in for the Go API (the admin's calls): writes need
 * a session, PUT is partial, delete answers 204. Every write is recorded.
 */
export function fakeAdminApi(seed: Seed = {}) {
  const state = {
    authenticated: seed.authenticated ?? true,
    username: seed.username ?? 'admin',
    role: seed.role ?? 'owner',
    projects: [...(seed.projects ?? [])],
    collaborations: [...(seed.collaborations ?? [])],
    media: [...(seed.media ?? [])],
    investments: [...(seed.investments ?? [])],
    appearances: [...(seed.appearances ?? [])],
    layouts: [...(seed.layouts ?? [])],
    links: [...(seed.links ?? [])],
    gallery: [...(seed.gallery ?? [])],
    messages: [...(seed.messages ?? [])],
    redirects: [...(seed.redirects ?? [])],
    /** Uploads whose (client-side) file name is listed answer 415. */
    failUploads: new Set<string>(),
    uploadNames: [] as string[],
  }
  const writes: RecordedRequest[] = []
  let nextId = 1000
  let uploads = 0

  const status = () => ({ isAuthenticated: state.authenticated, user: state.authenticated ? { id: 1, username: state.username, role: state.role } : null })
  const path = (request: Request) => new URL(request.url).pathname

  async function record(request: Request) {
    const text = request.headers.get('content-type')?.includes('json') ? await request.clone().text() : ''
    const body = text ? JSON.parse(text) : null
    writes.push({ method: request.method, path: path(request), body })
    return body
  }

  /** A write handler that needs a session. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fake reads any JSON body's fields as the server would; typing each handler's body adds nothing to a test fake
  function guarded(handler: (args: { request: Request; params: Record<string, string>; body: any }) => Response | Promise<Response>) {
    return async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
      const body = await record(request)
      if (!state.authenticated) return HttpResponse.json(AUTH_REQUIRED, { status: 401 })
      return handler({ request, params: params as Record<string, string>, body })
    }
  }

  function crud<T extends { id: number }>(base: string, list: () => T[], set: (items: T[]) => void, defaults: Partial<T>) {
    return [
      http.get(`*${base}`, () => HttpResponse.json(list() as JsonBodyType)),
      http.post(
        `*${base}`,
        guarded(({ body }) => {
          const item = { ...defaults, ...body, id: nextId++ } as T
          set([...list(), item])
          return HttpResponse.json(item as JsonBodyType, { status: 201 })
        }),
      ),
      http.put(
        `*${base}/:id`,
        guarded(({ params, body }) => {
          const found = list().find((i) => i.id === Number(params.id))
          if (!found) return HttpResponse.json({ message: 'Not found' }, { status: 404 })
          const updated = { ...found, ...body }
          set(list().map((i) => (i.id === found.id ? updated : i)))
          return HttpResponse.json(updated as JsonBodyType)
        }),
      ),
      http.delete(
        `*${base}/:id`,
        guarded(({ params }) => {
          set(list().filter((i) => i.id !== Number(params.id)))
          return new HttpResponse(null, { status: 204 })
        }),
      ),
    ]
  }

  server.use(
    http.get('*/api/auth/status', () => HttpResponse.json(status())),
    http.post('*/api/auth/login', async ({ request }) => {
      const body = (await request.json()) as { username: string; password: string }
      if (body.username === 'admin' && body.password === 'secret') {
        state.authenticated = true
        state.username = body.username
        return HttpResponse.json(status())
      }
      return HttpResponse.json({ message: 'Invalid username or password' }, { status: 401 })
    }),
    http.post('*/api/auth/logout', () => {
      state.authenticated = false
      return HttpResponse.json({})
    }),
    http.post(
      '*/api/upload',
      guarded(async ({ request }) => {
        // jsdom's FormData loses the file name on the way, so the tests tell which upload fails by its order.
        await request.formData()
        uploads++
        const name = state.uploadNames[uploads - 1] ?? `file-${uploads}`
        if (state.failUploads.has(name)) return HttpResponse.json({ message: 'Unsupported image' }, { status: 415 })
        return HttpResponse.json({ url: `/uploads/${uploads}-${name}`, filename: `${uploads}-${name}` }, { status: 201 })
      }),
    ),
    http.post(
      '*/api/portfolio/projects/reorder',
      guarded(({ body }) => {
        // As the server does (domain.MovePlaces): the pair's group (category and subcategory) moves; the answer
        // is the pair, then the rest of a renumbered group.
        const [a, b] = (body as { ids: [number, number] }).ids
        const pa = state.projects.find((p) => p.id === a)!
        const group = state.projects.filter((p) => p.category === pa.category && (p.subcategory ?? '') === (pa.subcategory ?? ''))
        const next = movePlaces(group, a, b)
        if (!next) return HttpResponse.json({ error: 'Must name two projects of the same category and subcategory' }, { status: 400 })
        state.projects = state.projects.map((p) => (next.has(p.id) ? { ...p, priority: next.get(p.id)! } : p))
        const ids = [a, b, ...byPriorityAsc(group).map((p) => p.id).filter((id) => next.has(id) && id !== a && id !== b)]
        return HttpResponse.json(ids.map((id) => state.projects.find((p) => p.id === id)!))
      }),
    ),
    ...crud('/api/portfolio/projects', () => state.projects, (v) => (state.projects = v), { isActive: true, links: [], galleryImages: [] } as Partial<Project>),
    ...crud('/api/notable-collaborations', () => state.collaborations, (v) => (state.collaborations = v), { isActive: true }),
    ...crud('/api/media-press', () => state.media, (v) => (state.media = v), { isActive: true }),
    ...crud('/api/investments', () => state.investments, (v) => (state.investments = v), { isActive: true }),
    ...crud('/api/appearances', () => state.appearances, (v) => (state.appearances = v), { isActive: true }),
    ...crud('/api/portfolio/section-layouts', () => state.layouts, (v) => (state.layouts = v), { isActive: true, columnsPerRow: 3, displayStyle: 'grid' }),
    http.get('*/api/portfolio/projects/:projectId/links', ({ params }) => HttpResponse.json(state.links.filter((l) => l.projectId === Number(params.projectId)))),
    http.post(
      '*/api/portfolio/projects/:projectId/links',
      guarded(({ params, body }) => {
        const link = { ...body, id: nextId++, projectId: Number(params.projectId) } as ProjectLink
        state.links = [...state.links, link]
        return HttpResponse.json(link, { status: 201 })
      }),
    ),
    ...crud('/api/portfolio/links', () => state.links, (v) => (state.links = v), {}).slice(2),
    http.get('*/api/portfolio/projects/:projectId/gallery', ({ params }) => HttpResponse.json(state.gallery.filter((g) => g.projectId === Number(params.projectId)))),
    http.post(
      '*/api/portfolio/projects/:projectId/gallery',
      guarded(({ params, body }) => {
        const many = Array.isArray(body)
        const created = (many ? body : [body]).map((b: object) => ({ ...b, id: nextId++, projectId: Number(params.projectId) }) as GalleryImage)
        state.gallery = [...state.gallery, ...created]
        return HttpResponse.json(many ? created : created[0]!, { status: 201 })
      }),
    ),
    http.post(
      '*/api/portfolio/gallery/reorder',
      guarded(({ body }) => {
        // As the server does (domain.SwapGalleryPlaces, MovePlaces): unique priorities swap; a gallery with ties is
        // renumbered from its lowest priority with the two exchanged.
        const [a, b] = (body as { ids: [number, number] }).ids.map((id) => state.gallery.find((g) => g.id === id)!)
        const next = movePlaces(state.gallery.filter((g) => g.projectId === a!.projectId), a!.id, b!.id) ?? new Map<number, number>()
        state.gallery = state.gallery.map((g) => (next.has(g.id) ? { ...g, priority: next.get(g.id)! } : g))
        return HttpResponse.json(byPriorityAsc(state.gallery.filter((g) => g.projectId === a!.projectId)))
      }),
    ),
    ...crud('/api/portfolio/gallery', () => state.gallery, (v) => (state.gallery = v), {}).slice(2),
    // The inbox is admin-only for reads too; PUT takes {read} only.
    http.get('*/api/messages', () => (state.authenticated ? HttpResponse.json(state.messages) : HttpResponse.json(AUTH_REQUIRED, { status: 401 }))),
    // The people (issue 43): the signed-in owner alone; an editor is refused.
    http.get('*/api/users', () =>
      !state.authenticated
        ? HttpResponse.json(AUTH_REQUIRED, { status: 401 })
        : state.role !== 'owner'
          ? HttpResponse.json({ message: "Only the site's owner can do this" }, { status: 403 })
          : HttpResponse.json([{ id: 1, username: state.username, name: '', email: '', role: 'owner', createdAt: '2026-01-01T00:00:00Z', lastSignInAt: null, twoFactor: false, passkeys: 0 }]),
    ),
    ...crud('/api/messages', () => state.messages, (v) => (state.messages = v), {}).slice(2),
    // Redirects are admin-only; only DELETE writes.
    http.get('*/api/redirects', () => (state.authenticated ? HttpResponse.json(state.redirects) : HttpResponse.json(AUTH_REQUIRED, { status: 401 }))),
    ...crud('/api/redirects', () => state.redirects, (v) => (state.redirects = v), {}).slice(3),
  )

  return {
    state,
    writes,
    /** The session ends on the server (the next write answers 401). */
    expireSession() {
      state.authenticated = false
    },
    lastWrite(method: string, pathPrefix: string) {
      return [...writes].reverse().find((w) => w.method === method && w.path.startsWith(pathPrefix))
    },
  }
}
