import { http, HttpResponse } from 'msw'
import { DEFAULT_SITE_TEXTS, type SiteInfo } from '@/lib/api-types.gen'
import { server } from '@/test/server'
import seeded from '../../../../../app/site_default.json'

/** The seeded site document (app/site_default.json, with the default texts the server adds) as GET /api/site answers it. */
export function seededSite(): SiteInfo {
  return structuredClone({ ...DEFAULT_SITE_TEXTS, ...(seeded as unknown as Omit<SiteInfo, 'publicUrl' | keyof typeof DEFAULT_SITE_TEXTS>), publicUrl: 'http://127.0.0.1:8080' })
}

interface SiteFakeOptions {
  /** Answers every PUT with this 400 body instead of storing it. */
  reject?: { message: string; fields?: Record<string, string> }
  /**
   * Holds every PUT until this settles, to see the pending state: the test
   * releases it once it has checked that state (a fixed delay raced the
   * check on a busy machine).
   */
  hold?: Promise<unknown>
}

/**
 * GET and PUT /api/site as the contract says: PUT is partial (an object
 * value is merged key by key, a list replaces the list) and answers the
 * whole new document. Every PUT body is recorded.
 */
export function fakeSiteApi(options: SiteFakeOptions = {}) {
  const state = { site: seededSite(), puts: [] as Record<string, unknown>[] }
  server.use(
    http.get('*/api/site', () => HttpResponse.json(state.site)),
    http.put('*/api/site', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      state.puts.push(body)
      if (options.hold) await options.hold
      if (options.reject) return HttpResponse.json(options.reject, { status: 400 })
      const next: Record<string, unknown> = { ...state.site }
      for (const [key, value] of Object.entries(body)) {
        const old = next[key]
        next[key] = value && typeof value === 'object' && !Array.isArray(value) ? { ...(old as object), ...value } : value
      }
      state.site = next as unknown as SiteInfo
      return HttpResponse.json(state.site)
    }),
  )
  return state
}
