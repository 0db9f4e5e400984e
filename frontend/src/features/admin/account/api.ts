import type {
  Confirmation,
  ConfirmRequest,
  Passkey,
  PasskeyList,
  PasskeyNameRequest,
  PasskeysOnly,
  PasswordChangeRequest,
  RecoveryCodes,
  SignInProtection,
  TwoFactorCodeRequest,
  TwoFactorDisableRequest,
  TwoFactorSetup,
} from '@/lib/api-types.gen'
import { api } from '@/app/api'
import { ACTIVITY, adminBase, onSessionExpired, sessionEnded, type Lifecycle } from '../api/base'
import { PASSKEYS, patchAuthStatus, type PasskeyOptions } from '../auth/api'
import type { AuthenticationResponseJSON, CreationOptionsJSON, RegistrationResponseJSON, RequestOptionsJSON } from '../auth/webauthn'

export type { Confirmation, Passkey, PasskeyList, TwoFactorSetup }

/** POST /api/auth/confirm: the password again (and a code when two-factor sign-in is on). */
export type ConfirmIdentity = Required<Pick<ConfirmRequest, 'password'>> & Pick<ConfirmRequest, 'code'>

/** POST /api/auth/2fa/disable. */
export type TwoFactorDisable = Required<TwoFactorDisableRequest>

/** POST /api/auth/password: the signed-in administrator's own password (204; other sessions end). The current password is left out only by an account that has none yet (status.noPassword). */
export type PasswordChange = Pick<PasswordChangeRequest, 'currentPassword'> & Required<Pick<PasswordChangeRequest, 'newPassword'>>

/** Once the change worked, applies recipe to the cached auth status, without refetching (which would remount the Account tab). */
function patchStatusOnSuccess(recipe: Parameters<typeof patchAuthStatus>[0]) {
  return async (_arg: unknown, { dispatch, queryFulfilled }: Lifecycle) => {
    try {
      await queryFulfilled
      dispatch(patchAuthStatus(recipe))
    } catch (rejection) {
      if (sessionEnded(rejection)) dispatch(api.util.invalidateTags(['Auth']))
    }
  }
}

/** Marks the cached auth status as having two-factor sign-in on or off. */
const setTwoFactorFlag = (on: boolean) => patchStatusOnSuccess((status) => void (status.twoFactorEnabled = on))

/** A passkey change is logged, and (when it worked) changes the list. */
const passkeyChanged = (_r: unknown, error: unknown) => (error ? [] : [PASSKEYS, ACTIVITY])

/** Notes the new confirmation's end in the passkeys list (no refetch). */
async function storeConfirmation(_arg: unknown, { dispatch, queryFulfilled }: Lifecycle<{ data: Confirmation }>) {
  try {
    const { data } = await queryFulfilled
    dispatch(
      accountApi.util.updateQueryData('passkeys', undefined, (draft) => {
        if (draft) draft.confirmedUntil = data.confirmedUntil
      }),
    )
  } catch {
    // A refused confirmation (401: a wrong password, not an ended session) is the dialog's to show.
  }
}

/**
 * The Account tab: the password, two-factor sign-in, passkeys (issue 27)
 * and the sign-in protection (issue 37). Adding or removing a passkey and
 * switching passkeys only need a fresh confirmation that it is the
 * administrator (the password again, or a passkey; 403 otherwise) and end
 * the other sessions.
 */
