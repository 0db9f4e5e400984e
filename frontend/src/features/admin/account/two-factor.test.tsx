import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '@/test/server'
import { fakeAdminApi } from '../test/fake-api'
import { renderAdmin } from '../test/render-admin'
import { recoveryFile } from './two-factor-enrolment'

const CODES = Array.from({ length: 10 }, (_, i) => `code-${i}aaa-bbbb-cccc`)

/** The two-factor routes as the Go server answers them, over the fake API's session. */
function fakeTwoFactor({ on = false } = {}) {
  const state = { on, authenticated: false, bodies: [] as unknown[] }
  const status = () => ({ isAuthenticated: state.authenticated, user: state.authenticated ? { id: 1, username: 'admin' } : null, ...(state.authenticated && state.on ? { twoFactorEnabled: true } : {}) })
  server.use(
    http.get('*/api/auth/status', () => HttpResponse.json(status())),
    http.post('*/api/auth/login', () => (state.on ? HttpResponse.json({ twoFactorRequired: true }) : ((state.authenticated = true), HttpResponse.json(status())))),
    http.post('*/api/auth/login/2fa', async ({ request }) => {
      const { code } = (await request.json()) as { code: string }
      state.bodies.push({ code })
      if (code === 'hammer') return HttpResponse.json({ message: 'Too many sign-in attempts. Try again in 15 minutes.' }, { status: 429, headers: { 'Retry-After': '900' } })
      if (code !== '123456' && code !== 'abcd-efgh') return HttpResponse.json({ message: 'Invalid authentication code' }, { status: 401 })
      state.authenticated = true
      return HttpResponse.json(status())
    }),
    http.post('*/api/auth/2fa/setup', () => HttpResponse.json({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrPng: 'data:image/png;base64,iVBORw0KGgo=' })),
    http.post('*/api/auth/2fa/enable', async ({ request }) => {
      const { code } = (await request.json()) as { code: string }
      if (code !== '123456') return HttpResponse.json({ message: 'Invalid authentication code', fields: { code: 'Invalid authentication code' } }, { status: 400 })
      state.on = true
      return HttpResponse.json({ recoveryCodes: CODES })
    }),
    http.post('*/api/auth/2fa/disable', async ({ request }) => {
      const body = (await request.json()) as { password: string; code: string }
      if (body.password !== 'secret') return HttpResponse.json({ message: 'Current password is incorrect', fields: { password: 'Current password is incorrect' } }, { status: 400 })
      state.on = false
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return state
}

async function signInWithPassword(user: ReturnType<typeof renderAdmin>['user']) {
  await user.type(await screen.findByLabelText(/Username/), 'admin')
  await user.type(screen.getByLabelText(/Password/), 'secret')
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
}

describe('Login: the second step', () => {
  it('asks for the authentication code after the password, refuses a wrong one and signs in with the right one', async () => {
    fakeAdminApi({ authenticated: false })
    fakeTwoFactor({ on: true })
    const { user } = renderAdmin()
    await signInWithPassword(user)
    const code = await screen.findByLabelText(/Authentication code/)
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument()
    await user.type(code, '000000')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid authentication code')
    await user.type(screen.getByLabelText(/Authentication code/), 'hammer')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('Too many sign-in attempts. Try again in 15 minutes.')).toBeInTheDocument()
    await user.type(screen.getByLabelText(/Authentication code/), 'abcd-efgh')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('tab', { name: 'Account' })).toBeInTheDocument()
  })

  it('signs in at once without two-factor sign-in', async () => {
    fakeAdminApi({ authenticated: false })
    fakeTwoFactor()
    const { user } = renderAdmin()
    await signInWithPassword(user)
    expect(await screen.findByRole('tab', { name: 'Account' })).toBeInTheDocument()
    expect(screen.queryByLabelText(/Authentication code/)).not.toBeInTheDocument()
  })
})

describe('Account: two-factor sign-in', () => {
  it('sets up with the QR code and a code, shows the recovery codes once, then disables with password and code', async () => {
    fakeAdminApi()
    const state = fakeTwoFactor()
    state.authenticated = true
    const { user } = renderAdmin()
    await user.click(await screen.findByRole('tab', { name: 'Account' }))
    const section = within(await screen.findByRole('region', { name: 'Two-factor sign-in' }))
    await user.click(section.getByRole('button', { name: 'Set up' }))
    expect(await section.findByAltText('QR code for your authenticator app')).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=')
    expect(section.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument()

    await user.type(section.getByLabelText(/Authentication code/), '999999')
    await user.click(section.getByRole('button', { name: 'Turn on' }))
    expect(await section.findByText('Invalid authentication code')).toBeInTheDocument()
    await user.clear(section.getByLabelText(/Authentication code/))
    await user.type(section.getByLabelText(/Authentication code/), '123456')
    await user.click(section.getByRole('button', { name: 'Turn on' }))
    const codes = within(await section.findByRole('region', { name: 'Recovery codes' }))
    expect(codes.getAllByRole('listitem').map((li) => li.textContent)).toEqual(CODES)
    // Copy codes puts them on the clipboard one per line; Download codes saves them as a text file.
    await user.click(codes.getByRole('button', { name: 'Copy codes' }))
    expect(await screen.findByText('Recovery codes copied')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'))
    const made = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:codes')
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('portfolio-admin-recovery-codes.txt')
      expect(this.href).toBe('blob:codes')
    })
    await user.click(codes.getByRole('button', { name: 'Download codes' }))
    expect(clicked).toHaveBeenCalledTimes(1)
    expect((made.mock.calls[0][0] as Blob).type).toBe('text/plain;charset=utf-8')
    const file = recoveryFile(CODES, new Date('2026-11-27T12:00:00Z'))
    expect(file).toContain('made 2026-11-27')
    expect(file.split('\n').filter((line) => CODES.includes(line))).toEqual(CODES)
    made.mockRestore()
    clicked.mockRestore()
    await user.click(codes.getByRole('button', { name: 'I have stored them' }))
    expect(section.queryByText(CODES[0])).not.toBeInTheDocument()

    await user.type(section.getByLabelText(/^Password/), 'wrong')
    await user.type(section.getByLabelText(/Authentication code/), '123456')
    await user.click(section.getByRole('button', { name: 'Disable' }))
    expect(await section.findByText('Current password is incorrect')).toBeInTheDocument()
    await user.clear(section.getByLabelText(/^Password/))
    await user.type(section.getByLabelText(/^Password/), 'secret')
    await user.click(section.getByRole('button', { name: 'Disable' }))
    expect(await section.findByRole('button', { name: 'Set up' })).toBeInTheDocument()
  })
})
