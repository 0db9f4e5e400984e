import { screen, waitFor, within } from '@testing-library/react'
import { gallery, project } from '@/test/fixtures'
import { http, HttpResponse, server } from '@/test/server'
import { fakeAdminApi } from '../test/fake-api'
import { PRIORITY_HELP } from '../components/form-parts'
import { fakeDraftsApi } from '../test/fake-drafts-api'
import { renderAdmin } from '../test/render-admin'
import { answerConfirm } from '../test/confirm'

async function openProjectDialog(button: 'Links' | 'Gallery') {
  const utils = renderAdmin()
  await utils.user.click(await screen.findByRole('tab', { name: 'Portfolio' }))
  const row = (await screen.findByText('Holder')).closest('li') as HTMLElement
  await utils.user.click(within(row).getByRole('button', { name: button }))
  const dialog = await screen.findByRole('dialog', { name: button === 'Links' ? 'Manage Project Links' : 'Manage Project Gallery' })
  return { ...utils, dialog }
}

describe('Manage Project Links', () => {
  it('shows the empty text, adds a link with validation and defaults, edits and deletes it', async () => {
    const api = fakeAdminApi({ projects: [project({ id: 1, title: 'Holder' })] })
    const { user, dialog } = await openProjectDialog('Links')
    expect(await within(dialog).findByText('No links added yet. Click "Add Link" to get started.')).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Add Link' }))
    const form = within(await screen.findByRole('dialog', { name: 'Add Link' }))
    expect(form.getByLabelText(/Priority/)).toHaveValue(0)
    await user.type(form.getByLabelText(/^URL/), 'nope')
    await user.type(form.getByLabelText(/Priority/), '{Backspace}-1')
    await user.click(form.getByRole('button', { name: 'Create Link' }))
    expect(form.getByText('Label is required')).toBeInTheDocument()
    expect(form.getByText('Must be a valid URL')).toBeInTheDocument()
    expect(form.getByText('Start with https:// (for example https://example.com)')).toBeInTheDocument()
    expect(form.getByText('Number must be greater than or equal to 0')).toBeInTheDocument()
    expect(api.writes).toHaveLength(0)

    await user.type(form.getByLabelText(/Label/), 'Trailer')
    await user.clear(form.getByLabelText(/^URL/))
    // Typed without https://: completed when the field is left.
    await user.type(form.getByLabelText(/^URL/), 'youtu.be/abc')
    await user.tab()
    expect(form.getByLabelText(/^URL/)).toHaveValue('https://youtu.be/abc')
    await user.clear(form.getByLabelText(/Priority/))
    await user.type(form.getByLabelText(/Priority/), 'x')
    await user.selectOptions(form.getByLabelText(/Type/), 'youtube')
    await user.click(form.getByRole('button', { name: 'Create Link' }))
    expect(await screen.findByText('Link added successfully')).toBeInTheDocument()
    expect(api.lastWrite('POST', '/api/portfolio/projects/1/links')!.body).toEqual({ label: 'Trailer', url: 'https://youtu.be/abc', type: 'youtube', priority: 0 })
    expect(await within(dialog).findByText('Trailer')).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Edit link Trailer' }))
    const edit = within(await screen.findByRole('dialog', { name: 'Edit Link' }))
    expect(edit.getByLabelText(/Label/)).toHaveValue('Trailer')
    await user.clear(edit.getByLabelText(/Label/))
    await user.type(edit.getByLabelText(/Label/), 'Teaser')
    await user.click(edit.getByRole('button', { name: 'Update Link' }))
    expect(await screen.findByText('Link updated successfully')).toBeInTheDocument()
    expect(await within(dialog).findByText('Teaser')).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Delete link Teaser' }))
    expect(await answerConfirm(user, true)).toEqual(expect.stringMatching(/^Are you sure you want to delete this link\?\n\n“.+” goes to the Trash, where you can restore it\.$/))
    expect(await screen.findByText('Link deleted successfully')).toBeInTheDocument()
    expect(await within(dialog).findByText('No links added yet. Click "Add Link" to get started.')).toBeInTheDocument()
  })
})

