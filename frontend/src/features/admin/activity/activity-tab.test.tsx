import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ActivityEntry } from './api'
import { dateTime } from '../lib/date-time'
import { fakeAdminApi } from '../test/fake-api'
import { fakeTrashApi } from '../test/fake-trash-api'
import { renderAdmin } from '../test/render-admin'

const entry = (over: Partial<ActivityEntry> & Pick<ActivityEntry, 'id'>): ActivityEntry => ({
  at: `2026-03-01T10:${String(over.id % 60).padStart(2, '0')}:00Z`,
  actor: 'admin',
  action: 'update',
  kind: 'project',
  title: `Project ${over.id}`,
  address: '203.0.113.7',
  count: 1,
  ...over,
})

const seed = () => [
  entry({ id: 1, action: 'sign-in-failed', kind: 'user', actor: '', title: 'mallory', address: '198.51.100.4' }),
  entry({ id: 2, action: 'sign-in', kind: 'user', title: 'admin' }),
  entry({ id: 3, action: 'update', kind: 'project', title: 'Acme Games', fields: ['title', 'tags'] }),
  entry({ id: 4, action: 'delete', kind: 'collaboration', title: 'Partner Co' }),
  entry({ id: 5, action: 'purge', kind: 'media', title: 'Old interview', actor: 'system' }),
]

const entries = () => screen.getAllByTestId('activity-entry')

async function openActivity(activity = seed()) {
  fakeAdminApi()
  const fake = fakeTrashApi({ activity })
  const utils = renderAdmin()
  await utils.user.click(await screen.findByRole('tab', { name: 'Activity' }))
  await screen.findByRole('list', { name: 'Activity' })
  return { ...utils, fake }
}

describe('activity tab', () => {
  it('lists entries newest first: time, who, readable action, kind, title, changed fields, address', async () => {
    await openActivity()
    expect(entries().map((e) => e.dataset.action)).toEqual(['purge', 'delete', 'update', 'sign-in', 'sign-in-failed'])
    const [purge, , update, , failed] = entries() as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement]
    expect(within(update).getByText('Updated')).toBeInTheDocument()
    expect(within(update).getByText('Project')).toBeInTheDocument()
    expect(within(update).getByText('Acme Games')).toBeInTheDocument()
    expect(within(update).getByText('Changed: title, tags')).toBeInTheDocument()
    expect(within(update).getByText('admin')).toBeInTheDocument()
    expect(within(update).getByText(dateTime('2026-03-01T10:03:00Z'))).toBeInTheDocument()
    expect(within(purge).getByText('Deleted forever')).toBeInTheDocument()
    expect(within(purge).getByText('System')).toBeInTheDocument()
    expect(within(failed).getByText('Failed sign-in')).toBeInTheDocument()
    expect(within(failed).getByText('Visitor')).toBeInTheDocument()
    expect(within(failed).getByText('198.51.100.4')).toBeInTheDocument()
    // A page shorter than the limit is the last one.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('shows how many refused sign-ins a tally counts', async () => {
    await openActivity([entry({ id: 1, action: 'sign-in-throttled', kind: 'user', actor: 'mallory', title: 'Password', count: 1995 })])
    expect(within(entries()[0] as HTMLElement).getByText('1995 attempts in this window; the first is shown')).toBeInTheDocument()
  })

  it('sends the kind and action filters and shows only what the server answers', async () => {
    const { user, fake } = await openActivity()
    expect(fake.requests('GET /api/activity')).toEqual(['GET /api/activity?limit=50'])
    await user.selectOptions(screen.getByLabelText('Kind'), 'Project')
    await waitFor(() => expect(entries()).toHaveLength(1))
    expect(fake.requests('GET /api/activity').at(-1)).toBe('GET /api/activity?kind=project&limit=50')
    await user.selectOptions(screen.getByLabelText('Kind'), 'All')
    await user.selectOptions(screen.getByLabelText('Action'), 'Failed sign-in')
    await waitFor(() => expect(entries().map((e) => e.dataset.action)).toEqual(['sign-in-failed']))
    expect(fake.requests('GET /api/activity').at(-1)).toBe('GET /api/activity?action=sign-in-failed&limit=50')
    await user.selectOptions(screen.getByLabelText('Action'), 'Restored')
    expect(await screen.findByText('No activity recorded yet.')).toBeInTheDocument()
  })

  it('lets the owner filter by person (issue 43)', async () => {
    const { user, fake } = await openActivity()
    await user.selectOptions(await screen.findByLabelText('Who'), 'admin')
    await waitFor(() => expect(fake.requests('GET /api/activity').at(-1)).toBe('GET /api/activity?actor=admin&limit=50'))
  })

  it('Load more asks for the entries before the last one shown and appends them, then goes away', async () => {
    const many = Array.from({ length: 53 }, (_, i) => entry({ id: i + 1 }))
    const { user, fake } = await openActivity(many)
    expect(entries()).toHaveLength(50)
    expect(entries().at(-1)).toHaveTextContent('Project 4')
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(entries()).toHaveLength(53))
    expect(fake.requests('GET /api/activity').at(-1)).toBe('GET /api/activity?before=4&limit=50')
    expect(entries().map((e) => within(e).getByText(/^Project \d+$/).textContent).slice(48)).toEqual(['Project 5', 'Project 4', 'Project 3', 'Project 2', 'Project 1'])
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('is fetched again after a write elsewhere in the admin, so the owner sees their own action', async () => {
    fakeAdminApi()
    const fake = fakeTrashApi({ activity: seed(), trash: [{ kind: 'project', id: 9, title: 'Acme Games', deletedAt: '2026-03-03T12:30:00Z', deletedBy: 'admin' }] })
    const { user } = renderAdmin()
    await user.click(await screen.findByRole('tab', { name: 'Activity' }))
    await screen.findByRole('list', { name: 'Activity' })
    await user.click(screen.getByRole('tab', { name: 'Trash' }))
    const restore = await screen.findByRole('button', { name: 'Restore Acme Games' })
    fake.state.activity.push(entry({ id: 6, action: 'restore', title: 'Acme Games' }))
    const fetches = fake.requests('GET /api/activity').length
    await user.click(restore)
    expect(await screen.findByText('Item restored')).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Activity' }))
    await waitFor(() => expect(entries()[0]).toHaveTextContent('Restored'))
    expect(fake.requests('GET /api/activity')).toHaveLength(fetches + 1)
  })
})
