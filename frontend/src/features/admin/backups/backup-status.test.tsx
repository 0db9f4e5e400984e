import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '@/test/server'
import { fakeAdminApi } from '../test/fake-api'
import { renderAdmin } from '../test/render-admin'
import { backupWarning, durationSeconds } from './backup-status'
import type { BackupStatus } from './api'

const base: BackupStatus = { every: '1h0m0s', next: '2026-11-29T15:00:00Z', target: 'dir:///srv/backups', encrypted: true, runs: [], verified: null }

describe('Scheduled backups', () => {
  it('reads Go durations', () => {
    expect(durationSeconds('24h0m0s')).toBe(86400)
    expect(durationSeconds('1m30s')).toBe(90)
    expect(durationSeconds('3s')).toBe(3)
    expect(durationSeconds('0s')).toBe(0)
  })

  it('warns when the last run failed or none succeeded for two intervals', () => {
    const now = Date.parse('2026-11-29T14:30:00Z')
    expect(backupWarning(base, now)).toBeNull()
    const ok = { name: 'a', at: '2026-11-29T14:00:00Z', ok: true, bytes: 2048, error: '' }
    expect(backupWarning({ ...base, runs: [ok] }, now)).toBeNull()
    expect(backupWarning({ ...base, runs: [{ ...ok, name: 'b', ok: false, error: 'disk full' }, ok] }, now)).toContain('disk full')
    expect(backupWarning({ ...base, runs: [{ ...ok, at: '2026-11-29T11:00:00Z' }] }, now)).toContain('two intervals')
    expect(backupWarning({ ...base, every: '0s', runs: [{ ...ok, ok: false, error: 'x' }] }, now)).toBeNull()
  })

  it('shows the last backup, the next, the verification and a failure on the Dashboard and the Account tab, and backs up now', async () => {
    fakeAdminApi()
    let started = 0
    server.use(
      http.get('*/api/backups', () =>
        HttpResponse.json({
          ...base,
          runs: [
            { name: 'portfolio-b.tar.gz.age', at: '2026-11-29T14:00:00Z', ok: false, bytes: 0, error: 'mkdir /srv/backups: permission denied' },
            { name: 'portfolio-a.tar.gz.age', at: '2026-11-29T13:00:00Z', ok: true, bytes: 4096, error: '' },
          ],
          verified: { at: '2026-11-29T12:00:00Z', ok: true, detail: 'restored 9 tables' },
        }),
      ),
      http.post('*/api/backups/run', () => {
        started++
        return HttpResponse.json({ status: 'started' }, { status: 202 })
      }),
    )
    const { user } = renderAdmin()
    const dashboard = within(await screen.findByRole('region', { name: 'Scheduled backups' }))
    expect(await dashboard.findByText(/permission denied/)).toBeInTheDocument()
    expect(dashboard.getByText(/Restored and checked/)).toBeInTheDocument()
    expect(dashboard.getByText('dir:///srv/backups (encrypted)')).toBeInTheDocument()
    expect(dashboard.getByText('Next backup')).toBeInTheDocument()
    await user.click(dashboard.getByRole('button', { name: 'Back up now' }))
    await vi.waitFor(() => expect(started).toBe(1))

    await user.click(await screen.findByRole('tab', { name: 'Account' }))
    const account = within(await screen.findByRole('region', { name: 'Scheduled backups' }))
    expect(await account.findByText(/permission denied/)).toBeInTheDocument()
  })
})
