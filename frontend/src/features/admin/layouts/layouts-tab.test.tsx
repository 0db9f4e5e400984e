import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { SectionLayout } from '@/lib/api-types.gen'
import { server } from '@/test/server'
import { fakeAdminApi } from '../test/fake-api'
import { renderAdmin } from '../test/render-admin'
import { answerConfirm } from '../test/confirm'

const layout = (over: Partial<SectionLayout> = {}): SectionLayout => ({
  id: 7,
  category: 'music',
  subcategory: '',
  columnsPerRow: 2,
  displayStyle: 'grid',
  sectionTitle: 'Sound & Score',
  sectionDescription: '',
  isActive: true,
  createdAt: '',
  ...over,
})

async function openLayouts() {
  const utils = renderAdmin()
  await utils.user.click(await screen.findByRole('tab', { name: 'Layouts' }))
  return utils
}

const row = (title: string) => screen.getByText(title).closest('li') as HTMLElement

describe('layouts tab', () => {
  it('lists category, subcategory, style and columns, with the Inactive badge', async () => {
    fakeAdminApi({ layouts: [layout(), layout({ id: 8, category: 'games', subcategory: 'riot-games', displayStyle: 'list', columnsPerRow: 1, sectionTitle: '', isActive: false })] })
    await openLayouts()
    expect(await screen.findByRole('heading', { name: 'Section Layouts' })).toBeInTheDocument()
    expect(await screen.findByText('Music')).toBeInTheDocument()
    expect(within(row('Music')).getByText('Grid · 2 columns')).toBeInTheDocument()
    expect(within(row('Music')).getByText('“Sound & Score”')).toBeInTheDocument()
    expect(within(row('Music')).queryByText('Inactive')).not.toBeInTheDocument()
    expect(within(row('Games · Riot Games')).getByText('List · 1 column')).toBeInTheDocument()
    expect(within(row('Games · Riot Games')).getByText('Inactive')).toBeInTheDocument()
  })

  it('creates with the defaults, checks the fields as the server does, and edits', async () => {
    const api = fakeAdminApi({ layouts: [layout()] })
    const { user } = await openLayouts()
    await user.click(await screen.findByRole('button', { name: 'Add Layout' }))
    let d = within(await screen.findByRole('dialog', { name: 'Add Layout' }))
    expect(d.getByLabelText(/Columns per Row/)).toHaveValue(3)
    expect(d.getByLabelText(/Display Style/)).toHaveValue('grid')
    await user.click(d.getByRole('button', { name: 'Create Layout' }))
    expect(d.getByText('Required')).toBeInTheDocument()
    await user.selectOptions(d.getByLabelText(/^Category/), 'cinematics')
    await user.clear(d.getByLabelText(/Columns per Row/))
    await user.type(d.getByLabelText(/Columns per Row/), '5')
    await user.click(d.getByRole('button', { name: 'Create Layout' }))
    expect(d.getByText('Number must be less than or equal to 4')).toBeInTheDocument()
    await user.clear(d.getByLabelText(/Columns per Row/))
    await user.type(d.getByLabelText(/Columns per Row/), '4')
    await user.selectOptions(d.getByLabelText(/Display Style/), 'list')
    await user.type(d.getByLabelText(/Section Title/), ' Moving Pictures ')
    await user.click(d.getByRole('button', { name: 'Create Layout' }))
    expect(await screen.findByText('Layout created successfully')).toBeInTheDocument()
    expect(api.lastWrite('POST', '/api/portfolio/section-layouts')!.body).toEqual({
      category: 'cinematics',
      subcategory: '',
      columnsPerRow: 4,
      displayStyle: 'list',
      sectionTitle: 'Moving Pictures',
      sectionDescription: '',
      isActive: true,
    })
    // The notice shows as the save answers; the dialog (and its select's "Music" option) is gone after.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Layout' })).toBeNull())

    await user.click(within(row('Music')).getByRole('button', { name: 'Edit' }))
    d = within(await screen.findByRole('dialog', { name: 'Edit Layout' }))
    expect(d.getByLabelText(/Section Title/)).toHaveValue('Sound & Score')
    await user.click(d.getByText('Active', { exact: true }))
    await waitFor(() => expect(d.getByRole('checkbox', { name: 'Active' })).not.toBeChecked())
    await user.click(d.getByRole('button', { name: 'Update Layout' }))
    expect(await screen.findByText('Layout updated successfully')).toBeInTheDocument()
    expect(api.lastWrite('PUT', '/api/portfolio/section-layouts/7')!.body).toMatchObject({ category: 'music', columnsPerRow: 2, isActive: false })
  })

  it("shows the server's conflict message and keeps the dialog open", async () => {
    fakeAdminApi({ layouts: [layout()] })
    server.use(
      http.post('*/api/portfolio/section-layouts', () =>
        HttpResponse.json({ message: 'An active layout already exists for this category and subcategory' }, { status: 409 }),
      ),
    )
    const { user } = await openLayouts()
    await user.click(await screen.findByRole('button', { name: 'Add Layout' }))
    const d = within(await screen.findByRole('dialog', { name: 'Add Layout' }))
    await user.selectOptions(d.getByLabelText(/^Category/), 'music')
    await user.click(d.getByRole('button', { name: 'Create Layout' }))
    expect(await screen.findByText('An active layout already exists for this category and subcategory')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Add Layout' })).toBeInTheDocument()
  })

  it('deletes with the confirmation', async () => {
    fakeAdminApi({ layouts: [layout()] })
    const { user } = await openLayouts()
    await user.click(within(await waitFor(() => row('Music'))).getByRole('button', { name: 'Delete' }))
    expect(await answerConfirm(user, true)).toEqual(expect.stringMatching(/^Are you sure you want to delete this layout\?\n\n“.+” goes to the Trash, where you can restore it\.$/))
    expect(await screen.findByText('Layout deleted successfully')).toBeInTheDocument()
  })
})
