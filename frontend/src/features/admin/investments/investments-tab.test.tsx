import { screen, waitFor, within } from '@testing-library/react'
import { investment } from '@/test/fixtures'
import { fakeAdminApi } from '../test/fake-api'
import { renderAdmin } from '../test/render-admin'

async function openTab(name: string) {
  const utils = renderAdmin()
  await utils.user.click(await screen.findByRole('tab', { name }))
  return utils
}

const row = (title: string) => screen.getByText(title).closest('li') as HTMLElement

describe('investments', () => {
  it("labels categories with the owner's name, disables the subcategory for funds, and sends isActive", async () => {
    const api = fakeAdminApi({ investments: [investment({ id: 4, title: 'Acme', category: 'portfolio-companies', subcategory: 'technology' })] })
    const { user } = await openTab('Investments')
    const r = await waitFor(() => row('Acme'))
    expect(within(r).getByText("Jordan Avery' Investments")).toBeInTheDocument()
    expect(within(r).getByText('Technology Investments')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Add Investment' }))
    const d = within(await screen.findByRole('dialog', { name: 'Add Investment' }))
    const category = d.getByLabelText(/^Category/)
    expect(within(category).getByRole('option', { name: 'Funds Managed by Jordan Avery' })).toBeInTheDocument()
    expect(d.getByLabelText(/^Subcategory/)).toBeDisabled()
    await user.selectOptions(category, 'board-advisory')
    expect(d.getByLabelText(/^Subcategory/)).toBeEnabled()
    await user.selectOptions(d.getByLabelText(/^Subcategory/), 'advisory-roles')
    await user.selectOptions(category, 'funds-managed')
    expect(d.getByLabelText(/^Subcategory/)).toBeDisabled()
    expect(d.getByRole('checkbox', { name: 'Active' })).toBeChecked()
    await user.click(d.getByText('Active'))
    await user.type(d.getByLabelText(/Title/), 'Fund I')
    await user.click(d.getByRole('button', { name: 'Create Investment' }))
    expect(await screen.findByText('Investment created successfully')).toBeInTheDocument()
    expect(api.lastWrite('POST', '/api/investments')!.body).toEqual({
      title: 'Fund I',
      description: '',
      category: 'funds-managed',
      subcategory: '',
      url: '',
      role: '',
      logoUrl: '',
      logoDescription: '',
      logoDecorative: false,
      logoFocalX: 0.5,
      logoFocalY: 0.5,
      priority: 1,
      isActive: false,
    })
  })

  it('edit mode is prefilled; a failed save keeps the dialog open with the fallback message', async () => {
    fakeAdminApi({ investments: [investment({ id: 4, title: 'Acme', role: 'Board', priority: 3 })] })
    const { user } = await openTab('Investments')
    await user.click(within(await waitFor(() => row('Acme'))).getByRole('button', { name: 'Edit' }))
    const d = within(await screen.findByRole('dialog', { name: 'Edit Investment' }))
    expect(d.getByLabelText(/Role/)).toHaveValue('Board')
    expect(d.getByLabelText(/Priority/)).toHaveValue(3)
    expect(d.getByLabelText(/^Subcategory/)).toHaveValue('game')
    const { server, http, HttpResponse } = await import('@/test/server')
    server.use(http.put('*/api/investments/:id', () => new HttpResponse('', { status: 500 })))
    await user.click(d.getByRole('button', { name: 'Update Investment' }))
    expect(await screen.findByText('Failed to update investment')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Edit Investment' })).toBeInTheDocument()
  })
})
