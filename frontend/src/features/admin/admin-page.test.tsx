import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse, delay } from 'msw'
import { collaboration, investment, mediaItem, project } from '@/test/fixtures'
import { server } from '@/test/server'
import { fakeAdminApi } from './test/fake-api'
import { renderAdmin } from './test/render-admin'

describe('admin sign-in', () => {
  it('shows a spinner with Loading... while the auth status loads', async () => {
    fakeAdminApi({ authenticated: false })
    server.use(
      http.get('*/api/auth/status', async () => {
        await delay(50)
        return HttpResponse.json({ isAuthenticated: false, user: null })
      }),
    )
    renderAdmin()
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
  })

  it('requires username and password', async () => {
    const api = fakeAdminApi({ authenticated: false })
    const { user } = renderAdmin()
    await user.click(await screen.findByRole('button', { name: 'Sign In' }))
    expect(screen.getAllByText('Required')).toHaveLength(2)
    expect(api.writes).toHaveLength(0)
  })

  it("shows the server's message when sign-in fails", async () => {
    fakeAdminApi({ authenticated: false })
    const { user } = renderAdmin()
    await user.type(await screen.findByLabelText(/Username/), 'admin')
    await user.type(screen.getByLabelText(/Password/), 'wrong')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password')
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
  })

  it('falls back to the generic message when the server sends none, and shows Signing in... while busy', async () => {
    fakeAdminApi({ authenticated: false })
    // The answer waits until the busy state has been checked: no race with a slow machine.
    let answer!: () => void
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.post('*/api/auth/login', async () => {
        await answered
        return new HttpResponse(null, { status: 500 })
      }),
    )
    const { user } = renderAdmin()
    await user.type(await screen.findByLabelText(/Username/), 'admin')
    await user.type(screen.getByLabelText(/Password/), 'x')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled()
    expect(screen.getByLabelText(/Username/)).toBeDisabled()
    expect(screen.getByLabelText(/Password/)).toBeDisabled()
    answer()
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.')
  })

  it('signs in, refetches the status and shows the content area; Logout returns to the login', async () => {
    fakeAdminApi({ authenticated: false })
    const { user } = renderAdmin()
    await user.type(await screen.findByLabelText(/Username/), 'admin')
    await user.type(screen.getByLabelText(/Password/), 'secret')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('heading', { name: 'Content Management System' })).toBeInTheDocument()
    expect(screen.getByText('Manage your portfolio, collaborations, media appearances, and investments')).toBeInTheDocument()
    expect(screen.getByText('Welcome, admin')).toBeInTheDocument()
    // Group by group: content, site, people & security, data; each tab described by its group.
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['Dashboard', 'Portfolio', 'Collaborations', 'Media & Press', 'Investments', 'Appearances', 'Media', 'Site', 'Layouts', 'Inbox', 'Activity', 'Account', 'Users', 'Insights', 'Trash'])
    expect(tabs.map((t) => t.getAttribute('aria-describedby') && document.getElementById(t.getAttribute('aria-describedby')!)?.textContent)).toEqual([
      ...Array(7).fill('Content'),
      ...Array(2).fill('Site'),
      ...Array(4).fill('People & security'),
      ...Array(2).fill('Data'),
    ])

    await user.click(screen.getByRole('button', { name: 'Logout' }))
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
    expect(screen.queryByText('Welcome, admin')).not.toBeInTheDocument()
  })
})

describe('dashboard', () => {
  it('counts every content type and lists the categories with a Manage button to the Portfolio tab', async () => {
    fakeAdminApi({
      projects: [
        project({ category: 'games' }),
        project({ category: 'games', subcategory: 'maxis-ea' }),
        project({ category: 'film-animation', subcategory: 'animated-series', isActive: false }),
      ],
      collaborations: [collaboration(), collaboration()],
      media: [mediaItem()],
      investments: [investment(), investment(), investment(), investment()],
    })
    const { user } = renderAdmin()
    const projectsCard = (await screen.findByText('Portfolio Projects')).parentElement!
    await waitFor(() => expect(within(projectsCard).getByText('3')).toBeInTheDocument())
    expect(within(projectsCard).getByText('Across 2 categories')).toBeInTheDocument()
    expect(within(screen.getByText('Notable industry relationships').parentElement!).getByText('2')).toBeInTheDocument()
    expect(within(screen.getByText('Appearances and features').parentElement!).getByText('1')).toBeInTheDocument()
    expect(within(screen.getByText('Portfolio companies').parentElement!).getByText('4')).toBeInTheDocument()

    expect(screen.getByRole('heading', { name: 'Portfolio Categories' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'games' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'film animation' })).toBeInTheDocument()
    expect(screen.getByText('2 projects')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Manage film animation' }))
    expect(await screen.findByRole('heading', { name: 'Portfolio Projects' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Portfolio' })).toHaveAttribute('aria-selected', 'true')
  })
})
