import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react'
import { LuHardDriveDownload } from 'react-icons/lu'
import { dateTime } from '../lib/date-time'
import { withNotice } from '../lib/notices'
import { useBackupsQuery, useRunBackupMutation, type BackupStatus } from './api'
import { SCHEDULED_BACKUP_MESSAGES as M } from './messages'

/** A Go duration ("24h0m0s", "1m30s") in seconds; 0 for "0s" or what cannot be read. */
export function durationSeconds(d: string): number {
  let total = 0
  for (const [, n, unit] of d.matchAll(/([\d.]+)(h|m(?!s)|s|ms|µs|us|ns)/g)) {
    const v = Number(n)
    total += unit === 'h' ? v * 3600 : unit === 'm' ? v * 60 : unit === 's' ? v : 0
  }
  return total
}

/**
 * What deserves a warning: the newest finished run failed, or no run
 * succeeded for two intervals (the server's /readyz says stale then).
 */
export function backupWarning(status: BackupStatus, now: number): string | null {
  const every = durationSeconds(status.every)
  if (every <= 0) return null
  const finished = status.runs.filter((r) => r.ok || r.error)
  if (finished[0] && !finished[0].ok) return `${M.failed}: ${finished[0].error}`
  const lastOk = status.runs.find((r) => r.ok)
  const since = lastOk ? Date.parse(lastOk.at) : undefined
  if (since !== undefined && now - since > 2 * every * 1000) return M.stale
  return null
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text textStyle="xs" color="fg.muted" fontWeight="medium">
        {label}
      </Text>
      <Text textStyle="sm" overflowWrap="anywhere">
        {children}
      </Text>
    </Box>
  )
}

/**
 * The scheduled backups as the owner sees them (Dashboard and Account tab):
 * the last backup, the next, the last verification, where they are kept,
 * a warning when a run failed or none succeeded for two intervals, and
 * Back up now. Without script the admin is not served, so it has no
 * server-rendered form. Its heading is at the level of the tab's sections
 * (h2 on the Dashboard, h3 on the Account tab).
 */
export function BackupStatusSection({ id, level = 'h3' }: { id: string; level?: 'h2' | 'h3' }) {
  // Read again every minute while shown; a warning is judged as of the
  // answer's time, not of a status read long ago.
  const { data, fulfilledTimeStamp } = useBackupsQuery(undefined, { pollingInterval: 60_000 })
  const [run, { isLoading }] = useRunBackupMutation()
  if (!data) return null
  const last = data.runs.find((r) => r.ok || r.error)
  const warning = backupWarning(data, fulfilledTimeStamp ?? Date.now())
  const off = durationSeconds(data.every) <= 0
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }} bg="bg.panel" maxW="lg">
      <Heading as={level} size="lg" id={id} mb="3">
        {M.title}
      </Heading>
      <Stack gap="3">
        {warning && (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Title overflowWrap="anywhere">{warning}</Alert.Title>
          </Alert.Root>
        )}
        {off && <Text textStyle="sm">{M.off}</Text>}
        <Fact label={M.lastBackup}>{last ? `${dateTime(last.at)} · ${last.ok ? `${Math.max(1, Math.round(last.bytes / 1024))} KB` : M.verifiedFailed}` : M.never}</Fact>
        {!off && data.next && <Fact label={M.nextBackup}>{dateTime(data.next)}</Fact>}
        <Fact label={M.lastVerification}>
          {data.verified ? `${dateTime(data.verified.at)} · ${data.verified.ok ? M.verifiedOk : `${M.verifiedFailed}: ${data.verified.detail}`}` : M.verifyNever}
        </Fact>
        <Fact label={M.target}>{data.encrypted ? `${data.target} (${M.encrypted})` : data.target}</Fact>
        <Box>
          <Button size="sm" variant="outline" colorPalette="brand" loading={isLoading} onClick={() => withNotice(() => run().unwrap(), M.started, M.startFailed)}>
            <LuHardDriveDownload aria-hidden /> {M.runNow}
          </Button>
        </Box>
      </Stack>
    </Box>
  )
}
