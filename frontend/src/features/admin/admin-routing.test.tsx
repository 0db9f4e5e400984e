import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { project } from '@/test/fixtures'
import { renderWithProviders } from '@/test/render'
import AdminPage from './index'
import { DISCARD_QUESTION } from './lib/unsaved'
import { answerConfirm, confirmShown } from './test/confirm'
import { fakeAdminApi } from './test/fake-api'
import { fakeSiteApi } from './test/fake-site-api'

/** The admin at an address, with a user-event session. */
function renderAt(path: string) {
  const user = userEvent.setup()
  return { ...renderWithProviders(<AdminPage />, path), user }
}

const selectedTab = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent

afterEach(() => vi.restoreAllMocks())

describe('admin tabs are addresses', () => {
  it('opens the tab the address names, and a tab click changes the address; Back returns to the tab before', async () => {
    fakeAdminApi()
    fakeSiteApi()
    const { user, router } = renderAt('/admin/site')
    expect(await screen.findByRole('tab', { name: 'Site', selected: true })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Site', level: 2 })).toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'Media & Press' }))
    expect(router.state.location.pathname).toBe('/admin/media-press')
    await waitFor(() => expect(selectedTab()).toBe('Media & Press'))
    await user.click(screen.getByRole('tab', { name: 'Dashboard' }))
    expect(router.state.location.pathname).toBe('/admin')

    await act(() => router.navigate(-1))
    expect(router.state.location.pathname).toBe('/admin/media-press')
    await waitFor(() => expect(selectedTab()).toBe('Media & Press'))
    await act(() => router.navigate(-1))
    expect(selectedTab()).toBe('Site')
  })

  it("the Dashboard's Manage goes to /admin/portfolio; an address naming no tab shows the Dashboard at /admin", async () => {
    fakeAdminApi({ projects: [project({ category: 'games' })] })
    const { user, router } = renderAt('/admin/no-such-tab')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
    expect(await screen.findByRole('tab', { name: 'Dashboard', selected: true })).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Manage games' }))
    expect(router.state.location.pathname).toBe('/admin/portfolio')
    expect(await screen.findByRole('heading', { name: 'Portfolio Projects' })).toBeInTheDocument()
  })

  it('signing in at /admin/site opens the Site tab', async () => {
    fakeAdminApi({ authenticated: false })
    fakeSiteApi()
    const { user, router } = renderAt('/admin/site')
    await user.type(await screen.findByLabelText(/Username/), 'admin')
    await user.type(screen.getByLabelText(/Password/), 'secret')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('tab', { name: 'Site', selected: true })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/site')
  })
})

describe('unsaved changes ask before they are dropped', () => {
  it('an unchanged dialog closes at once; a changed one asks on Escape, Cancel and the close button, and stays open on no', async () => {
    fakeAdminApi()
    const { user } = renderAt('/admin/portfolio')
    await user.click(await screen.findByRole('button', { name: 'Add Project' }))
    await screen.findByRole('dialog', { name: 'Add New Project' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(confirmShown()).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Add Project' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add New Project' })
    await user.type(within(dialog).getByLabelText(/^Title/), 'Half typed')
    await user.keyboard('{Escape}')
    expect(await answerConfirm(user, false)).toBe(DISCARD_QUESTION)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(await answerConfirm(user, false)).toBe(DISCARD_QUESTION)
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(await answerConfirm(user, false)).toBe(DISCARD_QUESTION)
    expect(screen.getByRole('dialog', { name: 'Add New Project' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Half typed')

    await user.keyboard('{Escape}')
    expect(await answerConfirm(user, true)).toBe(DISCARD_QUESTION)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('typing a value back to what it was is no change', async () => {
    fakeAdminApi()
    const { user } = renderAt('/admin/portfolio')
    await user.click(await screen.findByRole('button', { name: 'Add Project' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add New Project' })
    const title = within(dialog).getByLabelText(/^Title/)
    await user.type(title, 'x')
    await user.clear(title)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(confirmShown()).toBe(false)
  })

  it('Back with a changed dialog asks: no stays, yes closes it and leaves the tab', async () => {
    fakeAdminApi()
    const { user, router } = renderAt('/admin')
    await user.click(await screen.findByRole('tab', { name: 'Portfolio' }))
    await user.click(await screen.findByRole('button', { name: 'Add Project' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add New Project' })
    await user.type(within(dialog).getByLabelText(/^Title/), 'Half typed')

    await act(async () => void router.navigate(-1))
    expect(await answerConfirm(user, false)).toBe(DISCARD_QUESTION)
    expect(router.state.location.pathname).toBe('/admin/portfolio')
    expect(screen.getByRole('dialog', { name: 'Add New Project' })).toBeInTheDocument()

    await act(async () => void router.navigate(-1))
    expect(await answerConfirm(user, true)).toBe(DISCARD_QUESTION)
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('a changed Site group asks before another tab opens; yes drops its edits; leaving the page is warned', async () => {
    fakeAdminApi()
    fakeSiteApi()
    const { user, router } = renderAt('/admin/site')
    await user.click(await screen.findByRole('button', { name: /^Biography & Quote/ }))
    const form = within(await screen.findByRole('form', { name: 'Biography & Quote' }))
    const first = form.getByRole('textbox', { name: 'Biography Paragraph 1' })
    await user.clear(first)
    await user.paste('Changed.')
    await waitFor(() => expect(screen.getByRole('button', { name: /^Biography & Quote/ })).toHaveTextContent('Unsaved changes'))
    const unload = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(unload)
    expect(unload.defaultPrevented).toBe(true)

    await user.click(screen.getByRole('tab', { name: 'Inbox' }))
    expect(await answerConfirm(user, false)).toBe(DISCARD_QUESTION)
    expect(router.state.location.pathname).toBe('/admin/site')
    expect(screen.getByRole('button', { name: /^Biography & Quote/ })).toHaveTextContent('Unsaved changes')

    await user.click(screen.getByRole('tab', { name: 'Inbox' }))
    expect(await answerConfirm(user, true)).toBe(DISCARD_QUESTION)
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/inbox'))
    await user.click(screen.getByRole('tab', { name: 'Site' }))
    await waitFor(() => expect(screen.getByRole('button', { name: /^Biography & Quote/ })).not.toHaveTextContent('Unsaved changes'))
    const after = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(after)
    expect(after.defaultPrevented).toBe(false)
    expect(confirmShown()).toBe(false)
  })
})

describe('focus follows the moved row', () => {
  it('after Move Down the same project keeps the focus on its Move Down, so a second press moves it again', async () => {
    const api = fakeAdminApi({
      projects: [project({ id: 1, title: 'First', priority: 1 }), project({ id: 2, title: 'Second', priority: 2 }), project({ id: 3, title: 'Third', priority: 3 })],
    })
    const { user } = renderAt('/admin/portfolio')
    const list = await screen.findByRole('list', { name: 'Games: Riot Games' })
    const down = () => within(screen.getByText('First').closest('li')!).getByRole('button', { name: 'Move Down' })
    await user.click(down())
    expect(await screen.findByText('Position updated successfully')).toBeInTheDocument()
    await waitFor(() => expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('First'))
    await waitFor(() => expect(down()).toHaveFocus())

    await user.keyboard('{Enter}')
    await waitFor(() => expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('First'))
    // The second move is sent once the first is answered (in the order of the taps).
    await waitFor(() => expect(api.writes.map((w) => w.body)).toEqual([{ ids: [1, 2] }, { ids: [1, 3] }]))
    await waitFor(() => expect(down()).toHaveFocus())
  })
})
