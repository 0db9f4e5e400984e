import { screen, waitFor, within } from '@testing-library/react'
import { collaboration, investment, mediaItem } from '@/test/fixtures'
import { fakeAdminApi } from '../test/fake-api'
import { renderAdmin } from '../test/render-admin'

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
    await user.click(d.getByRole('button', { name: 'Create Collaboration' }))
    expect(await screen.findByText('Collaboration created successfully')).toBeInTheDocument()
    expect(api.lastWrite('POST', '/api/notable-collaborations')!.body).toEqual({
      title: 'Partner',
      description: '',
      imageUrl: 'https://cdn.example/p.png',
      imageDescription: '',
      imageDecorative: false,
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
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true)
    const { user } = await openTab('Collaborations')
    await user.click(within(await waitFor(() => row('Gone'))).getByRole('button', { name: 'Delete' }))
    expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/^Are you sure you want to delete this collaboration\?\n\n“.+” goes to the Trash, where you can restore it\.$/))
    expect(await screen.findByText('Collaboration deleted successfully')).toBeInTheDocument()
  })
})

describe('media & press', () => {
  it('shows category and link type badges; the form offers the spec labels and sends every field', async () => {
    const api = fakeAdminApi({ media: [mediaItem({ id: 9, title: 'Big Talk', category: 'talks-panels', linkType: 'youtube', isActive: false })] })
    const { user } = await openTab('Media & Press')
    const r = await waitFor(() => row('Big Talk'))
    expect(within(r).getByText('Talks & Panels')).toBeInTheDocument()
    expect(within(r).getByText('YouTube Video')).toBeInTheDocument()
    expect(within(r).getByText('Inactive')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Add Media Item' }))
    const d = within(await screen.findByRole('dialog', { name: 'Add Media Item' }))
    const category = d.getByLabelText(/^Category/)
    expect(within(category).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select a category',
      'Podcast Appearances',
      'Talks & Panels',
      'Interviews',
      'Featured Articles',
    ])
    expect(within(d.getByLabelText(/Link Type/)).getAllByRole('option').map((o) => o.textContent).slice(1)).toEqual([
      'YouTube Video',
      'Audio/Podcast',
      'Article/Blog',
      'External Link',
    ])
    await user.click(d.getByRole('button', { name: 'Create Media Item' }))
    expect(d.getAllByText('Required')).toHaveLength(2)
    await user.type(d.getByLabelText(/Title/), 'Pod')
    await user.selectOptions(category, 'podcast-appearances')
    await user.selectOptions(d.getByLabelText(/Link Type/), 'audio')
    await user.type(d.getByLabelText(/^URL/), 'https://pod.example/1')
    await user.type(d.getByLabelText(/Priority/), '{Backspace}abc')
    await user.click(d.getByRole('button', { name: 'Create Media Item' }))
    expect(await screen.findByText('Media item created successfully')).toBeInTheDocument()
    expect(api.lastWrite('POST', '/api/media-press')!.body).toEqual({
      title: 'Pod',
      description: '',
      category: 'podcast-appearances',
      url: 'https://pod.example/1',
      linkType: 'audio',
      thumbnailUrl: '',
      thumbnailDescription: '',
      thumbnailDecorative: false,
      priority: 1,
      isActive: true,
    })
  })

  it('uploads a thumbnail', async () => {
    const api = fakeAdminApi()
    api.state.uploadNames.push('thumb.png', 'bad.png')
    api.state.failUploads.add('bad.png')
    const { user } = await openTab('Media & Press')
    await user.click(await screen.findByRole('button', { name: 'Add Media Item' }))
    const d = within(await screen.findByRole('dialog', { name: 'Add Media Item' }))
    await user.upload(d.getByLabelText('Upload Thumbnail'), new File(['x'], 'thumb.png', { type: 'image/png' }))
    expect(await screen.findByText('Thumbnail uploaded successfully')).toBeInTheDocument()
    expect(d.getByLabelText(/Thumbnail URL/)).toHaveValue('/uploads/1-thumb.png')
    await user.upload(d.getByLabelText('Upload Thumbnail'), new File(['x'], 'bad.png', { type: 'image/png' }))
    expect(await screen.findByText('Failed to upload thumbnail')).toBeInTheDocument()
  })

  it("edits keep the item's switch-off state and report the server's message", async () => {
    const api = fakeAdminApi({ media: [mediaItem({ id: 3, title: 'Hidden', isActive: false, linkType: 'other' })] })
    const { user } = await openTab('Media & Press')
    await user.click(within(await waitFor(() => row('Hidden'))).getByRole('button', { name: 'Edit' }))
    const d = within(await screen.findByRole('dialog', { name: 'Edit Media Item' }))
    expect(d.getByLabelText(/Link Type/)).toHaveValue('other')
    await user.click(d.getByRole('button', { name: 'Update Media Item' }))
    expect(await screen.findByText('Media item updated successfully')).toBeInTheDocument()
    expect(api.lastWrite('PUT', '/api/media-press/3')!.body).toMatchObject({ isActive: false, linkType: 'other' })
  })
})

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
