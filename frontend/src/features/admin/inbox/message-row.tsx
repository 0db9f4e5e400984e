import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { memo } from 'react'
import { LuMail, LuMailOpen, LuReply, LuTrash2 } from 'react-icons/lu'
import type { ContactMessage } from '@/lib/api-types.gen'
import { receivedAt, replyHref } from './inbox'
import { SpeakingBadge } from './speaking-request'

export interface MessageRowProps {
  message: ContactMessage
  onOpen: (message: ContactMessage) => void
  onMarkUnread: (message: ContactMessage) => void
  onDelete: (message: ContactMessage) => void
}

function MessageRowImpl({ message, onOpen, onMarkUnread, onDelete }: MessageRowProps) {
  const unread = !message.read
  const weight = unread ? 'bold' : 'normal'
  return (
    <HStack as="li" gap="3" p="3" borderWidth="1px" borderRadius="lg" bg={unread ? 'bg.panel' : 'bg.subtle'} flexWrap={{ base: 'wrap', md: 'nowrap' }} data-unread={unread}>
      <Stack gap="1" flex="1" minW={{ base: '0', md: '48' }}>
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight={weight}>{message.name}</Text>
          <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
            {message.email}
          </Text>
          {unread && (
            <Badge colorPalette="brand" variant="solid" size="sm">
              Unread
            </Badge>
          )}
          <SpeakingBadge message={message} />
        </HStack>
        <Text fontWeight={weight} data-testid="message-subject">
          {message.subject}
        </Text>
        <Text textStyle="sm" color="fg.muted" lineClamp={1}>
          {message.message}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {receivedAt(message.createdAt)}
        </Text>
      </Stack>
      {/* On a phone the buttons take the row's width and wrap within it (never wider than the screen). */}
      <HStack gap="2" flexShrink={{ base: 1, md: 0 }} w={{ base: 'full', md: 'auto' }} minW="0" flexWrap="wrap">
        <Button size="sm" variant="outline" onClick={() => onOpen(message)}>
          <LuMailOpen aria-hidden /> Open
        </Button>
        <Button size="sm" variant="outline" asChild type={undefined}>
          <a href={replyHref(message)}>
            <LuReply aria-hidden /> Reply
          </a>
        </Button>
        {!unread && (
          <Button size="sm" variant="outline" onClick={() => onMarkUnread(message)}>
            <LuMail aria-hidden /> Mark unread
          </Button>
        )}
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => onDelete(message)}>
          <LuTrash2 aria-hidden /> Delete
        </Button>
      </HStack>
    </HStack>
  )
}

/** An inbox row: sender, subject and the start of the message (bold while unread), and its actions. */
export const MessageRow = memo(MessageRowImpl)
