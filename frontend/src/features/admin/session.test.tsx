import { screen, waitFor, within } from '@testing-library/react'
import { collaboration } from '@/test/fixtures'
import { fakeAdminApi } from './test/fake-api'
import { renderAdmin } from './test/render-admin'
import { answerConfirm } from './test/confirm'

describe('an expired session', () => {
  it('a 401 from a save returns to the login; after signing in the open form comes back as it was', async () => {
    const api = fakeAdminApi()
    const { user } = renderAdmin()
    await user.click(await screen.findByRole('tab', { name: 'Portfolio' }))
    await user.click(await screen.findByRole('button', { name: 'Add Project' }))
    let d = within(await screen.findByRole('dialog', { name: 'Add New Project' }))
    await user.type(d.getByLabelText(/Title/), 'Draft title')
    await user.selectOptions(d.getByLabelText(/^Category/), 'esports')

    api.expireSession()
    await user.click(d.getByRole('button', { name: 'Create Project' }))
    expect(await screen.findByText('Authentication required')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.queryByRole('heading', { name: 'Content Management System' })).not.toBeInTheDocument()

    await user.type(screen.getByLabelText(/Username/), 'admin')
    await user.type(screen.getByLabelText(/Password/), 'secret')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    d = within(await screen.findByRole('dialog', { name: 'Add New Project' }))
    expect(d.getByLabelText(/Title/)).toHaveValue('Draft title')
    expect(d.getByLabelText(/^Category/)).toHaveValue('esports')
    await user.click(d.getByRole('button', { name: 'Create Project' }))
    expect(await screen.findByText('Project created successfully')).toBeInTheDocument()
  })

  it('a 401 from a delete returns to the login too', async () => {
    const api = fakeAdminApi({ collaborations: [collaboration({ title: 'Partner' })] })
    const { user } = renderAdmin()
    await user.click(await screen.findByRole('tab', { name: 'Collaborations' }))
    const row = (await screen.findByText('Partner')).closest('li') as HTMLElement
    api.expireSession()
    await user.click(within(row).getByRole('button', { name: 'Delete' }))
    await answerConfirm(user, true)
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
  })

  it('after Logout and a new sign-in the content area starts afresh', async () => {
    fakeAdminApi()
    const { user } = renderAdmin()
    await user.click(await screen.findByRole('tab', { name: 'Investments' }))
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    await user.type(await screen.findByLabelText(/Username/), 'admin')
    await user.type(screen.getByLabelText(/Password/), 'secret')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true')
  })
})
