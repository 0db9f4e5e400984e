import { Alert, Button, Field, HStack, Input, Stack } from '@chakra-ui/react'
import { useId, useState, type KeyboardEvent } from 'react'
import { LuCalendarClock, LuSend, LuTrash2 } from 'react-icons/lu'
import { DRAFT_MESSAGES } from '../../messages'
import { isoToLocal, localToIso } from '../../lib/use-draft'

export interface DraftBarProps {
  hasDraft: boolean
  busy: boolean
  publishNow: () => void
  /** `at`: UTC RFC 3339. */
  schedule: (at: string) => void
  discard: () => void
}

/**
 * Above an edit form whose item has a draft: the notice that what is edited
 * is not public yet, Publish (now), Schedule… (a time in the admin's own
 * zone, sent in UTC) and Discard draft. Nothing while there is no draft.
 */
export function DraftBar({ hasDraft, busy, publishNow, schedule, discard }: DraftBarProps) {
  const [scheduling, setScheduling] = useState(false)
  const [when, setWhen] = useState('')
  const [error, setError] = useState<string>()
  const inputId = useId()
  if (!hasDraft) return null

  const confirm = () => {
    const at = localToIso(when)
    if (!at || Date.parse(at) <= Date.now()) {
      setError(DRAFT_MESSAGES.scheduleInPast)
      return
    }
    setError(undefined)
    schedule(at)
  }
  const openSchedule = () => {
    setScheduling((s) => !s)
    if (!when) setWhen(isoToLocal(new Date(Date.now() + 60 * 60 * 1000)))
  }
  // Enter in the time field schedules instead of sending the dialog's form.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault()
      confirm()
    }
  }

  return (
    <Alert.Root status="info" variant="surface" data-testid="draft-bar">
      <Alert.Indicator />
      <Stack gap="3" flex="1" minW="0">
        <Alert.Title>{DRAFT_MESSAGES.notice}</Alert.Title>
        <HStack gap="2" flexWrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={publishNow} disabled={busy}>
            <LuSend aria-hidden /> {DRAFT_MESSAGES.publish}
          </Button>
          <Button size="sm" variant="outline" onClick={openSchedule} disabled={busy} aria-expanded={scheduling} aria-controls={scheduling ? inputId : undefined}>
            <LuCalendarClock aria-hidden /> {DRAFT_MESSAGES.schedule}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={discard} disabled={busy}>
            <LuTrash2 aria-hidden /> {DRAFT_MESSAGES.discard}
          </Button>
        </HStack>
        {scheduling && (
          <HStack gap="2" alignItems="flex-end" flexWrap="wrap">
            <Field.Root invalid={!!error} flex="1" minW="44">
              <Field.Label htmlFor={inputId}>{DRAFT_MESSAGES.scheduleAt}</Field.Label>
              <Input id={inputId} type="datetime-local" step={1} size="sm" bg="bg" value={when} onChange={(e) => setWhen(e.target.value)} onKeyDown={onKeyDown} />
              {error && <Field.ErrorText>{error}</Field.ErrorText>}
            </Field.Root>
            <Button size="sm" colorPalette="brand" onClick={confirm} disabled={busy}>
              {DRAFT_MESSAGES.scheduleConfirm}
            </Button>
          </HStack>
        )}
      </Stack>
    </Alert.Root>
  )
}
