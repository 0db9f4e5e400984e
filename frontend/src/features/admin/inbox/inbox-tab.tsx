import { Badge, Box, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useCallback, useMemo, useState } from 'react'
import type { ContactMessage } from '@/lib/api-types.gen'
import { useMessagesQuery } from './api'
import { newestFirst, unreadCount } from './inbox'
import { useInboxActions } from './use-inbox-actions'
import { INBOX_MESSAGES } from './messages'
import { EmptyText, LoadingList, TabHeader } from '../components/list-parts'
import { MessageDialog } from './message-dialog'
import { MessageRow } from './message-row'

/** The tab's label: 'Inbox' and, while some are unread, a badge read out as 'N unread'. */
export function InboxTabLabel() {
  const { data } = useMessagesQuery()
  const unread = unreadCount(data)
  return (
    <>
      {INBOX_MESSAGES.title}
      {unread > 0 && (
        <>
          {' '}
          <Badge colorPalette="brand" variant="solid" size="sm" borderRadius="full" aria-hidden="true" data-testid="inbox-unread-count">
            {unread}
          </Badge>
          <VisuallyHidden>{`${unread} unread`}</VisuallyHidden>
        </>
      )}
    </>
  )
}

/**
 * Messages from the contact form, newest first, unread ones in bold. Opening
 * one shows it in full and marks it read. The list is fetched again each
 * time the tab is first shown, so new messages appear without a reload.
 */
export function InboxTab() {
  const { data, isLoading, isError } = useMessagesQuery(undefined, { refetchOnMountOrArgChange: true })
  const { markRead, remove } = useInboxActions()
  const [openId, setOpenId] = useState<number | null>(null)
  const messages = useMemo(() => newestFirst(data ?? []), [data])
  const open = messages.find((m) => m.id === openId) ?? null

  const onOpen = useCallback(
    (message: ContactMessage) => {
      setOpenId(message.id)
      void markRead(message, true)
    },
    [markRead],
  )
  const onMarkUnread = useCallback(
    (message: ContactMessage) => {
      setOpenId(null)
      void markRead(message, false)
    },
    [markRead],
  )
  const onDelete = useCallback(
    async (message: ContactMessage) => {
      if (await remove(message)) setOpenId((id) => (id === message.id ? null : id))
    },
    [remove],
  )
  const close = useCallback(() => setOpenId(null), [])

  const unread = unreadCount(data)
  return (
    <Box>
      <TabHeader
        title={INBOX_MESSAGES.title}
        action={
          <Text color="fg.muted" aria-live="polite">
            {messages.length} {messages.length === 1 ? 'message' : 'messages'}, {unread} unread
          </Text>
        }
      />
      {isLoading ? (
        <LoadingList />
      ) : isError && !data ? (
        <EmptyText>{INBOX_MESSAGES.loadFailed}</EmptyText>
      ) : messages.length === 0 ? (
        <EmptyText>{INBOX_MESSAGES.empty}</EmptyText>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={INBOX_MESSAGES.title}>
          {messages.map((m) => (
            <MessageRow key={m.id} message={m} onOpen={onOpen} onMarkUnread={onMarkUnread} onDelete={onDelete} />
          ))}
        </Stack>
      )}
      <MessageDialog message={open} onClose={close} onMarkUnread={onMarkUnread} onDelete={onDelete} />
    </Box>
  )
}
