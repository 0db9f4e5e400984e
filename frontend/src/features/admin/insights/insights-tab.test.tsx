import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { InsightsReport } from '@/lib/api-types.gen'
import { server } from '@/test/server'
import { fakeAdminApi } from '../test/fake-api'
import { renderAdmin } from '../test/render-admin'
import { daysBefore, formatVital, lastDays, rangeProblem, today } from './format'

vi.mock('./insights-chart', () => ({ default: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }))

const report = (over: Partial<InsightsReport> = {}): InsightsReport => ({
  from: '2026-11-27',
  to: '2026-11-28',
  flushSeconds: 5,
  days: [
    { date: '2026-11-27', views: 4, visitors: 2, botViews: 1, messages: 0 },
    { date: '2026-11-28', views: 3, visitors: 2, botViews: 0, messages: 1 },
  ],
  pages: [{ path: '/', views: 5, visitors: 3 }, { path: '/about', views: 2, visitors: 1 }],
  referrers: [{ host: 'news.example.org', views: 2 }],
  outbound: [{ kind: 'investment', id: 4, title: 'Fund One', clicks: 3 }, { kind: 'email', id: 0, title: 'Contact e-mail', clicks: 1 }],
  vitals: [
    { path: '/', metric: 'LCP', p75: 1834, samples: 9, rating: 'good' },
    { path: '/', metric: 'INP', p75: 250, samples: 4, rating: 'needs-improvement' },
    { path: '/', metric: 'CLS', p75: 0.31, samples: 9, rating: 'poor' },
  ],
  bots: [{ name: 'Googlebot', views: 1 }],
  devices: [{ device: 'mobile', views: 7 }],
  projects: [{ id: 9, title: 'Neon Hearts', path: '/portfolio/music/neon-hearts', views: 2, clicks: 1 }],
  downloads: [{ path: '/press-kit/one-sheet.pdf', count: 4 }, { path: '/press-kit/headshots/2/web', count: 1 }],
  ...over,
})

/** Serves the report and records the ranges asked for. */
function serveInsights(body: InsightsReport = report()) {
  const asked: string[] = []
  server.use(
    http.get('*/api/insights', ({ request }) => {
      const q = new URL(request.url).searchParams
      asked.push(`${q.get('from')}..${q.get('to')}`)
      return HttpResponse.json(body)
    }),
  )
  return asked
}

async function openInsights() {
  const utils = renderAdmin()
  await utils.user.click(await screen.findByRole('tab', { name: 'Insights' }))
  await screen.findByRole('heading', { name: 'Insights', level: 2 })
  return utils
}

