import { screen, waitFor, within } from '@testing-library/react'
import { collaboration } from '@/test/fixtures'
import { fakeAdminApi } from '../test/fake-api'
import { renderAdmin } from '../test/render-admin'
import { answerConfirm } from '../test/confirm'

async function openTab(name: string) {
  const utils = renderAdmin()
  await utils.user.click(await screen.findByRole('tab', { name }))
  return utils
}

const row = (title: string) => screen.getByText(title).closest('li') as HTMLElement

describe('collaborations', () => {
  it('lists image, title and description; creates with defaults; edits with defaults for missing values', async () => {
    const api = fakeAdminApi({ collaborations: [collaboration({ id: 5, title: 'Studio X', imageDescription: 'Studio X logo', priority: undefined as unknown as number, isActive: undefined })] })
    const { user } = await openTab('Collaborations')
    expect(await screen.findByRole('heading', { name: 'Notable Collaborations' })).toBeInTheDocument()
    expect(within(row('Studio X')).getByText('Studio X logo')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Add Collaboration' }))
    let d = within(await screen.findByRole('dialog', { name: 'Add New Collaboration' }))
    expect(d.getByLabelText(/Title/)).toHaveValue('')
    expect(d.getByLabelText(/Priority/)).toHaveValue(1)
    await user.type(d.getByLabelText(/Title/), 'Partner')
    await user.type(d.getByLabelText(/Image URL/), 'not a url')
    await user.click(d.getByRole('button', { name: 'Create Collaboration' }))
    expect(d.getByText('Must be a valid image URL or path')).toBeInTheDocument()
    await user.clear(d.getByLabelText(/Image URL/))
    await user.type(d.getByLabelText(/Image URL/), 'https://cdn.example/p.png')
    await user.type(d.getByLabelText(/Logo Image/), 'javascript:alert(1)')
    await user.click(d.getByRole('button', { name: 'Create Collaboration' }))
    expect(d.getByText('Must be a valid image URL or path')).toBeInTheDocument()
    await user.clear(d.getByLabelText(/Logo Image/))
    await user.type(d.getByLabelText(/Logo Image/), '/uploads/partner-logo.svg')
    await user.click(d.getByRole('button', { name: 'Create Collaboration' }))
    expect(await screen.findByText('Collaboration created successfully')).toBeInTheDocument()
    expect(api.lastWrite('POST', '/api/notable-collaborations')!.body).toEqual({
      title: 'Partner',
      description: '',
      imageUrl: 'https://cdn.example/p.png',
      imageDescription: '',
      imageDecorative: false,
      imageFocalX: 0.5,
      imageFocalY: 0.5,
      logoUrl: '/uploads/partner-logo.svg',
      logoFocalX: 0.5,
      logoFocalY: 0.5,
      priority: 1,
      isActive: true,
    })
    expect(await screen.findByText('Partner')).toBeInTheDocument()

    await user.click(within(row('Studio X')).getByRole('button', { name: 'Edit' }))
    d = within(await screen.findByRole('dialog', { name: 'Edit Collaboration' }))
    expect(d.getByLabelText(/Priority/)).toHaveValue(1)
    await user.click(d.getByRole('button', { name: 'Update Collaboration' }))
    expect(await screen.findByText('Collaboration updated successfully')).toBeInTheDocument()
    expect(api.lastWrite('PUT', '/api/notable-collaborations/5')!.body).toMatchObject({ title: 'Studio X', priority: 1, isActive: true })
  })

  it('deletes with the confirmation', async () => {
    fakeAdminApi({ collaborations: [collaboration({ title: 'Gone' })] })
    const { user } = await openTab('Collaborations')
    await user.click(within(await waitFor(() => row('Gone'))).getByRole('button', { name: 'Delete' }))
    expect(await answerConfirm(user, true)).toEqual(expect.stringMatching(/^Are you sure you want to delete this collaboration\?\n\n“.+” goes to the Trash, where you can restore it\.$/))
    expect(await screen.findByText('Collaboration deleted successfully')).toBeInTheDocument()
  })
})
