import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { LuMail, LuReply, LuTrash2 } from 'react-icons/lu'
import type { ContactMessage } from '@/lib/api-types.gen'
import { receivedAt, replyHref } from './inbox'
import { SpeakingBadge, SpeakingEventDetails } from './speaking-request'
import { AdminDialog } from '../components/admin-dialog'

interface MessageDialogProps {
  /** The message being read; null when closed. */
  message: ContactMessage | null
  onClose: () => void
  onMarkUnread: (message: ContactMessage) => void
  onDelete: (message: ContactMessage) => void
}

function Actions({ message, onMarkUnread, onDelete }: Omit<MessageDialogProps, 'onClose' | 'message'> & { message: ContactMessage }) {
  return (
    <HStack gap="3" justify="flex-end" w="full" flexWrap="wrap">
      <Button variant="outline" colorPalette="red" onClick={() => onDelete(message)}>
        <LuTrash2 aria-hidden /> Delete
      </Button>
      <Button variant="outline" onClick={() => onMarkUnread(message)}>
        <LuMail aria-hidden /> Mark unread
      </Button>
      <Button colorPalette="brand" asChild type={undefined}>
        <a href={replyHref(message)}>
          <LuReply aria-hidden /> Reply
        </a>
      </Button>
    </HStack>
  )
}

/** One message in full (its subject as the title), with Reply (the admin's mail program), Mark unread and Delete. */
export function MessageDialog({ message, onClose, onMarkUnread, onDelete }: MessageDialogProps) {
  return (
    <AdminDialog
      open={message !== null}
      onClose={onClose}
      width="2xl"
      title={message?.subject ?? ''}
      description={message && `From ${message.name} <${message.email}> · ${receivedAt(message.createdAt)}`}
      footer={message && <Actions message={message} onMarkUnread={onMarkUnread} onDelete={onDelete} />}
    >
      {message && (
        <Stack gap="3">
          <SpeakingBadge message={message} />
          <SpeakingEventDetails message={message} />
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="message-body">
            {message.message}
          </Text>
          {message.address && (
            <Text textStyle="xs" color="fg.muted">
              Sent from {message.address}
            </Text>
          )}
        </Stack>
      )}
    </AdminDialog>
  )
}