describe('Manage Project Gallery', () => {
  it('lists lowest priority first; the arrows move an image one place, ties too, nothing at the ends', async () => {
    const api = fakeAdminApi({
      projects: [project({ id: 1, title: 'Holder' })],
      gallery: [
        gallery({ id: 11, projectId: 1, alt: 'Late', priority: 5 }),
        gallery({ id: 12, projectId: 1, alt: 'First', priority: 0 }),
        gallery({ id: 13, projectId: 1, alt: 'Second', priority: 0 }),
        gallery({ id: 14, projectId: 1, alt: 'Third', priority: 0 }),
      ],
    })
    const { user, dialog } = await openProjectDialog('Gallery')
    const list = await within(dialog).findByRole('list', { name: 'Gallery images' })
    const order = () => within(list).getAllByRole('listitem').map((li) => within(li).getAllByText(/./)[0]!.textContent)
    expect(order()).toEqual(['First', 'Second', 'Third', 'Late'])

    // At the ends nothing happens: no request, no notice.
    await user.click(within(dialog).getByRole('button', { name: 'Move Up: First' }))
    await user.click(within(dialog).getByRole('button', { name: 'Move Down: Late' }))
    expect(api.writes).toHaveLength(0)

    // Tied at 0 (a bulk upload gives one priority to all): the image still moves up one place.
    await user.click(within(dialog).getByRole('button', { name: 'Move Up: Third' }))
    expect(await screen.findByText('Priority updated successfully')).toBeInTheDocument()
    expect(api.writes).toEqual([{ method: 'POST', path: '/api/portfolio/gallery/reorder', body: { ids: [14, 13] } }])
    await waitFor(() => expect(order()).toEqual(['First', 'Third', 'Second', 'Late']))
    // The gallery is renumbered from its lowest priority, in its new order.
    expect(within(list).getAllByText(/^Priority: /).map((p) => p.textContent)).toEqual(['Priority: 0', 'Priority: 1', 'Priority: 2', 'Priority: 3'])

    // Different priorities swap: Second goes down past Late.
    await user.click(within(dialog).getByRole('button', { name: 'Move Down: Second' }))
    await waitFor(() => expect(order()).toEqual(['First', 'Third', 'Late', 'Second']))
    expect(api.writes.at(-1)).toEqual({ method: 'POST', path: '/api/portfolio/gallery/reorder', body: { ids: [13, 11] } })

    server.use(http.post('*/api/portfolio/gallery/reorder', () => new HttpResponse(null, { status: 500 })))
    await user.click(within(dialog).getByRole('button', { name: 'Move Up: Late' }))
    expect(await screen.findByText('Failed to update priority')).toBeInTheDocument()
    expect(order()).toEqual(['First', 'Third', 'Late', 'Second'])
  })

  it('says lower numbers appear first on both gallery priority fields', async () => {
    fakeAdminApi({ projects: [project({ id: 1, title: 'Holder' })] })
    const { user, dialog } = await openProjectDialog('Gallery')
    await user.click(await within(dialog).findByRole('button', { name: 'Add Image' }))
    const form = within(await screen.findByRole('dialog', { name: 'Add Gallery Image' }))
    expect(form.getByText(PRIORITY_HELP)).toBeInTheDocument()
    expect(PRIORITY_HELP).toBe('Lower numbers appear first')
    await user.click(form.getByRole('button', { name: 'Cancel' }))
    await user.click(within(dialog).getByRole('button', { name: 'Bulk Upload Images' }))
    const bulk = within(await screen.findByRole('dialog', { name: 'Bulk Upload Images' }))
    expect(bulk.getByText('Lower numbers appear first')).toBeInTheDocument()
    expect(screen.queryByText(/Higher numbers/)).not.toBeInTheDocument()
  })

  it('adds an image with the source rules, then deletes it', async () => {
    const api = fakeAdminApi({ projects: [project({ id: 1, title: 'Holder' })] })
    const { user, dialog } = await openProjectDialog('Gallery')
    expect(await within(dialog).findByText('No gallery images added yet. Click "Add Image" to get started.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Add Image' }))
    const form = within(await screen.findByRole('dialog', { name: 'Add Gallery Image' }))
    await user.click(form.getByRole('button', { name: 'Create Image' }))
    expect(form.getByText('Image URL is required')).toBeInTheDocument()
    await user.type(form.getByLabelText(/Image URL/), 'images/a.png')
    await user.click(form.getByRole('button', { name: 'Create Image' }))
    expect(form.getByText('Must be a valid image URL or path')).toBeInTheDocument()
    await user.clear(form.getByLabelText(/Image URL/))
    await user.type(form.getByLabelText(/Image URL/), '/images/a.png')
    await user.type(form.getByLabelText(/Alt Text/), 'Shot A')
    await user.click(form.getByRole('button', { name: 'Create Image' }))
    expect(await screen.findByText('Gallery image added successfully')).toBeInTheDocument()
    expect(api.lastWrite('POST', '/api/portfolio/projects/1/gallery')!.body).toEqual({ src: '/images/a.png', alt: 'Shot A', decorative: false, caption: '', priority: 0, focalX: 0.5, focalY: 0.5 })

    await user.click(await within(dialog).findByRole('button', { name: 'Delete image Shot A' }))
    expect(await answerConfirm(user, true)).toEqual(expect.stringMatching(/^Are you sure you want to delete this gallery image\?\n\n“.+” goes to the Trash, where you can restore it\.$/))
    expect(await screen.findByText('Gallery image deleted successfully')).toBeInTheDocument()
  })

  it('bulk upload: failures are dropped, the pending list can shrink, confirm creates all in one call', async () => {
    const api = fakeAdminApi({ projects: [project({ id: 1, title: 'Holder' })] })
    api.state.uploadNames.push('one.png', 'broken.png', 'three.jpg')
    api.state.failUploads.add('broken.png')
    const { user, dialog } = await openProjectDialog('Gallery')
    await user.click(within(dialog).getByRole('button', { name: 'Bulk Upload Images' }))
    const bulk = within(await screen.findByRole('dialog', { name: 'Bulk Upload Images' }))
    expect(bulk.getByLabelText(/Priority for all images/)).toHaveValue(0)
    await user.upload(bulk.getByLabelText('Select Images'), [
      new File(['1'], 'one.png', { type: 'image/png' }),
      new File(['2'], 'broken.png', { type: 'image/png' }),
      new File(['3'], 'three.jpg', { type: 'image/jpeg' }),
    ])
    expect(await screen.findByText('Uploaded 2 image(s)')).toBeInTheDocument()
    const pending = bulk.getByRole('list', { name: 'Uploaded images waiting to be added' })
    expect(within(pending).getAllByRole('listitem')).toHaveLength(2)
    expect(within(pending).queryByText('broken.png')).not.toBeInTheDocument()

    await user.click(bulk.getByRole('button', { name: 'Remove three.jpg' }))
    expect(within(pending).getAllByRole('listitem')).toHaveLength(1)
    await user.clear(bulk.getByLabelText(/Priority for all images/))
    await user.type(bulk.getByLabelText(/Priority for all images/), '2')
    await user.click(bulk.getByRole('button', { name: 'Add 1 to Gallery' }))
    expect(await screen.findByText('All images added to gallery')).toBeInTheDocument()
    expect(api.lastWrite('POST', '/api/portfolio/projects/1/gallery')!.body).toEqual([{ src: '/uploads/1-one.png', alt: '', caption: '', priority: 2, focalX: 0.5, focalY: 0.5 }])
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bulk Upload Images' })).not.toBeInTheDocument())
    // No file name is shown as its words: the row asks for a description.
    expect(await within(dialog).findByText('Needs a description')).toBeInTheDocument()
    expect(within(dialog).queryByText('one')).not.toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Bulk Upload Images' }))
    const again = within(await screen.findByRole('dialog', { name: 'Bulk Upload Images' }))
    expect(again.queryByRole('list', { name: 'Uploaded images waiting to be added' })).not.toBeInTheDocument()
  })

  it('bulk upload: a failed upload names the file; a failed save keeps the list; Cancel clears it', async () => {
    const api = fakeAdminApi({ projects: [project({ id: 1, title: 'Holder' })] })
    api.state.uploadNames.push('bad.png', 'good.png')
    api.state.failUploads.add('bad.png')
    const { user, dialog } = await openProjectDialog('Gallery')
    await user.click(within(dialog).getByRole('button', { name: 'Bulk Upload Images' }))
    const bulk = within(await screen.findByRole('dialog', { name: 'Bulk Upload Images' }))
    await user.upload(bulk.getByLabelText('Select Images'), [new File(['1'], 'bad.png', { type: 'image/png' })])
    expect(await screen.findByText('Failed to upload bad.png')).toBeInTheDocument()
    expect(screen.getByText('Unsupported image')).toBeInTheDocument()
    await user.upload(bulk.getByLabelText('Select Images'), [new File(['2'], 'good.png', { type: 'image/png' })])
    expect(await screen.findByText('Uploaded 1 image(s)')).toBeInTheDocument()

    server.use(http.post('*/api/portfolio/projects/:id/gallery', () => new HttpResponse(null, { status: 500 })))
    await user.click(bulk.getByRole('button', { name: 'Add 1 to Gallery' }))
    expect(await screen.findByText('Failed to save some images')).toBeInTheDocument()
    expect(within(bulk.getByRole('list', { name: 'Uploaded images waiting to be added' })).getAllByRole('listitem')).toHaveLength(1)

    await user.click(bulk.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bulk Upload Images' })).not.toBeInTheDocument())
    await user.click(within(dialog).getByRole('button', { name: 'Bulk Upload Images' }))
    const again = within(await screen.findByRole('dialog', { name: 'Bulk Upload Images' }))
    expect(again.queryByRole('list', { name: 'Uploaded images waiting to be added' })).not.toBeInTheDocument()
  })
})

