import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse, delay } from 'msw'
import { project } from '@/test/fixtures'
import { server } from '@/test/server'
import { fakeAdminApi } from '../test/fake-api'
import { renderAdmin } from '../test/render-admin'
import { answerConfirm } from '../test/confirm'

async function openPortfolio() {
  const utils = renderAdmin()
  await utils.user.click(await screen.findByRole('tab', { name: 'Portfolio' }))
  await screen.findByRole('heading', { name: 'Portfolio Projects' })
  // The list renders in the background after the tab opens.
  await waitFor(() => expect(screen.queryByLabelText('Loading')).not.toBeInTheDocument())
  return utils
}

function row(title: string) {
  return screen.getByText(title).closest('li') as HTMLElement
}

describe('portfolio tab', () => {
  it('groups by category and subcategory with labels and positions', async () => {
    fakeAdminApi({
      projects: [
        project({ title: 'Comic One', category: 'extended-media', subcategory: 'comics', priority: 2 }),
        project({ title: 'Valorant', category: 'games', subcategory: 'riot-games', priority: 3 }),
        project({ title: 'Untagged', category: 'games', subcategory: '' }),
        project({ title: 'League', category: 'games', subcategory: 'riot-games', priority: 1, imageUrl: '/images/x.png' }),
      ],
    })
    await openPortfolio()
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(headings).toEqual(['Games', 'Extended Media'])
    const riot = screen.getByRole('list', { name: 'Games: Riot Games' })
    expect(within(riot).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('League'),
      expect.stringContaining('Valorant'),
    ])
    expect(within(row('League')).getByText('Position: 1')).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Games: General' })).toBeInTheDocument()
    for (const name of ['Move Down', 'Move Up', 'Links', 'Gallery', 'Edit', 'Delete']) {
      expect(within(row('Valorant')).getByRole('button', { name: new RegExp(`^${name}$`) })).toBeInTheDocument()
    }
    // The buttons' icons are CSS (lib/css-icons.ts): no SVG element per button in a long list.
    expect(row('Valorant').querySelector('svg')).toBeNull()
    expect([...row('Valorant').querySelectorAll('button')].map((b) => b.dataset.cssIcon)).toEqual(['arrowDown', 'arrowUp', 'link', 'images', 'pencil', 'trash'])
  })

  it('Move Up swaps priorities with the neighbour above; nothing happens at the ends', async () => {
    const api = fakeAdminApi({
      projects: [
        project({ id: 1, title: 'First', priority: 1 }),
        project({ id: 2, title: 'Second', priority: 2 }),
        project({ id: 3, title: 'Other studio', subcategory: 'maxis-ea', priority: 0 }),
      ],
    })
    const { user } = await openPortfolio()
    await user.click(within(row('First')).getByRole('button', { name: 'Move Up' }))
    await user.click(within(row('Second')).getByRole('button', { name: 'Move Down' }))
    await user.click(within(row('Other studio')).getByRole('button', { name: 'Move Up' }))
    expect(api.writes).toHaveLength(0)

    await user.click(within(row('Second')).getByRole('button', { name: 'Move Up' }))
    expect(await screen.findByText('Position updated successfully')).toBeInTheDocument()
    // The notice shows on the tap; the request follows once it is drawn.
    await waitFor(() => expect(api.writes).toEqual([{ method: 'POST', path: '/api/portfolio/projects/reorder', body: { ids: [2, 1] } }]))
    await waitFor(() => expect(within(row('Second')).getByText('Position: 1')).toBeInTheDocument())
    const list = screen.getByRole('list', { name: 'Games: Riot Games' })
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Second')
  })

  it('reports a failed reorder', async () => {
    fakeAdminApi({ projects: [project({ id: 1, title: 'A', priority: 1 }), project({ id: 2, title: 'B', priority: 2 })] })
    server.use(http.post('*/api/portfolio/projects/reorder', () => new HttpResponse(null, { status: 500 })))
    const { user } = await openPortfolio()
    await user.click(within(row('B')).getByRole('button', { name: 'Move Up' }))
    expect(await screen.findByText('Failed to update position')).toBeInTheDocument()
    expect(screen.getByText('Error')).toBeInTheDocument()
  })

  /** Holds the reorder requests until release(): then each goes on to the fake API, or answers `refuse` when given. */
  function holdReorders(refuse?: () => Response) {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const held = { release, requests: 0 }
    server.use(
      http.post('*/api/portfolio/projects/reorder', async () => {
        held.requests++
        await gate
        return refuse?.()
      }),
    )
    return held
  }
  const riot = () => screen.getByRole('list', { name: 'Games: Riot Games' })
  const rows = () => within(riot()).getAllByRole('listitem').map((li) => `${li.querySelector('p')?.textContent} ${li.querySelector('.project-row-position')?.textContent}`)

  it('Move Down shows the new order, unique positions and the notice before the server answers; the answer keeps them', async () => {
    // The demo's projects at 1, 2, 3 and a new one at the form's default 1.
    const api = fakeAdminApi({
      projects: [
        project({ id: 1, title: 'First', priority: 1 }),
        project({ id: 2, title: 'Second', priority: 2 }),
        project({ id: 3, title: 'Third', priority: 3 }),
        project({ id: 4, title: 'Added', priority: 1 }),
      ],
    })
    const held = holdReorders()
    const { user } = await openPortfolio()
    expect(rows()).toEqual(['First Position: 1', 'Added Position: 1', 'Second Position: 2', 'Third Position: 3'])

    await user.click(within(row('Second')).getByRole('button', { name: 'Move Down' }))
    expect(await screen.findByText('Position updated successfully')).toBeInTheDocument()
    await waitFor(() => expect(rows()).toEqual(['First Position: 1', 'Added Position: 2', 'Third Position: 3', 'Second Position: 4']))
    expect(api.writes).toHaveLength(0)

    held.release()
    await waitFor(() => expect(api.writes).toEqual([{ method: 'POST', path: '/api/portfolio/projects/reorder', body: { ids: [2, 3] } }]))
    await waitFor(() => expect(api.state.projects.find((p) => p.id === 4)?.priority).toBe(2))
    expect(rows()).toEqual(['First Position: 1', 'Added Position: 2', 'Third Position: 3', 'Second Position: 4'])
  })

  it('sends moves one after another in the order of the taps', async () => {
    const api = fakeAdminApi({
      projects: [project({ id: 1, title: 'A', priority: 1 }), project({ id: 2, title: 'B', priority: 2 }), project({ id: 3, title: 'C', priority: 3 })],
    })
    const held = holdReorders()
    const { user } = await openPortfolio()
    await user.click(within(row('A')).getByRole('button', { name: 'Move Down' }))
    await waitFor(() => expect(rows()[1]).toBe('A Position: 2'))
    await user.click(within(row('A')).getByRole('button', { name: 'Move Down' }))
    await waitFor(() => expect(rows()).toEqual(['B Position: 1', 'C Position: 2', 'A Position: 3']))
    expect(api.writes).toHaveLength(0)

    held.release()
    await waitFor(() => expect(api.writes.map((w) => w.body)).toEqual([{ ids: [1, 2] }, { ids: [1, 3] }]))
    await waitFor(() => expect(api.state.projects.map((p) => [p.id, p.priority])).toEqual([[1, 3], [2, 1], [3, 2]]))
    expect(rows()).toEqual(['B Position: 1', 'C Position: 2', 'A Position: 3'])
  })

  it('a second tap before the rows moved is made on the order the first one gives', async () => {
    const api = fakeAdminApi({
      projects: [project({ id: 1, title: 'A', priority: 1 }), project({ id: 2, title: 'B', priority: 2 }), project({ id: 3, title: 'C', priority: 3 })],
    })
    const held = holdReorders()
    await openPortfolio()
    const down = within(row('A')).getByRole('button', { name: 'Move Down' })
    // Two taps in one go: the rows have not re-rendered between them.
    fireEvent.click(down)
    fireEvent.click(down)
    await waitFor(() => expect(rows()).toEqual(['B Position: 1', 'C Position: 2', 'A Position: 3']))
    held.release()
    await waitFor(() => expect(api.writes.map((w) => w.body)).toEqual([{ ids: [1, 2] }, { ids: [1, 3] }]))
  })

  it('a refused move puts the rows back, with the moves tapped after it, and says why', async () => {
    const api = fakeAdminApi({
      projects: [project({ id: 1, title: 'A', priority: 1 }), project({ id: 2, title: 'B', priority: 2 }), project({ id: 3, title: 'C', priority: 3 })],
    })
    const held = holdReorders(() => HttpResponse.json({ message: 'The database is not available; try again in a moment' }, { status: 503 }))
    const { user } = await openPortfolio()
    await user.click(within(row('A')).getByRole('button', { name: 'Move Down' }))
    await waitFor(() => expect(rows()[1]).toBe('A Position: 2'))
    await user.click(within(row('C')).getByRole('button', { name: 'Move Up' }))
    await waitFor(() => expect(rows()).toEqual(['B Position: 1', 'C Position: 2', 'A Position: 3']))
    expect(held.requests).toBe(1)

    held.release()
    expect(await screen.findByText('Failed to update position')).toBeInTheDocument()
    expect(screen.getByText('The database is not available; try again in a moment')).toBeInTheDocument()
    await waitFor(() => expect(rows()).toEqual(['A Position: 1', 'B Position: 2', 'C Position: 3']))
    expect(held.requests).toBe(1)
    expect(api.writes).toHaveLength(0)
  })

  it('deletes after the confirmation only', async () => {
    const api = fakeAdminApi({ projects: [project({ id: 1, title: 'Doomed' })] })
    const { user } = await openPortfolio()
    await user.click(within(row('Doomed')).getByRole('button', { name: 'Delete' }))
    expect(await answerConfirm(user, false)).toBe('Are you sure you want to delete this project?\n\n“Doomed” goes to the Trash, where you can restore it.')
    expect(api.writes).toHaveLength(0)
    await user.click(within(row('Doomed')).getByRole('button', { name: 'Delete' }))
    await answerConfirm(user, true)
    expect(await screen.findByText('Project deleted successfully')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Doomed')).not.toBeInTheDocument())
  })
})

