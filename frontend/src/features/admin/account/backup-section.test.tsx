import { screen, within } from '@testing-library/react'
import { fakeAdminApi } from '../test/fake-api'
import { renderAdmin } from '../test/render-admin'

describe('Account: backup', () => {
  it('offers the archive of GET /api/backup as a download the session cookie goes with', async () => {
    fakeAdminApi()
    const { user } = renderAdmin()
    await user.click(await screen.findByRole('tab', { name: 'Account' }))
    const section = within(await screen.findByRole('region', { name: 'Backup' }))
    const link = section.getByRole('link', { name: 'Download backup' })
    expect(link).toHaveAttribute('href', '/api/backup')
    expect(link).toHaveAttribute('download')
    expect(section.getByText(/portfolio import/)).toBeInTheDocument()
  })
})