describe('drafts and schedules in the links and gallery lists', () => {
  it('marks a link with a draft and a gallery image with a planned publish', async () => {
    fakeAdminApi({
      projects: [project({ id: 1, title: 'Holder' })],
      links: [{ id: 4, projectId: 1, label: 'Trailer', url: 'https://youtu.be/abc', type: 'youtube', priority: 0 }],
      gallery: [gallery({ id: 9, projectId: 1, src: '/uploads/still.png', alt: 'A still' })],
    })
    fakeDraftsApi({
      drafts: { 'link/4': { id: 4, label: 'Trailer (cut)' } },
      schedules: [{ kind: 'gallery', id: 9, action: 'publish', at: '2099-01-01T10:00:00Z', title: 'A still', actor: 'admin' }],
    })
    const { user, dialog } = await openProjectDialog('Links')
    const link = (await within(dialog).findByText('Trailer')).closest('li') as HTMLElement
    expect(await within(link).findByText('Draft')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Manage Project Links' })).toBeNull())
    const row = screen.getByText('Holder').closest('li') as HTMLElement
    await user.click(within(row).getByRole('button', { name: 'Gallery' }))
    const galleryDialog = await screen.findByRole('dialog', { name: 'Manage Project Gallery' })
    const image = (await within(galleryDialog).findByText('A still')).closest('li') as HTMLElement
    expect(await within(image).findByText('Scheduled')).toBeInTheDocument()
  })
})
