import { Button, Field, HStack, Input } from '@chakra-ui/react'
import { useState, type KeyboardEvent } from 'react'
import { DRAFT_MESSAGES } from './messages'
import { isoToLocal, localToIso } from './use-draft'
import { zoneLabel } from '../lib/date-time'
import { MAX_SCHEDULE_YEARS } from '@/lib/limits.gen'

export interface ScheduleFormProps {
  /** The field's id (the toggle button's aria-controls). */
  id: string
  /** The time field's label: 'Publish at', 'Unpublish at'. */
  label: string
  /** The confirming button: 'Schedule publish', 'Schedule unpublish'. */
  confirmLabel: string
  busy: boolean
  /** `at`: UTC RFC 3339, in the future and at most MAX_SCHEDULE_YEARS ahead. */
  onSchedule: (at: string) => void
}

/**
 * A time in the admin's own zone, named under the field (an hour ahead to
 * start with, sent in UTC) and the button that plans the action for it; a time not in the
 * future, or more than MAX_SCHEDULE_YEARS ahead (the server's bound), is
 * refused beside the field.
 */
export function ScheduleForm({ id, label, confirmLabel, busy, onSchedule }: ScheduleFormProps) {
  const [when, setWhen] = useState(() => isoToLocal(new Date(Date.now() + 60 * 60 * 1000)))
  const [error, setError] = useState<string>()
  const confirm = () => {
    const at = localToIso(when)
    if (!at || Date.parse(at) <= Date.now()) {
      setError(DRAFT_MESSAGES.scheduleInPast)
      return
    }
    const limit = new Date()
    limit.setFullYear(limit.getFullYear() + MAX_SCHEDULE_YEARS)
    if (Date.parse(at) > limit.getTime()) {
      setError(DRAFT_MESSAGES.scheduleTooFar)
      return
    }
    setError(undefined)
    onSchedule(at)
  }
  // Enter in the time field schedules instead of sending the dialog's form.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault()
      confirm()
    }
  }
  return (
    <HStack gap="2" alignItems="flex-end" flexWrap="wrap">
      <Field.Root invalid={!!error} flex="1" minW="44">
        <Field.Label htmlFor={id}>{label}</Field.Label>
        <Input id={id} type="datetime-local" step={1} size="sm" bg="bg" value={when} onChange={(e) => setWhen(e.target.value)} onKeyDown={onKeyDown} />
        <Field.HelperText data-testid="schedule-zone">{DRAFT_MESSAGES.timeZone(zoneLabel(new Date(localToIso(when) ?? Date.now())))}</Field.HelperText>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      <Button size="sm" colorPalette="brand" onClick={confirm} disabled={busy}>
        {confirmLabel}
      </Button>
    </HStack>
  )
}
