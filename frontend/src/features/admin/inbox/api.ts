import { listTags } from '@/app/api'
import type { ContactMessage } from '@/lib/api-types.gen'
import { ACTIVITY, adminBase, onSessionExpired, TRASH } from '../api/base'
import { registerKind } from '../api/kinds'

const MESSAGES = { type: 'Message', id: 'LIST' } as const

registerKind('message', { label: 'Message', restored: () => [MESSAGES], trashed: [MESSAGES] })

/**
 * The inbox: messages sent through the contact form (admin-only). Opening a
 * message marks it read; read state and deletes refresh the list, and with
 * it the unread count on the tab and the dashboard.
 */
export const inboxApi = adminBase.enhanceEndpoints({ addTagTypes: ['Message'] }).injectEndpoints({
  endpoints: (build) => ({
    messages: build.query<ContactMessage[], void>({
      query: () => 'api/messages',
      providesTags: (result) => listTags('Message', result),
    }),
    setMessageRead: build.mutation<ContactMessage, { id: number; read: boolean }>({
      query: ({ id, read }) => ({ url: `api/messages/${id}`, method: 'PUT', body: { read } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Message', id }, MESSAGES, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
    deleteMessage: build.mutation<void, number>({
      query: (id) => ({ url: `api/messages/${id}`, method: 'DELETE' }),
      invalidatesTags: [MESSAGES, TRASH, ACTIVITY],
      onQueryStarted: onSessionExpired,
    }),
  }),
})

export const { useMessagesQuery, useSetMessageReadMutation, useDeleteMessageMutation } = inboxApi