export const accountApi = adminBase.enhanceEndpoints({ addTagTypes: ['Passkey', 'SignInProtection'] }).injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<void, PasswordChange>({
      query: (body) => ({ url: 'api/auth/password', method: 'POST', body }),
      invalidatesTags: [ACTIVITY],
      // The account now has a password: a first one ends status.noPassword.
      onQueryStarted: patchStatusOnSuccess((status) => void delete status.noPassword),
    }),
    setupTwoFactor: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: 'api/auth/2fa/setup', method: 'POST' }),
      onQueryStarted: onSessionExpired,
    }),
    /** Answers the ten recovery codes, the only time they are shown. */
    enableTwoFactor: build.mutation<RecoveryCodes, Required<TwoFactorCodeRequest>>({
      query: (body) => ({ url: 'api/auth/2fa/enable', method: 'POST', body }),
      invalidatesTags: [ACTIVITY],
      onQueryStarted: setTwoFactorFlag(true),
    }),
    disableTwoFactor: build.mutation<void, TwoFactorDisable>({
      query: (body) => ({ url: 'api/auth/2fa/disable', method: 'POST', body }),
      invalidatesTags: [ACTIVITY],
      onQueryStarted: setTwoFactorFlag(false),
    }),
    confirmIdentity: build.mutation<Confirmation, ConfirmIdentity>({
      query: (body) => ({ url: 'api/auth/confirm', method: 'POST', body }),
      onQueryStarted: storeConfirmation,
    }),
    confirmPasskeyOptions: build.mutation<PasskeyOptions<RequestOptionsJSON>, void>({
      query: () => ({ url: 'api/auth/confirm/passkey/options', method: 'POST' }),
      onQueryStarted: onSessionExpired,
    }),
    confirmWithPasskey: build.mutation<Confirmation, AuthenticationResponseJSON>({
      query: (body) => ({ url: 'api/auth/confirm/passkey', method: 'POST', body }),
      onQueryStarted: storeConfirmation,
    }),
    /** The sign-in protection: read afresh each time the tab opens, since strangers change it. */
    signInProtection: build.query<SignInProtection, void>({
      query: () => 'api/auth/sign-in-protection',
      providesTags: [{ type: 'SignInProtection', id: 'ONE' }],
    }),
    passkeys: build.query<PasskeyList, void>({
      query: () => 'api/auth/passkeys',
      providesTags: [PASSKEYS],
    }),
    /** The creation options for a new passkey; an empty name lets the server name it. */
    passkeyCreationOptions: build.mutation<PasskeyOptions<CreationOptionsJSON>, Pick<PasskeyNameRequest, 'name'>>({
      query: (body) => ({ url: 'api/auth/passkeys/options', method: 'POST', body }),
      onQueryStarted: onSessionExpired,
    }),
    addPasskey: build.mutation<Passkey, RegistrationResponseJSON>({
      query: (body) => ({ url: 'api/auth/passkeys', method: 'POST', body }),
      invalidatesTags: passkeyChanged,
      onQueryStarted: onSessionExpired,
    }),
    renamePasskey: build.mutation<Passkey, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `api/auth/passkeys/${id}`, method: 'PATCH', body: { name } }),
      invalidatesTags: passkeyChanged,
      onQueryStarted: onSessionExpired,
    }),
    removePasskey: build.mutation<void, number>({
      query: (id) => ({ url: `api/auth/passkeys/${id}`, method: 'DELETE' }),
      invalidatesTags: passkeyChanged,
      onQueryStarted: onSessionExpired,
    }),
    setPasskeysOnly: build.mutation<PasskeysOnly, boolean>({
      query: (enabled) => ({ url: 'api/auth/passkeys-only', method: 'PUT', body: { enabled } }),
      invalidatesTags: passkeyChanged,
      onQueryStarted: async (arg, lifecycle) => {
        try {
          const { data } = await lifecycle.queryFulfilled
          lifecycle.dispatch(patchAuthStatus((status) => (status.passkeysOnly = data.passkeysOnly || undefined)))
        } catch {
          await onSessionExpired(arg, lifecycle)
        }
      },
    }),
  }),
})

export const {
  useChangePasswordMutation,
  useSetupTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useConfirmIdentityMutation,
  useConfirmPasskeyOptionsMutation,
  useConfirmWithPasskeyMutation,
  useSignInProtectionQuery,
  usePasskeysQuery,
  usePasskeyCreationOptionsMutation,
  useAddPasskeyMutation,
  useRenamePasskeyMutation,
  useRemovePasskeyMutation,
  useSetPasskeysOnlyMutation,
} = accountApi
