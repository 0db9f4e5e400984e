import { screen, waitFor, within } from '@testing-library/react'
import { collaboration, investment, mediaItem, project } from '@/test/fixtures'
import { fakeAdminApi } from '../test/fake-api'
import { renderAdmin } from '../test/render-admin'

const viewSite = () => screen.getByRole('link', { name: 'View site' })
/** The header's link, also while a modal dialog hides it from the accessibility tree (it comes first: dialogs are portalled after it). */
const headerLink = () => screen.getAllByRole('link', { name: 'View site', hidden: true })[0]
const row = (title: string) => screen.getByText(title).closest('li') as HTMLElement

describe('View site', () => {
  it("opens the current tab's public page in a new tab", async () => {
    fakeAdminApi()
    const { user } = renderAdmin()
    await screen.findByRole('tab', { name: 'Portfolio' })
    expect(viewSite()).toHaveAttribute('href', '/')
    expect(viewSite()).toHaveAttribute('target', '_blank')
    expect(viewSite()).toHaveAttribute('rel', 'noopener noreferrer')
    for (const [tab, href] of [
      ['Portfolio', '/portfolio'],
      ['Collaborations', '/#collaborations'],
      ['Media & Press', '/media-press'],
      ['Investments', '/investments'],
      ['Account', '/'],
      ['Dashboard', '/'],
    ]) {
      await user.click(screen.getByRole('tab', { name: tab }))
      await waitFor(() => expect(viewSite()).toHaveAttribute('href', href))
    }
  })

  it('while a dialog edits an item, opens that item’s page; the tab’s again when it closes', async () => {
    fakeAdminApi({
      projects: [project({ title: 'Song', category: 'music' })],
      collaborations: [collaboration({ title: 'Partner' })],
      media: [mediaItem({ title: 'On Air', category: 'podcast-appearances' })],
      investments: [investment({ title: 'Fund I', category: 'funds-managed', subcategory: '' })],
    })
    const { user } = renderAdmin()
    for (const [tab, title, dialog, href, tabHref] of [
      ['Portfolio', 'Song', 'Edit Project', '/portfolio/music', '/portfolio'],
      ['Collaborations', 'Partner', 'Edit Collaboration', '/#collaborations', '/#collaborations'],
      ['Media & Press', 'On Air', 'Edit Media Item', '/media-press?category=podcast-appearances', '/media-press'],
      ['Investments', 'Fund I', 'Edit Investment', '/investments#funds-managed', '/investments'],
    ]) {
      await user.click(await screen.findByRole('tab', { name: tab }))
      await user.click(within(await waitFor(() => row(title))).getByRole('button', { name: 'Edit' }))
      const d = within(await screen.findByRole('dialog', { name: dialog }))
      // The header is behind the modal dialog, so the dialog carries the same link.
      expect(d.getByRole('link', { name: 'View site' })).toHaveAttribute('href', href)
      expect(headerLink()).toHaveAttribute('href', href)
      await user.click(d.getByRole('button', { name: 'Cancel' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      expect(viewSite()).toHaveAttribute('href', tabHref)
    }
  })

  it('a new item’s dialog has no link of its own; the links and gallery of a project lead to its section', async () => {
    fakeAdminApi({ projects: [project({ title: 'Song', category: 'music' })] })
    const { user } = renderAdmin()
    await user.click(await screen.findByRole('tab', { name: 'Portfolio' }))
    await user.click(await screen.findByRole('button', { name: 'Add Project' }))
    const d = within(await screen.findByRole('dialog', { name: 'Add New Project' }))
    expect(d.queryByRole('link', { name: 'View site' })).not.toBeInTheDocument()
    await user.click(d.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.click(within(await waitFor(() => row('Song'))).getByRole('button', { name: 'Links' }))
    await screen.findByRole('dialog', { name: 'Manage Project Links' })
    expect(headerLink()).toHaveAttribute('href', '/portfolio/music')
  })
})
