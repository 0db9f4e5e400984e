import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '@/test/server'
import type { SignInProtection } from '@/lib/api-types.gen'
import { fakeAdminApi } from '../test/fake-api'
import { renderAdmin } from '../test/render-admin'
import { dateTime } from '../lib/date-time'
import { SIGN_IN_PROTECTION_MESSAGES as M } from './messages'

const LOCKED: SignInProtection = {
  lockedUntil: '2026-11-28T10:15:00Z',
  since: '2026-11-27T10:00:00Z',
  refusedAttempts: 10001,
  refusedAddresses: 100,
  trustedBrowser: true,
}

function answer(p: SignInProtection) {
  server.use(http.get('*/api/auth/sign-in-protection', () => HttpResponse.json(p)))
}

async function openSection(user: ReturnType<typeof renderAdmin>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Account' }))
  return within(await screen.findByRole('region', { name: M.title }))
}

describe('Account: sign-in protection', () => {
  it('shows the lock for new browsers, the refused attempts and that this browser is trusted', async () => {
    fakeAdminApi()
    answer(LOCKED)
    const { user } = renderAdmin()
    const section = await openSection(user)
    expect(await section.findByTestId('sign-in-lock')).toHaveTextContent(M.lockedBadge)
    expect(section.getByTestId('sign-in-lock')).toHaveTextContent(M.lockedUntil(dateTime(LOCKED.lockedUntil!)))
    expect(section.getByTestId('sign-in-refused')).toHaveTextContent('10001 sign-in attempts refused in the last 24 hours, from 100 addresses.')
    expect(section.getByTestId('sign-in-browser')).toHaveTextContent(M.trustedBadge)
    expect(section.getByTestId('sign-in-browser')).toHaveTextContent(M.trusted)
  })

  it('says when nothing is locked or refused, and when this browser is not trusted yet', async () => {
    fakeAdminApi()
    answer({ ...LOCKED, lockedUntil: null, refusedAttempts: 0, refusedAddresses: 0, trustedBrowser: false })
    const { user } = renderAdmin()
    const section = await openSection(user)
    expect(await section.findByTestId('sign-in-lock')).toHaveTextContent(M.openBadge)
    expect(section.getByTestId('sign-in-refused')).toHaveTextContent(M.noneRefused)
    expect(section.getByTestId('sign-in-browser')).toHaveTextContent(M.untrustedBadge)
  })

  it('counts one attempt and one address in the singular', async () => {
    fakeAdminApi()
    answer({ ...LOCKED, refusedAttempts: 1, refusedAddresses: 1 })
    const { user } = renderAdmin()
    const section = await openSection(user)
    expect(await section.findByTestId('sign-in-refused')).toHaveTextContent('1 sign-in attempt refused in the last 24 hours, from 1 address.')
  })

  it('says so when the server cannot answer', async () => {
    fakeAdminApi()
    server.use(http.get('*/api/auth/sign-in-protection', () => HttpResponse.json({ message: 'Internal error' }, { status: 500 })))
    const { user } = renderAdmin()
    const section = await openSection(user)
    expect(await section.findByText(M.loadFailed)).toBeInTheDocument()
  })
})
