import { Badge, VisuallyHidden } from '@chakra-ui/react'
import { useMemo } from 'react'
import { useDraftsQuery, useSchedulesQuery, type DraftKind } from './api'
import { dateTime } from '../lib/date-time'
import { listsDraft } from './use-draft'

/** What a row's marks say: whether the item has a draft, and its planned publish or unpublish ('' when none). */
export interface DraftMark {
  draft: boolean
  when: string
}

/**
 * 'Draft' when the item has a draft, 'Scheduled' when a publish or
 * unpublish is planned for it (the time in its tooltip and, for screen
 * readers, in hidden text). Both lists are one request each, shared by every row.
 */
export function DraftBadges({ kind, id }: { kind: DraftKind; id: number }) {
  const drafts = useDraftsQuery()
  const schedules = useSchedulesQuery()
  const ref = { kind, id }
  const planned = schedules.data?.find((s) => s.kind === kind && (kind === 'site' || s.id === id))
  const when = planned ? `${planned.action === 'unpublish' ? 'Unpublish' : 'Publish'} scheduled for ${dateTime(planned.at)}` : ''
  return <DraftMarks draft={listsDraft(drafts.data, ref)} when={when} />
}

/** The badges of DraftBadges from what a list read once for all its rows (useDraftMarks). */
export function DraftMarks({ draft, when }: DraftMark) {
  return (
    <>
      {draft && (
        <Badge colorPalette="blue" variant="surface">
          Draft
        </Badge>
      )}
      {when && (
        <Badge colorPalette="purple" variant="surface" title={when}>
          Scheduled<VisuallyHidden>: {when}</VisuallyHidden>
        </Badge>
      )}
    </>
  )
}

const NO_MARK: DraftMark = { draft: false, when: '' }

/**
 * The draft marks of every item of a kind, read once for a whole list (one
 * subscription, not two per row): a long list mounts quickly, and a row
 * re-renders only when its own marks change.
 */
export function useDraftMarks(kind: DraftKind): (id: number) => DraftMark {
  const drafts = useDraftsQuery()
  const schedules = useSchedulesQuery()
  return useMemo(() => {
    const marks = new Map<number, DraftMark>()
    for (const d of drafts.data ?? []) {
      if (d.kind === kind) marks.set(d.id, { draft: true, when: '' })
    }
    for (const s of schedules.data ?? []) {
      if (s.kind !== kind || marks.get(s.id)?.when) continue
      const when = `${s.action === 'unpublish' ? 'Unpublish' : 'Publish'} scheduled for ${dateTime(s.at)}`
      marks.set(s.id, { draft: marks.get(s.id)?.draft ?? false, when })
    }
    return (id: number) => marks.get(id) ?? NO_MARK
  }, [drafts.data, schedules.data, kind])
}
