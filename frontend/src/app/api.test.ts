import { describe, expect, it } from 'vitest'
import { http, HttpResponse, server } from '@/test/server'
import { api } from './api'
import { makeStore } from './store'

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, void>({ query: () => 'api/probe' }),
    probeAuth: build.query<unknown, void>({ query: () => 'api/probe', extraOptions: { on401: 'returnNull' } }),
  }),
})

async function run(endpoint: 'probe' | 'probeAuth' = 'probe') {
  const store = makeStore()
  return store.dispatch(probe.endpoints[endpoint].initiate())
}

describe('baseQuery', () => {
  it('reads JSON bodies', async () => {
    server.use(http.get('*/api/probe', () => HttpResponse.json({ ok: true })))
    expect((await run()).data).toEqual({ ok: true })
  })

  it('turns a non-ok response into STATUS: body, keeping the parsed body', async () => {
    server.use(http.get('*/api/probe', () => HttpResponse.json({ message: 'Nope', fields: { title: 'Required' } }, { status: 422 })))
    const { error } = await run()
    expect(error).toMatchObject({ status: 422, message: '422: {"message":"Nope","fields":{"title":"Required"}}', data: { message: 'Nope' } })
  })

  it('uses the status text when the body is empty', async () => {
    server.use(http.get('*/api/probe', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })))
    expect((await run()).error).toMatchObject({ status: 503, message: '503: Service Unavailable' })
  })

  it('throws on 401 by default, or returns null when configured', async () => {
    server.use(http.get('*/api/probe', () => new HttpResponse('', { status: 401, statusText: 'Unauthorized' })))
    expect((await run()).error).toMatchObject({ status: 401, message: '401: Unauthorized' })
    const auth = await run('probeAuth')
    expect(auth.error).toBeUndefined()
    expect(auth.data).toBeNull()
  })

  it('sends cookies with every call', async () => {
    let credentials: RequestCredentials | undefined
    server.use(
      http.get('*/api/probe', ({ request }) => {
        credentials = request.credentials
        return HttpResponse.json({})
      }),
    )
    await run()
    expect(credentials).toBe('include')
  })
})