describe('project dialog', () => {
  it('creates: starts empty, subcategory waits for and follows the category, tag rules, tags sent as null when empty', async () => {
    const api = fakeAdminApi()
    const { user } = await openPortfolio()
    await user.click(screen.getByRole('button', { name: 'Add Project' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add New Project' })
    const d = within(dialog)
    expect(d.getByLabelText(/Title/)).toHaveValue('')
    expect(d.getByLabelText(/Priority/)).toHaveValue(1)
    expect(d.getByLabelText(/^Subcategory/)).toBeDisabled()
    expect(d.queryByTestId('image-preview')).not.toBeInTheDocument()

    await user.click(d.getByRole('button', { name: 'Create Project' }))
    expect(d.getAllByText('Required')).toHaveLength(2)
    expect(api.writes).toHaveLength(0)

    await user.type(d.getByLabelText(/Title/), 'New Game')
    expect(d.getAllByText('Required')).toHaveLength(1)
    await user.selectOptions(d.getByLabelText(/^Category/), 'games')
    expect(d.queryByText('Required')).not.toBeInTheDocument()
    expect(d.getByLabelText(/^Subcategory/)).toBeEnabled()
    await user.selectOptions(d.getByLabelText(/^Subcategory/), 'maxis-ea')
    await user.selectOptions(d.getByLabelText(/^Category/), 'music')
    expect(d.getByLabelText(/^Subcategory/)).toHaveValue('')
    await user.selectOptions(d.getByLabelText(/^Subcategory/), 'music-videos')

    const priority = d.getByLabelText(/Priority/)
    await user.clear(priority)
    await user.click(d.getByRole('button', { name: 'Create Project' }))
    expect(await screen.findByText('Project created successfully')).toBeInTheDocument()
    expect(api.lastWrite('POST', '/api/portfolio/projects')!.body).toEqual({
      title: 'New Game',
      priority: 1,
      description: '',
      category: 'music',
      subcategory: 'music-videos',
      role: '',
      imageUrl: '',
      imageDescription: '',
      imageDecorative: false,
      imageFocalX: 0.5,
      imageFocalY: 0.5,
      tags: null,
      year: '',
      studio: '',
      platform: '',
      story: '',
      outcomes: null,
      credits: null,
      isActive: true,
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByText('New Game')).toBeInTheDocument()
  })

  it('adds tags with Add or Enter, ignoring blanks and repeats, and removes them with their icon', async () => {
    const api = fakeAdminApi()
    const { user } = await openPortfolio()
    await user.click(screen.getByRole('button', { name: 'Add Project' }))
    const d = within(await screen.findByRole('dialog', { name: 'Add New Project' }))
    const tagInput = d.getByPlaceholderText('Add a tag')
    await user.type(tagInput, '  rpg  ')
    await user.click(d.getByRole('button', { name: 'Add' }))
    await user.type(tagInput, 'indie{Enter}')
    await user.type(tagInput, 'rpg{Enter}')
    await user.type(tagInput, '   {Enter}')
    await user.type(tagInput, 'temp{Enter}')
    const tags = d.getByRole('list', { name: 'Tags' })
    expect(within(tags).getAllByRole('listitem').map((t) => t.textContent)).toEqual(['rpg', 'indie', 'temp'])
    await user.click(d.getByRole('button', { name: 'Remove tag temp' }))
    expect(within(tags).getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByRole('dialog', { name: 'Add New Project' })).toBeInTheDocument()

    await user.type(d.getByLabelText(/Title/), 'Tagged')
    await user.selectOptions(d.getByLabelText(/^Category/), 'games')
    await user.click(d.getByRole('button', { name: 'Create Project' }))
    await screen.findByText('Project created successfully')
    expect((api.lastWrite('POST', '/api/portfolio/projects')!.body as { tags: string[] }).tags).toEqual(['rpg', 'indie'])
  })

  it('edits: prefilled with defaults for missing values, Saving... with both buttons disabled, a server message on failure', async () => {
    fakeAdminApi({
      projects: [project({ id: 7, title: 'Old', category: 'cinematics', subcategory: 'story-champion-lore', priority: undefined as unknown as number, description: null as unknown as string, tags: ['a'], imageUrl: '/images/x.png' })],
    })
    let release = () => {}
    let sent: unknown
    server.use(
      http.put('*/api/portfolio/projects/:id', async ({ request }) => {
        sent = await request.json()
        await new Promise<void>((r) => (release = r))
        return HttpResponse.json({ message: 'title: Required', fields: { title: 'Required' } }, { status: 400 })
      }),
    )
    const { user } = await openPortfolio()
    await user.click(within(row('Old')).getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Project' })
    const d = within(dialog)
    expect(d.getByLabelText(/Title/)).toHaveValue('Old')
    expect(d.getByLabelText(/Priority/)).toHaveValue(1)
    expect(d.getByLabelText(/^Description/)).toHaveValue('')
    expect(d.getByLabelText(/^Subcategory/)).toHaveValue('story-champion-lore')
    expect(d.getByTestId('image-preview')).toHaveAttribute('src', '/images/x.png')
    expect(within(d.getByRole('list', { name: 'Tags' })).getByText('a')).toBeInTheDocument()

    await user.click(d.getByRole('button', { name: 'Update Project' }))
    expect(await d.findByRole('button', { name: 'Saving...' })).toBeDisabled()
    expect(d.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    release()
    expect(await screen.findByText('title: Required')).toBeInTheDocument()
    expect(await d.findByText('Required')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Edit Project' })).toBeInTheDocument()
    expect(sent).toMatchObject({ title: 'Old', priority: 1, category: 'cinematics', tags: ['a'] })
  })

  it('hides the preview when the image fails to load, and shows it again for a new URL', async () => {
    fakeAdminApi()
    const { user } = await openPortfolio()
    await user.click(screen.getByRole('button', { name: 'Add Project' }))
    const d = within(await screen.findByRole('dialog', { name: 'Add New Project' }))
    await user.type(d.getByLabelText(/Image URL/), '/broken.png')
    const img = d.getByTestId('image-preview')
    img.dispatchEvent(new Event('error'))
    await waitFor(() => expect(d.queryByTestId('image-preview')).not.toBeInTheDocument())
    await user.type(d.getByLabelText(/Image URL/), 'x')
    expect(d.getByTestId('image-preview')).toHaveAttribute('src', '/broken.pngx')
  })

  it('uploads an image into the URL field', async () => {
    const api = fakeAdminApi()
    api.state.uploadNames.push('cover.png', 'broken.png')
    api.state.failUploads.add('broken.png')
    const { user } = await openPortfolio()
    await user.click(screen.getByRole('button', { name: 'Add Project' }))
    const d = within(await screen.findByRole('dialog', { name: 'Add New Project' }))
    await user.upload(d.getByLabelText('Upload Image'), new File(['png'], 'cover.png', { type: 'image/png' }))
    expect(await screen.findByText('Image uploaded successfully')).toBeInTheDocument()
    expect(d.getByLabelText(/Image URL/)).toHaveValue('/uploads/1-cover.png')
    await user.upload(d.getByLabelText('Upload Image'), new File(['png'], 'broken.png', { type: 'image/png' }))
    expect(await screen.findByText('Failed to upload image')).toBeInTheDocument()
    expect(screen.getByText('Unsupported image')).toBeInTheDocument()
  })

  it("sends a file the picker's filter refuses to the server and shows the server's reason", async () => {
    const api = fakeAdminApi()
    api.state.uploadNames.push('notes.txt')
    api.state.failUploads.add('notes.txt')
    const { user } = await openPortfolio()
    await user.click(screen.getByRole('button', { name: 'Add Project' }))
    const d = within(await screen.findByRole('dialog', { name: 'Add New Project' }))
    // As a file dropped or chosen with "All files": the picker's image filter does not stop it.
    await userEvent.setup({ applyAccept: false }).upload(d.getByLabelText('Upload Image'), new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    expect(await screen.findByText('Failed to upload image')).toBeInTheDocument()
    expect(screen.getByText('Unsupported image')).toBeInTheDocument()
    expect(api.writes.filter((w) => w.method === 'POST' && w.path === '/api/upload')).toHaveLength(1)
  })

  it('a create after a cancelled edit starts empty again', async () => {
    fakeAdminApi({ projects: [project({ title: 'Kept' })] })
    const { user } = await openPortfolio()
    await user.click(within(row('Kept')).getByRole('button', { name: 'Edit' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Edit Project' })).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Add Project' }))
    const d = within(await screen.findByRole('dialog', { name: 'Add New Project' }))
    expect(d.getByLabelText(/Title/)).toHaveValue('')
    await delay(1)
  })
})
