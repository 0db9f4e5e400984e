import { Badge, Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { useId, useMemo, useState } from 'react'
import { LuUndo2 } from 'react-icons/lu'
import type { SiteGroupId } from '@/lib/api-types.gen'
import { useRestoreRevisionMutation, useRevisionQuery, useRevisionsQuery, type Revision, type RevisionKind } from './api'
import { dateTime } from '../lib/date-time'
import { actorText, changedLabels, fieldChanges, keptLabels, valueText, type FieldChange } from './history'
import { confirmAction, withNotice } from '../lib/notices'
import { side, wordDiff } from './word-diff'
import { HISTORY_MESSAGES, savedLine } from './messages'
import { DiffText } from './diff-text'

export interface HistoryPanelProps<T extends object> {
  kind: RevisionKind
  id: number
  /** The item as it is saved now (not the form's unsaved edits). */
  current: T
  /** A Site group: compare only its keys, and a restore brings back only them (the other groups keep what is saved now). */
  group?: { id: SiteGroupId; keys: readonly string[] }
  /** Called with the item as the API shows it after a restore (the dialog's form starts from it again). */
  onRestored?: (item: T) => void
}

/**
 * An item's history: its earlier versions (newest first: when the save
 * that replaced each was, who made it, which fields it changed), a
 * field-by-field comparison of one with the saved state now (words that
 * differ highlighted), and Restore after a confirmation. The fields a
 * restore keeps (ids, times, a project's links and gallery) are never shown
 * as differences.
 */
export function HistoryPanel<T extends object>({ kind, id, current, group, onRestored }: HistoryPanelProps<T>) {
  const { data, isLoading, isError } = useRevisionsQuery({ kind, id }, { refetchOnMountOrArgChange: true })
  const [selected, setSelected] = useState<number | null>(null)
  // What a restore answered: the saved state now, while the owner still passes the item it had before.
  const [restored, setRestored] = useState<{ over: T; item: T } | null>(null)
  const now = (restored && restored.over === current ? restored.item : current) as Record<string, unknown>
  const kept = keptLabels(now)

  return (
    <Stack gap="3" data-testid="history-panel">
      <Text textStyle="sm" color="fg.muted">
        {group ? HISTORY_MESSAGES.groupIntro : HISTORY_MESSAGES.intro}
        {kept.length > 0 && ` A restore does not bring back ${kept.join(', ')}.`}
      </Text>
      {isLoading ? (
        <HStack gap="2" color="fg.muted" aria-busy="true">
          <Spinner size="sm" />
          <Text textStyle="sm">Loading history…</Text>
        </HStack>
      ) : isError && !data ? (
        <Text role="alert" color="fg.error" textStyle="sm">
          {HISTORY_MESSAGES.loadFailed}
        </Text>
      ) : !data || data.length === 0 ? (
        <Text color="fg.muted" textStyle="sm" data-testid="history-empty">
          {HISTORY_MESSAGES.empty}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={HISTORY_MESSAGES.list}>
          {data.map((revision) => (
            <RevisionRow
              key={revision.rev}
              kind={kind}
              id={id}
              revision={revision}
              current={now}
              group={group}
              open={selected === revision.rev}
              onToggle={() => setSelected((s) => (s === revision.rev ? null : revision.rev))}
              onRestored={(item) => {
                setRestored({ over: current, item: item as T })
                setSelected(null)
                onRestored?.(item as T)
              }}
            />
          ))}
        </Stack>
      )}
    </Stack>
  )
}

interface RevisionRowProps {
  kind: RevisionKind
  id: number
  revision: Revision
  current: Record<string, unknown>
  group?: HistoryPanelProps<object>['group']
  open: boolean
  onToggle: () => void
  onRestored: (item: Record<string, unknown>) => void
}

function RevisionRow({ kind, id, revision, current, group, open, onToggle, onRestored }: RevisionRowProps) {
  const detailsId = useId()
  const when = dateTime(revision.at)
  const labels = changedLabels(revision.fields)
  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p="3" bg="bg.panel" data-testid="history-row" data-rev={revision.rev}>
      <HStack gap="3" align="flex-start" flexWrap="wrap">
        <Stack gap="1" flex="1" minW="40">
          <Text textStyle="sm" fontWeight="medium">
            {savedLine(when, actorText(revision.actor))}
          </Text>
          {labels.length > 0 && (
            <HStack gap="1" flexWrap="wrap" aria-label="Fields that save changed">
              {labels.map((label) => (
                <Badge key={label} variant="surface" size="sm">
                  {label}
                </Badge>
              ))}
            </HStack>
          )}
        </Stack>
        <Button
          size="xs"
          variant="outline"
          onClick={onToggle}
          aria-expanded={open}
          aria-controls={open ? detailsId : undefined}
          aria-label={`${open ? HISTORY_MESSAGES.hide : HISTORY_MESSAGES.compare} version of ${when}`}
        >
          {open ? HISTORY_MESSAGES.hide : HISTORY_MESSAGES.compare}
        </Button>
      </HStack>
      {open && (
        <Box id={detailsId} mt="3">
          <RevisionDetails kind={kind} id={id} rev={revision.rev} current={current} group={group} onRestored={onRestored} />
        </Box>
      )}
    </Box>
  )
}

