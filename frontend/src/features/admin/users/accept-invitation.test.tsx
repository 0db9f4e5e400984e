import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import AdminPage from '../index'
import { fakeAdminApi } from '../test/fake-api'

const token = 'ab'.repeat(32)

describe('accepting an invitation (issue 43)', () => {
  it('makes the account with the chosen username and password and signs in', async () => {
    const admin = fakeAdminApi({ authenticated: false, role: 'editor' })
    const asked: unknown[] = []
    server.use(
      http.post(`*/api/invitations/${token}/accept`, async ({ request }) => {
        asked.push(await request.json())
        admin.state.authenticated = true
        admin.state.username = 'ed'
        return HttpResponse.json({ isAuthenticated: true, user: { id: 2, username: 'ed', role: 'editor' } }, { status: 201 })
      }),
    )
    const user = userEvent.setup({ delay: null })
    renderWithProviders(<AdminPage />, `/admin/invitation/${token}`)
    await screen.findByRole('heading', { name: 'Join the site' })
    await user.type(screen.getByLabelText(/Username/), 'ed')
    await user.type(screen.getByLabelText(/Password/), 'a-long-password')
    await user.click(screen.getByRole('button', { name: 'Create my account' }))
    expect(await screen.findByText('Welcome, ed')).toBeInTheDocument()
    expect(asked).toEqual([{ username: 'ed', password: 'a-long-password' }])
    expect(screen.queryByRole('tab', { name: 'Users' })).toBeNull()
  })

  it('says when the link was used already', async () => {
    fakeAdminApi({ authenticated: false })
    server.use(http.post(`*/api/invitations/${token}/accept`, () => HttpResponse.json({ message: 'This invitation has expired or was already used' }, { status: 404 })))
    const user = userEvent.setup({ delay: null })
    renderWithProviders(<AdminPage />, `/admin/invitation/${token}`)
    await user.type(await screen.findByLabelText(/Username/), 'ed')
    await user.type(screen.getByLabelText(/Password/), 'a-long-password')
    await user.click(screen.getByRole('button', { name: 'Create my account' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has expired or was already used')
  })
})
