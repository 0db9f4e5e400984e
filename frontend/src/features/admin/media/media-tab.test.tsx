import { screen, waitFor, within } from '@testing-library/react'
import { mediaItem } from '@/test/fixtures'
import { fakeAdminApi } from '../test/fake-api'
import { renderAdmin } from '../test/render-admin'

async function openTab(name: string) {
  const utils = renderAdmin()
  await utils.user.click(await screen.findByRole('tab', { name }))
  return utils
}

const row = (title: string) => screen.getByText(title).closest('li') as HTMLElement

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
      thumbnailFocalX: 0.5,
      thumbnailFocalY: 0.5,
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