interface RevisionDetailsProps {
  kind: RevisionKind
  id: number
  rev: number
  current: Record<string, unknown>
  group?: HistoryPanelProps<object>['group']
  onRestored: (item: Record<string, unknown>) => void
}

/** One version against the saved state now, field by field, and its Restore. */
function RevisionDetails({ kind, id, rev, current, group, onRestored }: RevisionDetailsProps) {
  const { data, isLoading, isError } = useRevisionQuery({ kind, id, rev })
  const [restore, { isLoading: restoring }] = useRestoreRevisionMutation()
  const changes = useMemo(() => (data ? fieldChanges(current, data.data, group?.keys) : []), [data, current, group])

  if (isLoading) return <Spinner size="sm" aria-label="Loading version" />
  if (isError || !data)
    return (
      <Text role="alert" color="fg.error" textStyle="sm">
        {HISTORY_MESSAGES.loadVersionFailed}
      </Text>
    )

  const onRestore = async () => {
    if (!(await confirmAction(group ? HISTORY_MESSAGES.confirmRestoreGroup : HISTORY_MESSAGES.confirmRestore, HISTORY_MESSAGES.restore))) return
    let answer: Record<string, unknown> | undefined
    const result = await withNotice(
      async () => {
        answer = await restore({ kind, id, rev, group: group?.id }).unwrap()
      },
      HISTORY_MESSAGES.restored,
      HISTORY_MESSAGES.restoreFailed,
    )
    if (result.ok && answer) onRestored(answer)
  }

  return (
    <Stack gap="3">
      {changes.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {group ? HISTORY_MESSAGES.sameHere : HISTORY_MESSAGES.same}
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Differences from the saved state now">
          {changes.map((change) => (
            <FieldDiff key={change.key} change={change} />
          ))}
        </Stack>
      )}
      <HStack justify="flex-end">
        <Button size="sm" variant="outline" colorPalette="brand" onClick={() => void onRestore()} disabled={restoring}>
          <LuUndo2 aria-hidden /> {HISTORY_MESSAGES.restore}
        </Button>
      </HStack>
    </Stack>
  )
}

/** A field's value now (what a restore replaces struck through) and in the version (what it brings back highlighted). */
function FieldDiff({ change }: { change: FieldChange }) {
  const parts = useMemo(() => wordDiff(valueText(change.current), valueText(change.revision)), [change])
  return (
    <Stack as="li" gap="1" data-testid="history-field" data-field={change.key}>
      <Text textStyle="sm" fontWeight="semibold">
        {change.label}
      </Text>
      <Stack gap="1" direction={{ base: 'column', md: 'row' }}>
        <Stack gap="0.5" flex="1" minW="0">
          <Text textStyle="xs" color="fg.muted">
            {HISTORY_MESSAGES.now}
          </Text>
          <DiffText parts={side(parts, 'before')} testId="history-now" />
        </Stack>
        <Stack gap="0.5" flex="1" minW="0">
          <Text textStyle="xs" color="fg.muted">
            {HISTORY_MESSAGES.then}
          </Text>
          <DiffText parts={side(parts, 'after')} testId="history-then" />
        </Stack>
      </Stack>
    </Stack>
  )
}
