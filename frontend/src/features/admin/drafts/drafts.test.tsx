import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { collaboration, project } from '@/test/fixtures'
import { dateTime } from '../lib/date-time'
import { localToIso } from './use-draft'
import { DRAFT_MESSAGES } from './messages'
import { fakeAdminApi } from '../test/fake-api'
import { fakeDraftsApi } from '../test/fake-drafts-api'
import { fakeSiteApi } from '../test/fake-site-api'
import { renderAdmin } from '../test/render-admin'
import { answerConfirm } from '../test/confirm'

/** A year within the server's bound on schedules (at most five years ahead). */
const NEXT_YEAR = new Date().getFullYear() + 1

const published = project({ id: 7, title: 'Moonlight Sonata', category: 'music', subcategory: '', priority: 1 })

async function openEditProject(user: ReturnType<typeof renderAdmin>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Portfolio' }))
  await user.click(await screen.findByRole('button', { name: 'Edit' }))
  return within(await screen.findByRole('dialog', { name: 'Edit Project' }))
}

describe('drafts in the edit dialog', () => {
  it('Save draft sends the same body as Save with ?draft=true, keeps the dialog open and says it is not public', async () => {
    const admin = fakeAdminApi({ projects: [published] })
    const fake = fakeDraftsApi()
    const { user } = renderAdmin()
    const dialog = await openEditProject(user)
    expect(dialog.queryByText('Editing a draft — not public yet')).toBeNull()
    const title = dialog.getByLabelText(/Title/)
    await user.clear(title)
    await user.type(title, 'Moonlight Draft')
    await user.click(dialog.getByRole('button', { name: 'Save draft' }))
    expect(await screen.findByText('Draft saved — not public yet')).toBeInTheDocument()
    const [put] = fake.requests('PUT')
    expect(put.request).toBe('PUT /api/portfolio/projects/7?draft=true')
    expect(put.body).toMatchObject({ title: 'Moonlight Draft', category: 'music', priority: 1, isActive: true })
    expect(admin.writes).toEqual([])
    expect(await dialog.findByText('Editing a draft — not public yet')).toBeInTheDocument()
    expect(dialog.getByLabelText(/Title/)).toHaveValue('Moonlight Draft')
    // The list marks the item.
    await waitFor(() => expect(screen.getAllByText('Draft', { selector: 'li *' }).length).toBeGreaterThan(0))
  })

  it('opens on the draft, publishes it (the form kept as the draft first) and closes; the list shows the published item', async () => {
    const admin = fakeAdminApi({ projects: [published] })
    const fake = fakeDraftsApi({ drafts: { 'project/7': { ...published, title: 'Moonlight Draft' } } }, (_key, draft) => {
      admin.state.projects = [{ ...published, ...draft }]
    })
    const { user } = renderAdmin()
    const dialog = await openEditProject(user)
    expect(await dialog.findByText('Editing a draft — not public yet')).toBeInTheDocument()
    await waitFor(() => expect(dialog.getByLabelText(/Title/)).toHaveValue('Moonlight Draft'))
    await user.click(dialog.getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('Published')).toBeInTheDocument()
    expect(fake.state.requests.map((r) => r.request)).toEqual(['PUT /api/portfolio/projects/7?draft=true', 'POST /api/portfolio/projects/7/publish'])
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Project' })).toBeNull())
    expect(await screen.findByText('Moonlight Draft', { selector: 'li *' })).toBeInTheDocument()
  })

  it('schedules the publish at the asked time in UTC, refuses a past time or one over five years ahead, and discards after the confirmation', async () => {
    fakeAdminApi({ projects: [published] })
    const fake = fakeDraftsApi({ drafts: { 'project/7': { ...published, title: 'Moonlight Draft' } } })
    const { user } = renderAdmin()
    const dialog = await openEditProject(user)
    await dialog.findByText('Editing a draft — not public yet')
    await user.click(dialog.getByRole('button', { name: 'Schedule…' }))
    const when = dialog.getByLabelText('Publish at')
    await user.clear(when)
    await user.type(when, '2020-01-01T10:00')
    await user.click(dialog.getByRole('button', { name: 'Schedule publish' }))
    expect(await dialog.findByText('Choose a time in the future')).toBeInTheDocument()
    // More than five years ahead is refused too, as the server refuses it.
    await user.clear(when)
    await user.type(when, `${new Date().getFullYear() + 6}-12-01T09:30`)
    await user.click(dialog.getByRole('button', { name: 'Schedule publish' }))
    expect(await dialog.findByText('Choose a time in the next 5 years')).toBeInTheDocument()
    expect(fake.requests('POST')).toEqual([])
    await user.clear(when)
    await user.type(when, `${NEXT_YEAR}-12-01T09:30`)
    await user.click(dialog.getByRole('button', { name: 'Schedule publish' }))
    const at = localToIso(`${NEXT_YEAR}-12-01T09:30`) as string
    expect(await screen.findByText(`Publish scheduled for ${dateTime(at)}`)).toBeInTheDocument()
    expect(fake.requests('POST')).toEqual([{ request: 'POST /api/portfolio/projects/7/publish', body: { at } }])
    // The row is marked as scheduled, with the time in its tooltip.
    const badge = await screen.findByText('Scheduled', { selector: 'li *' })
    expect(badge).toHaveAttribute('title', `Publish scheduled for ${dateTime(at)}`)

    await user.click(await screen.findByRole('button', { name: 'Edit' }))
    const again = within(await screen.findByRole('dialog', { name: 'Edit Project' }))
    await user.click(await again.findByRole('button', { name: 'Discard draft' }))
    expect(await answerConfirm(user, true)).toBe('Discard this draft? The published version stays as it is.')
    expect(await screen.findByText('Draft discarded')).toBeInTheDocument()
    expect(fake.requests('DELETE')).toEqual([{ request: 'DELETE /api/portfolio/projects/7/draft', body: null }])
    await waitFor(() => expect(again.getByLabelText(/Title/)).toHaveValue('Moonlight Sonata'))
    expect(again.queryByText('Editing a draft — not public yet')).toBeNull()
  })

  it('Save as draft in a create dialog makes the item hidden with its draft (POST ?draft=true) and closes', async () => {
    const admin = fakeAdminApi({ collaborations: [collaboration({ id: 3, title: 'Existing' })] })
    const fake = fakeDraftsApi()
    const { user } = renderAdmin()
    await user.click(await screen.findByRole('tab', { name: 'Collaborations' }))
    await user.click(await screen.findByRole('button', { name: 'Add Collaboration' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Collaboration' }))
    await user.click(dialog.getByRole('button', { name: 'Save as draft' }))
    expect(fake.requests('POST')).toEqual([])
    await user.type(dialog.getByLabelText(/Title/), 'Quiet Partner')
    await user.click(dialog.getByRole('button', { name: 'Save as draft' }))
    expect(await screen.findByText('Draft created — hidden until it is published')).toBeInTheDocument()
    const [post] = fake.requests('POST')
    expect(post.request).toBe('POST /api/notable-collaborations?draft=true')
    expect(post.body).toMatchObject({ title: 'Quiet Partner' })
    expect(admin.writes).toEqual([])
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Collaboration' })).toBeNull())
  })
})

describe('publishing from the edit dialog', () => {
  it('with a draft the form sends into the draft: its submit is Save draft and nothing is published', async () => {
    const admin = fakeAdminApi({ projects: [published] })
    const fake = fakeDraftsApi({ drafts: { 'project/7': { ...published, title: 'Moonlight Draft' } } })
    const { user } = renderAdmin()
    const dialog = await openEditProject(user)
    await dialog.findByText('Editing a draft — not public yet')
    await waitFor(() => expect(dialog.getByLabelText(/Title/)).toHaveValue('Moonlight Draft'))
    expect(dialog.queryByRole('button', { name: 'Update Project' })).toBeNull()
    const title = dialog.getByLabelText(/Title/)
    await user.type(title, ' II{Enter}')
    expect(await screen.findByText('Draft saved — not public yet')).toBeInTheDocument()
    expect(fake.requests('PUT')).toEqual([expect.objectContaining({ request: 'PUT /api/portfolio/projects/7?draft=true', body: expect.objectContaining({ title: 'Moonlight Draft II' }) })])
    expect(admin.writes).toEqual([])
    expect(dialog.getAllByRole('button', { name: 'Save draft' })).toHaveLength(1)
  })

  it('Unpublish… hides a public item now after the confirmation, or plans it; a plan is shown with Cancel schedule', async () => {
    const admin = fakeAdminApi({ projects: [published] })
    const fake = fakeDraftsApi({}, (_key, change) => {
      admin.state.projects = [{ ...published, ...change }]
    })
    const { user } = renderAdmin()
    let dialog = await openEditProject(user)
    await user.click(dialog.getByRole('button', { name: 'Unpublish…' }))
    const when = dialog.getByLabelText('Unpublish at')
    await user.clear(when)
    await user.type(when, `${NEXT_YEAR}-06-01T08:00`)
    await user.click(dialog.getByRole('button', { name: 'Schedule unpublish' }))
    const at = localToIso(`${NEXT_YEAR}-06-01T08:00`) as string
    expect(fake.requests('POST')).toEqual([{ request: 'POST /api/portfolio/projects/7/unpublish', body: { at } }])
    expect(await dialog.findByText(`Unpublish scheduled for ${dateTime(at)}`, { selector: 'p' })).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Cancel schedule' }))
    expect(await screen.findByText('Schedule cancelled')).toBeInTheDocument()
    expect(fake.requests('DELETE')).toEqual([{ request: 'DELETE /api/portfolio/projects/7/schedule', body: null }])
    await waitFor(() => expect(dialog.queryByRole('button', { name: 'Cancel schedule' })).toBeNull())

    await user.click(dialog.getByRole('button', { name: 'Unpublish…' }))
    await user.click(dialog.getByRole('button', { name: 'Unpublish now' }))
    expect(await answerConfirm(user, false)).toContain('Hide this item from the public site now?')
    expect(fake.requests('POST')).toHaveLength(1)
    await user.click(dialog.getByRole('button', { name: 'Unpublish now' }))
    await answerConfirm(user, true)
    expect(await screen.findByText('Unpublished — hidden from the public site')).toBeInTheDocument()
    expect(fake.requests('POST')[1]).toEqual({ request: 'POST /api/portfolio/projects/7/unpublish', body: null })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Project' })).toBeNull())
    // The list shows it hidden, and its dialog no longer offers Unpublish….
    expect(await screen.findByText('Inactive', { selector: 'li *' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Edit' }))
    dialog = within(await screen.findByRole('dialog', { name: 'Edit Project' }))
    expect(dialog.getByRole('checkbox', { name: 'Active' })).not.toBeChecked()
    expect(dialog.queryByRole('button', { name: 'Unpublish…' })).toBeNull()
  })
})

describe('the dashboard', () => {
  it('lists what is scheduled soonest first with Cancel', async () => {
    fakeAdminApi()
    const fake = fakeDraftsApi({
      schedules: [
        { kind: 'media', id: 4, action: 'unpublish', at: '2099-05-02T10:00:00Z', title: 'Late interview', actor: 'admin' },
        { kind: 'project', id: 7, action: 'publish', at: '2099-05-01T10:00:00Z', title: 'Moonlight Draft', actor: 'admin' },
      ],
    })
    const { user } = renderAdmin()
    const list = await screen.findByRole('list', { name: 'Scheduled changes' })
    const rows = within(list).getAllByTestId('scheduled-row')
    expect(rows[0]).toHaveTextContent('Moonlight Draft')
    expect(rows[0]).toHaveTextContent('Project')
    expect(rows[0]).toHaveTextContent('Publish')
    expect(rows[0]).toHaveTextContent(dateTime('2099-05-01T10:00:00Z'))
    expect(rows[1]).toHaveTextContent('Unpublish')
    await user.click(within(rows[0]).getByRole('button', { name: 'Cancel the scheduled publish of Moonlight Draft' }))
    expect(await screen.findByText('Schedule cancelled')).toBeInTheDocument()
    expect(fake.requests('DELETE')).toEqual([{ request: 'DELETE /api/portfolio/projects/7/schedule', body: null }])
    await waitFor(() => expect(within(list).getAllByTestId('scheduled-row')).toHaveLength(1))
  })

  it('Preview makes a link shown with Copy link and Open; a live link can be revoked', async () => {
    fakeAdminApi()
    const fake = fakeDraftsApi()
    const { user } = renderAdmin()
    expect(await screen.findByText('Nothing is scheduled.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Preview' }))
    expect(await screen.findByText('Preview link created')).toBeInTheDocument()
    const row = within(await screen.findByTestId('preview-row'))
    expect(row.getByRole('textbox', { name: 'Preview link' })).toHaveValue('http://127.0.0.1:8080/preview/token1/')
    expect(row.getByRole('link', { name: 'Open' })).toHaveAttribute('href', 'http://127.0.0.1:8080/preview/token1/')
    await user.click(row.getByRole('button', { name: 'Copy link' }))
    expect(await screen.findByText('Link copied')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe('http://127.0.0.1:8080/preview/token1/')
    await user.click(row.getByRole('button', { name: 'Revoke' }))
    await answerConfirm(user, true)
    expect(await screen.findByText('Preview link revoked')).toBeInTheDocument()
    expect(fake.requests('DELETE')).toEqual([{ request: 'DELETE /api/previews/1', body: null }])
    await waitFor(() => expect(screen.queryByTestId('preview-row')).toBeNull())
  })

  it('a link the server no longer shows (made before tokens were sealed) says so, with Revoke only', async () => {
    fakeAdminApi()
    fakeDraftsApi({
      previews: [{ id: 9, url: '', createdAt: '2026-11-20T10:00:00Z', expiresAt: '2099-11-27T10:00:00Z', actor: 'admin' }],
    })
    renderAdmin()
    const row = within(await screen.findByTestId('preview-row'))
    expect(row.getByText(DRAFT_MESSAGES.previewLinkHidden)).toBeInTheDocument()
    expect(row.queryByRole('button', { name: 'Copy link' })).toBeNull()
    expect(row.getByRole('button', { name: 'Revoke' })).toBeInTheDocument()
  })
})

describe('the site document', () => {
  it('a group saves its keys as the draft; with a draft the groups show it and the bar publishes it', async () => {
    fakeAdminApi()
    const site = fakeSiteApi()
    const fake = fakeDraftsApi()
    const { user } = renderAdmin()
    await user.click(await screen.findByRole('tab', { name: 'Site' }))
    await user.click(await screen.findByRole('button', { name: /^Hero/ }))
    const form = within(await screen.findByRole('form', { name: 'Hero' }))
    const eyebrow = form.getByRole('textbox', { name: 'Eyebrow' })
    await user.clear(eyebrow)
    await user.type(eyebrow, 'Drafted eyebrow')
    await user.click(form.getByRole('button', { name: 'Save draft' }))
    expect(await screen.findByText('Draft saved — not public yet')).toBeInTheDocument()
    const [put] = fake.requests('PUT')
    expect(put.request).toBe('PUT /api/site?draft=true')
    expect(Object.keys(put.body as object)).toEqual(['hero'])
    expect(site.puts).toEqual([])
    expect(await screen.findByText('Editing a draft — not public yet')).toBeInTheDocument()
    expect(form.getByRole('textbox', { name: 'Eyebrow' })).toHaveValue('Drafted eyebrow')
    expect(screen.getByRole('button', { name: /^Hero/ })).not.toHaveTextContent('Unsaved changes')
    // While the draft exists a group's own save goes into it too: one Save draft, no Save Hero.
    expect(form.queryByRole('button', { name: 'Save Hero' })).toBeNull()
    await user.type(form.getByRole('textbox', { name: 'Eyebrow' }), ' again')
    await user.click(form.getByRole('button', { name: 'Save draft' }))
    await waitFor(() => expect(fake.requests('PUT')).toHaveLength(2))
    expect(fake.requests('PUT')[1]).toMatchObject({ request: 'PUT /api/site?draft=true' })
    expect(site.puts).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('Published')).toBeInTheDocument()
    expect(fake.requests('POST')).toEqual([{ request: 'POST /api/site/publish', body: null }])
  })
})
