import type { AcceptInvitationRequest, AuthStatus, Invitation, InvitationPasskeyRequest, InvitationRequest, Invited, Member } from '@/lib/api-types.gen'
import { ACTIVITY, adminBase } from '../api/base'
import type { PasskeyOptions } from '../auth/api'
import type { CreationOptionsJSON, RegistrationResponseJSON } from '../auth/webauthn'

export type { Invitation, Invited, Member }

/** POST /api/users/invitations. */
export type InviteRequest = Required<InvitationRequest>

const USERS = { type: 'User', id: 'LIST' } as const
const INVITATIONS = { type: 'Invitation', id: 'LIST' } as const

/**
 * The owner's Users section (issue 43): the people who may sign in, the
 * pending invitations, inviting (which may ask "Confirm it's you" first),
 * revoking and removing; and the invited person's acceptance.
 */
export const usersApi = adminBase.enhanceEndpoints({ addTagTypes: ['User', 'Invitation'] }).injectEndpoints({
  endpoints: (build) => ({
    users: build.query<Member[], void>({ query: () => 'api/users', providesTags: [USERS] }),
    invitations: build.query<Invitation[], void>({ query: () => 'api/users/invitations', providesTags: [INVITATIONS] }),
    invite: build.mutation<Invited, InviteRequest>({
      query: (body) => ({ url: 'api/users/invitations', method: 'POST', body }),
      invalidatesTags: [INVITATIONS, ACTIVITY],
    }),
    revokeInvitation: build.mutation<void, number>({
      query: (id) => ({ url: `api/users/invitations/${id}`, method: 'DELETE' }),
      invalidatesTags: [INVITATIONS, ACTIVITY],
    }),
    removeUser: build.mutation<void, number>({
      query: (id) => ({ url: `api/users/${id}`, method: 'DELETE' }),
      invalidatesTags: [USERS, ACTIVITY],
    }),
    acceptInvitation: build.mutation<AuthStatus, { token: string } & Required<AcceptInvitationRequest>>({
      query: ({ token, ...body }) => ({ url: `api/invitations/${token}/accept`, method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Auth'] : []),
    }),
    invitationPasskeyOptions: build.mutation<PasskeyOptions<CreationOptionsJSON>, { token: string } & Required<InvitationPasskeyRequest>>({
      query: ({ token, ...body }) => ({ url: `api/invitations/${token}/passkey/options`, method: 'POST', body }),
    }),
    acceptInvitationWithPasskey: build.mutation<AuthStatus, { token: string; credential: RegistrationResponseJSON }>({
      query: ({ token, credential }) => ({ url: `api/invitations/${token}/passkey`, method: 'POST', body: credential }),
      invalidatesTags: (result) => (result ? ['Auth'] : []),
    }),
  }),
})

export const { useUsersQuery, useInvitationsQuery, useInviteMutation, useRevokeInvitationMutation, useRemoveUserMutation, useAcceptInvitationMutation, useInvitationPasskeyOptionsMutation, useAcceptInvitationWithPasskeyMutation } =
  usersApi
