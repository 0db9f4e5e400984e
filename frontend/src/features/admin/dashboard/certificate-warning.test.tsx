import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '@/test/server'
import { fakeAdminApi } from '../test/fake-api'
import { renderAdmin } from '../test/render-admin'

describe('the Dashboard’s certificate warning (issue 42)', () => {
  it('warns when the served certificate expires within 14 days (the server decides), with the date and days left', async () => {
    fakeAdminApi()
    server.use(http.get('*/api/certificate', () => HttpResponse.json({ served: true, expiresAt: '2026-12-08T12:00:00Z', daysLeft: 9, warning: true })))
    renderAdmin()
    const warning = await screen.findByTestId('certificate-warning')
    expect(warning).toHaveTextContent('The HTTPS certificate needs attention')
    expect(warning).toHaveTextContent('expires in 9 days')
    expect(warning).toHaveTextContent('check the server’s log')
  })

  it('warns while the server has no certificate yet', async () => {
    fakeAdminApi()
    server.use(http.get('*/api/certificate', () => HttpResponse.json({ served: true, daysLeft: 0, warning: true })))
    renderAdmin()
    expect(await screen.findByTestId('certificate-warning')).toHaveTextContent('no HTTPS certificate yet')
  })

  it('says nothing while the certificate is far from its end, nor behind a proxy', async () => {
    let asked = 0
    fakeAdminApi()
    server.use(
      http.get('*/api/certificate', () => {
        asked++
        return HttpResponse.json({ served: true, expiresAt: '2027-02-01T00:00:00Z', daysLeft: 60, warning: false })
      }),
    )
    renderAdmin()
    expect(await screen.findByText('Portfolio Projects')).toBeInTheDocument()
    await waitFor(() => expect(asked).toBeGreaterThan(0))
    expect(screen.queryByTestId('certificate-warning')).not.toBeInTheDocument()
  })
})
