import { screen, waitFor, within } from '@testing-library/react'
import { gallery, project } from '@/test/fixtures'
import { fakeAdminApi } from '../test/fake-api'
import { renderAdmin } from '../test/render-admin'
import { ALT_TEXT } from '../messages'

describe('alt text on purpose', () => {
  it('asks for a description or the decorative choice, and sends the choice', async () => {
    const api = fakeAdminApi()
    const { user } = renderAdmin()
    await user.click(await screen.findByRole('tab', { name: 'Portfolio' }))
    await user.click(await screen.findByRole('button', { name: 'Add Project' }))
    const d = within(await screen.findByRole('dialog', { name: 'Add New Project' }))
    expect(d.queryByText(ALT_TEXT.ask)).not.toBeInTheDocument()

    await user.type(d.getByLabelText(/Title/), 'Framed')
    await user.selectOptions(d.getByLabelText(/^Category/), 'games')
    await user.type(d.getByLabelText(/Image URL/), '/images/a.png')
    expect(d.getByText(ALT_TEXT.ask)).toBeInTheDocument()
    await user.type(d.getByLabelText('Image Description'), 'A framed poster')
    expect(d.queryByText(ALT_TEXT.ask)).not.toBeInTheDocument()
    await user.clear(d.getByLabelText('Image Description'))
    expect(d.getByText(ALT_TEXT.ask)).toBeInTheDocument()

    // The switch's machine reports the change after the click (a microtask): wait for the state.
    await user.click(d.getByRole('checkbox', { name: ALT_TEXT.decorative }))
    await waitFor(() => expect(d.queryByText(ALT_TEXT.ask)).not.toBeInTheDocument())
    expect(d.getByRole('checkbox', { name: ALT_TEXT.decorative })).toBeChecked()
    expect(d.getByLabelText('Image Description')).toBeDisabled()
    await user.click(d.getByRole('button', { name: 'Create Project' }))
    expect(await screen.findByText('Project created successfully')).toBeInTheDocument()
    expect(api.lastWrite('POST', '/api/portfolio/projects')!.body).toMatchObject({ imageUrl: '/images/a.png', imageDecorative: true })
  })

  it('marks gallery images with no description or a file name for one', async () => {
    fakeAdminApi({
      projects: [project({ id: 1, title: 'Holder' })],
      gallery: [
        gallery({ id: 1, projectId: 1, alt: 'IMG_0042.jpg', src: '/uploads/x.jpg' }),
        gallery({ id: 2, projectId: 1, alt: 'The crew at work', src: '/uploads/y.jpg' }),
        gallery({ id: 3, projectId: 1, alt: 'DSC01234', src: '/uploads/z.jpg' }),
      ],
    })
    const { user } = renderAdmin()
    await user.click(await screen.findByRole('tab', { name: 'Portfolio' }))
    const row = (await screen.findByText('Holder')).closest('li') as HTMLElement
    await user.click(within(row).getByRole('button', { name: 'Gallery' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Manage Project Gallery' }))
    const named = (await dialog.findByText('IMG_0042.jpg')).closest('li') as HTMLElement
    expect(within(named).getByText(ALT_TEXT.needsDescription)).toBeInTheDocument()
    const bare = dialog.getByText('DSC01234').closest('li') as HTMLElement
    expect(within(bare).getByText(ALT_TEXT.needsDescription)).toBeInTheDocument()
    const described = dialog.getByText('The crew at work').closest('li') as HTMLElement
    expect(within(described).queryByText(ALT_TEXT.needsDescription)).not.toBeInTheDocument()
  })
})
