import { Badge, VisuallyHidden } from '@chakra-ui/react'
import { useDraftsQuery, useSchedulesQuery, type DraftKind } from '../../api'
import { dateTime } from '../../lib/date-time'
import { listsDraft } from '../../lib/use-draft'

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
  return (
    <>
      {listsDraft(drafts.data, ref) && (
        <Badge colorPalette="blue" variant="surface">
          Draft
        </Badge>
      )}
      {planned && (
        <Badge colorPalette="purple" variant="surface" title={when}>
          Scheduled<VisuallyHidden>: {when}</VisuallyHidden>
        </Badge>
      )}
    </>
  )
}
