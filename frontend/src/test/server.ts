import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { site } from './fixtures'

/** Default API: the site info and empty lists. Tests override what they look at. */
export const server = setupServer(
  http.get('*/api/site', () => HttpResponse.json(site)),
  http.get('*/api/portfolio/projects', () => HttpResponse.json([])),
  http.get('*/api/portfolio/gallery-images', () => HttpResponse.json([])),
  http.get('*/api/notable-collaborations', () => HttpResponse.json([])),
  http.get('*/api/media-press', () => HttpResponse.json([])),
  http.get('*/api/investments', () => HttpResponse.json([])),
  http.get('*/api/portfolio/section-layouts', () => HttpResponse.json([])),
  http.get('*/api/contact/token', () => HttpResponse.json({ token: 'test-token', minSeconds: 0 })),
  http.get('*/api/messages', () => HttpResponse.json([])),
  // Moved project pages' old addresses (issue 25): none.
  http.get('*/api/redirects', () => HttpResponse.json([])),
  // Drafts, schedules and preview links (issue 23): none.
  http.get('*/api/drafts', () => HttpResponse.json([])),
  http.get('*/api/schedules', () => HttpResponse.json([])),
  http.get('*/api/previews', () => HttpResponse.json([])),
  // Passkeys (issue 27): none yet.
  http.get('*/api/auth/passkey', () => HttpResponse.json({ offered: false })),
  http.get('*/api/auth/passkeys', () => HttpResponse.json({ passkeys: [], passkeysOnly: false, confirmedUntil: null })),
  // Scheduled backups (issue 41): daily to the default folder, none run yet.
  http.get('*/api/backups', () =>
    HttpResponse.json({ every: '24h0m0s', next: '2026-11-30T00:00:00Z', target: 'dir:///srv/data/backups', encrypted: false, runs: [], verified: null }),
  ),
  // The HTTPS certificate (issue 42): served by a proxy, nothing to warn of.
  http.get('*/api/certificate', () => HttpResponse.json({ served: false, daysLeft: 0, warning: false })),
  // Sign-in protection (issue 37): not locked, nothing refused, this browser trusted.
  http.get('*/api/auth/sign-in-protection', () =>
    HttpResponse.json({ lockedUntil: null, since: '2026-11-27T10:00:00Z', refusedAttempts: 0, refusedAddresses: 0, trustedBrowser: true }),
  ),
)

export { http, HttpResponse }
