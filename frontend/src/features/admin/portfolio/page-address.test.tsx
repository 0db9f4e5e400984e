import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { VALIDATION } from '@/lib/messages.gen'
import { project, site } from '@/test/fixtures'
import { server } from '@/test/server'
import { fakeAdminApi } from '../test/fake-api'
import { renderAdmin } from '../test/render-admin'

async function openPortfolio() {
  const utils = renderAdmin()
  await utils.user.click(await screen.findByRole('tab', { name: 'Portfolio' }))
  await screen.findByRole('heading', { name: 'Portfolio Projects' })
  await waitFor(() => expect(screen.queryByLabelText('Loading')).not.toBeInTheDocument())
  return utils
}

async function editDialog(user: ReturnType<typeof renderAdmin>['user'], title: string) {
  const li = screen.getByText(title).closest('li') as HTMLElement
  await user.click(within(li).getByRole('button', { name: 'Edit' }))
  return within(await screen.findByRole('dialog', { name: 'Edit Project' }))
}

describe("a project's page address", () => {
  it('shows the slug, checks it as the server does and sends it; an empty slug on a create is left to the server', async () => {
    const api = fakeAdminApi({ projects: [project({ id: 3, title: 'Rift', slug: 'rift-saga', category: 'games' })] })
    const { user } = await openPortfolio()
    const d = await editDialog(user, 'Rift')
    const slug = d.getByLabelText('Slug')
    expect(slug).toHaveValue('rift-saga')

    await user.clear(slug)
    await user.type(slug, 'Rift Saga!')
    await user.click(d.getByRole('button', { name: 'Update Project' }))
    expect(await d.findByText(VALIDATION.slugInvalid)).toBeInTheDocument()
    expect(api.lastWrite('PUT', '/api/portfolio/projects')).toBeUndefined()

    await user.clear(slug)
    await user.type(slug, ' rift-2026 ')
    await user.click(d.getByRole('button', { name: 'Update Project' }))
    await screen.findByText('Project updated successfully')
    expect(api.lastWrite('PUT', '/api/portfolio/projects/3')!.body).toMatchObject({ slug: 'rift-2026' })

    await user.click(screen.getByRole('button', { name: 'Add Project' }))
    const add = within(await screen.findByRole('dialog', { name: 'Add New Project' }))
    expect(add.getByLabelText('Slug')).toHaveValue('')
    expect(add.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument()
    await user.type(add.getByLabelText(/^Title/), 'New One')
    await user.selectOptions(add.getByLabelText(/^Category/), 'music')
    await user.click(add.getByRole('button', { name: 'Create Project' }))
    await screen.findByText('Project created successfully')
    expect(api.lastWrite('POST', '/api/portfolio/projects')!.body).not.toHaveProperty('slug')
  })

  it("shows the server's slug message under the field: a malformed slug (400) and a taken one (409 without a field)", async () => {
    fakeAdminApi({ projects: [project({ id: 4, title: 'Saga', slug: 'saga' })] })
    const answers = [
      HttpResponse.json({ message: 'slug: invalid', fields: { slug: VALIDATION.slugInvalid } }, { status: 400 }),
      HttpResponse.json({ message: VALIDATION.slugTaken }, { status: 409 }),
    ]
    server.use(http.put('*/api/portfolio/projects/:id', () => answers.shift()))
    const { user } = await openPortfolio()
    const d = await editDialog(user, 'Saga')
    await user.click(d.getByRole('button', { name: 'Update Project' }))
    expect(await d.findByText(VALIDATION.slugInvalid)).toBeInTheDocument()
    expect(d.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true')

    await user.click(d.getByRole('button', { name: 'Update Project' }))
    expect(await d.findByText(VALIDATION.slugTaken)).toBeInTheDocument()
    expect(d.queryByText(VALIDATION.slugInvalid)).not.toBeInTheDocument()
    expect(d.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('dialog', { name: 'Edit Project' })).toBeInTheDocument()
  })

  it('shows the public address with Copy link (a visible notice) and Open in a new tab', async () => {
    fakeAdminApi({ projects: [project({ id: 5, title: 'Album', slug: 'first-album', category: 'music', path: '/portfolio/music/first-album' })] })
    const { user } = await openPortfolio()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    const d = await editDialog(user, 'Album')
    const address = `${site.publicUrl}/portfolio/music/first-album`
    expect(d.getByLabelText('Page address')).toHaveValue(address)
    await user.click(d.getByRole('button', { name: 'Copy link' }))
    expect(writeText).toHaveBeenCalledWith(address)
    expect(await screen.findByText('Link copied')).toBeInTheDocument()
    const open = d.getByRole('link', { name: 'Open' })
    expect(open).toHaveAttribute('href', address)
    expect(open).toHaveAttribute('target', '_blank')

    writeText.mockRejectedValueOnce(new Error('denied'))
    await user.click(d.getByRole('button', { name: 'Copy link' }))
    expect(await screen.findByText('Could not copy: select the address and copy it')).toBeInTheDocument()
  })
})
