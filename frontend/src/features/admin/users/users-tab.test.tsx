import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/test/server'
import type { TrashItem } from '../trash/api'
import { fakeAdminApi } from '../test/fake-api'
import { fakeTrashApi } from '../test/fake-trash-api'
import { renderAdmin } from '../test/render-admin'
import type { Invitation, Invited, Member } from './api'

const owner: Member = { id: 1, username: 'admin', name: '', email: '', role: 'owner', createdAt: '2026-11-01T10:00:00Z', lastSignInAt: '2026-11-29T10:00:00Z', twoFactor: true, passkeys: 2 }
const editor: Member = { id: 2, username: 'ed', name: 'Ed Itor', email: 'ed@example.com', role: 'editor', createdAt: '2026-11-20T10:00:00Z', lastSignInAt: null, twoFactor: false, passkeys: 0 }
const trash: TrashItem[] = [{ kind: 'project', id: 9, title: 'Acme Games', deletedAt: '2026-03-03T12:30:00Z', deletedBy: 'ed' }]

/** The users API as the contract says; records the invitation asked for. */
function fakeUsersApi() {
  const state = { users: [owner, editor], invitations: [] as Invitation[], asked: [] as unknown[] }
  server.use(
    http.get('*/api/users', () => HttpResponse.json(state.users)),
    http.get('*/api/users/invitations', () => HttpResponse.json(state.invitations)),
    http.post('*/api/users/invitations', async ({ request }) => {
      const body = (await request.json()) as { email: string; name: string; role: 'owner' | 'editor' }
      state.asked.push(body)
      const made: Invited = { id: 5, ...body, invitedBy: 'admin', createdAt: '2026-11-29T10:00:00Z', expiresAt: '2026-12-06T10:00:00Z', link: 'https://portfolio.example/admin/invitation/abc123', emailed: false }
      state.invitations = [made]
      return HttpResponse.json(made, { status: 201 })
    }),
  )
  return state
}

describe('users (issue 43)', () => {
  it('shows the owner the people, and an invitation link to copy', async () => {
    fakeAdminApi()
    const fake = fakeUsersApi()
    const { user } = renderAdmin()
    await user.click(await screen.findByRole('tab', { name: 'Users' }))
    const rows = await screen.findAllByTestId('user-row')
    expect(rows).toHaveLength(2)
    expect(within(rows[0]).getByText('Owner')).toBeInTheDocument()
    expect(within(rows[0]).getByText('2 passkeys')).toBeInTheDocument()
    expect(within(rows[0]).queryByRole('button', { name: /Remove/ })).toBeNull()
    expect(within(rows[1]).getByText('Never signed in')).toBeInTheDocument()
    expect(within(rows[1]).getByRole('button', { name: /Remove/ })).toBeInTheDocument()

    const form = screen.getByRole('form', { name: 'Invite someone' })
    await user.type(within(form).getByLabelText(/E-mail/), 'new@example.com')
    await user.type(within(form).getByLabelText(/Name/), 'New Person')
    await user.click(within(form).getByRole('button', { name: 'Invite' }))
    const shown = await screen.findByTestId('invitation-link')
    expect(within(shown).getByText('https://portfolio.example/admin/invitation/abc123')).toBeInTheDocument()
    expect(within(shown).getByRole('button', { name: /Copy link/ })).toBeInTheDocument()
    expect(fake.asked).toEqual([{ email: 'new@example.com', name: 'New Person', role: 'editor' }])
    await waitFor(() => expect(screen.getAllByTestId('invitation-row')).toHaveLength(1))
  })

  it('shows an editor no Users tab and no owner-only buttons', async () => {
    fakeAdminApi({ role: 'editor', username: 'ed' })
    fakeTrashApi({ trash })
    const { user } = renderAdmin()
    await user.click(await screen.findByRole('tab', { name: 'Trash' }))
    await screen.findByRole('list', { name: 'Trash' })
    expect(screen.queryByRole('tab', { name: 'Users' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Restore Acme Games' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete forever Acme Games' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Empty trash' })).toBeNull()
    await user.click(screen.getByRole('tab', { name: 'Account' }))
    await screen.findByRole('heading', { name: 'Account' })
    expect(screen.queryByRole('heading', { name: /Backup/i })).toBeNull()
  })
})
