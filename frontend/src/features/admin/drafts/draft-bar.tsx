import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { LuCalendarClock, LuEyeOff, LuSend, LuTrash2, LuX } from 'react-icons/lu'
import { notifyError, notifySuccess } from '@/components/ui/toaster'
import { useCancelScheduleMutation, useSchedulesQuery, useUnpublishMutation, type DraftRef } from './api'
import { dateTime } from '../lib/date-time'
import { confirmAction, failureText, withNotice } from '../lib/notices'
import { DRAFT_MESSAGES } from './messages'
import { ScheduleForm } from './schedule-form'

export interface DraftBarProps {
  hasDraft: boolean
  busy: boolean
  publishNow: () => void
  /** `at`: UTC RFC 3339. */
  schedule: (at: string) => void
  discard: () => void
  /** The item edited: its planned publish or unpublish is shown with Cancel. None for the site document's bar. */
  item?: DraftRef | null
  /** The item can be hidden (it has Active) and is public now: Unpublish… is offered while it has no draft. */
  canUnpublish?: boolean
  /** Closes the dialog (after an unpublish now: the form's Active is stale). */
  onClose?: () => void
}

/**
 * Above an edit form. While the item has a draft: the notice that what is
 * edited is not public yet, Publish (now), Schedule… (a time in the
 * admin's own zone, sent in UTC) and Discard draft. Without a draft, for an
 * item that is public and can be hidden: Unpublish… (now, or at a time).
 * Either way a planned publish or unpublish of the item is named, with Cancel.
 */
export function DraftBar({ hasDraft, busy, publishNow, schedule, discard, item, canUnpublish = false, onClose }: DraftBarProps) {
  const [scheduling, setScheduling] = useState(false)
  const inputId = useId()
  const planned = <PlannedChange item={item} />
  if (!hasDraft) {
    return (
      <>
        {planned}
        {item && canUnpublish && <UnpublishBar item={item} onClose={onClose} />}
      </>
    )
  }
  return (
    <Alert.Root status="info" variant="surface" data-testid="draft-bar">
      <Alert.Indicator />
      <Stack gap="3" flex="1" minW="0">
        <Alert.Title>{DRAFT_MESSAGES.notice}</Alert.Title>
        {planned}
        <HStack gap="2" flexWrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={publishNow} disabled={busy}>
            <LuSend aria-hidden /> {DRAFT_MESSAGES.publish}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setScheduling((s) => !s)} disabled={busy} aria-expanded={scheduling} aria-controls={scheduling ? inputId : undefined}>
            <LuCalendarClock aria-hidden /> {DRAFT_MESSAGES.schedule}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={discard} disabled={busy}>
            <LuTrash2 aria-hidden /> {DRAFT_MESSAGES.discard}
          </Button>
        </HStack>
        {scheduling && <ScheduleForm id={inputId} label={DRAFT_MESSAGES.scheduleAt} confirmLabel={DRAFT_MESSAGES.scheduleConfirm} busy={busy} onSchedule={schedule} />}
      </Stack>
    </Alert.Root>
  )
}

/** 'Publish scheduled for …' / 'Unpublish scheduled for …' with Cancel schedule, when the item has one. */
function PlannedChange({ item }: { item?: DraftRef | null }) {
  const { data } = useSchedulesQuery(undefined, { skip: !item })
  const [cancel, cancelling] = useCancelScheduleMutation()
  const planned = item ? (data ?? []).filter((s) => s.kind === item.kind && s.id === item.id) : []
  if (!item || !planned.length) return null
  return (
    <Stack gap="1" data-testid="planned-change">
      {planned.map((s) => (
        <HStack key={s.action} gap="2" flexWrap="wrap">
          <Text textStyle="sm">{(s.action === 'unpublish' ? DRAFT_MESSAGES.unpublishScheduled : DRAFT_MESSAGES.scheduled)(dateTime(s.at))}</Text>
          <Button
            size="xs"
            variant="outline"
            disabled={cancelling.isLoading}
            onClick={() => void withNotice(() => cancel(item).unwrap(), DRAFT_MESSAGES.cancelled, DRAFT_MESSAGES.cancelFailed)}
          >
            <LuX aria-hidden /> {DRAFT_MESSAGES.cancelSchedule}
          </Button>
        </HStack>
      ))}
    </Stack>
  )
}

/** Unpublish…: hides the public item now (after the browser's confirmation; the dialog closes) or at a time. */
function UnpublishBar({ item, onClose }: { item: DraftRef; onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  const [unpublish, unpublishing] = useUnpublishMutation()
  const inputId = useId()
  const busy = unpublishing.isLoading
  const act = async (at: string | undefined) => {
    if (!at && !(await confirmAction(DRAFT_MESSAGES.confirmUnpublish, DRAFT_MESSAGES.unpublishNow))) return
    try {
      await unpublish({ ref: item, at }).unwrap()
      notifySuccess(at ? DRAFT_MESSAGES.unpublishScheduled(dateTime(at)) : DRAFT_MESSAGES.unpublished)
      if (!at) onClose?.()
      else setOpen(false)
    } catch (error) {
      notifyError(failureText(error, DRAFT_MESSAGES.unpublishFailed))
    }
  }
  return (
    <Stack gap="2" data-testid="unpublish-bar">
      <HStack gap="2" flexWrap="wrap">
        <Button size="sm" variant="outline" onClick={() => setOpen((o) => !o)} disabled={busy} aria-expanded={open} aria-controls={open ? inputId : undefined}>
          <LuEyeOff aria-hidden /> {DRAFT_MESSAGES.unpublish}
        </Button>
        {open && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => void act(undefined)} disabled={busy}>
            {DRAFT_MESSAGES.unpublishNow}
          </Button>
        )}
      </HStack>
      {open && <ScheduleForm id={inputId} label={DRAFT_MESSAGES.unpublishAt} confirmLabel={DRAFT_MESSAGES.unpublishConfirm} busy={busy} onSchedule={(at) => void act(at)} />}
    </Stack>
  )
}