describe('insights tab', () => {
  it('shows the totals, what a visitor means, the tables and the vitals rated in words', async () => {
    fakeAdminApi()
    const asked = serveInsights()
    await openInsights()
    expect(screen.getByText(/one address and browser on one day/)).toBeInTheDocument()
    const totals = await screen.findAllByTestId('insights-total')
    expect(totals.map((t) => t.textContent)).toEqual(['Page views7', 'Visitors4', 'Bot views1', 'Contact messages1'])
    expect(asked).toEqual([`${lastDays(30).from}..${today()}`])

    const pages = screen.getByRole('table', { name: 'Top pages' })
    expect(within(pages).getAllByRole('row')).toHaveLength(3)
    expect(within(screen.getByRole('table', { name: 'Top projects' })).getByRole('link', { name: 'Neon Hearts' })).toHaveAttribute('href', '/portfolio/music/neon-hearts')
    expect(within(screen.getByRole('table', { name: 'Outbound clicks' })).getByText('Fund One')).toBeInTheDocument()
    expect(within(screen.getByRole('table', { name: 'Bots and crawlers' })).getByText('Googlebot')).toBeInTheDocument()
    const downloads = within(screen.getByRole('table', { name: 'Press kit downloads' }))
    expect(downloads.getAllByRole('row').map((r) => r.textContent)).toEqual(['FileDownloads', 'One-sheet (PDF)4', 'Headshot 2, web size1'])
    expect(screen.getByRole('link', { name: 'Download CSV: Press kit downloads' })).toHaveAttribute('href', expect.stringContaining('table=downloads'))

    const vitals = within(screen.getByRole('list', { name: /Web Vitals/ }))
    expect(vitals.getByText('1.8 s')).toBeInTheDocument()
    expect(vitals.getByText('250 ms')).toBeInTheDocument()
    expect(vitals.getByText('Needs improvement')).toBeInTheDocument()
    expect(vitals.getByText('0.31')).toBeInTheDocument()
    expect(vitals.getByText('Poor')).toBeInTheDocument()
    expect(vitals.getByText('Good')).toBeInTheDocument()

    const csv = screen.getByRole('link', { name: 'Download CSV: Top pages' })
    expect(csv).toHaveAttribute('href', `/api/insights/export?table=pages&from=${lastDays(30).from}&to=${today()}`)
  })

  it('asks for 7 and 90 days, and a custom range only once it is valid', async () => {
    fakeAdminApi()
    const asked = serveInsights()
    const { user } = await openInsights()
    await screen.findAllByTestId('insights-total')
    await user.click(screen.getByRole('button', { name: '7 days' }))
    await waitFor(() => expect(asked).toContain(`${daysBefore(today(), 6)}..${today()}`))
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: '90 days' }))
    await waitFor(() => expect(asked).toContain(`${daysBefore(today(), 89)}..${today()}`))

    const from = screen.getByLabelText('From')
    const to = screen.getByLabelText('To')
    await user.clear(from)
    await user.type(from, '2026-11-20')
    await user.clear(to)
    await user.type(to, '2026-11-10')
    const before = asked.length
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The start date must not be after the end date.')
    expect(asked).toHaveLength(before)
    await user.clear(to)
    await user.type(to, '2026-11-25')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(asked).toContain('2026-11-20..2026-11-25'))
    expect(screen.getByRole('link', { name: 'Download CSV: Top pages' })).toHaveAttribute('href', '/api/insights/export?table=pages&from=2026-11-20&to=2026-11-25')
  })

  it('says so when a range has nothing, and shows the numbers of the chart as a table', async () => {
    fakeAdminApi()
    serveInsights(report({ pages: [], referrers: [], outbound: [], vitals: [], bots: [], devices: [], projects: [], downloads: [] }))
    const { user } = await openInsights()
    await screen.findAllByTestId('insights-total')
    expect(screen.getAllByText('Nothing in this range yet.').length).toBeGreaterThanOrEqual(7)
    expect(screen.getByRole('img', { name: /Chart of page views and visitors per day/ })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show as table' }))
    const days = screen.getByRole('table', { name: 'Visitors and page views per day' })
    expect(within(days).getAllByRole('row')).toHaveLength(3)
  })

  it('lists the views past a day\'s bound of new referrers and pages as Other, last, never cut off', async () => {
    fakeAdminApi()
    const junk = Array.from({ length: 30 }, (_, i) => ({ host: `junk${i}.example`, views: 1 }))
    serveInsights(
      report({
        referrers: [{ host: 'news.example.org', views: 9 }, ...junk, { host: '(other)', views: 19950, other: true }],
        pages: [{ path: '/', views: 5, visitors: 3 }, { path: '(other)', views: 400, visitors: 1, other: true }],
      }),
    )
    await openInsights()
    const referrers = within(await screen.findByRole('table', { name: 'Referrers' }))
    const rows = referrers.getAllByRole('row')
    expect(rows).toHaveLength(22)
    expect(rows[1]).toHaveTextContent('news.example.org')
    expect(rows[21]).toHaveTextContent(/^Other/)
    expect(referrers.queryByText('(other)')).not.toBeInTheDocument()
    const pages = within(screen.getByRole('table', { name: 'Top pages' }))
    expect(pages.getAllByRole('row')[2]).toHaveTextContent(/^Other/)
    expect(pages.queryByRole('link', { name: 'Other' })).not.toBeInTheDocument()
  })
})

describe('insights formats', () => {
  it('formats values and checks ranges', () => {
    expect(formatVital('LCP', 2534)).toBe('2.5 s')
    expect(formatVital('INP', 120.4)).toBe('120 ms')
    expect(formatVital('CLS', 0.0421)).toBe('0.04')
    expect(rangeProblem('2026-01-01', '2026-01-02')).toBe('')
    expect(rangeProblem('', '2026-01-02')).toBe('Choose both dates.')
    expect(rangeProblem('2020-01-01', '2026-01-02')).toBe('Choose at most 400 days.')
  })
})
