import { Box } from '@chakra-ui/react'
import { notifyError, notifySuccess } from '@/components/ui/toaster'
import { useDiscardDraftMutation, usePublishMutation, type DraftRef } from './api'
import { dateTime } from '../lib/date-time'
import { confirmDelete, failureText } from '../lib/notices'
import { DRAFT_MESSAGES } from './messages'
import { DraftBar } from './draft-bar'

const SITE: DraftRef = { kind: 'site', id: 1 }

/**
 * The site document's one draft (every group's Save draft goes into it):
 * Publish, Schedule… and Discard act on the draft as stored; a group's
 * edits not yet saved as draft are not part of it.
 */
export function SiteDraftBar({ hasDraft }: { hasDraft: boolean }) {
  const [publish, publishing] = usePublishMutation()
  const [discard, discarding] = useDiscardDraftMutation()
  const act = async (action: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await action()
      notifySuccess(success)
    } catch (error) {
      notifyError(failureText(error, failure))
    }
  }
  return (
    <Box mb={hasDraft ? '4' : undefined}>
      <DraftBar
        hasDraft={hasDraft}
        busy={publishing.isLoading || discarding.isLoading}
        publishNow={() => void act(() => publish({ ref: SITE }).unwrap(), DRAFT_MESSAGES.published, DRAFT_MESSAGES.publishFailed)}
        schedule={(at) => void act(() => publish({ ref: SITE, at }).unwrap(), DRAFT_MESSAGES.scheduled(dateTime(at)), DRAFT_MESSAGES.scheduleFailed)}
        discard={async () => {
          if (await confirmDelete(DRAFT_MESSAGES.confirmDiscard, undefined, DRAFT_MESSAGES.discard)) await act(() => discard(SITE).unwrap(), DRAFT_MESSAGES.discarded, DRAFT_MESSAGES.discardFailed)
        }}
      />
    </Box>
  )
}
