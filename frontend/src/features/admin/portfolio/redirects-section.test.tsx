import { screen, waitFor, within } from '@testing-library/react'
import type { Redirect } from '@/lib/api-types.gen'
import { fakeAdminApi } from '../test/fake-api'
import { renderAdmin } from '../test/render-admin'
import { answerConfirm } from '../test/confirm'

const redirect = (id: number, from: string, to: string, hits: number): Redirect => ({ id, from, to, hits, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-02T00:00:00Z' })

async function openRedirects() {
  const utils = renderAdmin()
  await utils.user.click(await screen.findByRole('tab', { name: 'Portfolio' }))
  const section = await screen.findByRole('region', { name: 'Redirects' })
  return { ...utils, section: within(section) }
}

describe('redirects', () => {
  it('lists each old address, the address it leads to now and its hits', async () => {
    fakeAdminApi({ redirects: [redirect(1, '/portfolio/games/old-name', '/portfolio/games/new-name', 12), redirect(2, '/portfolio/music/demo', '/portfolio/film-animation/demo', 1)] })
    const { section } = await openRedirects()
    const rows = await section.findAllByTestId('redirect-row')
    expect(rows).toHaveLength(2)
    expect(within(rows[0]).getByTestId('redirect-from')).toHaveTextContent('/portfolio/games/old-name')
    const to = within(rows[0]).getByRole('link', { name: /\/portfolio\/games\/new-name/ })
    expect(to).toHaveAttribute('href', '/portfolio/games/new-name')
    expect(within(rows[0]).getByText('12 hits')).toBeInTheDocument()
    expect(within(rows[1]).getByText('1 hit')).toBeInTheDocument()
  })

  it('removes a row after the confirmation only, with a notice, and the list refreshes', async () => {
    const api = fakeAdminApi({ redirects: [redirect(7, '/portfolio/games/gone', '/portfolio/games/here', 3), redirect(8, '/portfolio/music/a', '/portfolio/music/b', 0)] })
    const { user, section } = await openRedirects()
    const remove = await section.findByRole('button', { name: 'Remove redirect from /portfolio/games/gone' })
    await user.click(remove)
    expect(await answerConfirm(user, false)).toContain('/portfolio/games/gone')
    expect(api.lastWrite('DELETE', '/api/redirects')).toBeUndefined()

    await user.click(remove)
    await answerConfirm(user, true)
    expect(await screen.findByText('Redirect removed')).toBeInTheDocument()
    expect(api.lastWrite('DELETE', '/api/redirects/7')).toBeDefined()
    await waitFor(() => expect(section.getAllByTestId('redirect-row')).toHaveLength(1))
    expect(section.queryByText('/portfolio/games/gone')).not.toBeInTheDocument()
  })

  it('says when there are none', async () => {
    fakeAdminApi()
    const { section } = await openRedirects()
    expect(await section.findByText(/No redirects\./)).toBeInTheDocument()
  })
})
