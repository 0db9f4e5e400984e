import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useRef, useState } from 'react'
import { LuUpload } from 'react-icons/lu'
import { notifyError, notifySuccess } from '@/components/ui/toaster'
import { serverMessage } from '@/lib/http-error'
import { dateTime } from '../lib/date-time'
import { type BackupSummary, useInspectBackupMutation, useRestoreBackupMutation } from './library-api'
import { formatBytes, RESTORE_MESSAGES as M, TABLE_LABELS } from './messages'

function Summary({ summary }: { summary: BackupSummary }) {
  const tables = summary.tables.filter((t) => t.rows > 0)
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="lg" p="3" bg="bg.subtle" data-testid="backup-summary">
      <Text fontWeight="semibold">{M.summaryTitle}</Text>
      <Text textStyle="sm">{M.made(dateTime(summary.created))}</Text>
      <Text textStyle="sm">{M.format(summary.format, summary.app)}</Text>
      <Text textStyle="sm" data-testid="backup-rows">
        {M.rows(summary.rows)}
      </Text>
      {tables.length > 0 && (
        <Box as="ul" ps="4" textStyle="xs" color="fg.muted">
          {tables.map((t) => (
            <li key={t.name}>
              {TABLE_LABELS[t.name] ?? t.name}: {t.rows}
            </li>
          ))}
        </Box>
      )}
      <Text textStyle="sm" data-testid="backup-files">
        {M.files(summary.files, formatBytes(summary.fileBytes))}
      </Text>
    </Stack>
  )
}

/**
 * 'Restore from a backup': the owner picks an archive, the server checks it
 * and says what it holds (POST /api/backup/inspect, nothing changes), and
 * only a second, explicit click replaces everything with it
 * (POST /api/backup/restore, the checks of `portfolio import`).
 */
export function RestoreSection() {
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [summary, setSummary] = useState<BackupSummary | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [inspect, inspecting] = useInspectBackupMutation()
  const [restore, restoring] = useRestoreBackupMutation()

  const reset = () => {
    setFile(null)
    setSummary(null)
    if (input.current) input.current.value = ''
  }

  const onChosen = async (chosen: File | undefined) => {
    setRefusal(null)
    setSummary(null)
    if (!chosen) return
    setFile(chosen)
    try {
      setSummary(await inspect(chosen).unwrap())
    } catch (error) {
      setRefusal(serverMessage(error) ?? M.refused)
      setFile(null)
      if (input.current) input.current.value = ''
    }
  }

  const onRestore = async () => {
    if (!file) return
    try {
      const done = await restore(file).unwrap()
      const notes = [...(done.imagesRebuilding ? [M.rebuilding] : []), ...(done.stale.length ? [M.stale(done.stale.length)] : [])]
      notifySuccess([M.restored(done.rows, done.files), ...notes].join('; '))
      reset()
    } catch (error) {
      const message = serverMessage(error) ?? M.failed
      setRefusal(message)
      notifyError(message)
    }
  }

  return (
    <Box as="section" aria-labelledby="restore-title" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }} bg="bg.panel" maxW="lg" mt="6">
      <Heading as="h3" size="lg" id="restore-title" mb="1">
        {M.title}
      </Heading>
      <Text color="fg.muted" textStyle="sm" mb="4">
        {M.description}
      </Text>
      <input
        ref={input}
        type="file"
        accept=".tar.gz,.tgz,application/gzip"
        hidden
        aria-label={M.choose}
        data-testid="restore-file"
        onChange={(e) => void onChosen(e.target.files?.[0])}
      />
      <Stack gap="3">
        {!summary && (
          <Button alignSelf="flex-start" variant="outline" colorPalette="brand" onClick={() => input.current?.click()} disabled={inspecting.isLoading}>
            <LuUpload aria-hidden /> {inspecting.isLoading ? M.checking : M.choose}
          </Button>
        )}
        {refusal && (
          <Text role="alert" color="fg.error" textStyle="sm" data-testid="restore-refusal">
            {M.refused}: {refusal}
          </Text>
        )}
        {summary && (
          <>
            <Summary summary={summary} />
            <Text textStyle="sm" color="fg.warning">
              {M.warning}
            </Text>
            <HStack gap="2" flexWrap="wrap">
              <Button colorPalette="red" onClick={() => void onRestore()} disabled={restoring.isLoading}>
                {restoring.isLoading ? M.restoring : M.confirm}
              </Button>
              <Button variant="outline" onClick={reset} disabled={restoring.isLoading}>
                {M.cancel}
              </Button>
            </HStack>
          </>
        )}
      </Stack>
    </Box>
  )
}
