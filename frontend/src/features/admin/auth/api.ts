import type { AuthStatus, AuthStatusWithTwoFactor, LoginRequest, PasskeyOffer, TwoFactorCodeRequest, TwoFactorRequired } from '@/lib/api-types.gen'
import { adminBase } from '../api/base'
import type { AuthenticationResponseJSON, RequestOptionsJSON } from './webauthn'

export type { AuthStatusWithTwoFactor, TwoFactorRequired }

/** The options the browser's passkey prompt takes, as the server sends them (WebAuthn's, which the API passes through). */
export interface PasskeyOptions<T> {
  publicKey: T
}

/** POST /api/auth/login. */
export type Credentials = Required<LoginRequest>

/** The registered passkeys: the sign-in page's offer and the Account tab's list. */
export const PASSKEYS = { type: 'Passkey', id: 'LIST' } as const

/**
 * The session: its status (null without one), signing in with a password
 * (and a second step when two-factor sign-in is on) or a passkey, and
 * signing out. Each change of the session refetches the status ('Auth').
 */
export const authApi = adminBase.enhanceEndpoints({ addTagTypes: ['Passkey'] }).injectEndpoints({
  endpoints: (build) => ({
    authStatus: build.query<AuthStatusWithTwoFactor | null, void>({
      query: () => 'api/auth/status',
      extraOptions: { on401: 'returnNull' },
      providesTags: ['Auth'],
    }),
    login: build.mutation<AuthStatus | TwoFactorRequired, Credentials>({
      query: (body) => ({ url: 'api/auth/login', method: 'POST', body }),
      invalidatesTags: (result) => (result && !('twoFactorRequired' in result) ? ['Auth'] : []),
    }),
    /** The second sign-in step: a code of the authenticator app or a recovery code. */
    loginSecondStep: build.mutation<AuthStatus, Required<TwoFactorCodeRequest>>({
      query: (body) => ({ url: 'api/auth/login/2fa', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Auth'] : []),
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ url: 'api/auth/logout', method: 'POST' }),
      invalidatesTags: ['Auth'],
    }),
    /** GET /api/auth/passkey: whether the sign-in page offers passkeys (the site can carry them and one is registered). */
    passkeyOffer: build.query<PasskeyOffer, void>({
      query: () => 'api/auth/passkey',
      providesTags: [PASSKEYS],
    }),
    passkeySignInOptions: build.mutation<PasskeyOptions<RequestOptionsJSON>, void>({
      query: () => ({ url: 'api/auth/passkey/options', method: 'POST' }),
    }),
    passkeySignIn: build.mutation<AuthStatus, AuthenticationResponseJSON>({
      query: (body) => ({ url: 'api/auth/passkey', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Auth'] : []),
    }),
  }),
})

export const { useAuthStatusQuery, useLoginMutation, useLoginSecondStepMutation, useLogoutMutation, usePasskeyOfferQuery, usePasskeySignInOptionsMutation, usePasskeySignInMutation } = authApi

/** Changes the cached auth status without refetching it (which would remount the Account tab). */
export const patchAuthStatus = (patch: (status: AuthStatusWithTwoFactor) => void) =>
  authApi.util.updateQueryData('authStatus', undefined, (draft) => {
    if (draft) patch(draft)
  })
