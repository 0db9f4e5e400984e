import { Alert } from '@chakra-ui/react'
import { dateTime } from '../lib/date-time'
import { useCertificateQuery } from './api'

/** The Dashboard's words about the HTTPS certificate (issue 42). */
export const CERTIFICATE_MESSAGES = {
  title: 'The HTTPS certificate needs attention',
  missing: 'The server has no HTTPS certificate yet: visitors cannot reach the site securely. Check the server’s log.',
  expiring: (date: string, days: number) =>
    `The site’s HTTPS certificate expires ${days === 0 ? 'today' : `in ${days} ${days === 1 ? 'day' : 'days'}`} (${date}). It renews by itself 30 days before; as it has not, check the server’s log.`,
} as const

/**
 * A warning on the Dashboard when the certificate the binary serves is missing or ends within 14 days (the server
 * decides: warning); nothing otherwise, nor behind a proxy. Without script the admin app does not run at all, so
 * this has no server-rendered form.
 */
export function CertificateWarning() {
  const { data } = useCertificateQuery()
  if (!data?.served || !data.warning) return null
  const text = data.expiresAt ? CERTIFICATE_MESSAGES.expiring(dateTime(data.expiresAt), data.daysLeft) : CERTIFICATE_MESSAGES.missing
  return (
    <Alert.Root status="warning" variant="surface" data-testid="certificate-warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{CERTIFICATE_MESSAGES.title}</Alert.Title>
        <Alert.Description>{text}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
