import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { collaboration, project as fixtureProject } from '@/test/fixtures'
import type { TrashItem } from './api'
import { dateTime } from '../lib/date-time'
import { fakeAdminApi } from '../test/fake-api'
import { fakeTrashApi } from '../test/fake-trash-api'
import { renderAdmin } from '../test/render-admin'
import { answerConfirm } from '../test/confirm'

const item = (over: Partial<TrashItem> & Pick<TrashItem, 'kind' | 'id' | 'title'>): TrashItem => ({ deletedAt: '2026-03-01T10:00:00Z', deletedBy: 'admin', ...over })

const seed = () => [
  item({ kind: 'link', id: 4, title: 'Press Kit', parentId: 9, deletedAt: '2026-03-01T10:00:00Z' }),
  item({ kind: 'project', id: 9, title: 'Acme Games', deletedAt: '2026-03-03T12:30:00Z' }),
  item({ kind: 'gallery', id: 5, title: 'Boss fight', parentId: 9, deletedAt: '2026-03-02T08:00:00Z', deletedBy: 'editor' }),
]

const rowOf = (title: string) => screen.getByText(title, { selector: '[data-testid="trash-title"]' }).closest('li') as HTMLElement

async function openTrash(trash = seed(), options: Parameters<typeof fakeTrashApi>[0] = {}) {
  const admin = fakeAdminApi()
  const fake = fakeTrashApi({ trash, ...options })
  const utils = renderAdmin()
  await utils.user.click(await screen.findByRole('tab', { name: 'Trash' }))
  return { ...utils, admin, fake }
}

describe('trash tab', () => {
  it('lists deleted items newest first with their kind, when and by whom, and named buttons', async () => {
    await openTrash()
    const list = await screen.findByRole('list', { name: 'Trash' })
    expect(within(list).getAllByTestId('trash-title').map((t) => t.textContent)).toEqual(['Acme Games', 'Boss fight', 'Press Kit'])
    expect(within(list).getAllByTestId('trash-kind').map((t) => t.textContent)).toEqual(['Project', 'Gallery image', 'Link'])
    expect(within(rowOf('Boss fight')).getByText(`Deleted ${dateTime('2026-03-02T08:00:00Z')} by editor`)).toBeInTheDocument()
    expect(within(rowOf('Acme Games')).getByRole('button', { name: 'Restore Acme Games' })).toBeInTheDocument()
    expect(within(rowOf('Acme Games')).getByRole('button', { name: 'Delete forever Acme Games' })).toBeInTheDocument()
    expect(screen.getByText('Deleted items stay here for 30 days, then they are deleted forever.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Empty trash' })).toBeEnabled()
  })

  it('restores an item: the route is called, the notice shown, and the lists it belongs to refresh', async () => {
    const project = fixtureProject({ id: 9, title: 'Acme Games', category: 'games', subcategory: '', priority: 1 })
    const { user, admin, fake } = await openTrash(seed(), { onRestore: (i) => i.kind === 'project' && admin.state.projects.push(project) })
    await user.click(screen.getByRole('tab', { name: 'Dashboard' }))
    const card = (await screen.findByText('Portfolio Projects')).parentElement!
    await waitFor(() => expect(within(card).getByText('0')).toBeInTheDocument())
    await user.click(screen.getByRole('tab', { name: 'Trash' }))
    await user.click(await screen.findByRole('button', { name: 'Restore Acme Games' }))
    expect(await screen.findByText('Item restored')).toBeInTheDocument()
    expect(fake.requests('POST')).toEqual(['POST /api/trash/project/9/restore'])
    await waitFor(() => expect(screen.queryByText('Acme Games', { selector: '[data-testid="trash-title"]' })).toBeNull())
    // The dashboard's count (the admin projects list) was fetched again.
    await waitFor(() => expect(within(card).getByText('1')).toBeInTheDocument())
  })

  it('shows the server message when a restore is refused (409) and keeps the item', async () => {
    const { user } = await openTrash(seed(), { conflicts: ['link/4'] })
    await user.click(await screen.findByRole('button', { name: 'Restore Press Kit' }))
    expect(await screen.findByText('Restore its project first')).toBeInTheDocument()
    expect(rowOf('Press Kit')).toBeInTheDocument()
  })

  it('deletes an item forever only after the confirmation', async () => {
    const { user, fake } = await openTrash()
    await user.click(await screen.findByRole('button', { name: 'Delete forever Boss fight' }))
    expect(await answerConfirm(user, false)).toBe('Delete “Boss fight” forever? This cannot be undone.')
    expect(fake.requests('DELETE')).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Delete forever Boss fight' }))
    await answerConfirm(user, true)
    expect(await screen.findByText('Item deleted forever')).toBeInTheDocument()
    expect(fake.requests('DELETE')).toEqual(['DELETE /api/trash/gallery/5'])
    await waitFor(() => expect(screen.queryByText('Boss fight')).toBeNull())
  })

  it('empties the trash only after the confirmation, then shows the empty state', async () => {
    const { user, fake } = await openTrash()
    await screen.findByRole('list', { name: 'Trash' })
    await user.click(screen.getByRole('button', { name: 'Empty trash' }))
    expect(await answerConfirm(user, false)).toBe('Empty the trash? Every item in it will be deleted forever.')
    expect(fake.requests('DELETE')).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Empty trash' }))
    await answerConfirm(user, true)
    expect(await screen.findByText('Trash emptied')).toBeInTheDocument()
    expect(fake.requests('DELETE')).toEqual(['DELETE /api/trash'])
    expect(await screen.findByText('The trash is empty.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Empty trash' })).toBeDisabled()
  })

  it('is fetched again when content is deleted elsewhere in the admin', async () => {
    const admin = fakeAdminApi({ collaborations: [collaboration({ id: 3, title: 'Partner Co', priority: 1 })] })
    const fake = fakeTrashApi()
    const { user } = renderAdmin()
    await user.click(await screen.findByRole('tab', { name: 'Trash' }))
    expect(await screen.findByText('The trash is empty.')).toBeInTheDocument()
    const fetches = fake.requests('GET /api/trash').length
    await user.click(screen.getByRole('tab', { name: 'Collaborations' }))
    await user.click(await screen.findByRole('button', { name: /Delete/ }))
    await answerConfirm(user, true)
    expect(await screen.findByText('Collaboration deleted successfully')).toBeInTheDocument()
    expect(admin.lastWrite('DELETE', '/api/notable-collaborations/3')).toBeDefined()
    await waitFor(() => expect(fake.requests('GET /api/trash').length).toBe(fetches + 1))
  })
})
