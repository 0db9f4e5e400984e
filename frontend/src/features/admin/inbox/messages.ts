/** The Inbox tab's texts and notices. */
export const INBOX_MESSAGES = {
  title: 'Inbox',
  empty: 'No messages yet. Messages sent through the contact form appear here.',
  deleted: 'Message deleted successfully',
  deleteFailed: 'Failed to delete message',
  updateFailed: 'Failed to update message',
  loadFailed: 'Failed to load messages',
  confirmDelete: 'Are you sure you want to delete this message?',
} as const
