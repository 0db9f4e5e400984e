import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { project } from '@/test/fixtures'
import type { Project } from '@/lib/api-types.gen'
import { renderWithProviders } from '@/test/render'
import userEvent from '@testing-library/user-event'
import { dateTime } from '../lib/date-time'
import { fakeAdminApi } from '../test/fake-api'
import { fakeHistoryApi, type FakeRevision } from '../test/fake-history-api'
import { fakeSiteApi, seededSite } from '../test/fake-site-api'
import { renderAdmin } from '../test/render-admin'
import { HistoryPanel } from './history-panel'
import { answerConfirm } from '../test/confirm'

const current = project({ id: 7, title: 'Moonlight Sonata Remix', description: 'A new take on the old piece', category: 'music', subcategory: '', priority: 1, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-03-04T10:00:00Z' })

const revisions = (): FakeRevision[] => [
  { rev: 1, at: '2026-03-02T10:00:00Z', actor: 'system', fields: ['title'], data: { ...current, title: 'Moonlight Sonata', updatedAt: '2026-03-01T00:00:00Z' } },
  {
    rev: 2,
    at: '2026-03-04T10:00:00Z',
    actor: 'editor',
    fields: ['description', 'imageUrl', 'updatedAt'],
    data: { ...current, description: 'An old take on the old piece', imageUrl: '/uploads/a.png', links: [{ id: 1 }], updatedAt: '2026-03-02T10:00:00Z' },
  },
]

function renderPanel(props: Partial<Parameters<typeof HistoryPanel<Project>>[0]> = {}) {
  fakeAdminApi()
  const fake = fakeHistoryApi({ revisions: { 'project/7': revisions() } })
  const user = userEvent.setup()
  const utils = renderWithProviders(<HistoryPanel kind="project" id={7} current={current} {...props} />, '/admin')
  return { ...utils, user, fake }
}

describe('history panel', () => {
  it('lists the versions newest first: when, by whom, the changed fields by their labels, without the kept ones', async () => {
    const { fake } = renderPanel()
    const list = await screen.findByRole('list', { name: 'Earlier versions' })
    const rows = within(list).getAllByTestId('history-row')
    expect(rows.map((r) => r.dataset.rev)).toEqual(['2', '1'])
    expect(within(rows[0]).getByText(`Before the save of ${dateTime('2026-03-04T10:00:00Z')} by editor`)).toBeInTheDocument()
    expect(within(rows[0]).getByText('Description')).toBeInTheDocument()
    expect(within(rows[0]).getByText('Image URL')).toBeInTheDocument()
    expect(within(rows[0]).queryByText(/Updated at/)).toBeNull()
    expect(within(rows[1]).getByText(`Before the save of ${dateTime('2026-03-02T10:00:00Z')} by the system`)).toBeInTheDocument()
    expect(screen.getByText(/A restore does not bring back the date it was created, the date it was last saved, its links, its gallery\./)).toBeInTheDocument()
    expect(fake.requests('GET')).toEqual(['GET /api/revisions?kind=project&id=7'])
  })

  it('says when there is no earlier version', async () => {
    fakeAdminApi()
    fakeHistoryApi()
    renderWithProviders(<HistoryPanel kind="media" id={3} current={{ id: 3, title: 'x' }} />, '/admin')
    expect(await screen.findByText('No earlier versions yet')).toBeInTheDocument()
  })

  it('compares a version field by field with the words that differ marked, and leaves out what a restore keeps', async () => {
    const { user } = renderPanel()
    const compare = await screen.findByRole('button', { name: `Compare version of ${dateTime('2026-03-04T10:00:00Z')}` })
    expect(compare).toHaveAttribute('aria-expanded', 'false')
    await user.click(compare)
    const diff = await screen.findByRole('list', { name: 'Differences from the saved state now' })
    const fields = within(diff).getAllByTestId('history-field')
    expect(fields.map((f) => f.dataset.field)).toEqual(['description', 'imageUrl'])
    const description = fields[0]
    expect(within(description).getByTestId('history-now')).toHaveTextContent('A new take on the old piece')
    expect(within(description).getByTestId('history-then')).toHaveTextContent('An old take on the old piece')
    expect(description.querySelector('[data-testid="history-now"] del')?.textContent).toBe('A new')
    expect(description.querySelector('[data-testid="history-then"] ins')?.textContent).toBe('An old')
    expect(within(fields[1]).getByTestId('history-now')).toHaveTextContent('(empty)')
    expect(screen.getByRole('button', { name: `Hide version of ${dateTime('2026-03-04T10:00:00Z')}` })).toHaveAttribute('aria-expanded', 'true')
  })

  it('restores only after the confirmation, shows the notice and hands the restored item to the owner', async () => {
    const onRestored = vi.fn()
    const { user, fake } = renderPanel({ onRestored })
    await user.click(await screen.findByRole('button', { name: `Compare version of ${dateTime('2026-03-02T10:00:00Z')}` }))
    const restore = await screen.findByRole('button', { name: 'Restore this version' })
    await user.click(restore)
    expect(await answerConfirm(user, false)).toBe('Restore this version? What is saved now is kept as a version of its own.')
    expect(fake.requests('POST')).toEqual([])
    await user.click(restore)
    await answerConfirm(user, true)
    expect(await screen.findByText('Version restored')).toBeInTheDocument()
    expect(fake.requests('POST')).toEqual(['POST /api/revisions/project/7/1/restore'])
    expect(onRestored).toHaveBeenCalledWith(expect.objectContaining({ title: 'Moonlight Sonata' }))
    // The list is read again: the restore is a version of its own.
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(3))
  })

  it('shows the server message when the item is in the trash (409)', async () => {
    fakeAdminApi()
    fakeHistoryApi({ revisions: { 'project/7': revisions() }, conflicts: ['project/7'] })
    const user = userEvent.setup()
    renderWithProviders(<HistoryPanel kind="project" id={7} current={current} />, '/admin')
    await user.click(await screen.findByRole('button', { name: `Compare version of ${dateTime('2026-03-02T10:00:00Z')}` }))
    await user.click(await screen.findByRole('button', { name: 'Restore this version' }))
    await answerConfirm(user, true)
    expect(await screen.findByText('The item is in the trash: restore it from there first')).toBeInTheDocument()
  })
})

describe('history in the edit dialog', () => {
  it('opens from the Edit Project dialog, and a restore puts the restored values in the form and the list', async () => {
    const admin = fakeAdminApi({ projects: [current] })
    fakeHistoryApi({
      revisions: { 'project/7': revisions() },
      restore: (_key, revision) => {
        const restored = { ...current, title: String(revision.data.title) }
        admin.state.projects = [restored]
        return restored
      },
    })
    const { user } = renderAdmin()
    await user.click(await screen.findByRole('tab', { name: 'Portfolio' }))
    await user.click(await screen.findByRole('button', { name: 'Edit' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Project' }))
    expect(dialog.getByLabelText(/Title/)).toHaveValue('Moonlight Sonata Remix')
    const history = dialog.getByRole('button', { name: 'History' })
    expect(history).toHaveAttribute('aria-expanded', 'false')
    await user.click(history)
    await user.click(await dialog.findByRole('button', { name: `Compare version of ${dateTime('2026-03-02T10:00:00Z')}` }))
    expect(await dialog.findByText('Remix', { selector: 'del' })).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Restore this version' }))
    await answerConfirm(user, true)
    expect(await screen.findByText('Version restored')).toBeInTheDocument()
    await waitFor(() => expect(dialog.getByLabelText(/Title/)).toHaveValue('Moonlight Sonata'))
    // The projects list was read again behind the dialog.
    await waitFor(() => expect(screen.getAllByText('Moonlight Sonata', { selector: 'li *' }).length).toBeGreaterThan(0))
  })
})

describe('history in a Site group', () => {
  it('compares only the group\'s fields, restores only the group (?group=) and drops the group\'s unsaved edits after a restore', async () => {
    fakeAdminApi()
    const site = fakeSiteApi()
    const older = { ...seededSite(), name: 'Old Name', hero: { ...seededSite().hero, eyebrow: 'Old eyebrow words' } }
    const history = fakeHistoryApi({
      revisions: { 'site/1': [{ rev: 1, at: '2026-03-02T10:00:00Z', actor: 'admin', fields: ['hero', 'name'], data: older }] },
      // As the server does with ?group=hero: the hero from the version, every other member as it is now.
      restore: (_key, revision, group) => {
        expect(group).toBe('hero')
        site.site = { ...site.site, hero: (revision.data as typeof older).hero }
        return site.site as unknown as Record<string, unknown>
      },
    })
    const { user } = renderAdmin()
    await user.click(await screen.findByRole('tab', { name: 'Site' }))
    await user.click(await screen.findByRole('button', { name: /^Hero/ }))
    const form = within(await screen.findByRole('form', { name: 'Hero' }))
    const eyebrow = form.getByRole('textbox', { name: 'Eyebrow' })
    await user.clear(eyebrow)
    await user.type(eyebrow, 'Unsaved')
    await user.click(screen.getByRole('button', { name: 'History' }))
    await user.click(await screen.findByRole('button', { name: `Compare version of ${dateTime('2026-03-02T10:00:00Z')}` }))
    const diff = await screen.findByRole('list', { name: 'Differences from the saved state now' })
    expect(within(diff).getAllByTestId('history-field').map((f) => f.dataset.field)).toEqual(['hero.eyebrow'])
    expect(within(diff).getByText('Hero: Eyebrow')).toBeInTheDocument()
    expect(screen.queryByText(/outside this group/)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Restore this version' }))
    expect(await answerConfirm(user, true)).toMatch(/^Restore this group as it was in this version\? The other groups keep/)
    expect(await screen.findByText('Version restored')).toBeInTheDocument()
    expect(history.requests('POST')).toEqual(['POST /api/revisions/site/1/1/restore?group=hero'])
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Eyebrow' })).toHaveValue('Old eyebrow words'))
    expect(screen.getByRole('button', { name: /^Hero/ })).not.toHaveTextContent('Unsaved changes')
    expect(site.site.name).not.toBe('Old Name')
  })
})
