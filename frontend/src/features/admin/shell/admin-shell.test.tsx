import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '@/test/render'
import { fakeAdminApi } from '../test/fake-api'
import { SHELL_MESSAGES } from './shell-layout'

describe('the admin shell', { timeout: 30_000 }, () => {
  it("is the admin's own: a way back to the site, the grouped navigation, none of the public header, breadcrumb or footer", async () => {
    fakeAdminApi()
    renderApp('/admin')
    expect(await screen.findByRole('heading', { name: 'Content Management System' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Back to the site/ })).toHaveAttribute('href', '/')
    expect(screen.getByRole('tablist', { name: SHELL_MESSAGES.nav })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'breadcrumb' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument()
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument()
    expect(screen.queryByTestId('footer-copyright')).not.toBeInTheDocument()
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Content Management System' }))
  })

  it("the sign-in screen is in the admin's shell too", async () => {
    fakeAdminApi({ authenticated: false })
    renderApp('/admin/site')
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Back to the site/ })).toBeInTheDocument()
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument()
  })

  it('the menu button opens and closes every group (Escape too); choosing a tab closes it', async () => {
    fakeAdminApi()
    const user = userEvent.setup()
    const { router } = renderApp('/admin')
    const toggle = await screen.findByRole('button', { name: SHELL_MESSAGES.allSections })
    const list = screen.getByRole('tablist', { name: SHELL_MESSAGES.nav })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveAttribute('aria-controls', list.id)
    expect(list).not.toHaveAttribute('data-open')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(list).toHaveAttribute('data-open')
    await waitFor(() => expect(within(list).getByRole('tab', { name: 'Dashboard', selected: true })).toHaveFocus())
    await user.keyboard('{Escape}')
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'))
    expect(toggle).toHaveFocus()
    await user.click(toggle)
    await user.click(within(list).getByRole('tab', { name: 'Trash' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/trash'))
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'))
    // Chosen in the panel: focus goes on to the content (the first tap there takes it from no tab).
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus())
    // Chosen from the list without the panel (the side column): focus stays on the tab, for the arrow keys.
    await user.click(within(list).getByRole('tab', { name: 'Insights' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/insights'))
    expect(within(list).getByRole('tab', { name: 'Insights' })).toHaveFocus()
  })
})
